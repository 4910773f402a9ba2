import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auditDesk } from '#lib/backoffice/audit-api.ts';
import type { AuditRow } from '#lib/contracts/backoffice-audit.ts';
import { formatDateTime } from '#lib/format.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import type { z } from 'zod';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import type { StaffIdentity } from '#lib/backoffice/desks.ts';
import { BeforeAfter, failureText, replaceQuery } from './audit-parts.tsx';
import styles from '../review-desk.module.css';

type Row = z.output<typeof AuditRow>;
type Page = Awaited<ReturnType<typeof auditDesk.list>>;

const PAGE_SIZE = 25;
const DEFAULTS = { page: 1, staff: '', action: '', targetType: '', targetId: '', from: '', to: '', order: 'desc' };
type State = typeof DEFAULTS;
const CHOICES = { order: ['desc', 'asc'] };
const PREFIX = 'a';
const FILTERS = ['staff', 'action', 'targetType', 'targetId'] as const;
const col = columnHelper<Row>();

/**
 * The audit log: who did what to which record, when, from where, with the values before and after.
 * Filters and the page live in the address; a row's "Changes" button opens its before/after below
 * the table. The same filters export as CSV.
 */
export default function AuditDesk({ lang }: { lang: string; staff: StaffIdentity }) {
  const { t } = useTranslation();
  const id = useId();
  // Desks render only in the browser (after the shell knows who is signed in): the address is there at once.
  const [state, setState] = useState<State>(() => readUrlState(window.location.search, PREFIX, DEFAULTS, CHOICES));
  const [draft, setDraft] = useState<State>(state);
  const [page, setPage] = useState<Page | null>(null);
  const [open, setOpen] = useState<Row | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const update = (next: Partial<State>) => {
    const s = { ...state, ...next };
    setState(s);
    setOpen(null);
    replaceQuery(writeUrlState(window.location.search, PREFIX, s, DEFAULTS));
  };
  const filters = { staff: state.staff, action: state.action, targetType: state.targetType, targetId: state.targetId, from: state.from, to: state.to, order: state.order as 'asc' | 'desc' };
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage(
        await auditDesk.list({ staff: state.staff, action: state.action, targetType: state.targetType, targetId: state.targetId, from: state.from, to: state.to, order: state.order as 'asc' | 'desc', pageNo: state.page, pageSize: PAGE_SIZE }),
      );
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [state, t]);
  useEffect(() => void load(), [load]);

  const zone = page?.zone ?? DEFAULT_TIME_ZONE;
  const apply = (e: FormEvent) => {
    e.preventDefault();
    update({ ...draft, page: 1 });
  };
  const reset = () => {
    setDraft(DEFAULTS);
    update(DEFAULTS);
  };

  const columns = [
    col.display({ id: 'at', header: t('bo.audit.col.at'), cell: (c) => formatDateTime(c.row.original.at, lang, zone), meta: { label: t('bo.audit.col.at') } }),
    col.display({
      id: 'staff',
      header: t('bo.audit.col.staff'),
      cell: (c) => (
        <>
          {c.row.original.staffName}
          <br />
          <span className={styles['muted']}>{t(`bo.audit.role.${c.row.original.role}`, { defaultValue: c.row.original.role })}</span>
        </>
      ),
      meta: { label: t('bo.audit.col.staff') },
    }),
    col.display({ id: 'action', header: t('bo.audit.col.action'), cell: (c) => <span className={styles['mono']}>{c.row.original.action}</span>, meta: { label: t('bo.audit.col.action') } }),
    col.display({
      id: 'target',
      header: t('bo.audit.col.target'),
      cell: (c) => (
        <span className={styles['mono']}>
          {c.row.original.targetType} #{c.row.original.targetId}
        </span>
      ),
      meta: { label: t('bo.audit.col.target') },
    }),
    col.display({ id: 'ip', header: t('bo.audit.col.ip'), cell: (c) => <span className={styles['mono']}>{c.row.original.ip}</span>, meta: { label: t('bo.audit.col.ip') } }),
    col.display({
      id: 'changes',
      header: t('bo.audit.col.changes'),
      cell: (c) => {
        const r = c.row.original;
        const shown = open?.id === r.id;
        return (
          <button type="button" aria-expanded={shown} aria-controls={shown ? `${id}-diff` : undefined} onClick={() => setOpen(shown ? null : r)} aria-label={t('bo.audit.changesOf', { id: r.id })}>
            {shown ? t('bo.audit.hide') : t('bo.audit.show')}
          </button>
        );
      },
      meta: { label: t('bo.audit.col.changes') },
    }),
  ] as DataColumns<Row>;

  const field = (name: (typeof FILTERS)[number]) => (
    <div className={styles['field']} key={name}>
      <label htmlFor={`${id}-${name}`}>{t(`bo.audit.filter.${name}`)}</label>
      <input id={`${id}-${name}`} value={draft[name]} maxLength={60} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
    </div>
  );

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.desk.audit')}</h1>
      <section className={styles['panel']} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {t('bo.audit.filters')}
        </h2>
        <form className={styles['filters']} onSubmit={apply} aria-label={t('bo.audit.filters')}>
          {FILTERS.map(field)}
          <div className={styles['field']}>
            <label htmlFor={`${id}-from`}>{t('bo.audit.filter.from')}</label>
            <input id={`${id}-from`} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
          </div>
          <div className={styles['field']}>
            <label htmlFor={`${id}-to`}>{t('bo.audit.filter.to')}</label>
            <input id={`${id}-to`} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
          </div>
          <div className={styles['field']}>
            <label htmlFor={`${id}-order`}>{t('bo.audit.filter.order')}</label>
            <select id={`${id}-order`} value={draft.order} onChange={(e) => setDraft({ ...draft, order: e.target.value })}>
              <option value="desc">{t('bo.audit.order.desc')}</option>
              <option value="asc">{t('bo.audit.order.asc')}</option>
            </select>
          </div>
          <div className={styles['rowActions']}>
            <button type="submit" className={styles['primary']}>
              {t('bo.audit.apply')}
            </button>
            <button type="button" onClick={reset}>
              {t('bo.audit.reset')}
            </button>
          </div>
        </form>
        <div className={styles['bar']}>
          {page && <p className={styles['muted']}>{t('bo.audit.total', { count: page.total, n: new Intl.NumberFormat(lang).format(page.total), zone })}</p>}
          <a href={auditDesk.csvUrl(filters)} download>
            {t('bo.audit.csv')}
          </a>
        </div>
        {error && (
          <p role="alert" className={styles['error']}>
            {error}
          </p>
        )}
        <DataTable
          label={t('bo.audit.caption')}
          columns={columns}
          data={page?.list ?? []}
          rowId={(r) => String(r.id)}
          empty={t('bo.audit.empty')}
          loading={loading}
          page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (n) => update({ page: n }) } : undefined}
          stack
        />
        {open && (
          <section id={`${id}-diff`} className={styles['diff']} aria-labelledby={`${id}-diff-title`}>
            <h3 id={`${id}-diff-title`}>{t('bo.audit.diff.title', { id: open.id, action: open.action, target: `${open.targetType} #${open.targetId}` })}</h3>
            <p className={styles['muted']}>
              {t('bo.audit.diff.who', { staff: open.staffName, time: formatDateTime(open.at, lang, zone), ip: open.ip })}
              <br />
              <span className={styles['mono']}>{open.userAgent}</span>
            </p>
            <BeforeAfter id={`${id}-diff-table`} labelledBy={`${id}-diff-title`} before={open.before} after={open.after} />
          </section>
        )}
      </section>
    </div>
  );
}
