import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberSearchRow } from '#lib/backoffice/members-types.ts';
import { membersDesk, type SearchKey, type SearchSort } from '#lib/backoffice/members-api.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type SortState } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { failureText, money, replaceQuery, when } from './parts.tsx';
import styles from './members.module.css';

const KEYS: readonly SearchKey[] = ['any', 'username', 'id', 'mobile', 'email', 'bank', 'ip'];
const SORTS: readonly SearchSort[] = ['id', 'account', 'createdAt', 'lastLoginAt'];
const DEFAULTS = { q: '', by: 'any', sort: 'id', order: 'desc', page: 1 };
const CHOICES = { by: KEYS, sort: SORTS, order: ['asc', 'desc'] };
const PREFIX = 's';
const PAGE_SIZE = 20;
const col = columnHelper<MemberSearchRow>();

type Page = Awaited<ReturnType<typeof membersDesk.search>>;

/** Search by username, id, mobile, email, bank account or IP; a server-paged, sortable results table. */
export default function MemberSearch({ lang, onOpen }: { lang: string; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState(() => readUrlState(window.location.search, PREFIX, DEFAULTS, CHOICES));
  const [text, setText] = useState(state.q);
  const [by, setBy] = useState<string>(state.by);
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const update = (next: Partial<typeof DEFAULTS>) => {
    const s = { ...state, ...next };
    setState(s);
    replaceQuery(writeUrlState(window.location.search, PREFIX, s, DEFAULTS));
  };
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage(await membersDesk.search({ q: state.q, by: state.by as SearchKey, sort: state.sort as SearchSort, order: state.order as 'asc' | 'desc', pageNo: state.page, pageSize: PAGE_SIZE }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [state, t]);
  useEffect(() => void load(), [load]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    update({ q: text.trim(), by, page: 1 });
  };
  const columns = col.columns([
    col.accessor('id', { header: t('bo.members.col.id'), meta: { sortKey: 'id', align: 'end', label: t('bo.members.col.id') } }),
    col.accessor('account', {
      header: t('bo.members.col.account'),
      meta: { sortKey: 'account', label: t('bo.members.col.account') },
      cell: (c) => (
        <button type="button" className={styles['link']} onClick={() => onOpen(c.row.original.id)} aria-label={t('bo.members.openProfile', { account: c.getValue() })}>
          {c.getValue()}
        </button>
      ),
    }),
    col.accessor('status', { header: t('bo.members.col.status'), meta: { label: t('bo.members.col.status') }, cell: (c) => <span className={styles['badge']} data-tone={c.getValue()}>{t(`bo.members.status.${c.getValue()}`)}</span> }),
    col.accessor('vipRank', { header: t('bo.members.col.vip'), meta: { align: 'end', label: t('bo.members.col.vip') } }),
    col.accessor('mobile', { header: t('bo.members.col.mobile'), meta: { label: t('bo.members.col.mobile') }, cell: (c) => c.getValue() ?? '—' }),
    col.accessor('email', { header: t('bo.members.col.email'), meta: { label: t('bo.members.col.email') }, cell: (c) => c.getValue() ?? '—' }),
    col.accessor('balance', { header: t('bo.members.col.balance'), meta: { align: 'end', label: t('bo.members.col.balance') }, cell: (c) => money(lang, c.getValue()) }),
    col.accessor('createdAt', { header: t('bo.members.col.created'), meta: { sortKey: 'createdAt', label: t('bo.members.col.created') }, cell: (c) => when(lang, c.getValue()) }),
    col.accessor('lastLoginAt', { header: t('bo.members.col.lastLogin'), meta: { sortKey: 'lastLoginAt', label: t('bo.members.col.lastLogin') }, cell: (c) => when(lang, c.getValue()) }),
  ]);
  const sort: SortState = { sort: state.sort, order: state.order as 'asc' | 'desc' };

  return (
    <section className={styles['panel']} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('bo.members.search.title')}</h2>
      <form role="search" className={styles['bar']} onSubmit={submit}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-by`}>{t('bo.members.search.by')}</label>
          <select id={`${id}-by`} value={by} onChange={(e) => setBy(e.target.value)}>
            {KEYS.map((k) => (
              <option key={k} value={k}>
                {t(`bo.members.search.key.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles['field']} ${styles['grow']}`}>
          <label htmlFor={`${id}-q`}>{t('bo.members.search.text')}</label>
          <input id={`${id}-q`} type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        </div>
        <button type="submit" className={styles['primary']}>
          {t('bo.members.search.submit')}
        </button>
      </form>
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      <p role="status" className={styles['muted']}>
        {page && !loading ? t('bo.members.search.found', { count: page.total }) : t('bo.members.loading')}
      </p>
      <DataTable
        label={t('bo.members.search.results')}
        columns={columns}
        data={page?.list ?? []}
        rowId={(r) => String(r.id)}
        sort={sort}
        onSort={(s) => update({ sort: s.sort, order: s.order, page: 1 })}
        page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (n) => update({ page: n }) } : undefined}
        empty={t('bo.members.search.none')}
        loading={loading}
        stack
      />
    </section>
  );
}
