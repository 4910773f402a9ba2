/**
 * The draws: filtered by lottery and state, each with its times, result, tickets, stake, payout
 * and state; staff with lottery.write void a draw not yet settled, with a reason (every ticket is
 * refunded once; audited).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoDraw, lotteryDesk } from '#lib/backoffice/lottery-desk-api.ts';
import { can } from '#lib/backoffice/roles.ts';
import { LOTTERY_REASON_MAX } from '#lib/contracts/backoffice-lottery.ts';
import { DRAW_STATUSES, type DrawStatus } from '#lib/contracts/lottery-model.ts';
import { formatDateTime, formatMoney, formatNumber } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import type { DeskProps } from '../desk-props.ts';
import styles from '../review-desk.module.css';
import local from './lottery-desk.module.css';
import { ReasonDialog } from './reason-dialog.tsx';
import { useMerchant } from '../use-merchant.ts';

const VOIDABLE: readonly DrawStatus[] = ['scheduled', 'open', 'closed', 'drawn'];
const TONE: Partial<Record<DrawStatus, string>> = { open: 'good', settled: 'good', closed: 'wait', drawn: 'wait', void: 'bad' };

export function Balls({ values, label }: { values: string[] | null; label: string }) {
  if (!values) return <span>—</span>;
  return (
    <span className={local['balls']} role="group" aria-label={label}>
      {values.map((v, i) => (
        <span key={i} className={local['ball']}>
          {v}
        </span>
      ))}
    </span>
  );
}

function VoidDialog({ draw, lang, onClose, onDone }: { draw: BoDraw; lang: string; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const words = {
    title: t('bo.lottery.draws.voidTitle', { lottery: draw.lotteryName, number: draw.number }),
    text: t('bo.lottery.draws.voidText'),
    reason: t('bo.lottery.reason'),
    reasonRequired: t('bo.lottery.draws.reasonRequired'),
    cancel: t('bo.lottery.cancel'),
    confirm: t('bo.lottery.draws.voidConfirm'),
  };
  const send = async (reason: string) => {
    const out = await lotteryDesk.voidDraw(draw.id, reason);
    return t('bo.lottery.draws.voided', { number: draw.number, n: formatNumber(out.refunded, lang) });
  };
  return <ReasonDialog words={words} maxLength={LOTTERY_REASON_MAX} send={send} onClose={onClose} onDone={onDone} />;
}

export default function DrawsTab({ lang, staff }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const merchant = useMerchant();
  const writer = can(staff.role, 'lottery.write');
  const [lotteries, setLotteries] = useState<{ code: string; name: string }[]>([]);
  const [lottery, setLottery] = useState('');
  const [status, setStatus] = useState<DrawStatus | ''>('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: BoDraw[]; totalPages: number; total: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<BoDraw | null>(null);

  useEffect(() => {
    lotteryDesk.lotteries().then(
      (r) => setLotteries(r.items.map((l) => ({ code: l.code, name: l.name }))),
      () => undefined,
    );
  }, []);
  const load = useCallback(async () => {
    try {
      setData(await lotteryDesk.draws({ pageNo: page, ...(lottery ? { lottery } : {}), ...(status ? { status } : {}) }));
      setFailed(null);
    } catch (err) {
      setFailed(failureText(t, err));
    }
  }, [t, page, lottery, status]);
  useEffect(() => {
    void load();
  }, [load]);

  const money = (v: number) => formatMoney(v, lang, merchant.currency);
  const time = (v: number) => formatDateTime(v, lang, merchant.timeZone);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.lottery.draws.title')}</h2>
      <p className={local['intro']}>{t('bo.lottery.draws.intro')}</p>
      <div className={styles['filters']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-lottery`}>{t('bo.lottery.draws.lottery')}</label>
          <select
            id={`${id}-lottery`}
            value={lottery}
            onChange={(e) => {
              setLottery(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('bo.lottery.draws.all')}</option>
            {lotteries.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-status`}>{t('bo.lottery.draws.state')}</label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as DrawStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('bo.lottery.draws.all')}</option>
            {DRAW_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`bo.lottery.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
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
      {data && (
        <div className={local['scroll']}>
          <table className={local['table']}>
            <caption>{t('bo.lottery.draws.caption', { total: formatNumber(data.total, lang) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bo.lottery.col.draw')}</th>
                <th scope="col">{t('bo.lottery.col.times')}</th>
                <th scope="col">{t('bo.lottery.col.state')}</th>
                <th scope="col">{t('bo.lottery.col.result')}</th>
                <th scope="col" className={local['num']}>
                  {t('bo.lottery.col.tickets')}
                </th>
                <th scope="col" className={local['num']}>
                  {t('bo.lottery.col.stake')}
                </th>
                <th scope="col" className={local['num']}>
                  {t('bo.lottery.col.payout')}
                </th>
                <th scope="col">{t('bo.lottery.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((d) => (
                <tr key={d.id}>
                  <th scope="row">
                    {d.lotteryName}
                    <br />
                    <span className={styles['muted']}>{t('bo.lottery.drawNumber', { number: d.number })}</span>
                  </th>
                  <td>
                    {t('bo.lottery.closesAt', { time: time(d.closesAt) })}
                    <br />
                    <span className={styles['muted']}>{t('bo.lottery.drawsAt', { time: time(d.drawAt) })}</span>
                  </td>
                  <td>
                    <span className={styles['status']} data-tone={TONE[d.status]}>
                      {t(`bo.lottery.status.${d.status}`)}
                    </span>
                    {d.revision > 0 && <div className={styles['muted']}>{t('bo.lottery.revision', { n: d.revision })}</div>}
                    {d.voidReason && <div className={styles['muted']}>{d.voidReason}</div>}
                  </td>
                  <td>
                    <Balls values={d.result} label={t('bo.lottery.resultOf', { number: d.number })} />
                    {d.source && <div className={styles['muted']}>{t(`bo.lottery.source.${d.source}`)}</div>}
                  </td>
                  <td className={local['num']}>{formatNumber(d.tickets, lang)}</td>
                  <td className={local['num']}>{money(d.stake)}</td>
                  <td className={local['num']}>
                    {money(d.payout)}
                    {d.unrecovered > 0 && <div className={local['warn']}>{t('bo.lottery.unrecovered', { amount: money(d.unrecovered) })}</div>}
                  </td>
                  <td>
                    {writer && VOIDABLE.includes(d.status) && (
                      <button type="button" className={styles['danger']} onClick={() => setVoiding(d)} aria-label={t('bo.lottery.draws.voidFor', { lottery: d.lotteryName, number: d.number })}>
                        {t('bo.lottery.draws.void')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className={styles['bar']}>
            <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('bo.lottery.prev')}
            </button>
            <span>{t('bo.lottery.page', { page: formatNumber(page, lang), pages: formatNumber(data.totalPages, lang) })}</span>
            <button type="button" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
              {t('bo.lottery.next')}
            </button>
          </div>
        </div>
      )}
      {voiding && (
        <VoidDialog
          draw={voiding}
          lang={lang}
          onClose={() => setVoiding(null)}
          onDone={(text) => {
            setVoiding(null);
            setDone(text);
            void load();
          }}
        />
      )}
    </section>
  );
}
