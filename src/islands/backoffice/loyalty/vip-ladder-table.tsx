import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '#lib/format.ts';
import { type VipDesk, vipDesk, type VipRankInput } from '#lib/backoffice/vip-api.ts';
import styles from './vip.module.css';
import { type Currency, failureText, moneyText, parseMoney, parsePercent, wholeNumber } from './vip-parts.ts';

type Kind = 'money' | 'count' | 'percent';
type NumberKey = Exclude<keyof VipRankInput, 'rank' | 'label' | 'vipService'>;
/** The ladder's columns after the label, in the order the operator reads a rank. */
const COLUMNS: readonly { key: NumberKey; kind: Kind }[] = [
  { key: 'betThreshold', kind: 'money' },
  { key: 'depositThreshold', kind: 'money' },
  { key: 'keepBet', kind: 'money' },
  { key: 'keepDeposit', kind: 'money' },
  { key: 'upgradeBonus', kind: 'money' },
  { key: 'monthlyBonus', kind: 'money' },
  { key: 'birthdayBonus', kind: 'money' },
  { key: 'bonusTurnover', kind: 'count' },
  { key: 'cashbackBps', kind: 'percent' },
  { key: 'rebateBps', kind: 'percent' },
  { key: 'withdrawDailyAmount', kind: 'money' },
  { key: 'withdrawDailyCount', kind: 'count' },
];

type Row = { label: string; vipService: boolean } & Record<NumberKey, string>;

const toRow = (r: VipRankInput, c: Currency): Row => {
  const row = { label: r.label, vipService: r.vipService } as Row;
  for (const col of COLUMNS) row[col.key] = col.kind === 'money' ? moneyText(r[col.key], c) : col.kind === 'percent' ? String(r[col.key] / 100) : String(r[col.key]);
  return row;
};

const parseCell = (kind: Kind, text: string, c: Currency) => (kind === 'money' ? parseMoney(text, c) : kind === 'percent' ? parsePercent(text) : wholeNumber(text));

/**
 * The ladder as an editable table, one row per rank with its members; a change is asked for as a
 * whole and saved when a second staff member approves it (Approvals desk). Its notice is kept by
 * the tab: the table starts afresh from the stored ladder after each request.
 */
export function LadderTable({ desk, canWrite, lang, zone, reload, done, setDone }: { desk: VipDesk; canWrite: boolean; lang: string; zone: string; reload: () => Promise<void>; done: string | null; setDone: (notice: string | null) => void }) {
  const { t } = useTranslation();
  const c = desk.currency;
  const [rows, setRows] = useState<Row[]>(() => desk.ladder.map((r) => toRow(r, c)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const members = new Map(desk.counts.map((x) => [x.rank, x.members]));
  const bad = (i: number, key: NumberKey, kind: Kind) => parseCell(kind, rows[i]?.[key] ?? '', c) === null;
  const edit = (i: number, patch: Partial<Row>) => {
    setRows((list) => list.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setDone(null);
  };

  const ask = async () => {
    const ladder: VipRankInput[] = [];
    for (const [i, r] of rows.entries()) {
      const rank = { rank: i, label: r.label.trim(), vipService: r.vipService } as VipRankInput;
      for (const col of COLUMNS) {
        const v = parseCell(col.kind, r[col.key], c);
        if (v === null) return setError(t('bo.vip.ladder.badCell', { rank: r.label || i, field: t(`bo.vip.field.${col.key}`) }));
        rank[col.key] = v;
      }
      ladder.push(rank);
    }
    setBusy(true);
    setError(null);
    try {
      const r = await vipDesk.askLadder(ladder, desk.version);
      setDone(t('bo.vip.ladder.asked', { id: r.approvalId }));
      await reload();
    } catch (err) {
      setError(failureText(t, err));
    }
    setBusy(false);
  };

  const top = rows.at(-1);
  return (
    <section className={styles['section']} aria-labelledby="vip-ladder-title">
      <h2 id="vip-ladder-title">{t('bo.vip.ladder.title')}</h2>
      <p className={styles['muted']}>{t('bo.vip.ladder.intro', { code: c.code })}</p>
      {desk.pending.map((p) => (
        <p key={p.approvalId} role="status" className={styles['muted']}>
          {t('bo.vip.ladder.pending', { id: p.approvalId, at: formatDateTime(p.createdAt, lang, zone), until: formatDateTime(p.expiresAt, lang, zone) })}
        </p>
      ))}
      <div className={styles['scroller']}>
        <table className={styles['table']} aria-labelledby="vip-ladder-title">
          <thead>
            <tr>
              <th scope="col">{t('bo.vip.field.rank')}</th>
              <th scope="col">{t('bo.vip.field.label')}</th>
              <th scope="col" data-align="end">
                {t('bo.vip.field.members')}
              </th>
              {COLUMNS.map((col) => (
                <th key={col.key} scope="col" data-align="end">
                  {t(`bo.vip.field.${col.key}`)}
                  {col.kind === 'money' ? ` (${c.symbol})` : col.kind === 'percent' ? ' (%)' : ''}
                </th>
              ))}
              <th scope="col">{t('bo.vip.field.vipService')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <th scope="row">{formatNumber(i, lang)}</th>
                <td>
                  <input className={styles['label']} value={r.label} maxLength={24} disabled={!canWrite || busy} aria-label={t('bo.vip.cell', { rank: i, field: t('bo.vip.field.label') })} onChange={(e) => edit(i, { label: e.target.value })} />
                </td>
                <td data-align="end">{formatNumber(members.get(i) ?? 0, lang)}</td>
                {COLUMNS.map((col) => (
                  <td key={col.key} data-align="end">
                    <input
                      inputMode="decimal"
                      value={r[col.key]}
                      disabled={!canWrite || busy}
                      aria-invalid={bad(i, col.key, col.kind) || undefined}
                      aria-label={t('bo.vip.cell', { rank: r.label || i, field: t(`bo.vip.field.${col.key}`) })}
                      onChange={(e) => edit(i, { [col.key]: e.target.value } as Partial<Row>)}
                    />
                  </td>
                ))}
                <td>
                  <input type="checkbox" checked={r.vipService} disabled={!canWrite || busy} aria-label={t('bo.vip.cell', { rank: r.label || i, field: t('bo.vip.field.vipService') })} onChange={(e) => edit(i, { vipService: e.target.checked })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canWrite ? (
        <div className={styles['bar']}>
          <button type="button" className={styles['primary']} disabled={busy} onClick={() => void ask()}>
            {t('bo.vip.ladder.ask')}
          </button>
          <button type="button" disabled={busy || rows.length >= 30 || !top} onClick={() => top && setRows([...rows, { ...top, label: `VIP ${rows.length}` }])}>
            {t('bo.vip.ladder.add')}
          </button>
          <button type="button" disabled={busy || rows.length <= 1} onClick={() => setRows(rows.slice(0, -1))}>
            {t('bo.vip.ladder.removeTop')}
          </button>
          <button type="button" disabled={busy} onClick={() => (setRows(desk.ladder.map((r) => toRow(r, c))), setError(null), setDone(null))}>
            {t('bo.vip.ladder.reset')}
          </button>
        </div>
      ) : (
        <p className={styles['muted']}>{t('bo.vip.readOnly')}</p>
      )}
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles['done']}>
          {done}
        </p>
      )}
    </section>
  );
}
