import type { Db } from '#server/db/connect.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { presetRange } from '#lib/date-presets.ts';

/** Entry kinds that move money through a payment channel's clearing account. */
const DEPOSIT_KINDS = ['deposit'];
const PAYOUT_KINDS = ['withdrawal', 'withdrawal_repay'];
const RETURN_KINDS = ['withdrawal_return', 'withdrawal_refund'];

export interface ChannelDay {
  /** The merchant's local date, YYYY-MM-DD. */
  date: string;
  /** Epoch ms of that day's local midnight. */
  day: number;
  channel: string;
  deposits: number;
  depositCount: number;
  /** Money sent out through the channel (net of fees), re-payments of disputed payouts included. */
  withdrawals: number;
  withdrawalCount: number;
  /** Payouts reversed after a dispute (back to the member's hold or wallet). */
  returned: number;
}

/**
 * Daily cashier totals per channel, read from the ledger (so they equal its sums): each entry's
 * posting on a payment channel's clearing account, on the merchant's local day of the entry.
 * Deposits are what the channel brought in (the gross amount, fee included); withdrawals what it
 * paid out, and what disputes reversed of its payouts; counts are deposits credited and payouts made.
 */
export async function dailyTotals(db: Db, q: { from: number; to: number }): Promise<{ zone: string; list: ChannelDay[]; totals: { deposits: number; depositCount: number; withdrawals: number; withdrawalCount: number; returned: number } }> {
  const zone = await merchantTimeZone(db);
  const rows = await db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['e.kind', 'e.created_at', 'a.ref as channel', 'p.amount'])
    .where('a.kind', '=', 'payment_clearing')
    .where('e.kind', 'in', [...DEPOSIT_KINDS, ...PAYOUT_KINDS, ...RETURN_KINDS])
    .where('e.created_at', '>=', q.from)
    .where('e.created_at', '<', q.to)
    .orderBy('e.created_at')
    .execute();
  const dateOf = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<string, ChannelDay>();
  let current = { from: 0, to: 0 };
  for (const r of rows) {
    const at = Number(r.created_at);
    if (at < current.from || at >= current.to) current = presetRange('today', at, zone);
    const key = `${current.from}:${r.channel}`;
    const d = days.get(key) ?? { date: dateOf.format(current.from), day: current.from, channel: r.channel, deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, returned: 0 };
    const amount = Number(r.amount);
    if (DEPOSIT_KINDS.includes(r.kind)) {
      d.deposits -= amount;
      d.depositCount++;
    } else if (RETURN_KINDS.includes(r.kind)) {
      d.returned -= amount;
    } else {
      d.withdrawals += amount;
      if (r.kind === 'withdrawal') d.withdrawalCount++;
    }
    days.set(key, d);
  }
  const list = [...days.values()].sort((a, b) => b.day - a.day || a.channel.localeCompare(b.channel));
  const totals = list.reduce(
    (t, d) => ({ deposits: t.deposits + d.deposits, depositCount: t.depositCount + d.depositCount, withdrawals: t.withdrawals + d.withdrawals, withdrawalCount: t.withdrawalCount + d.withdrawalCount, returned: t.returned + d.returned }),
    { deposits: 0, depositCount: 0, withdrawals: 0, withdrawalCount: 0, returned: 0 },
  );
  return { zone, list, totals };
}
