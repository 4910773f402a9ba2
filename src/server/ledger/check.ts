import type { SqlRunner } from '#server/db/sql-runner.ts';

/** One broken invariant with the rows that break it (at most 20 shown). */
export interface Violation {
  invariant: string;
  rows: Record<string, unknown>[];
}

const LIMIT = 20;

/**
 * DESIGN.md invariants 1–5 over the whole database:
 * 1. every entry's postings sum to zero in one unit (a currency, or PTS for points), and all postings together do;
 * 2. every stored balance equals the sum of its account's postings;
 * 3. no member's money or points are negative (points: unit PTS), and owed points are never a credit;
 * 4. each provider transaction, and every idempotency key, moved money once;
 * 5. postings are append-only: the triggers are in place and every running balance chains;
 * 8. no bet is both rolled back and paid, no real-money stake, win or refund lands on a round
 *    without a bet of that player, and each bet's stake and payout equal its journal entries
 *    (cash and bonus wallet together);
 * 9. the bonus wallet: no money in it without an active bonus, an active bonus's wagering is the
 *    sum of its counted bets, and a bonus is converted, forfeited or expired by one entry.
 */
export async function checkLedger(sql: SqlRunner, dialect: 'sqlite' | 'postgres'): Promise<Violation[]> {
  const found: Violation[] = [];
  const check = async (invariant: string, query: string) => {
    const rows = await sql.all<Record<string, unknown>>(`${query} limit ${LIMIT}`);
    if (rows.length) found.push({ invariant, rows });
  };

  await check('1. an entry whose postings do not sum to zero', 'select entry_id, sum(amount) as total from postings group by entry_id having sum(amount) <> 0');
  await check('1. an entry without postings', 'select e.id, e.idempotency_key from journal_entries e where not exists (select 1 from postings p where p.entry_id = e.id)');
  await check('1. a posting of an entry or account that does not exist', 'select p.id, p.entry_id, p.account_id from postings p left join journal_entries e on e.id = p.entry_id left join ledger_accounts a on a.id = p.account_id where e.id is null or a.id is null');
  await check(
    '1. an entry whose postings mix units (currencies, or money and points)',
    'select p.entry_id, count(distinct a.currency) as units from postings p join ledger_accounts a on a.id = p.account_id group by p.entry_id having count(distinct a.currency) > 1',
  );
  await check('1. all postings together do not sum to zero', 'select sum(amount) as total from postings having sum(amount) <> 0');
  await check('1. the postings of one unit do not sum to zero', 'select a.currency, sum(p.amount) as total from postings p join ledger_accounts a on a.id = p.account_id group by a.currency having sum(p.amount) <> 0');
  await check(
    '2. a stored balance differs from the sum of its postings',
    'select a.id, a.kind, a.owner_id, a.ref, a.balance, coalesce(sum(p.amount), 0) as postings from ledger_accounts a left join postings p on p.account_id = a.id group by a.id, a.kind, a.owner_id, a.ref, a.balance having a.balance <> coalesce(sum(p.amount), 0)',
  );
  await check('3. a negative balance where none is allowed', 'select id, kind, owner_id, ref, balance from ledger_accounts where balance < 0 and allow_negative = 0');
  await check(
    "3. a member's account that allows overdraft",
    "select id, kind, owner_id from ledger_accounts where allow_negative = 1 and kind in ('member_cash', 'withdrawal_hold', 'vendor_wallet', 'play', 'member_bonus', 'member_points', 'lottery_reserve')",
  );
  await check("3. a member's owed points above zero (owed points are a debt, never a credit)", "select id, owner_id, balance from ledger_accounts where kind = 'member_points_owed' and balance > 0");
  await check(
    '4. a provider transaction that moved money without its entry',
    'select t.vendor_code, t.txn_id, t.kind, t.entry_key from provider_txns t left join journal_entries e on e.idempotency_key = t.entry_key where t.entry_key is not null and (e.id is null or t.status <> 200)',
  );
  await check(
    '4. a provider entry that no transaction claims',
    "select e.id, e.idempotency_key from journal_entries e where e.idempotency_key like 'prov:%' and not exists (select 1 from provider_txns t where t.entry_key = e.idempotency_key)",
  );
  await betRules(check);
  await check(
    '9. money in a bonus wallet whose member has no active bonus',
    "select a.id, a.owner_id, a.balance from ledger_accounts a where a.kind = 'member_bonus' and a.balance <> 0 and not exists (select 1 from member_bonuses b where b.member_id = a.owner_id and b.status = 'active')",
  );
  await check(
    '9. a bonus wagered twice for one bet, or whose wagering differs from its counted bets',
    "select b.id, b.wagered, coalesce(w.total, 0) as counted from member_bonuses b left join (select bonus_id, sum(amount) as total from bonus_wagers group by bonus_id) w on w.bonus_id = b.id where b.status = 'active' and b.wagered <> coalesce(w.total, 0)",
  );
  await check(
    '9. a bonus closed by more than one entry',
    "select e.ref, count(*) as entries from journal_entries e where e.kind in ('bonus_convert', 'bonus_forfeit', 'bonus_expire') and e.idempotency_key not like '%:refund:%' group by e.ref having count(*) > 1",
  );
  await check(
    '5. a running balance that does not chain',
    'select id, account_id, amount, balance_after, prev from (select id, account_id, amount, balance_after, lag(balance_after, 1, 0) over (partition by account_id order by id) as prev from postings) chained where balance_after <> prev + amount',
  );
  const triggers =
    dialect === 'sqlite'
      ? await sql.all<{ name: string }>("select name from sqlite_master where type = 'trigger' and name in ('postings_no_update', 'postings_no_delete', 'journal_no_update', 'journal_no_delete')")
      : await sql.all<{ name: string }>(
          "select t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and t.tgname in ('postings_no_update', 'journal_no_update')",
        );
  if (triggers.length !== (dialect === 'sqlite' ? 4 : 2)) found.push({ invariant: '5. the append-only triggers are missing', rows: triggers });
  return found;
}

