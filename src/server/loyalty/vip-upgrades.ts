/**
 * Rank upgrades (issue 17 §VIP): a member whose valid bet and deposits over the rolling window
 * reach a higher rank of the ladder is raised to it at once, never lowered here (relegation is
 * the monthly review's, vip-review.ts). One upgrade is one unit of work: the member's row locked,
 * a guarded update of members.vip_rank, a rank-history row and the upgrade bonus of each rank
 * passed, keyed per member and rank so it is paid once ever, however many runs or settlements
 * cross the threshold together.
 */
import { rankReached, type VipRank } from '#lib/contracts/loyalty-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { creditedDepositsByMember, membersCreditedSince } from '#server/cashier/index.ts';
import { insertMessages, notifyMessages } from '#server/content/index.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, statements } from '#server/db/statement-builder.ts';
import { membersWithRollupsSince, validBetByMember } from '#server/games/index.ts';
import { vipLadder } from '#server/members/index.ts';
import { dayStart, HOUR, loadSettings, merchantCurrency, merchantTimeZone } from '#server/system/index.ts';
import { advanceCursor, cursorAt } from './cursors.ts';
import { payVipBonus } from './vip-bonus.ts';
import { rankOf } from './vip-progress.ts';
import { rollingWindow } from './vip-window.ts';

/** Ids per query when a set of members is read at once. */
const CHUNK = 500;

/** Members who can hold a rank: real players and agents, not trial accounts nor house bots. */
export async function rankedMembers(db: Db, ids?: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const read = async (chunk?: readonly number[]) => {
    let q = db.selectFrom('members').select(['id', 'vip_rank']).where('is_agent', '<>', 4).where('kind', '<>', 'bot');
    if (chunk) q = q.where('id', 'in', chunk);
    for (const r of await q.execute()) out.set(Number(r.id), Number(r.vip_rank));
  };
  if (!ids) await read();
  else for (let i = 0; i < ids.length; i += CHUNK) await read(ids.slice(i, i + CHUNK));
  return out;
}

/** Reads the member's rank under a row lock (PostgreSQL; SQLite's writer is already alone). */
export async function lockedRank(sql: SqlRunner, memberId: number): Promise<number | undefined> {
  const row = await sql.get<{ vip_rank: number }>(`select vip_rank from members where id = ?${sql.dialect === 'postgres' ? ' for update' : ''}`, [memberId]);
  return row ? Number(row.vip_rank) : undefined;
}

export interface Upgrade {
  memberId: number;
  from: number;
  to: number;
  /** Upgrade bonuses this call paid (ranks passed whose bonus was not paid before). */
  bonuses: number;
}

/**
 * Raises one member to `to` in the caller's unit, when below it: a guarded update, a history row
 * and the bonuses of every rank passed. Answers undefined when the member is already at or above
 * `to` (another run got there first).
 */
export async function upgradeIn(sql: SqlRunner, memberId: number, to: number, ladder: readonly VipRank[], currency: string, now: number): Promise<Upgrade | undefined> {
  const from = await lockedRank(sql, memberId);
  if (from === undefined || from >= to) return undefined;
  const q = statements(sql);
  const raised = await changed(sql, q.updateTable('members').set({ vip_rank: to }).where('id', '=', memberId).where('vip_rank', '=', from));
  if (raised !== 1) return undefined;
  await changed(sql, q.insertInto('vip_rank_changes').values({ member_id: memberId, from_rank: from, to_rank: to, reason: 'upgrade', note: null, staff_id: null, created_at: now }));
  let bonuses = 0;
  for (const r of ladder) {
    if (r.rank <= from || r.rank > to) continue;
    if (await payVipBonus(sql, { memberId, kind: 'upgrade', of: String(r.rank), amount: r.upgradeBonus, turnover: r.bonusTurnover, currency }, now)) bonuses++;
  }
  return { memberId, from, to, bonuses };
}

