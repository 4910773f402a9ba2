import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberPath, membersReport, dataOf } from '#lib/stores/agent-centre.ts';
import type { TeamMemberRow } from '#lib/types/agents.ts';
import type { SortState } from '../common/data-table/columns.ts';
import { DataTable } from '../common/data-table/data-table.tsx';
import { DownlineOverview } from './downline-overview.tsx';
import { ErrorText } from './parts.tsx';
import { teamMemberColumns } from './team-member-columns.tsx';
import { TransferForm } from './transfer-form.tsx';
import { useFormat } from './use-format.ts';
import styles from './agent.module.css';

/** Long pages (up to the server's 10,000) render only the rows in view. */
const PAGE_SIZES = [50, 500, 10_000];

/**
 * Team Management: the downline list with search and filters, drilling down a member's own team
 * (with its key figures), and transfers to direct downlines.
 */
export default function TeamManagementPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const state = useStore(membersReport.$state);
  const path = useStore(memberPath.$state);
  const [root, setRoot] = useState<number | undefined>(undefined);
  const [account, setAccount] = useState('');
  const [search, setSearch] = useState('');
  const [scope, setScope] = useState<'all' | 'direct'>('direct');
  const [status, setStatus] = useState('');
  const [type, setType] = useState('');
  const [sort, setSort] = useState<SortState>({ sort: 'registeredAt', order: 'desc' });
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 50);
  const [transfer, setTransfer] = useState<TeamMemberRow | null>(null);
  const ids = { search: useId(), scope: useId(), status: useId(), type: useId(), size: useId() };

  const load = useCallback(
    () => membersReport.load({ memberId: root, account: search || undefined, scope, status: status || undefined, type: type || undefined, sort: sort.sort, order: sort.order, pageNo, pageSize }),
    [root, search, scope, status, type, sort, pageNo, pageSize],
  );
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (root !== undefined) void memberPath.load(root);
  }, [root]);

  const drill = (id: number | undefined) => {
    setRoot(id);
    setPageNo(1);
    setTransfer(null);
  };
  const columns = useMemo(() => teamMemberColumns(t, f, { drill: (row) => drill(row.id), transfer: setTransfer, canTransfer: root === undefined }), [t, f, root]);
  const data = dataOf(state);
  const crumbs = root !== undefined && path.state === 'ready' ? path.data.path : [];
  const rootAccount = crumbs.find((p) => p.id === root)?.account;

  return (
    <div className={styles.stack}>
      <nav aria-label={t('agent.team.breadcrumbs')}>
        <ol className={styles.crumbs}>
          <li>
            {root === undefined ? (
              <span aria-current="page">{t('agent.team.myTeam')}</span>
            ) : (
              <button type="button" className={styles.link} onClick={() => drill(undefined)}>
                {t('agent.team.myTeam')}
              </button>
            )}
          </li>
          {crumbs.slice(1).map((p) => (
            <li key={p.id}>
              {p.id === root ? (
                <span aria-current="page">{p.account}</span>
              ) : (
                <button type="button" className={styles.link} onClick={() => drill(p.id)}>
                  {p.account}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(account.trim());
          setPageNo(1);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={ids.search}>{t('agent.filter.account')}</label>
          <input id={ids.search} type="search" value={account} onChange={(e) => setAccount(e.target.value)} maxLength={40} />
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.scope}>{t('agent.filter.scope')}</label>
          <select id={ids.scope} value={scope} onChange={(e) => (setScope(e.target.value as 'all' | 'direct'), setPageNo(1))}>
            <option value="direct">{t('agent.filter.direct')}</option>
            <option value="all">{t('agent.filter.all')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.status}>{t('agent.filter.status')}</label>
          <select id={ids.status} value={status} onChange={(e) => (setStatus(e.target.value), setPageNo(1))}>
            <option value="">{t('agent.filter.any')}</option>
            <option value="0">{t('agent.status.active')}</option>
            <option value="1">{t('agent.status.disabled')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.type}>{t('agent.filter.type')}</label>
          <select id={ids.type} value={type} onChange={(e) => (setType(e.target.value), setPageNo(1))}>
            <option value="">{t('agent.filter.any')}</option>
            <option value="agent">{t('agent.type.agent')}</option>
            <option value="member">{t('agent.type.member')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.size}>{t('agent.table.pageSize')}</label>
          <select id={ids.size} value={pageSize} onChange={(e) => (setPageSize(Number(e.target.value)), setPageNo(1))}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {f.count(n)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn">
          {t('agent.filter.search')}
        </button>
      </form>
      {root !== undefined && rootAccount && <DownlineOverview memberId={root} account={rootAccount} />}
      {transfer && <TransferForm member={transfer} onDone={() => void load()} onCancel={() => setTransfer(null)} />}
      {state.state === 'error' && <ErrorText error={state.error} />}
      <p className={styles.muted}>{data ? t('agent.team.count', { n: f.count(data.total) }) : ''}</p>
      <DataTable
        label={t('agent.team.table')}
        columns={columns}
        data={data?.list ?? []}
        rowId={(r) => String(r.id)}
        sort={sort}
        onSort={(s) => (setSort(s), setPageNo(1))}
        page={data ? { pageNum: data.pageNum, totalPages: data.totalPages, onPage: setPageNo } : undefined}
        empty={t('agent.team.empty')}
        loading={state.state === 'loading'}
      />
    </div>
  );
}
