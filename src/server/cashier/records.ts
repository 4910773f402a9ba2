import { type Column, reportCsv } from '#server/report-csv.ts';
import type { Db } from '#server/db/connect.ts';
import { memberRollups } from '#server/games/index.ts';
import { cashPostingPage } from '#server/ledger/index.ts';
import { loadSettings, merchantTimeZone } from '#server/system/index.ts';
import { type DateRange, presetRange } from '#lib/date-presets.ts';
import type { RecordType, RecordLine } from '#lib/types/cashier.ts';

/** Entry kinds of the account record, grouped as the type filter offers them. */
export const RECORD_TYPES = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal', 'withdrawal_refund'],
  bet: ['bet', 'win', 'bet_rollback'],
  transfer: ['transfer_upline', 'transfer_downline', 'vendor_transfer_in', 'vendor_transfer_out'],
  bonus: ['bonus', 'bonus_convert'],
  wage: ['wage', 'dividend', 'commission'],
} as const;

/**
 * Spec account record (transactionHistory): every journal entry that moved the member's main
 * wallet, with the running balance, newest first. The direction is as the member sees it.
 */
export async function accountRecords(db: Db, memberId: number, q: { from: number; to: number; type?: RecordType | undefined; pageNo: number; pageSize: number }) {
  const page = await cashPostingPage(db, memberId, { from: q.from, to: q.to, kinds: q.type ? RECORD_TYPES[q.type] : undefined, pageNo: q.pageNo, pageSize: q.pageSize });
  if (!page) return { list: [] as RecordLine[], pageNum: 1, totalPages: 1, total: 0, totals: { in: 0, out: 0 } };
  return {
    list: page.rows.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, balance: r.balance_after, ref: r.ref, time: r.created_at })),
    pageNum: page.pageNum,
    totalPages: page.totalPages,
    total: page.total,
    totals: { in: page.income, out: -page.outgo },
  };
}

const RECORD_COLUMNS: Column<RecordLine>[] = [
  { key: 'id', value: (l) => l.id },
  { key: 'time', kind: 'time', value: (l) => l.time },
  { key: 'type', words: 'cashier.record.kind.', value: (l) => l.kind },
  { key: 'amount', kind: 'money', value: (l) => l.amount },
  { key: 'balance', kind: 'money', value: (l) => l.balance },
  { key: 'reference', value: (l) => l.ref },
];

/**
 * The account record as CSV for the member: headers in their language (cashier.csv.*), money in
 * the merchant's currency units with its code, times on the merchant's clock.
 */
export async function recordsCsv(db: Db, list: readonly RecordLine[], lang: string): Promise<string> {
  const { currency, timeZone } = (await loadSettings(db)).whitelabel;
  return reportCsv('cashier', RECORD_COLUMNS, list, { lang, currency, zone: timeZone });
}

/**
 * Personal profit and loss (personalProfit): per day and category from the hourly roll-ups —
 * valid bet, payout and net (payout − stake) from the member's side.
 */
export async function personalProfit(db: Db, memberId: number, q: { from: number; to: number }) {
  const zone = await merchantTimeZone(db);
  const rows = await memberRollups(db, memberId, q);
  const days = new Map<string, { day: number; category: string; bets: number; stake: number; validBet: number; payout: number }>();
  // The merchant's local day of each hour (the whitelabel.timeZone setting); the roll-ups come
  // in hour order, so a day's bounds are worked out once, not per row.
  let current: DateRange = { from: 0, to: 0 };
  for (const r of rows) {
    if (r.hour < current.from || r.hour >= current.to) current = presetRange('today', r.hour, zone);
    const day = current.from;
    const key = `${day}:${r.category}`;
    const d = days.get(key) ?? { day, category: r.category, bets: 0, stake: 0, validBet: 0, payout: 0 };
    d.bets += r.bet_count;
    d.stake += r.stake;
    d.validBet += r.valid_bet;
    d.payout += r.payout;
    days.set(key, d);
  }
  const list = [...days.values()].map((d) => ({ ...d, net: d.payout - d.stake })).sort((a, b) => b.day - a.day || a.category.localeCompare(b.category));
  const totals = list.reduce((t, d) => ({ bets: t.bets + d.bets, stake: t.stake + d.stake, validBet: t.validBet + d.validBet, payout: t.payout + d.payout, net: t.net + d.net }), { bets: 0, stake: 0, validBet: 0, payout: 0, net: 0 });
  return { list, totals };
}

/** These shapes are the ones the browser reads (src/lib/types/cashier.ts). */
export type { RecordType, RecordLine };
