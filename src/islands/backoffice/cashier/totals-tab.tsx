import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cashierDesk } from '#lib/backoffice/cashier-api.ts';
import { fromZonedInput, toZonedInput } from '#lib/backoffice/zoned-input.ts';
import type { ChannelDay } from '#lib/contracts/backoffice-cashier.ts';
import { formatNumber, localDigits } from '#lib/format.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { failureText, money, replaceQuery, type TabProps } from './desk-parts.tsx';
import styles from './cashier.module.css';

const DAY = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULTS = { from: '', to: '' };
const PREFIX = 't';
const col = columnHelper<ChannelDay>();

type Totals = Awaited<ReturnType<typeof cashierDesk.totals>>;

/** The day's date on the merchant's clock, `days` from the instant. */
const dateOf = (ms: number, zone: string, days = 0) => toZonedInput(ms + days * DAY, zone).slice(0, 10);
const startOf = (date: string, zone: string) => fromZonedInput(`${date}T00:00`, zone);

/** Daily cashier totals per channel (deposits in, payouts out) in the merchant's time zone, from the ledger. */
export default function TotalsTab(p: TabProps) {
  const { t } = useTranslation();
  const id = useId();
  const [now] = useState(() => Date.now());
  const today = dateOf(now, p.zone);
  const [range, setRange] = useState({ from: dateOf(now, p.zone, -6), to: today });
  const [draft, setDraft] = useState(range);
  const [data, setData] = useState<Totals | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const s = readUrlState(window.location.search, PREFIX, DEFAULTS);
    if (DATE.test(s.from) && DATE.test(s.to)) {
      setRange({ from: s.from, to: s.to });
      setDraft({ from: s.from, to: s.to });
    }
  }, []);
  const load = useCallback(async () => {
    const from = startOf(range.from, p.zone);
    const end = startOf(range.to, p.zone);
    if (from === null || end === null) return;
    setLoading(true);
    setError(null);
    try {
      setData(await cashierDesk.totals({ from, to: startOf(dateOf(end + DAY / 2, p.zone, 1), p.zone) ?? end + DAY }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [range, p.zone, t]);
  useEffect(() => void load(), [load]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!DATE.test(draft.from) || !DATE.test(draft.to) || draft.from > draft.to) {
      setError(t('bo.cashier.totals.badRange'));
      return;
    }
    setRange(draft);
    replaceQuery(writeUrlState(window.location.search, PREFIX, draft, DEFAULTS));
  };

  const byDay = new Map<string, { date: string; deposits: number; withdrawals: number }>();
  for (const d of data?.list ?? []) {
    const day = byDay.get(d.date) ?? { date: d.date, deposits: 0, withdrawals: 0 };
    day.deposits += d.deposits;
    day.withdrawals += d.withdrawals;
    byDay.set(d.date, day);
  }
  const unit = 10 ** p.currency.minorUnits;
  const points = [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date)).map((d) => ({ label: localDigits(d.date.slice(5), p.lang), deposits: d.deposits / unit, withdrawals: d.withdrawals / unit }));
  const axis = { stroke: '#8a96ad', fontSize: 11, tickLine: false };

  const columns = [
    col.display({ id: 'date', header: t('bo.cashier.col.date'), cell: (c) => localDigits(c.row.original.date, p.lang), meta: { label: t('bo.cashier.col.date') } }),
    col.display({ id: 'channel', header: t('bo.cashier.col.channel'), cell: (c) => c.row.original.channel, meta: { label: t('bo.cashier.col.channel') } }),
    col.display({ id: 'depositCount', header: t('bo.cashier.col.depositCount'), cell: (c) => formatNumber(c.row.original.depositCount, p.lang), meta: { label: t('bo.cashier.col.depositCount'), align: 'end' } }),
    col.display({ id: 'deposits', header: t('bo.cashier.col.deposits'), cell: (c) => money(p, c.row.original.deposits), meta: { label: t('bo.cashier.col.deposits'), align: 'end' } }),
    col.display({ id: 'withdrawalCount', header: t('bo.cashier.col.withdrawalCount'), cell: (c) => formatNumber(c.row.original.withdrawalCount, p.lang), meta: { label: t('bo.cashier.col.withdrawalCount'), align: 'end' } }),
    col.display({ id: 'withdrawals', header: t('bo.cashier.col.withdrawals'), cell: (c) => money(p, c.row.original.withdrawals), meta: { label: t('bo.cashier.col.withdrawals'), align: 'end' } }),
    col.display({ id: 'returned', header: t('bo.cashier.col.returned'), cell: (c) => money(p, c.row.original.returned), meta: { label: t('bo.cashier.col.returned'), align: 'end' } }),
  ] as DataColumns<ChannelDay>;
  const totals = data?.totals;

  return (
    <section className={styles['panel']} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('bo.cashier.totals.title')}</h2>
      <form className={styles['bar']} onSubmit={apply} noValidate>
        <div className={styles['field']}>
          <label htmlFor={`${id}-from`}>{t('bo.cashier.totals.from')}</label>
          <input id={`${id}-from`} type="date" value={draft.from} max={today} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className={styles['field']}>
          <label htmlFor={`${id}-to`}>{t('bo.cashier.totals.to')}</label>
          <input id={`${id}-to`} type="date" value={draft.to} max={today} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <button type="submit" className={styles['primary']}>
          {t('bo.cashier.totals.show')}
        </button>
        <p className={styles['muted']}>{t('bo.cashier.totals.zone', { zone: data?.zone ?? p.zone })}</p>
      </form>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {totals && (
        <div className={styles['cards']}>
          <div className={styles['card']}>
            <span>{t('bo.cashier.col.deposits')}</span>
            <strong>{money(p, totals.deposits)}</strong>
            <span>{t('bo.cashier.totals.count', { n: formatNumber(totals.depositCount, p.lang) })}</span>
          </div>
          <div className={styles['card']}>
            <span>{t('bo.cashier.col.withdrawals')}</span>
            <strong>{money(p, totals.withdrawals)}</strong>
            <span>{t('bo.cashier.totals.count', { n: formatNumber(totals.withdrawalCount, p.lang) })}</span>
          </div>
          <div className={styles['card']}>
            <span>{t('bo.cashier.col.returned')}</span>
            <strong>{money(p, totals.returned)}</strong>
          </div>
          <div className={styles['card']}>
            <span>{t('bo.cashier.totals.net')}</span>
            <strong>{money(p, totals.deposits - totals.withdrawals + totals.returned)}</strong>
          </div>
        </div>
      )}
      {points.length > 0 && (
        <figure className={styles['card']} style={{ margin: 0 }}>
          <figcaption>{t('bo.cashier.totals.chart')}</figcaption>
          <div className={styles['chart']} role="img" aria-label={t('bo.cashier.totals.chart')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid stroke="#26324a" strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" {...axis} minTickGap={16} />
                <YAxis {...axis} width={64} tickFormatter={(v: number) => localDigits(new Intl.NumberFormat('en', { notation: 'compact' }).format(v), p.lang)} />
                <Tooltip
                  contentStyle={{ background: '#131c31', border: '1px solid #26324a', borderRadius: 8 }}
                  labelStyle={{ color: '#e8eef8' }}
                  cursor={{ fill: 'rgb(255 255 255 / 4%)' }}
                  formatter={(v) => money(p, Math.round(Number(v) * unit))}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <Bar dataKey="deposits" name={t('bo.cashier.col.deposits')} fill="#34d399" />
                <Bar dataKey="withdrawals" name={t('bo.cashier.col.withdrawals')} fill="#f59e0b" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
      )}
      <DataTable
        label={t('bo.cashier.totals.caption')}
        columns={columns}
        data={data?.list ?? []}
        rowId={(d) => `${d.date}-${d.channel}`}
        empty={t('bo.cashier.totals.empty')}
        loading={loading}
        footer={totals ? { depositCount: formatNumber(totals.depositCount, p.lang), deposits: money(p, totals.deposits), withdrawalCount: formatNumber(totals.withdrawalCount, p.lang), withdrawals: money(p, totals.withdrawals), returned: money(p, totals.returned) } : undefined}
        footerLabel={t('bo.cashier.totals.total')}
        stack
      />
    </section>
  );
}
