import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cashierDesk, type DisputeOutcome, type DisputeStateFilter, proofUrl } from '#lib/backoffice/cashier-api.ts';
import type { DeskDispute, DisputeDetail } from '#lib/contracts/backoffice-cashier.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { AccountSearch, ConfirmDialog, type ConfirmRequest, failureText, money, ProofViewer, replaceQuery, sortOf, StatusBadge, type TabProps, time } from './desk-parts.tsx';
import styles from './cashier.module.css';

const PAGE_SIZE = 20;
const STATES = ['open', 'resolved', 'all'] as const;
const OUTCOMES: readonly DisputeOutcome[] = ['received', 'repaid', 'refunded'];
const DEFAULTS = { page: 1, state: 'open', open: 0, account: '', sort: 'id', order: '' };
const CHOICES = { state: STATES, sort: ['id', 'amount'], order: ['asc', 'desc'] };
const PREFIX = 'x';
const col = columnHelper<DeskDispute>();

type Page = Awaited<ReturnType<typeof cashierDesk.disputes>>;

/** Payouts the member reported as partially received or not received: the proof, the history and the resolution. */
export default function DisputesTab(p: TabProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const [state, setState] = useState(() => readUrlState(window.location.search, PREFIX, DEFAULTS, CHOICES));
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const update = (next: Partial<typeof DEFAULTS>) => {
    const s = { ...state, ...next };
    setState(s);
    replaceQuery(writeUrlState(window.location.search, PREFIX, s, DEFAULTS));
  };
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage(await cashierDesk.disputes({ state: state.state as DisputeStateFilter, pageNo: state.page, pageSize: PAGE_SIZE, account: state.account, sort: state.sort as 'id' | 'amount', order: (state.order || undefined) as 'asc' | 'desc' | undefined }));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [state.state, state.page, state.account, state.sort, state.order, t]);
  useEffect(() => void load(), [load]);

  const columns = [
    col.display({ id: 'id', header: t('bo.cashier.col.id'), cell: (c) => `#${c.row.original.id}`, meta: { label: t('bo.cashier.col.id'), sortKey: 'id' } }),
    col.display({ id: 'member', header: t('bo.cashier.col.member'), cell: (c) => c.row.original.account, meta: { label: t('bo.cashier.col.member') } }),
    col.display({ id: 'paidOut', header: t('bo.cashier.col.paidOut'), cell: (c) => money(p, c.row.original.paidOut), meta: { label: t('bo.cashier.col.paidOut'), align: 'end', sortKey: 'amount' } }),
    col.display({ id: 'received', header: t('bo.cashier.col.received'), cell: (c) => money(p, c.row.original.receivedAmount), meta: { label: t('bo.cashier.col.received'), align: 'end' } }),
    col.display({ id: 'missing', header: t('bo.cashier.col.missing'), cell: (c) => money(p, c.row.original.missing), meta: { label: t('bo.cashier.col.missing'), align: 'end' } }),
    col.display({ id: 'report', header: t('bo.cashier.col.report'), cell: (c) => t(`bo.cashier.receipt.${c.row.original.receipt}`), meta: { label: t('bo.cashier.col.report') } }),
    col.display({ id: 'time', header: t('bo.cashier.col.reported'), cell: (c) => time(p, c.row.original.reportedAt), meta: { label: t('bo.cashier.col.reported') } }),
    col.display({ id: 'outcome', header: t('bo.cashier.col.status'), cell: (c) => <StatusBadge status={c.row.original.outcome ?? 'open'} />, meta: { label: t('bo.cashier.col.status') } }),
    col.display({
      id: 'actions',
      header: t('bo.cashier.col.actions'),
      cell: (c) => (
        <span className={styles['rowActions']}>
          <button type="button" onClick={() => update({ open: c.row.original.id })} aria-label={t('bo.cashier.dispute.openOf', { id: c.row.original.id })}>
            {t('bo.cashier.dispute.open')}
          </button>
        </span>
      ),
      meta: { label: t('bo.cashier.col.actions') },
    }),
  ] as DataColumns<DeskDispute>;

  return (
    <section className={styles['panel']} aria-labelledby={`${filterId}-title`}>
      <h2 id={`${filterId}-title`}>{t('bo.cashier.dispute.title')}</h2>
      <div className={styles['bar']}>
        <div className={styles['field']}>
          <label htmlFor={filterId}>{t('bo.cashier.filter.state')}</label>
          <select id={filterId} value={state.state} onChange={(e) => update({ state: e.target.value, page: 1 })}>
            {STATES.map((s) => (
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
        label={t('bo.cashier.dispute.caption')}
        columns={columns}
        data={page?.list ?? []}
        rowId={(d) => String(d.id)}
        sort={sortOf(state, state.state === 'open' ? 'asc' : 'desc')}
        onSort={(next) => update({ sort: next.sort, order: next.order, page: 1 })}
        empty={t('bo.cashier.empty')}
        loading={loading}
        page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (n) => update({ page: n }) } : undefined}
        stack
      />
      {state.open > 0 && (
        <DisputePanel
          key={state.open}
          id={state.open}
          tab={p}
          onClose={() => update({ open: 0 })}
          onResolved={(message) => {
            setDone(message);
            void load();
          }}
        />
      )}
    </section>
  );
}

