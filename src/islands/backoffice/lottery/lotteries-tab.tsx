/**
 * The lotteries: each one's schedule (in the merchant's time zone), betting close offset and
 * status (a paused lottery opens no new draws), and its odds rows. Staff with lottery.write
 * change them; every change is audited, and a new schedule plans the future draws again.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoLottery, lotteryDesk } from '#lib/backoffice/lottery-desk-api.ts';
import { can } from '#lib/backoffice/roles.ts';
import type { LotterySchedule } from '#lib/contracts/lottery-model.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import local from './lottery-desk.module.css';
import { OddsTable } from './odds-table.tsx';
import { type Merchant, useMerchant } from '../use-merchant.ts';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((x) => x.trim())
    .filter(Boolean);

function ScheduleForm({ lottery, writer, onSaved }: { lottery: BoLottery; writer: boolean; onSaved: (l: BoLottery, text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const s = lottery.schedule;
  const [kind, setKind] = useState<LotterySchedule['kind']>(s.kind);
  const [times, setTimes] = useState(s.kind === 'daily' ? s.times.join(', ') : s.kind === 'monthly' ? s.time : '18:00');
  const [weekdays, setWeekdays] = useState<number[]>(s.kind === 'daily' ? (s.weekdays ?? WEEKDAYS) : WEEKDAYS);
  const [days, setDays] = useState(s.kind === 'monthly' ? s.days.join(', ') : '1, 16');
  const [minutes, setMinutes] = useState(String(s.kind === 'interval' ? s.minutes : 5));
  const [close, setClose] = useState(String(lottery.closeSeconds));
  const [status, setStatus] = useState(lottery.status);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const schedule = (): LotterySchedule =>
    kind === 'daily'
      ? { kind, times: list(times), ...(weekdays.length < 7 ? { weekdays } : {}) }
      : kind === 'monthly'
        ? { kind, days: list(days).map(Number), time: list(times)[0] ?? '' }
        : { kind, minutes: Number(minutes) };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await lotteryDesk.saveLottery(lottery.code, { schedule: schedule(), closeSeconds: Number(close), status, version: lottery.version });
      // The answer names the lottery in the default language; the desk keeps its own.
      onSaved({ ...next, name: lottery.name }, t('bo.lottery.lotteries.saved', { lottery: lottery.name }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h3 id={`${id}-title`}>
        {lottery.name} <code className={styles['mono']}>{lottery.code}</code>
      </h3>
      <p className={styles['muted']}>{t(`bo.lottery.lotteries.source.${lottery.source}`)}</p>
      <fieldset disabled={!writer} className={styles['filters']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-kind`}>{t('bo.lottery.lotteries.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as LotterySchedule['kind'])}>
            {(['daily', 'monthly', 'interval'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`bo.lottery.lotteries.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {kind !== 'interval' && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-times`}>{t(kind === 'daily' ? 'bo.lottery.lotteries.times' : 'bo.lottery.lotteries.time')}</label>
            <input id={`${id}-times`} value={times} onChange={(e) => setTimes(e.target.value)} />
          </div>
        )}
        {kind === 'monthly' && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-days`}>{t('bo.lottery.lotteries.days')}</label>
            <input id={`${id}-days`} value={days} onChange={(e) => setDays(e.target.value)} />
          </div>
        )}
        {kind === 'interval' && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-minutes`}>{t('bo.lottery.lotteries.minutes')}</label>
            <input id={`${id}-minutes`} inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
          </div>
        )}
        <div className={styles['field']}>
          <label htmlFor={`${id}-close`}>{t('bo.lottery.lotteries.closeSeconds')}</label>
          <input id={`${id}-close`} inputMode="numeric" value={close} onChange={(e) => setClose(e.target.value)} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-status`}>{t('bo.lottery.lotteries.status')}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as 'active' | 'paused')}>
            <option value="active">{t('bo.lottery.lotteries.active')}</option>
            <option value="paused">{t('bo.lottery.lotteries.paused')}</option>
          </select>
        </div>
      </fieldset>
      {kind === 'daily' && (
        <fieldset disabled={!writer} className={local['days']}>
          <legend>{t('bo.lottery.lotteries.weekdays')}</legend>
          {WEEKDAYS.map((w) => (
            <label key={w}>
              <input type="checkbox" checked={weekdays.includes(w)} onChange={(e) => setWeekdays(e.target.checked ? [...weekdays, w].sort() : weekdays.filter((x) => x !== w))} /> {t(`bo.lottery.weekday.${w}`)}
            </label>
          ))}
        </fieldset>
      )}
      {error && (
        <p className={styles['error']} role="alert">
          {error}
        </p>
      )}
      {writer && (
        <button type="submit" className={styles['primary']} disabled={busy}>
          {t('bo.lottery.lotteries.save', { lottery: lottery.name })}
        </button>
      )}
    </form>
  );
}

function LotteryPanel({ lottery, writer, lang, merchant, onSaved }: { lottery: BoLottery; writer: boolean; lang: string; merchant: Merchant; onSaved: (l: BoLottery, text: string) => void }) {
  return (
    <article className={local['section']}>
      <ScheduleForm key={lottery.version} lottery={lottery} writer={writer} onSaved={onSaved} />
      <OddsTable lottery={lottery} writer={writer} lang={lang} merchant={merchant} />
    </article>
  );
}

export default function LotteriesTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const writer = can(staff.role, 'lottery.write');
  const [items, setItems] = useState<BoLottery[] | null>(null);
  const [code, setCode] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      const r = await lotteryDesk.lotteries();
      setItems(r.items);
      setCode((c) => c || (r.items[0]?.code ?? ''));
      setFailed(null);
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t]);
  useEffect(() => {
    void load();
  }, [load]);
  const current = items?.find((l) => l.code === code);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.lottery.lotteries.title')}</h2>
      <p className={local['intro']}>{t('bo.lottery.lotteries.intro', { zone: merchant.timeZone })}</p>
      {!writer && <p className={styles['muted']}>{t('bo.lottery.lotteries.readOnly')}</p>}
      {done && (
        <p className={styles['done']} role="status">
          {done}
        </p>
      )}
      {failed && (
        <p className={styles['error']} role="alert">
          {failed}
        </p>
      )}
      {items && (
        <div className={styles['field']}>
          <label htmlFor={`${id}-pick`}>{t('bo.lottery.draws.lottery')}</label>
          <select id={`${id}-pick`} value={code} onChange={(e) => setCode(e.target.value)}>
            {items.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {current && (
        <LotteryPanel
          key={current.code}
          lottery={current}
          writer={writer}
          lang={lang}
          merchant={merchant}
          onSaved={(next, text) => {
            setItems((xs) => xs?.map((x) => (x.code === next.code ? next : x)) ?? null);
            setDone(text);
          }}
        />
      )}
    </section>
  );
}
