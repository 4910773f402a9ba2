import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportCsvUrl, reportsApi } from '#lib/backoffice/reports-api.ts';
import type { AgentPage, CashierPage, GgrPage, PlayerPage } from '#lib/contracts/backoffice-reports.ts';
import { formatDate, formatMoney, formatNumber } from '#lib/format.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';
import type { SortState } from '../../common/data-table/columns.ts';
import { DataTable } from '../../common/data-table/data-table.tsx';
import { type RangeChoice, RangePicker, rangeParams, rangeQuery, readParams, readRange, writeParams } from './range-picker.tsx';
import { agentColumns, cashierColumns, type Formats, ggrColumns, playerColumns } from './report-tables.tsx';
import styles from './reports.module.css';
import type { DeskProps } from '../desk-props.ts';

// Promotion cost is not offered: promotions do not exist yet.
const REPORTS = ['ggr', 'players', 'cashier', 'agents'] as const;
type Report = (typeof REPORTS)[number];
const GGR_GROUPS = ['category', 'vendor', 'game', 'day'] as const;
const CASHIER_GROUPS = ['channel', 'status'] as const;
const PLAYER_ORDERS = ['winners', 'losers', 'turnover'] as const;
const TYPES = ['', 'deposit', 'withdrawal'] as const;
const PAGE_SIZE = 50;

/** What the address holds besides the range; the defaults are left out of it. */
interface View {
  report: Report;
  group: string;
  show: (typeof PLAYER_ORDERS)[number];
  type: (typeof TYPES)[number];
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
}
const DEFAULTS = { report: 'ggr', group: '', show: 'winners', type: '', sort: '', dir: 'desc', page: 1 } as const;
const DEFAULT_SORT: Record<Report, string> = { ggr: 'ggr', players: '', cashier: 'amount', agents: 'amount' };
const pick = <T extends string>(list: readonly T[], v: string | null, fallback: T): T => list.find((x) => x === v) ?? fallback;

