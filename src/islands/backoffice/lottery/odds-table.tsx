/**
 * One lottery's odds rows, each edited and saved on its own (audited): odds as a multiple of the
 * stake (fixed-odds bet types only; the others are priced from the true probability × the
 * return rate), the stated return, the stake units a line costs, the largest stake and payout of
 * a ticket, and whether the bet type is offered. Tickets keep the terms they were sold at.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BoLottery, lotteryDesk, type OddsRow } from '#lib/backoffice/lottery-desk-api.ts';
import { formatDateTime } from '#lib/format.ts';
import { failureText } from '../content/failure.ts';
import styles from '../review-desk.module.css';
import local from './lottery-desk.module.css';
import type { Merchant } from '../use-merchant.ts';

interface Draft {
  odds: string;
  returnPct: string;
  costUnits: string;
  maxStake: string;
  maxPayout: string;
  enabled: boolean;
}

const toDraft = (r: OddsRow, minorUnits: number): Draft => ({
  odds: r.oddsMilli === null ? '' : String(r.oddsMilli / 1000),
  returnPct: String(r.returnBps / 100),
  costUnits: String(r.costUnits),
  maxStake: String(r.maxStake / 10 ** minorUnits),
  maxPayout: String(r.maxPayout / 10 ** minorUnits),
  enabled: r.enabled,
});

/** A decimal typed by staff, scaled to an integer; NaN when it is not a number. */
const scaled = (text: string, scale: number) => (/^\d+(\.\d+)?$/.test(text.trim()) ? Math.round(Number(text) * scale) : Number.NaN);

function OddsLine({ lottery, row, writer, lang, merchant }: { lottery: BoLottery; row: OddsRow; writer: boolean; lang: string; merchant: Merchant }) {
  const { t } = useTranslation();
  const unit = 10 ** merchant.currency.minorUnits;
  const [saved, setSaved] = useState(row);
  const [d, setD] = useState(() => toDraft(row, merchant.currency.minorUnits));
  const [busy, setBusy] = useState(false);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const fixed = saved.oddsMilli !== null;
  const label = (what: string) => t('bo.lottery.odds.fieldFor', { field: t(`bo.lottery.odds.${what}`), bet: row.betType });
  const save = async () => {
    const body = {
      oddsMilli: fixed ? scaled(d.odds, 1000) : null,
      returnBps: scaled(d.returnPct, 100),
      costUnits: scaled(d.costUnits, 1),
      maxStake: scaled(d.maxStake, unit),
      maxPayout: scaled(d.maxPayout, unit),
      enabled: d.enabled,
    };
    if ([body.returnBps, body.costUnits, body.maxStake, body.maxPayout, body.oddsMilli ?? 0].some((v) => !Number.isFinite(v))) return setMsg({ ok: false, text: t('bo.lottery.odds.notNumber') });
    setBusy(true);
    try {
      const next = await lotteryDesk.saveOdds(lottery.code, row.betType, body);
      setSaved(next);
      setD(toDraft(next, merchant.currency.minorUnits));
      setMsg({ ok: true, text: t('bo.lottery.odds.saved', { bet: row.betType }) });
    } catch (err) {
      setMsg({ ok: false, text: failureText(t, err) });
    } finally {
      setBusy(false);
    }
  };
  const input = (key: keyof Omit<Draft, 'enabled'>, disabled = false) => (
    <input className={local['oddsInput']} inputMode="decimal" aria-label={label(key)} value={d[key]} disabled={!writer || disabled} onChange={(e) => setD({ ...d, [key]: e.target.value })} />
  );
  return (
    <tr>
      <th scope="row">
        <code className={styles['mono']}>{row.betType}</code>
        <div className={styles['muted']}>{formatDateTime(saved.updatedAt, lang, merchant.timeZone)}</div>
      </th>
      <td>{fixed ? input('odds') : <span className={styles['muted']}>{t('bo.lottery.odds.fromProbability')}</span>}</td>
      <td>{input('returnPct')}</td>
      <td>{input('costUnits')}</td>
      <td>{input('maxStake')}</td>
      <td>{input('maxPayout')}</td>
      <td>
        <input type="checkbox" aria-label={label('enabled')} checked={d.enabled} disabled={!writer} onChange={(e) => setD({ ...d, enabled: e.target.checked })} />
      </td>
      <td>
        {writer && (
          <button type="button" disabled={busy} onClick={() => void save()} aria-label={t('bo.lottery.odds.saveFor', { bet: row.betType })}>
            {t('bo.lottery.save')}
          </button>
        )}
        {msg && (
          <div className={msg.ok ? styles['done'] : styles['error']} role={msg.ok ? 'status' : 'alert'}>
            {msg.text}
          </div>
        )}
      </td>
    </tr>
  );
}

export function OddsTable({ lottery, writer, lang, merchant }: { lottery: BoLottery; writer: boolean; lang: string; merchant: Merchant }) {
  const { t } = useTranslation();
  return (
    <div className={local['scroll']}>
      <table className={local['table']}>
        <caption>{t('bo.lottery.odds.caption', { lottery: lottery.name, symbol: merchant.currency.symbol })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('bo.lottery.odds.betType')}</th>
            <th scope="col">{t('bo.lottery.odds.odds')}</th>
            <th scope="col">{t('bo.lottery.odds.returnPct')}</th>
            <th scope="col">{t('bo.lottery.odds.costUnits')}</th>
            <th scope="col">{t('bo.lottery.odds.maxStake')}</th>
            <th scope="col">{t('bo.lottery.odds.maxPayout')}</th>
            <th scope="col">{t('bo.lottery.odds.enabled')}</th>
            <th scope="col">{t('bo.lottery.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {lottery.odds.map((r) => (
            <OddsLine key={r.betType} lottery={lottery} row={r} writer={writer} lang={lang} merchant={merchant} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
