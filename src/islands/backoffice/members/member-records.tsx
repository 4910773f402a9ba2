import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { membersDesk, type RecordTab } from '#lib/backoffice/members-api.ts';
import type { MemberBetRow, MemberLedgerRow, MemberMoneyRow, MemberSessionRow } from '#lib/backoffice/members-types.ts';
import { readUrlState, writeUrlState } from '#lib/url-state.ts';
import { columnHelper, type DataColumns } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { failureText, money, replaceQuery, when } from './parts.tsx';
import styles from './members.module.css';

const PAGE_SIZE = 20;
const DEFAULTS = { page: 1 };
type AnyRow = MemberLedgerRow | MemberBetRow | MemberMoneyRow | MemberSessionRow;
type Page = { list: AnyRow[]; pageNum: number; totalPages: number; total: number };

const ledgerCol = columnHelper<MemberLedgerRow>();
const betCol = columnHelper<MemberBetRow>();
const moneyCol = columnHelper<MemberMoneyRow>();
const sessionCol = columnHelper<MemberSessionRow>();

/** One of the member's paged records: ledger, bets, deposits, withdrawals or sessions (with ending them). */
export default function MemberRecords({ kind, id, lang, canWrite }: { kind: RecordTab; id: number; lang: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState(() => readUrlState(window.location.search, 'r', DEFAULTS));
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      setPage((await membersDesk[kind](id, { pageNo: state.page, pageSize: PAGE_SIZE })) as Page);
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setLoading(false);
    }
  }, [kind, id, state, t]);
  useEffect(() => void load(), [load]);
  const toPage = (n: number) => {
    const s = { page: n };
    setState(s);
    replaceQuery(writeUrlState(window.location.search, 'r', s, DEFAULTS));
  };
  const end = async (sessionId?: number) => {
    setError(null);
    try {
      const r = await membersDesk.endSessions(id, sessionId);
      setDone(t('bo.members.sessions.ended', { count: r.ended }));
      await load();
    } catch (err) {
      setError(failureText(t, err));
    }
  };

  const L = (key: string) => ({ header: t(key), meta: { label: t(key) } });
  const R = (key: string) => ({ header: t(key), meta: { label: t(key), align: 'end' as const } });
  const status = (s: string) => t(`bo.members.rstatus.${s}`, { defaultValue: s });
  let columns: DataColumns<AnyRow>;
  if (kind === 'ledger') {
    columns = ledgerCol.columns([
      ledgerCol.accessor('at', { ...L('bo.members.col.time'), cell: (c) => when(lang, c.getValue()) }),
      ledgerCol.accessor('kind', { ...L('bo.members.col.kind'), cell: (c) => t(`bo.members.entry.${c.getValue()}`, { defaultValue: c.getValue() }) }),
      ledgerCol.accessor('ref', { ...L('bo.members.col.ref'), cell: (c) => c.getValue() ?? '—' }),
      ledgerCol.accessor('amount', { ...R('bo.members.col.amount'), cell: (c) => money(lang, c.getValue()) }),
      ledgerCol.accessor('balanceAfter', { ...R('bo.members.col.balanceAfter'), cell: (c) => money(lang, c.getValue()) }),
    ]) as DataColumns<AnyRow>;
  } else if (kind === 'bets') {
    columns = betCol.columns([
      betCol.accessor('at', { ...L('bo.members.col.time'), cell: (c) => when(lang, c.getValue()) }),
      betCol.accessor('vendor', L('bo.members.col.vendor')),
      betCol.accessor('game', L('bo.members.col.game')),
      betCol.accessor('stake', { ...R('bo.members.col.stake'), cell: (c) => money(lang, c.getValue()) }),
      betCol.accessor('payout', { ...R('bo.members.col.payout'), cell: (c) => { const v = c.getValue(); return v === null ? '—' : money(lang, v); } }),
      betCol.accessor('status', { ...L('bo.members.col.status'), cell: (c) => status(c.getValue()) }),
    ]) as DataColumns<AnyRow>;
  } else if (kind === 'sessions') {
    columns = sessionCol.columns([
      sessionCol.accessor('createdAt', { ...L('bo.members.col.started'), cell: (c) => when(lang, c.getValue()) }),
      sessionCol.accessor('lastSeenAt', { ...L('bo.members.col.lastSeen'), cell: (c) => when(lang, c.getValue()) }),
      sessionCol.accessor('ip', L('bo.members.col.ip')),
      sessionCol.accessor('userAgent', { ...L('bo.members.col.device'), cell: (c) => <span className={styles['ua']}>{c.getValue()}</span> }),
      sessionCol.accessor('live', {
        ...L('bo.members.col.state'),
        cell: (c): ReactNode =>
          c.getValue() ? (
            canWrite ? (
              <button type="button" className={styles['danger']} onClick={() => void end(c.row.original.id)} aria-label={t('bo.members.sessions.endOne', { id: c.row.original.id })}>
                {t('bo.members.sessions.end')}
              </button>
            ) : (
              t('bo.members.sessions.live')
            )
          ) : (
            t('bo.members.sessions.over')
          ),
      }),
    ]) as DataColumns<AnyRow>;
  } else {
    columns = moneyCol.columns([
      moneyCol.accessor('id', R('bo.members.col.id')),
      moneyCol.accessor('at', { ...L('bo.members.col.time'), cell: (c) => when(lang, c.getValue()) }),
      moneyCol.accessor('amount', { ...R('bo.members.col.amount'), cell: (c) => money(lang, c.getValue()) }),
      moneyCol.accessor('channel', { ...L(kind === 'deposits' ? 'bo.members.col.channel' : 'bo.members.col.bank'), cell: (c) => c.getValue() ?? '—' }),
      moneyCol.accessor('status', { ...L('bo.members.col.status'), cell: (c) => status(c.getValue()) }),
    ]) as DataColumns<AnyRow>;
  }

  return (
    <div className={styles['panel']}>
      <h3>{t(`bo.members.tab.${kind}`)}</h3>
      {kind === 'sessions' && canWrite && page?.list.some((s) => (s as MemberSessionRow).live) && (
        <div className={styles['bar']}>
          <button type="button" className={styles['danger']} onClick={() => void end()}>
            {t('bo.members.sessions.endAll')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className={styles['error']}>
          {error}
        </p>
      )}
      {done && (
        <p role="status" className={styles['ok']}>
          {done}
        </p>
      )}
      <DataTable
        label={t(`bo.members.tab.${kind}`)}
        columns={columns}
        data={page?.list ?? []}
        rowId={(r, i) => String((r as { id?: number }).id ?? i)}
        page={page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: toPage } : undefined}
        empty={t('bo.members.records.none')}
        loading={loading}
        stack
      />
    </div>
  );
}
