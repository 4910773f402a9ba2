import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashierDesk, depositProofUrl, type DepositStatusFilter } from '#lib/backoffice/cashier-api.ts';
import type { DeskDeposit } from '#lib/contracts/backoffice-cashier.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { AccountSearch, ConfirmDialog, type ConfirmRequest, failureText, money, ProofViewer, replaceQuery, sortOf, StatusBadge, type TabProps, time } from './desk-parts.tsx';
import styles from './cashier.module.css';

const PAGE_SIZE = 20;
const STATUSES = ['pending', 'credited', 'rejected', 'failed', 'all'] as const;
const DEFAULTS = { page: 1, status: 'pending', account: '', sort: 'id', order: '' };
const CHOICES = { status: STATUSES, sort: ['id', 'amount'], order: ['asc', 'desc'] };
const PREFIX = 'd';
const col = columnHelper<DeskDeposit>();

type Page = Awaited<ReturnType<typeof cashierDesk.deposits>>;

/** The deposit queue: manual bank transfers with the member's proof image, approved or rejected here. */
export default function DepositsTab(p: TabProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const [state, setState] = useState(() => readUrlState(window.location.search, PREFIX, DEFAULTS, CHOICES));
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [proof, setProof] = useState<DeskDeposit | null>(null);
  const update = (next: Partial<typeof DEFAULTS>) => {
    const s = { ...state, ...next };
    setState(s);
    replaceQuery(writeUrlState(window.location.search, PREFIX, s, DEFAULTS));
  };
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage(await cashierDesk.deposits({ status: state.status as DepositStatusFilter, pageNo: state.page, pageSize: PAGE_SIZE, account: state.account, sort: state.sort as 'id' | 'amount', order: (state.order || undefined) as 'asc' | 'desc' | undefined }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [state, t]);
  useEffect(() => void load(), [load]);

  const approve = (d: DeskDeposit) =>
    setConfirm({
      title: t('bo.cashier.deposit.approveTitle', { id: d.id }),
      message: t('bo.cashier.deposit.approveText', { amount: money(p, d.amount), account: d.account }),
      confirm: t('bo.cashier.deposit.approve'),
      run: async () => (await cashierDesk.approveDeposit(d.id), t('bo.cashier.deposit.approved', { id: d.id })),
    });
  const reject = (d: DeskDeposit) =>
    setConfirm({
      title: t('bo.cashier.deposit.rejectTitle', { id: d.id }),
      message: t('bo.cashier.deposit.rejectText', { amount: money(p, d.amount), account: d.account }),
      confirm: t('bo.cashier.deposit.reject'),
      danger: true,
      reason: { label: t('bo.cashier.reason'), hint: t('bo.cashier.reasonHint') },
      run: async (reason) => (await cashierDesk.rejectDeposit(d.id, reason), t('bo.cashier.deposit.rejected', { id: d.id })),
    });

  const columns = [
    col.display({ id: 'id', header: t('bo.cashier.col.id'), cell: (c) => `#${c.row.original.id}`, meta: { label: t('bo.cashier.col.id'), sortKey: 'id' } }),
    col.display({ id: 'member', header: t('bo.cashier.col.member'), cell: (c) => c.row.original.account, meta: { label: t('bo.cashier.col.member') } }),
    col.display({ id: 'channel', header: t('bo.cashier.col.channel'), cell: (c) => c.row.original.channel, meta: { label: t('bo.cashier.col.channel') } }),
    col.display({ id: 'amount', header: t('bo.cashier.col.amount'), cell: (c) => money(p, c.row.original.amount), meta: { label: t('bo.cashier.col.amount'), align: 'end', sortKey: 'amount' } }),
    col.display({ id: 'reference', header: t('bo.cashier.col.reference'), cell: (c) => c.row.original.reference ?? '—', meta: { label: t('bo.cashier.col.reference') } }),
    col.display({ id: 'time', header: t('bo.cashier.col.requested'), cell: (c) => time(p, c.row.original.createdAt), meta: { label: t('bo.cashier.col.requested') } }),
    col.display({ id: 'status', header: t('bo.cashier.col.status'), cell: (c) => <StatusBadge status={c.row.original.status} />, meta: { label: t('bo.cashier.col.status') } }),
    col.display({
      id: 'actions',
      header: t('bo.cashier.col.actions'),
      cell: (c) => {
        const d = c.row.original;
        return (
          <span className={styles['rowActions']}>
            {d.hasProof && (
              <button type="button" onClick={() => setProof(d)} aria-label={t('bo.cashier.proof.viewOf', { id: d.id })}>
                {t('bo.cashier.proof.view')}
              </button>
            )}
            {p.canWrite && d.status === 'pending' && (
              <>
                <button type="button" className={styles['primary']} onClick={() => approve(d)} aria-label={t('bo.cashier.deposit.approveOf', { id: d.id })}>
                  {t('bo.cashier.deposit.approve')}
                </button>
                <button type="button" className={styles['danger']} onClick={() => reject(d)} aria-label={t('bo.cashier.deposit.rejectOf', { id: d.id })}>
                  {t('bo.cashier.deposit.reject')}
                </button>
              </>
            )}
          </span>
        );
      },
      meta: { label: t('bo.cashier.col.actions') },
    }),
  ] as DataColumns<DeskDeposit>;

  return (
    <section className={styles['panel']} aria-labelledby={`${filterId}-title`}>
      <h2 id={`${filterId}-title`}>{t('bo.cashier.deposit.title')}</h2>
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
        label={t('bo.cashier.deposit.caption')}
        columns={columns}
        data={page?.list ?? []}
        rowId={(d) => String(d.id)}
        sort={sortOf(state, state.status === 'pending' ? 'asc' : 'desc')}
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
      {proof && <ProofViewer src={depositProofUrl(proof.id)} title={t('bo.cashier.proof.depositTitle', { id: proof.id, account: proof.account })} onClose={() => setProof(null)} />}
    </section>
  );
}
