import type { TFunction } from 'i18next';
import type { BetRecord, BettingRow } from '#lib/types/agents.ts';
import { columnHelper, type DataColumns } from '../common/data-table/columns.ts';
import { Signed } from './parts.tsx';
import type { Formatters } from './use-format.ts';
import styles from './agent.module.css';

const h = columnHelper<BettingRow>();

/** Team Betting's columns for the chosen grouping (member, category, day), then the figures. */
export function bettingColumns(t: TFunction, f: Formatters, groups: readonly string[], drill: (row: BettingRow) => void): DataColumns<BettingRow> {
  return h.columns([
    ...(groups.includes('member')
      ? [
          h.accessor((r) => r.account ?? '', {
            id: 'account',
            header: t('agent.col.account'),
            meta: { sortKey: 'account' },
            cell: (c) => (
              <button type="button" className={styles.link} onClick={() => drill(c.row.original)} title={t('agent.betting.showBets', { account: c.getValue() })}>
                {c.getValue()}
              </button>
            ),
          }),
          h.accessor((r) => r.level ?? 0, { id: 'level', header: t('agent.col.level'), meta: { sortKey: 'level', align: 'end' }, cell: (c) => f.count(c.getValue()) }),
        ]
      : []),
    ...(groups.includes('category') ? [h.accessor((r) => r.category ?? '', { id: 'category', header: t('agent.col.category'), meta: { sortKey: 'category' }, cell: (c) => t(`games.category.${c.getValue()}`) })] : []),
    ...(groups.includes('day') ? [h.accessor((r) => r.dayStart ?? 0, { id: 'day', header: t('agent.col.day'), meta: { sortKey: 'day' }, cell: (c) => f.date(c.getValue()) })] : []),
    h.accessor('betCount', { header: t('agent.col.betCount'), meta: { sortKey: 'betCount', align: 'end' }, cell: (c) => f.count(c.getValue()) }),
    h.accessor('stake', { header: t('agent.col.stake'), meta: { sortKey: 'stake', align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    h.accessor('validBet', { header: t('agent.col.validBet'), meta: { sortKey: 'validBet', align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    h.accessor('payout', { header: t('agent.col.payout'), meta: { sortKey: 'payout', align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    h.accessor('profitLoss', { header: t('agent.col.profitLoss'), meta: { sortKey: 'profitLoss', align: 'end' }, cell: (c) => <Signed value={c.getValue()} text={f.money(c.getValue())} /> }),
  ]);
}

const b = columnHelper<BetRecord>();

/** One member's single bets. */
export function betColumns(t: TFunction, f: Formatters): DataColumns<BetRecord> {
  return b.columns([
    b.accessor('createdAt', { header: t('agent.col.time'), cell: (c) => f.dateTime(c.getValue()) }),
    b.accessor('gameName', { header: t('agent.col.game') }),
    b.accessor('category', { header: t('agent.col.category'), cell: (c) => t(`games.category.${c.getValue()}`) }),
    b.accessor('roundId', { header: t('agent.col.round'), cell: (c) => <span className={styles.code}>{c.getValue()}</span> }),
    b.accessor('stake', { header: t('agent.col.stake'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    b.accessor('validBet', { header: t('agent.col.validBet'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    b.accessor('payout', { header: t('agent.col.payout'), meta: { align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    b.accessor('net', { header: t('agent.col.net'), meta: { align: 'end' }, cell: (c) => <Signed value={c.getValue()} text={f.money(c.getValue())} /> }),
    b.accessor('status', { header: t('agent.col.status'), cell: (c) => t(`agent.betStatus.${c.getValue()}`) }),
  ]);
}