/** Upgrades each member whose reached rank is above the one held; tells their open pages. Answers the upgrades made. */
export async function applyUpgrades(app: AppContext, reached: ReadonlyMap<number, number>, held: ReadonlyMap<number, number>, ladder: readonly VipRank[], now: number): Promise<Upgrade[]> {
  const due = [...reached].filter(([id, rank]) => rank > (held.get(id) ?? Number.MAX_SAFE_INTEGER));
  if (!due.length) return [];
  const currency = await merchantCurrency(app.db);
  const done: Upgrade[] = [];
  for (const [memberId, to] of due) {
    const up = await app.ledger.run((sql) => upgradeIn(sql, memberId, to, ladder, currency, now));
    if (!up) continue;
    done.push(up);
    app.events.publish({ type: 'rewards', memberId, data: { vipRank: up.to, from: up.from, bonuses: up.bonuses } });
    if (up.bonuses) app.events.publish({ type: 'balance', memberId, data: { reason: 'vip-upgrade' } });
    await insertMessages(app.db, [memberId], 'vip_upgraded', { rank: up.to, label: rankOf(ladder, up.to).label }, now);
    await notifyMessages(app.db, app.events, [memberId], 'vip_upgraded');
  }
  return done;
}

/** The rank each member's window figures reach (members with neither bet nor deposits reach rank 0 and are left out). */
export function ranksReached(ladder: readonly VipRank[], bets: ReadonlyMap<number, number>, deposits: ReadonlyMap<number, number>, members: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const id of members) {
    const rank = rankReached(ladder, bets.get(id) ?? 0, deposits.get(id) ?? 0);
    if (rank > 0) out.set(id, rank);
  }
  return out;
}

/** Window totals of some members (or of all), one aggregate query per source per chunk. */
async function windowTotals(db: Db, now: number, days: number, ids?: readonly number[]) {
  const window = rollingWindow(now, days);
  if (!ids) return { bets: await validBetByMember(db, window), deposits: await creditedDepositsByMember(db, window) };
  const bets = new Map<number, number>();
  const deposits = new Map<number, number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    for (const [k, v] of await validBetByMember(db, window, chunk)) bets.set(k, v);
    for (const [k, v] of await creditedDepositsByMember(db, window, chunk)) deposits.set(k, v);
  }
  return { bets, deposits };
}

/** Recomputes the given members' ranks (all members when `ids` is left out) and applies the upgrades due. */
export async function recomputeRanks(app: AppContext, now: number, ids?: readonly number[]): Promise<{ members: number; upgrades: Upgrade[] }> {
  const { db } = app;
  const [ladder, settings] = await Promise.all([vipLadder(db), loadSettings(db)]);
  const held = await rankedMembers(db, ids);
  const members = ids ? ids.filter((id) => held.has(id)) : [...held.keys()];
  if (!members.length) return { members: 0, upgrades: [] };
  const { bets, deposits } = await windowTotals(db, now, settings.loyalty.windowDays, ids ? members : undefined);
  const reached = ranksReached(ladder, bets, deposits, members);
  return { members: members.length, upgrades: await applyUpgrades(app, reached, held, ladder, now) };
}

const CURSOR = 'vip-upgrades';
/** A deposit credited this long before the cursor is looked at again (a credit committed late is not missed). */
const DEPOSIT_MARGIN = 5 * 60_000;
/** Roll-up hours looked at: the running one and the two before (a late settlement writes to the hour its bet was placed). */
const RECENT_HOURS = 2;

/**
 * The every-minute job: members with roll-up rows in the last hours or a deposit credited since
 * the cursor are recomputed, and those who reached a higher rank upgraded. Answers the upgrades.
 */
export async function runVipUpgrades(app: AppContext, now: number): Promise<number> {
  const { db } = app;
  const cursor = await cursorAt(db, CURSOR);
  const since = Math.max(0, cursor - DEPOSIT_MARGIN);
  const [players, depositors] = await Promise.all([membersWithRollupsSince(db, Math.floor(now / HOUR) * HOUR - RECENT_HOURS * HOUR), membersCreditedSince(db, since)]);
  const ids = [...new Set([...players, ...depositors.members])];
  const { upgrades } = ids.length ? await recomputeRanks(app, now, ids) : { upgrades: [] };
  if (depositors.latest > cursor) await advanceCursor(db, CURSOR, depositors.latest, now);
  return upgrades.length;
}

const NIGHTLY = 'vip-recompute';

/**
 * Once a day (the first tick of each local day): every member recomputed from the whole window, so
 * a bet that settled hours after it was placed (outside the minute job's recent hours) still
 * counts towards an upgrade within a day. Answers the upgrades.
 */
export async function runNightlyRecompute(app: AppContext, now: number): Promise<number> {
  const today = dayStart(now, await merchantTimeZone(app.db));
  if ((await cursorAt(app.db, NIGHTLY)) >= today) return 0;
  const { upgrades } = await recomputeRanks(app, now);
  await advanceCursor(app.db, NIGHTLY, today, now);
  return upgrades.length;
}