/** The member-side money of each provider round: what the player's wallets (cash, a vendor's, the bonus wallet) gave (stakes less refunds) and got (wins). */
const ROUND_MONEY = `select e.ref, e.member_id, sum(case when e.kind = 'win' then 0 else -p.amount end) as staked, sum(case when e.kind = 'win' then p.amount else 0 end) as paid
  from journal_entries e join postings p on p.entry_id = e.id join ledger_accounts a on a.id = p.account_id
  where e.kind in ('bet', 'bet_rollback', 'win') and a.kind in ('member_cash', 'vendor_wallet', 'member_bonus') and a.owner_id = e.member_id
  group by e.ref, e.member_id`;

/** Invariant 8 for provider rounds (play money has no bet rows and is left out). */
async function betRules(check: (invariant: string, query: string) => Promise<void>): Promise<void> {
  const round = "b.vendor_code || ':' || b.round_id";
  await check(
    '8. a round both rolled back and paid',
    `select b.id, b.vendor_code, b.round_id, b.status, b.payout from bets b where b.status = 'rolled_back' and (b.payout <> 0 or exists (select 1 from journal_entries w where w.ref = ${round} and w.kind = 'win'))`,
  );
  await check(
    '8. a stake refunded after its round was paid',
    `select b.id, b.vendor_code, b.round_id, r.id as rollback_entry, w.id as win_entry from bets b join journal_entries r on r.ref = ${round} and r.kind = 'bet_rollback' join journal_entries w on w.ref = r.ref and w.kind = 'win' and w.id < r.id`,
  );
  await check(
    "8. a real-money stake, win or refund on a round without a bet of that player (or a win on a rolled-back one)",
    `select m.ref, m.member_id, m.staked, m.paid from (${ROUND_MONEY}) m where not exists (select 1 from bets b where ${round} = m.ref and b.member_id = m.member_id and (b.status <> 'rolled_back' or m.paid = 0))`,
  );
  await check(
    "8. a bet whose stake or payout differs from its journal entries",
    `select b.id, b.vendor_code, b.round_id, b.stake, b.payout, coalesce(m.staked, 0) as staked, coalesce(m.paid, 0) as paid from bets b left join (${ROUND_MONEY}) m on m.ref = ${round} and m.member_id = b.member_id where b.stake <> coalesce(m.staked, 0) or b.payout <> coalesce(m.paid, 0)`,
  );
}
