import type { TFunction } from 'i18next';
import type { TeamMemberRow } from '#lib/types/agents.ts';
import { columnHelper, type DataColumns } from '../common/data-table/columns.ts';
import type { Formatters } from './use-format.ts';
import styles from './agent.module.css';

const h = columnHelper<TeamMemberRow>();

/** Team Management's columns: who, where in the team, balance, activity and contracts. */
export function teamMemberColumns(t: TFunction, f: Formatters, on: { drill: (row: TeamMemberRow) => void; transfer: (row: TeamMemberRow) => void; canTransfer: boolean }): DataColumns<TeamMemberRow> {
  return h.columns([
    h.accessor('account', {
      header: t('agent.col.account'),
      meta: { sortKey: 'account' },
      cell: (c) => {
        const row = c.row.original;
        return row.teamCount > 0 ? (
          <button type="button" className={styles.link} onClick={() => on.drill(row)} title={t('agent.team.drill', { account: row.account })}>
            {row.account}
          </button>
        ) : (
          row.account
        );
      },
    }),
    h.accessor('level', { header: t('agent.col.level'), meta: { sortKey: 'level', align: 'end' }, cell: (c) => f.count(c.getValue()) }),
    h.accessor('isAgent', { header: t('agent.col.type'), cell: (c) => (c.getValue() === 0 ? t('agent.type.member') : t('agent.type.agent')) }),
    h.accessor('status', {
      header: t('agent.col.status'),
      cell: (c) => (
        <span className={styles.chip} data-tone={c.getValue() === 0 ? 'good' : 'bad'}>
          {t(c.getValue() === 0 ? 'agent.status.active' : 'agent.status.disabled')}
        </span>
      ),
    }),
    h.accessor('balance', { header: t('agent.col.balance'), meta: { sortKey: 'balance', align: 'end' }, cell: (c) => f.money(c.getValue()) }),
    h.accessor('teamCount', { header: t('agent.col.team'), meta: { align: 'end' }, cell: (c) => `${f.count(c.row.original.directCount)} / ${f.count(c.getValue())}` }),
    h.accessor('lastLoginAt', { header: t('agent.col.lastLogin'), meta: { sortKey: 'lastLoginAt' }, cell: (c) => f.dateTime(c.getValue()) }),
    h.accessor('registeredAt', { header: t('agent.col.registered'), meta: { sortKey: 'registeredAt' }, cell: (c) => f.date(c.getValue()) }),
    h.accessor('contracts', {
      header: t('agent.col.contracts'),
      cell: (c) =>
        c.getValue().length ? (
          <span className={styles.chips}>
            {c.getValue().map((k: TeamMemberRow['contracts'][number]) => (
              <span key={k.id} className={styles.chip}>
                {t(`agent.kind.${k.kind}`)} {f.rate(k.rate)}
              </span>
            ))}
          </span>
        ) : (
          '—'
        ),
    }),
    h.display({
      id: 'actions',
      header: t('agent.col.actions'),
      cell: (c) =>
        on.canTransfer && c.row.original.level === 1 ? (
          <button type="button" className={`btn ${styles.small}`} onClick={() => on.transfer(c.row.original)}>
            {t('agent.team.transfer')}
          </button>
        ) : null,
    }),
  ]);
}
