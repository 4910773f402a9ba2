import { type Column, reportCsv } from '#server/agents/csv.ts';
import { dayStart } from '#server/agents/periods.ts';
import type { Db } from '#server/db/connect.ts';
import { loadSettings, merchantTimeZone } from '#server/system/settings.ts';
import type { RecordType, RecordLine } from '#lib/types/cashier.ts';

/** Entry kinds of the account record, grouped as the type filter offers them. */
export const RECORD_TYPES = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold', 'withdrawal_release', 'withdrawal'],
  bet: ['bet', 'win', 'bet_rollback'],
  transfer: ['transfer_upline', 'transfer_downline', 'vendor_transfer_in', 'vendor_transfer_out'],
  bonus: ['bonus'],
  wage: ['wage', 'dividend', 'commission'],
} as const;

/**
 * Spec account record (transactionHistory): every journal entry that moved the member's main
 * wallet, with the running balance, newest first. The direction is as the member sees it.
 */
export async function accountRecords(db: Db, memberId: number, q: { from: number; to: number; type?: RecordType | undefined; pageNo: number; pageSize: number }) {
  const account = await db.selectFrom('ledger_accounts').select('id').where('kind', '=', 'member_cash').where('owner_id', '=', memberId).where('ref', '=', '').executeTakeFirst();
  if (!account) return { list: [] as RecordLine[], pageNum: 1, totalPages: 1, total: 0, totals: { in: 0, out: 0 } };
  let base = db.selectFrom('postings as p').innerJoin('journal_entries as e', 'e.id', 'p.entry_id').where('p.account_id', '=', account.id).where('p.created_at', '>=', q.from).where('p.created_at', '<', q.to);
  if (q.type) base = base.where('e.kind', 'in', [...RECORD_TYPES[q.type]]);
  const sums = await base
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('p.amount', '>', 0).then(eb.ref('p.amount')).else(0).end()), eb.lit(0)).as('income'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('p.amount', '<', 0).then(eb.ref('p.amount')).else(0).end()), eb.lit(0)).as('outgo'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(sums.n);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await base
    .select(['p.id', 'e.kind', 'p.amount', 'p.balance_after', 'e.ref', 'p.created_at'])
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  return {
    list: rows.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, balance: r.balance_after, ref: r.ref, time: r.created_at })),
    pageNum,
    totalPages,
    total,
    totals: { in: Number(sums.income), out: -Number(sums.outgo) },
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
  const rows = await db
    .selectFrom('bet_rollups')
    .select(['hour', 'category', 'bet_count', 'stake', 'valid_bet', 'payout'])
    .where('member_id', '=', memberId)
    .where('hour', '>=', q.from)
    .where('hour', '<', q.to)
    .orderBy('hour')
    .execute();
  const days = new Map<string, { day: number; category: string; bets: number; stake: number; validBet: number; payout: number }>();
  for (const r of rows) {
    const day = dayStart(r.hour, zone); // the merchant's local day (the whitelabel.timeZone setting)
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