function DisputePanel({ id, tab: p, onClose, onResolved }: { id: number; tab: TabProps; onClose: () => void; onResolved: (message: string) => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [detail, setDetail] = useState<DisputeDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DisputeOutcome | ''>('');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [image, setImage] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setDetail(await cashierDesk.dispute(id));
    } catch (err) {
      setError(failureText(t, err));
    }
  }, [id, t]);
  useEffect(() => void load(), [load]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!outcome) return setFormError(t('bo.cashier.dispute.outcomeNeeded'));
    if (!note.trim()) return setFormError(t('bo.cashier.dispute.noteNeeded'));
    setFormError(null);
    if (!detail) return;
    setConfirm({
      title: t('bo.cashier.dispute.confirmTitle', { id }),
      message: t(`bo.cashier.dispute.confirm.${outcome}`, { amount: money(p, detail.missing + (outcome === 'refunded' && detail.receipt === 'not_received' ? detail.fee : 0)), account: detail.account }),
      confirm: t('bo.cashier.dispute.resolve'),
      run: async () => {
        await cashierDesk.resolveDispute(id, outcome, note.trim());
        return t('bo.cashier.dispute.resolved', { id });
      },
    });
  };

  if (error)
    return (
      <p role="alert" className={styles['error']}>
        {error}
      </p>
    );
  if (!detail) return <p role="status">{t('bo.cashier.loading')}</p>;
  return (
    <section className={styles['detail']} aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{t('bo.cashier.dispute.detailTitle', { id, account: detail.account })}</h2>
      <dl className={styles['facts']}>
        <div>
          <dt>{t('bo.cashier.col.amount')}</dt>
          <dd>{money(p, detail.amount)}</dd>
        </div>
        <div>
          <dt>{t('bo.cashier.col.paidOut')}</dt>
          <dd>{money(p, detail.paidOut)}</dd>
        </div>
        <div>
          <dt>{t('bo.cashier.col.received')}</dt>
          <dd>{money(p, detail.receivedAmount)}</dd>
        </div>
        <div>
          <dt>{t('bo.cashier.col.missing')}</dt>
          <dd>{money(p, detail.missing)}</dd>
        </div>
        <div>
          <dt>{t('bo.cashier.col.bank')}</dt>
          <dd>
            {detail.bankName} {detail.accountNumber} ({detail.holderName})
          </dd>
        </div>
        <div>
          <dt>{t('bo.cashier.dispute.memberNote')}</dt>
          <dd>{detail.memberNote ?? '—'}</dd>
        </div>
      </dl>
      <h3>{t('bo.cashier.dispute.proofs')}</h3>
      {detail.proofImages.length === 0 ? (
        <p className={styles['muted']}>{t('bo.cashier.dispute.noProofs')}</p>
      ) : (
        <div className={styles['thumbs']}>
          {detail.proofImages.map((img, i) => (
            <button key={img} type="button" onClick={() => setImage(img)} aria-label={t('bo.cashier.proof.imageOf', { n: i + 1 })}>
              <img src={proofUrl(img)} alt="" loading="lazy" />
            </button>
          ))}
        </div>
      )}
      <h3>{t('bo.cashier.dispute.history')}</h3>
      <ol className={styles['history']}>
        {detail.history.map((h, i) => (
          <li key={`${h.at}-${i}`}>
            {time(p, h.at)} — {t(`bo.cashier.event.${h.event}`, { defaultValue: h.event })}
            {h.note ? ` (${h.note})` : ''}
          </li>
        ))}
      </ol>
      {detail.outcome ? (
        <p>
          {t('bo.cashier.dispute.closedAs')} <StatusBadge status={detail.outcome} /> {detail.resolutionNote}
        </p>
      ) : p.canWrite ? (
        <form onSubmit={submit} noValidate className={styles['panel']}>
          <fieldset className={styles['outcomes']}>
            <legend>{t('bo.cashier.dispute.outcome')}</legend>
            {OUTCOMES.map((o) => (
              <label key={o}>
                <input type="radio" name={`${formId}-outcome`} value={o} checked={outcome === o} onChange={() => setOutcome(o)} />
                {t(`bo.cashier.outcome.${o}`)}
              </label>
            ))}
          </fieldset>
          <div className={styles['field']}>
            <label htmlFor={`${formId}-note`}>{t('bo.cashier.dispute.note')}</label>
            <textarea id={`${formId}-note`} value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} />
          </div>
          {formError && (
            <p role="alert" className={styles['error']}>
              {formError}
            </p>
          )}
          <div className={styles['rowActions']}>
            <button type="submit" className={styles['primary']}>
              {t('bo.cashier.dispute.resolve')}
            </button>
            <button type="button" onClick={onClose}>
              {t('bo.cashier.close')}
            </button>
          </div>
        </form>
      ) : null}
      {detail.outcome && (
        <div className={styles['rowActions']}>
          <button type="button" onClick={onClose}>
            {t('bo.cashier.close')}
          </button>
        </div>
      )}
      {confirm && (
        <ConfirmDialog
          request={confirm}
          onClose={() => setConfirm(null)}
          onDone={(message) => {
            setConfirm(null);
            onResolved(message);
            void load();
          }}
        />
      )}
      {image !== null && <ProofViewer src={proofUrl(image)} title={t('bo.cashier.proof.disputeTitle', { id })} onClose={() => setImage(null)} />}
    </section>
  );
}