function readView(): View {
  const p = readParams();
  const report = pick(REPORTS, p.get('report'), 'ggr');
  const groups: readonly string[] = report === 'cashier' ? CASHIER_GROUPS : GGR_GROUPS;
  const page = Number(p.get('page'));
  return {
    report,
    group: pick(groups, p.get('group'), groups[0] ?? ''),
    show: pick(PLAYER_ORDERS, p.get('show'), 'winners'),
    type: pick(TYPES, p.get('type'), ''),
    sort: /^[a-zA-Z]{1,20}$/.test(p.get('sort') ?? '') ? (p.get('sort') ?? '') : DEFAULT_SORT[report],
    dir: p.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

type Answer = { report: 'ggr'; page: GgrPage } | { report: 'players'; page: PlayerPage } | { report: 'cashier'; page: CashierPage } | { report: 'agents'; page: AgentPage };

/** The reports desk: a report, its grouping and filters, a server-paged sortable table with totals, and its CSV. */
export default function ReportsDesk({ lang }: DeskProps) {
  const { t } = useTranslation();
  const id = useId();
  const [view, setView] = useState<View>({ ...DEFAULTS, group: 'category', sort: 'ggr' });
  const [range, setRange] = useState<RangeChoice>({ preset: 'prev7' });
  const [ready, setReady] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [zone, setZone] = useState(DEFAULT_TIME_ZONE);

  useEffect(() => {
    setView(readView());
    setRange(readRange(readParams()));
    setReady(true);
  }, []);

  const query = useMemo(() => {
    const r = rangeQuery(range, zone);
    const paging = { pageNo: view.page, pageSize: PAGE_SIZE };
    const order = view.dir;
    switch (view.report) {
      case 'ggr':
        return { report: 'ggr' as const, q: { ...r, ...paging, groupBy: pick(GGR_GROUPS, view.group, 'category'), sort: pick(['key', 'betCount', 'stake', 'validBet', 'payout', 'ggr'] as const, view.sort, 'ggr'), order } };
      case 'players':
        return { report: 'players' as const, q: { ...r, ...paging, order: view.show } };
      case 'cashier':
        return { report: 'cashier' as const, q: { ...r, ...paging, groupBy: pick(CASHIER_GROUPS, view.group, 'channel'), type: view.type || undefined, sort: pick(['key', 'count', 'amount', 'fee'] as const, view.sort, 'amount'), order } };
      case 'agents':
        return { report: 'agents' as const, q: { ...r, ...paging, sort: pick(['account', 'kind', 'settlements', 'validBet', 'profit', 'gross', 'amount', 'paid'] as const, view.sort, 'amount'), order } };
    }
  }, [view, range, zone]);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    const call: Promise<Answer> =
      query.report === 'ggr'
        ? reportsApi.ggr(query.q).then((page) => ({ report: 'ggr', page }))
        : query.report === 'players'
          ? reportsApi.players(query.q).then((page) => ({ report: 'players', page }))
          : query.report === 'cashier'
            ? reportsApi.cashier(query.q).then((page) => ({ report: 'cashier', page }))
            : reportsApi.agents(query.q).then((page) => ({ report: 'agents', page }));
    call.then(
      (a) => {
        if (!live) return;
        setAnswer(a);
        setLoading(false);
        if (a.page.zone !== zone) setZone(a.page.zone);
      },
      () => {
        if (!live) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [ready, query, zone]);

  const change = (next: Partial<View>) => {
    const merged = { ...view, page: 1, ...next };
    if (next.report && next.report !== view.report) {
      const groups: readonly string[] = next.report === 'cashier' ? CASHIER_GROUPS : GGR_GROUPS;
      Object.assign(merged, { group: groups[0], sort: DEFAULT_SORT[next.report], dir: 'desc', type: '' });
    }
    setView(merged);
    writeParams({ ...merged, group: merged.group, sort: merged.sort === DEFAULT_SORT[merged.report] ? undefined : merged.sort, page: merged.page }, { ...DEFAULTS, group: merged.report === 'cashier' ? 'channel' : 'category' });
  };
  const chooseRange = (next: RangeChoice) => {
    setRange(next);
    setView((v) => ({ ...v, page: 1 }));
    writeParams({ ...rangeParams(next), page: undefined }, { range: 'prev7' });
  };

  const page = answer?.report === view.report ? answer.page : null;
  const f: Formats = {
    money: (minor) => formatMoney(minor, lang, { symbol: page?.symbol ?? '', minorUnits: page?.minorUnits ?? 2 }),
    count: (n) => formatNumber(n, lang),
  };
  const day = (ms: number) => formatDate(ms, lang, zone);
  const csvQuery: Record<string, string | number | undefined> = { ...(query.q as Record<string, string | number | undefined>) };
  const sort: SortState = { sort: view.sort, order: view.dir };
  const onSort = (s: SortState) => change({ sort: s.sort, dir: s.order });
  const paging = page ? { pageNum: page.pageNum, totalPages: page.totalPages, onPage: (n: number) => change({ page: n }) } : undefined;
  const reportName = t(`bo.reports.kind.${view.report}`);
  const caption = page ? t('bo.reports.caption', { report: reportName, from: day(page.range.from), to: day(page.range.to - 1), currency: page.currency }) : reportName;

  let table: ReactNode = null;
  const common = { label: caption, empty: t('bo.reports.empty'), loading, footerLabel: t('bo.reports.total') };
  if (view.report === 'ggr') {
    const p = answer?.report === 'ggr' ? answer.page : null;
    table = (
      <DataTable
        {...common}
        columns={ggrColumns(t, f, view.group)}
        data={p?.list ?? []}
        rowId={(r) => r.key}
        sort={sort}
        onSort={onSort}
        page={paging}
        footer={p ? { betCount: f.count(p.totals.betCount), stake: f.money(p.totals.stake), validBet: f.money(p.totals.validBet), payout: f.money(p.totals.payout), ggr: f.money(p.totals.ggr) } : undefined}
      />
    );
  } else if (view.report === 'players') {
    const p = answer?.report === 'players' ? answer.page : null;
    table = (
      <DataTable
        {...common}
        columns={playerColumns(t, f)}
        data={p?.list ?? []}
        rowId={(r) => String(r.memberId)}
        page={paging}
        footer={p ? { betCount: f.count(p.totals.betCount), stake: f.money(p.totals.stake), validBet: f.money(p.totals.validBet), payout: f.money(p.totals.payout), result: f.money(p.totals.result) } : undefined}
      />
    );
  } else if (view.report === 'cashier') {
    const p = answer?.report === 'cashier' ? answer.page : null;
    table = (
      <>
        <DataTable {...common} columns={cashierColumns(t, f)} data={p?.list ?? []} rowId={(r) => `${r.type}:${r.key}`} sort={sort} onSort={onSort} page={paging} />
        {p && (
          <dl className={styles['cards']}>
            <div className={styles['card']}>
              <dt className={styles['cardLabel']}>{t('bo.reports.totalDeposits')}</dt>
              <dd className={styles['cardValue']}>{f.money(p.totals.deposits.amount)}</dd>
              <dd className={styles['change']}>{t('bo.reports.col.count')}: {f.count(p.totals.deposits.count)}</dd>
            </div>
            <div className={styles['card']}>
              <dt className={styles['cardLabel']}>{t('bo.reports.totalWithdrawals')}</dt>
              <dd className={styles['cardValue']}>{f.money(p.totals.withdrawals.amount)}</dd>
              <dd className={styles['change']}>{t('bo.reports.col.count')}: {f.count(p.totals.withdrawals.count)}</dd>
            </div>
          </dl>
        )}
      </>
    );
  } else {
    const p = answer?.report === 'agents' ? answer.page : null;
    table = (
      <DataTable
        {...common}
        columns={agentColumns(t, f)}
        data={p?.list ?? []}
        rowId={(r) => `${r.agentId}:${r.kind}`}
        sort={sort}
        onSort={onSort}
        page={paging}
        footer={p ? { settlements: f.count(p.totals.settlements), validBet: f.money(p.totals.validBet), profit: f.money(p.totals.profit), gross: f.money(p.totals.gross), amount: f.money(p.totals.amount), paid: f.money(p.totals.paid) } : undefined}
      />
    );
  }

  return (
    <div className={styles['desk']}>
      <h1>{t('bo.reports.title')}</h1>
      <div className={styles['toolbar']}>
        <div className={styles['field']}>
          <label htmlFor={`${id}-report`}>{t('bo.reports.choose')}</label>
          <select id={`${id}-report`} value={view.report} onChange={(e) => change({ report: pick(REPORTS, e.target.value, 'ggr') })}>
            {REPORTS.map((r) => (
              <option key={r} value={r}>
                {t(`bo.reports.kind.${r}`)}
              </option>
            ))}
          </select>
        </div>
        {(view.report === 'ggr' || view.report === 'cashier') && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-group`}>{t('bo.reports.groupBy')}</label>
            <select id={`${id}-group`} value={view.group} onChange={(e) => change({ group: e.target.value })}>
              {(view.report === 'ggr' ? GGR_GROUPS : CASHIER_GROUPS).map((g) => (
                <option key={g} value={g}>
                  {t(`bo.reports.group.${g}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {view.report === 'players' && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-show`}>{t('bo.reports.order')}</label>
            <select id={`${id}-show`} value={view.show} onChange={(e) => change({ show: pick(PLAYER_ORDERS, e.target.value, 'winners') })}>
              {PLAYER_ORDERS.map((o) => (
                <option key={o} value={o}>
                  {t(`bo.reports.order.${o}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        {view.report === 'cashier' && (
          <div className={styles['field']}>
            <label htmlFor={`${id}-type`}>{t('bo.reports.type')}</label>
            <select id={`${id}-type`} value={view.type} onChange={(e) => change({ type: pick(TYPES, e.target.value, '') })}>
              {TYPES.map((ty) => (
                <option key={ty} value={ty}>
                  {t(`bo.reports.type.${ty || 'all'}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <RangePicker value={range} onChange={chooseRange} />
        <a className={styles['button']} href={reportCsvUrl(view.report, csvQuery)} download>
          {t('bo.reports.download')}
        </a>
      </div>
      {failed && (
        <p role="alert" className={styles['error']}>
          {t('bo.reports.error')}
        </p>
      )}
      {table}
    </div>
  );
}
