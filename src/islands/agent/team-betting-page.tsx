import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_PATHS, csvUrl } from '#lib/agent-api.ts';
import { bettingReport, betsReport, rememberTableState, dataOf } from '#lib/stores/agent-centre.ts';
import { PRESETS, type Preset } from '#lib/types/agents.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { DataTable } from '../common/data-table/data-table.tsx';
import { DatePresetFilter } from '../common/date-preset-filter.tsx';
import { betColumns, bettingColumns } from './betting-columns.tsx';
import { ErrorText } from './parts.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

/** The table's state in the address bar (prefix tb): paging, sorting, grouping, filters and the member drilled into. */
export const BETTING_DEFAULTS = { page: 1, size: 20, sort: 'validBet', order: 'desc', preset: 'prev7', group: 'member', account: '', member: '' };
const GROUPS = ['member', 'category', 'day', 'member,category', 'member,day', 'category,day'] as const;
const CHOICES = {
  sort: ['account', 'level', 'category', 'day', 'betCount', 'stake', 'validBet', 'payout', 'profitLoss'],
  order: ['asc', 'desc'],
  preset: PRESETS,
  group: GROUPS,
};
const SIZES = [20, 50, 100];

/** Team Betting: aggregated by member, category and day on the server, with drill-down to one member's bets and a CSV export. */
export default function TeamBettingPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const state = useStore(bettingReport.$state);
  const bets = useStore(betsReport.$state);
  const [s, setS] = useState(() => readUrlState(location.search, 'tb', BETTING_DEFAULTS, CHOICES));
  const [account, setAccount] = useState(s.account);
  const [betsPage, setBetsPage] = useState(1);
  const ids = { group: useId(), account: useId(), size: useId() };
  const update = (changes: Partial<typeof BETTING_DEFAULTS>) => setS((prev) => ({ ...prev, page: 1, ...changes }));
  const member = /^\d{1,15}$/.test(s.member) ? Number(s.member) : undefined;

  useEffect(() => {
    rememberTableState(writeUrlState(location.search, 'tb', s, BETTING_DEFAULTS));
    void bettingReport.load({ preset: s.preset, groupBy: s.group, account: s.account || undefined, sort: s.sort, order: s.order, pageNo: s.page, pageSize: s.size });
  }, [s]);
  useEffect(() => {
    if (member !== undefined) void betsReport.load({ memberId: member, preset: s.preset, pageNo: betsPage, pageSize: 20, language: f.lang });
  }, [member, s.preset, betsPage, f.lang]);

  const groups = useMemo(() => s.group.split(','), [s.group]);
  const columns = useMemo(() => bettingColumns(t, f, groups, (row) => (row.memberId === undefined ? undefined : (setBetsPage(1), setS((p) => ({ ...p, member: String(row.memberId) }))))), [t, f, groups]);
  const singleColumns = useMemo(() => betColumns(t, f), [t, f]);
  const data = dataOf(state);
  const betData = dataOf(bets);
  const memberAccount = data?.list.find((r) => r.memberId === member)?.account ?? (member !== undefined ? `#${member}` : '');

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <DatePresetFilter value={s.preset as Preset} onChange={(preset) => update({ preset })} />
        <div className={styles.field}>
          <label htmlFor={ids.group}>{t('agent.betting.groupBy')}</label>
          <select id={ids.group} value={s.group} onChange={(e) => update({ group: e.target.value, sort: 'validBet' })}>
            {GROUPS.map((g) => (
              <option key={g} value={g}>
                {g
                  .split(',')
                  .map((x) => t(`agent.betting.group.${x}`))
                  .join(' + ')}
              </option>
            ))}
          </select>
        </div>
        <form
          className={styles.toolbar}
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            update({ account: account.trim() });
          }}
        >
          <div className={styles.field}>
            <label htmlFor={ids.account}>{t('agent.filter.account')}</label>
            <input id={ids.account} type="search" value={account} onChange={(e) => setAccount(e.target.value)} maxLength={40} />
          </div>
          <button type="submit" className="btn">
            {t('agent.filter.search')}
          </button>
        </form>
        <div className={styles.field}>
          <label htmlFor={ids.size}>{t('agent.table.pageSize')}</label>
          <select id={ids.size} value={s.size} onChange={(e) => update({ size: Number(e.target.value) })}>
            {SIZES.map((n) => (
              <option key={n} value={n}>
                {f.count(n)}
              </option>
            ))}
          </select>
        </div>
        <a className={`btn ${styles.small}`} href={csvUrl(AGENT_PATHS.betting, { preset: s.preset, groupBy: s.group, account: s.account || undefined, sort: s.sort, order: s.order })} download>
          {t('agent.table.csv')}
        </a>
      </div>
      {state.state === 'error' && <ErrorText error={state.error} />}
      <DataTable
        label={t('agent.betting.table')}
        columns={columns}
        data={data?.list ?? []}
        rowId={(r, i) => `${r.memberId ?? ''}-${r.category ?? ''}-${r.day ?? ''}-${i}`}
        sort={{ sort: s.sort, order: s.order as 'asc' | 'desc' }}
        onSort={(next) => update(next)}
        page={data ? { pageNum: data.pageNum, totalPages: data.totalPages, onPage: (page) => setS((p) => ({ ...p, page })) } : undefined}
        empty={t('agent.betting.empty')}
        loading={state.state === 'loading'}
        footer={
          data
            ? {
                [groups.includes('member') ? 'account' : groups.includes('category') ? 'category' : 'day']: t('agent.table.total'),
                betCount: f.count(data.totals.betCount),
                stake: f.money(data.totals.stake),
                validBet: f.money(data.totals.validBet),
                payout: f.money(data.totals.payout),
                profitLoss: f.money(data.totals.profitLoss),
              }
            : undefined
        }
      />
      {member !== undefined && (
        <section className={styles.card} aria-label={t('agent.betting.betsOf', { account: memberAccount })}>
          <div className={styles.contractHead}>
            <h4 className={styles.cardTitle}>{t('agent.betting.betsOf', { account: memberAccount })}</h4>
            <button type="button" className={`btn ${styles.small}`} onClick={() => setS((p) => ({ ...p, member: '' }))}>
              {t('agent.action.close')}
            </button>
          </div>
          {bets.state === 'error' && <ErrorText error={bets.error} />}
          <DataTable
            label={t('agent.betting.betsOf', { account: memberAccount })}
            columns={singleColumns}
            data={betData?.list ?? []}
            rowId={(r) => String(r.id)}
            page={betData ? { pageNum: betData.pageNum, totalPages: betData.totalPages, onPage: setBetsPage } : undefined}
            empty={t('agent.betting.noBets')}
            loading={bets.state === 'loading'}
          />
        </section>
      )}
    </div>
  );
}
