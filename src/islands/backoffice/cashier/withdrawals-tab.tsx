import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashierDesk, type WithdrawalStatusFilter } from '#lib/backoffice/cashier-api.ts';
import type { DeskWithdrawal } from '#lib/contracts/backoffice-cashier.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { AccountSearch, ConfirmDialog, type ConfirmRequest, failureText, money, replaceQuery, sortOf, StatusBadge, type TabProps, time } from './desk-parts.tsx';
import styles from './cashier.module.css';

const PAGE_SIZE = 20;
const STATUSES = ['pending', 'approved', 'paid', 'rejected', 'all'] as const;
const DEFAULTS = { page: 1, status: 'pending', account: '', sort: 'id', order: '' };
const CHOICES = { status: STATUSES, sort: ['id', 'amount'], order: ['asc', 'desc'] };
const PREFIX = 'w';
const col = columnHelper<DeskWithdrawal>();

type Page = Awaited<ReturnType<typeof cashierDesk.withdrawals>>;

/**
 * The withdrawal queue: approve (above the threshold a second staff member approves it on the
 * approvals desk), reject with a reason the member sees, and mark an approved one paid once the
 * bank transfer is sent.
 */
export default function WithdrawalsTab(p: TabProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const [state, setState] = useState(() => readUrlState(window.location.search, PREFIX, DEFAULTS, CHOICES));
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const update = (next: Partial<typeof DEFAULTS>) => {
    const s = { ...state, ...next };
    setState(s);
    replaceQuery(writeUrlState(window.location.search, PREFIX, s, DEFAULTS));
  };
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage(await cashierDesk.withdrawals({ status: state.status as WithdrawalStatusFilter, pageNo: state.page, pageSize: PAGE_SIZE, account: state.account, sort: state.sort as 'id' | 'amount', order: (state.order || undefined) as 'asc' | 'desc' | undefined }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [state, t]);
  useEffect(() => void load(), [load]);

  const above = (w: DeskWithdrawal) => page !== null && w.amount > page.approvalAbove;
  const approve = (w: DeskWithdrawal) =>
    setConfirm({
      title: t('bo.cashier.withdrawal.approveTitle', { id: w.id }),
      message: above(w)
        ? t('bo.cashier.withdrawal.approveAboveText', { amount: money(p, w.amount), account: w.account, limit: money(p, page?.approvalAbove ?? 0) })
        : t('bo.cashier.withdrawal.approveText', { amount: money(p, w.amount), account: w.account }),
      confirm: t('bo.cashier.withdrawal.approve'),
      run: async () => {
        const r = await cashierDesk.approveWithdrawal(w.id);
        return r.status === 'pending-approval' ? t('bo.cashier.withdrawal.sentForApproval', { id: w.id, approval: r.approvalId }) : t('bo.cashier.withdrawal.approved', { id: w.id });
      },
    });
  const reject = (w: DeskWithdrawal) =>
    setConfirm({
      title: t('bo.cashier.withdrawal.rejectTitle', { id: w.id }),
      message: t('bo.cashier.withdrawal.rejectText', { amount: money(p, w.amount), account: w.account }),
      confirm: t('bo.cashier.withdrawal.reject'),
      danger: true,
      reason: { label: t('bo.cashier.reason'), hint: t('bo.cashier.reasonHint') },
      run: async (reason) => (await cashierDesk.rejectWithdrawal(w.id, reason), t('bo.cashier.withdrawal.rejected', { id: w.id })),
    });
  const paid = (w: DeskWithdrawal) =>
    setConfirm({
      title: t('bo.cashier.withdrawal.paidTitle', { id: w.id }),
      message: t('bo.cashier.withdrawal.paidText', { amount: money(p, w.amount - w.fee), bank: `${w.bankName} ${w.accountNumber}`, holder: w.holderName }),
      confirm: t('bo.cashier.withdrawal.markPaid'),
      run: async () => (await cashierDesk.markPaid(w.id), t('bo.cashier.withdrawal.paid', { id: w.id })),
    });

  const columns = [
    col.display({ id: 'id', header: t('bo.cashier.col.id'), cell: (c) => `#${c.row.original.id}`, meta: { label: t('bo.cashier.col.id'), sortKey: 'id' } }),
    col.display({ id: 'member', header: t('bo.cashier.col.member'), cell: (c) => c.row.original.account, meta: { label: t('bo.cashier.col.member') } }),
    col.display({
      id: 'amount',
      header: t('bo.cashier.col.amount'),
      cell: (c) => (
        <>
          {money(p, c.row.original.amount)}
          {above(c.row.original) && c.row.original.status === 'pending' && <span className={styles['muted']}> · {t('bo.cashier.withdrawal.needsSecond')}</span>}
        </>
      ),
      meta: { label: t('bo.cashier.col.amount'), align: 'end', sortKey: 'amount' },
    }),
    col.display({ id: 'fee', header: t('bo.cashier.col.fee'), cell: (c) => money(p, c.row.original.fee), meta: { label: t('bo.cashier.col.fee'), align: 'end' } }),
    col.display({
      id: 'bank',
      header: t('bo.cashier.col.bank'),
      cell: (c) => (
        <>
          {c.row.original.bankName} {c.row.original.accountNumber}
          <br />
          <span className={styles['muted']}>{c.row.original.holderName}</span>
        </>
      ),
      meta: { label: t('bo.cashier.col.bank') },
    }),
    col.display({ id: 'time', header: t('bo.cashier.col.requested'), cell: (c) => time(p, c.row.original.createdAt), meta: { label: t('bo.cashier.col.requested') } }),
    col.display({
      id: 'status',
      header: t('bo.cashier.col.status'),
      cell: (c) => (
        <>
          <StatusBadge status={c.row.original.status} />
          {c.row.original.note && <div className={styles['muted']}>{c.row.original.note}</div>}
        </>
      ),
      meta: { label: t('bo.cashier.col.status') },
    }),
    col.display({
      id: 'actions',
      header: t('bo.cashier.col.actions'),
      cell: (c) => {
        const w = c.row.original;
        if (!p.canWrite) return null;
        return (
          <span className={styles['rowActions']}>
            {w.status === 'pending' && (
              <>
                <button type="button" className={styles['primary']} onClick={() => approve(w)} aria-label={t('bo.cashier.withdrawal.approveOf', { id: w.id })}>
                  {t('bo.cashier.withdrawal.approve')}
                </button>
                <button type="button" className={styles['danger']} onClick={() => reject(w)} aria-label={t('bo.cashier.withdrawal.rejectOf', { id: w.id })}>
                  {t('bo.cashier.withdrawal.reject')}
                </button>
              </>
            )}
            {w.status === 'approved' && (
              <button type="button" className={styles['primary']} onClick={() => paid(w)} aria-label={t('bo.cashier.withdrawal.markPaidOf', { id: w.id })}>
                {t('bo.cashier.withdrawal.markPaid')}
              </button>
            )}
          </span>
        );
      },
      meta: { label: t('bo.cashier.col.actions') },
    }),
  ] as DataColumns<DeskWithdrawal>;

  return (
    <section className={styles['panel']} aria-labelledby={`${filterId}-title`}>
      <h2 id={`${filterId}-title`}>{t('bo.cashier.withdrawal.title')}</h2>
      <div className={styles['bar']}>
        <div className={styles['field']}>
          <label htmlFor={filterId}>{t('bo.cashier.filter.status')}</label>
          <select id={filterId} value={state.status} onChange={(e) => update({ status: e.target.value, page: 1 })}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`bo.cashier.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={() => void load()}>
          {t('bo.cashier.refresh')}
        </button>
        {page && <p className={styles['muted']}>{t('bo.cashier.withdrawal.threshold', { limit: money(p, page.approvalAbove) })}</p>}
      </div>
      <AccountSearch value={state.account} onSearch={(account) => update({ account, page: 1 })} />
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
        label={t('bo.cashier.withdrawal.caption')}
        columns={columns}
        data={page?.list ?? []}
        rowId={(w) => String(w.id)}
        sort={sortOf(state, state.status === 'pending' || state.status === 'approved' ? 'asc' : 'desc')}
        onSort={(next) => update({ sort: next.sort, order: next.order, page: 1 })}
        empty={t('bo.cashier.empty')}
        loading={loading}
        page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (n) => update({ page: n }) } : undefined}
        stack
      />
      {confirm && (
        <ConfirmDialog
          request={confirm}
          onClose={() => setConfirm(null)}
          onDone={(message) => {
            setConfirm(null);
            setDone(message);
            void load();
          }}
        />
      )}
    </section>
  );
}
