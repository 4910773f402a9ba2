import type { TFunction } from 'i18next';
import type { IncomeRecord, PnlRow, TransactionRow } from '#lib/types/agents.ts';
import { columnHelper, type DataColumns } from '../common/data-table/columns.ts';
import { Signed } from './parts.tsx';
import type { Formatters } from './use-format.ts';
import styles from './agent.module.css';

const p = columnHelper<PnlRow>();

/** User Profit and Loss columns. */
export function pnlColumns(t: TFunction, f: Formatters): DataColumns<PnlRow> {
  const money = (key: 'deposits' | 'withdrawals' | 'stake' | 'validBet' | 'payout' | 'bonuses' | 'rebates', sortable = true) =>
    p.accessor(key, { header: t(`agent.col.${key}`), meta: { ...(sortable ? { sortKey: key } : {}), align: 'end' }, cell: (c) => f.money(c.getValue()) });
  return p.columns([
    p.accessor('account', { header: t('agent.col.account'), meta: { sortKey: 'account' } }),
    p.accessor('level', { header: t('agent.col.level'), meta: { sortKey: 'level', align: 'end' }, cell: (c) => f.count(c.getValue()) }),
    money('deposits'),
    money('withdrawals'),
    p.accessor('betCount', { header: t('agent.col.betCount'), meta: { align: 'end' }, cell: (c) => f.count(c.getValue()) }),
    money('stake'),
    money('validBet'),
    money('payout'),
    money('bonuses'),
    money('rebates', false),
    p.accessor('profitLoss', { header: t('agent.col.profitLoss'), meta: { sortKey: 'profitLoss', align: 'end' }, cell: (c) => <Signed value={c.getValue()} text={f.money(c.getValue())} /> }),
    p.accessor('net', { header: t('agent.col.net'), meta: { sortKey: 'net', align: 'end' }, cell: (c) => <Signed value={c.getValue()} text={f.money(c.getValue())} /> }),
  ]);
}

const x = columnHelper<TransactionRow>();

/** Transaction Details columns. */
export function transactionColumns(t: TFunction, f: Formatters): DataColumns<TransactionRow> {
  return x.columns([
    x.accessor('createdAt', { header: t('agent.col.time'), cell: (c) => f.dateTime(c.getValue()) }),
    x.accessor('type', { header: t('agent.col.txType'), cell: (c) => t(`agent.txType.${c.getValue()}`) }),
    x.accessor('account', { header: t('agent.col.account') }),
    x.accessor('counterpartyAccount', { header: t('agent.col.counterparty'), cell: (c) => c.getValue() ?? '—' }),
    x.accessor('amount', { header: t('agent.col.amount'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    x.accessor('fee', { header: t('agent.col.fee'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    x.accessor('status', { header: t('agent.col.status'), cell: (c) => <span className={styles.chip}>{t(`agent.txStatus.${c.getValue()}`, { defaultValue: c.getValue() })}</span> }),
    x.accessor('decidedAt', { header: t('agent.col.decided'), cell: (c) => f.dateTime(c.getValue()) }),
  ]);
}

const r = columnHelper<IncomeRecord>();

/** Settlement records (My Income and the wage pages). */
export function incomeColumns(t: TFunction, f: Formatters): DataColumns<IncomeRecord> {
  return r.columns([
    r.accessor('periodStart', { header: t('agent.col.period'), cell: (c) => `${f.dateTime(c.getValue()).slice(0, 16)} – ${f.dateTime(c.row.original.periodEnd).slice(0, 16)}` }),
    r.accessor('kind', { header: t('agent.col.kind'), cell: (c) => t(`agent.kind.${c.getValue()}`) }),
    r.accessor('validBet', { header: t('agent.col.validBet'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    r.accessor('profit', { header: t('agent.col.teamProfit'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    r.accessor('activeMembers', { header: t('agent.col.activeMembers'), meta: { align: 'end' }, cell: (c) => f.count(c.getValue()) }),
    r.accessor('rate', { header: t('agent.col.rate'), meta: { align: 'end' }, cell: (c) => f.rate(c.getValue()) }),
    r.accessor('gross', { header: t('agent.col.gross'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    r.accessor('downlineCost', { header: t('agent.col.downlineCost'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    r.accessor('amount', { header: t('agent.col.amount'), meta: { align: 'end' }, cell: (c) => <Signed value={c.getValue()} text={f.money(c.getValue())} /> }),
    r.accessor('status', { header: t('agent.col.status'), cell: (c) => <span className={styles.chip}>{t(`agent.payStatus.${c.getValue()}`, { defaultValue: c.getValue() })}</span> }),
    r.accessor('paidAt', { header: t('agent.col.paidAt'), cell: (c) => f.dateTime(c.getValue()) }),
  ]);
}
