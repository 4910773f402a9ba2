import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { approvalsDesk, type ApprovalStatusFilter } from '#lib/backoffice/audit-api.ts';
import type { ApprovalRow } from '#lib/contracts/backoffice-approvals.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import type { z } from 'zod';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import type { StaffIdentity } from '#lib/backoffice/desks.ts';
import { DecideDialog, type DecideRequest, failureText, relative, StatusBadge } from './approvals-parts.tsx';
import styles from '../review-desk.module.css';

type Row = z.output<typeof ApprovalRow>;
type Page = Awaited<ReturnType<typeof approvalsDesk.list>>;

const PAGE_SIZE = 20;
const STATUSES = ['pending', 'approved', 'rejected', 'expired', 'failed', 'all'] as const;
const DEFAULTS = { page: 1, status: 'pending' };
const CHOICES = { status: STATUSES };
const PREFIX = 'q';
const col = columnHelper<Row>();

function replaceQuery(qs: string) {
  window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
}

/**
 * Maker-checker: the requests waiting for a second staff member (balance adjustments, large
 * withdrawals, manual bonuses, money settings). A checker approves (it is carried out at once) or
 * rejects with a reason; the maker sees their own requests waiting, the buttons disabled.
 */
export default function ApprovalsDesk({ lang }: { lang: string; staff: StaffIdentity }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState(() => readUrlState(window.location.search, PREFIX, DEFAULTS, CHOICES));
  const [page, setPage] = useState<Page | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [decide, setDecide] = useState<DecideRequest | null>(null);
  const update = (next: Partial<typeof DEFAULTS>) => {
    const s = { ...state, ...next };
    setState(s);
    replaceQuery(writeUrlState(window.location.search, PREFIX, s, DEFAULTS));
  };
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage(await approvalsDesk.list({ status: state.status as ApprovalStatusFilter, pageNo: state.page, pageSize: PAGE_SIZE }));
      setNow(Date.now());
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [state, t]);
  useEffect(() => void load(), [load]);

  const kindOf = (r: Row) => t(`bo.approvals.kind.${r.kind}`, { defaultValue: r.kind });
  const approve = (r: Row) =>
    setDecide({
      title: t('bo.approvals.approveTitle', { id: r.id }),
      message: t('bo.approvals.approveText', { kind: kindOf(r), summary: r.summary, maker: r.makerName }),
      confirm: t('bo.approvals.approve'),
      run: async () => {
        const d = await approvalsDesk.approve(r.id);
        return d.status === 'failed' ? t('bo.approvals.failedDone', { id: r.id }) : t('bo.approvals.approvedDone', { id: r.id });
      },
    });
  const reject = (r: Row) =>
    setDecide({
      title: t('bo.approvals.rejectTitle', { id: r.id }),
      message: t('bo.approvals.rejectText', { kind: kindOf(r), summary: r.summary, maker: r.makerName }),
      confirm: t('bo.approvals.reject'),
      danger: true,
      reason: true,
      run: async (reason) => (await approvalsDesk.reject(r.id, reason), t('bo.approvals.rejectedDone', { id: r.id })),
    });

  const columns = [
    col.display({ id: 'id', header: t('bo.approvals.col.id'), cell: (c) => `#${c.row.original.id}`, meta: { label: t('bo.approvals.col.id') } }),
    col.display({ id: 'kind', header: t('bo.approvals.col.kind'), cell: (c) => kindOf(c.row.original), meta: { label: t('bo.approvals.col.kind') } }),
    col.display({ id: 'summary', header: t('bo.approvals.col.summary'), cell: (c) => <span className={styles['wrap']}>{c.row.original.summary}</span>, meta: { label: t('bo.approvals.col.summary') } }),
    col.display({
      id: 'maker',
      header: t('bo.approvals.col.maker'),
      cell: (c) => (
        <>
          {c.row.original.makerName}
          {c.row.original.mine && (
            <>
              <br />
              <span className={styles['muted']}>{t('bo.approvals.you')}</span>
            </>
          )}
        </>
      ),
      meta: { label: t('bo.approvals.col.maker') },
    }),
    col.display({
      id: 'age',
      header: t('bo.approvals.col.age'),
      cell: (c) => (
        <>
          {relative(c.row.original.createdAt, now, lang)}
          {c.row.original.status === 'pending' && (
            <>
              <br />
              <span className={styles['muted']}>{t('bo.approvals.expires', { when: relative(c.row.original.expiresAt, now, lang) })}</span>
            </>
          )}
        </>
      ),
      meta: { label: t('bo.approvals.col.age') },
    }),
    col.display({
      id: 'status',
      header: t('bo.approvals.col.status'),
      cell: (c) => {
        const r = c.row.original;
        return (
          <>
            <StatusBadge status={r.status} />
            {r.checkerName && <div className={styles['muted']}>{t('bo.approvals.decidedBy', { name: r.checkerName })}</div>}
            {r.reason && <div className={`${styles['muted']} ${styles['note']}`}>{r.reason}</div>}
          </>
        );
      },
      meta: { label: t('bo.approvals.col.status') },
    }),
    col.display({
      id: 'actions',
      header: t('bo.approvals.col.actions'),
      cell: (c) => {
        const r = c.row.original;
        if (r.status !== 'pending') return null;
        const why = r.mine ? t('bo.approvals.waiting') : r.canDecide ? null : t('bo.approvals.notYours');
        return (
          <span className={styles['rowActions']}>
            <button type="button" className={styles['primary']} disabled={!r.canDecide} onClick={() => approve(r)} aria-label={t('bo.approvals.approveOf', { id: r.id })}>
              {t('bo.approvals.approve')}
            </button>
            <button type="button" className={styles['danger']} disabled={!r.canDecide} onClick={() => reject(r)} aria-label={t('bo.approvals.rejectOf', { id: r.id })}>
              {t('bo.approvals.reject')}
            </button>
            {why && <span className={`${styles['muted']} ${styles['note']}`}>{why}</span>}
          </span>
        );
      },
      meta: { label: t('bo.approvals.col.actions') },
    }),
  ] as DataColumns<Row>;

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.desk.approvals')}</h1>
      <section className={styles['panel']} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('bo.approvals.title')}</h2>
        <p className={styles['muted']}>{t('bo.approvals.intro')}</p>
        <div className={styles['bar']}>
          <div className={styles['field']}>
            <label htmlFor={`${id}-status`}>{t('bo.approvals.filter.status')}</label>
            <select id={`${id}-status`} value={state.status} onChange={(e) => update({ status: e.target.value, page: 1 })}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`bo.approvals.status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={() => void load()}>
            {t('bo.approvals.refresh')}
          </button>
        </div>
        {done && (
          <p role="status" className={styles['done']}>
            {done}
          </p>
        )}
        {error && (
          <p role="alert" className={styles['error']}>
            {error}
          </p>
        )}
        <DataTable
          label={t('bo.approvals.caption')}
          columns={columns}
          data={page?.list ?? []}
          rowId={(r) => String(r.id)}
          empty={t('bo.approvals.empty')}
          loading={loading}
          page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (n) => update({ page: n }) } : undefined}
          stack
        />
      </section>
      {decide && (
        <DecideDialog
          request={decide}
          onClose={() => setDecide(null)}
          onDone={(message) => {
            setDecide(null);
            setDone(message);
            void load();
          }}
        />
      )}
    </div>
  );
}
