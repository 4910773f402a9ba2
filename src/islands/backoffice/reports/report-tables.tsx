import type { TFunction } from 'i18next';
import type { AgentRow, CashierRow, GgrRow, PlayerRow } from '#lib/contracts/backoffice-reports.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';

/** How a desk writes figures: money in the merchant's currency, counts in the page's digits. */
export interface Formats {
  money: (minor: number) => string;
  count: (n: number) => string;
}

/** A code (category, status, channel, contract kind) in words, else as it is. */
export const wordOf = (t: TFunction, code: string) => t(`bo-reports.row.${code}`, { defaultValue: code });

const g = columnHelper<GgrRow>();
export function ggrColumns(t: TFunction, f: Formats, groupBy: string): DataColumns<GgrRow> {
  const money = (key: 'stake' | 'validBet' | 'payout' | 'ggr') => g.accessor(key, { header: t(`bo.reports.col.${key}`), meta: { sortKey: key, align: 'end', label: t(`bo.reports.col.${key}`) }, cell: (c) => f.money(c.getValue()) });
  return g.columns([
    g.accessor('label', { header: t(`bo.reports.group.${groupBy}`), meta: { sortKey: 'key', label: t(`bo.reports.group.${groupBy}`) }, cell: (c) => (groupBy === 'category' ? wordOf(t, c.row.original.key) : c.getValue()) }),
    g.accessor('betCount', { header: t('bo.reports.col.betCount'), meta: { sortKey: 'betCount', align: 'end', label: t('bo.reports.col.betCount') }, cell: (c) => f.count(c.getValue()) }),
    money('stake'),
    money('validBet'),
    money('payout'),
    money('ggr'),
  ]);
}

const p = columnHelper<PlayerRow>();
export function playerColumns(t: TFunction, f: Formats): DataColumns<PlayerRow> {
  const money = (key: 'stake' | 'validBet' | 'payout' | 'result') => p.accessor(key, { header: t(`bo.reports.col.${key}`), meta: { align: 'end', label: t(`bo.reports.col.${key}`) }, cell: (c) => f.money(c.getValue()) });
  return p.columns([
    p.accessor('account', { header: t('bo.reports.col.account'), meta: { label: t('bo.reports.col.account') } }),
    p.accessor('betCount', { header: t('bo.reports.col.betCount'), meta: { align: 'end', label: t('bo.reports.col.betCount') }, cell: (c) => f.count(c.getValue()) }),
    money('stake'),
    money('validBet'),
    money('payout'),
    money('result'),
  ]);
}

const k = columnHelper<CashierRow>();
export function cashierColumns(t: TFunction, f: Formats): DataColumns<CashierRow> {
  return k.columns([
    k.accessor('type', { header: t('bo.reports.col.type'), meta: { label: t('bo.reports.col.type') }, cell: (c) => wordOf(t, c.getValue()) }),
    k.accessor('key', { header: t('bo.reports.col.channelOrStatus'), meta: { sortKey: 'key', label: t('bo.reports.col.channelOrStatus') }, cell: (c) => wordOf(t, c.getValue()) }),
    k.accessor('count', { header: t('bo.reports.col.count'), meta: { sortKey: 'count', align: 'end', label: t('bo.reports.col.count') }, cell: (c) => f.count(c.getValue()) }),
    k.accessor('amount', { header: t('bo.reports.col.amount'), meta: { sortKey: 'amount', align: 'end', label: t('bo.reports.col.amount') }, cell: (c) => f.money(c.getValue()) }),
    k.accessor('fee', { header: t('bo.reports.col.fee'), meta: { sortKey: 'fee', align: 'end', label: t('bo.reports.col.fee') }, cell: (c) => f.money(c.getValue()) }),
  ]);
}

const a = columnHelper<AgentRow>();
export function agentColumns(t: TFunction, f: Formats): DataColumns<AgentRow> {
  const money = (key: 'validBet' | 'profit' | 'gross' | 'amount' | 'paid') => a.accessor(key, { header: t(`bo.reports.col.${key}`), meta: { sortKey: key, align: 'end', label: t(`bo.reports.col.${key}`) }, cell: (c) => f.money(c.getValue()) });
  return a.columns([
    a.accessor('account', { header: t('bo.reports.col.account'), meta: { sortKey: 'account', label: t('bo.reports.col.account') } }),
    a.accessor('kind', { header: t('bo.reports.col.kind'), meta: { sortKey: 'kind', label: t('bo.reports.col.kind') }, cell: (c) => wordOf(t, c.getValue()) }),
    a.accessor('settlements', { header: t('bo.reports.col.settlements'), meta: { sortKey: 'settlements', align: 'end', label: t('bo.reports.col.settlements') }, cell: (c) => f.count(c.getValue()) }),
    money('validBet'),
    money('profit'),
    money('gross'),
    money('amount'),
    money('paid'),
  ]);
}
