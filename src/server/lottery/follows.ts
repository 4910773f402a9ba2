/**
 * Follows: one slip played on a lottery's next N draws. Creating one reserves the whole amount
 * (draw stake × draws) at once, in one ledger entry from the member's cash to their lottery
 * reserve; each draw's stake returns from the reserve to cash when that draw's tickets are placed
 * (follow-jobs.ts), and whatever is still reserved returns when the follow ends — done, won, stopped
 * by the player, or ended by a time-out or exclusion. Every entry is keyed, every change of the
 * follow row guarded by the state it expects.
 */
import type { SlipItem } from '#lib/contracts/lottery-tickets.ts';
import type { FollowStatus, FollowStopReason } from '#lib/contracts/lottery-model.ts';
import type { FollowView } from '#lib/contracts/lottery-shapes.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { NotFound, ValidationFailed } from '#server/errors.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { AccountExcluded, exclusionIn, stakeLock } from '#server/members/index.ts';
import { getSetting, merchantCurrency } from '#server/system/index.ts';
import { FollowNotActive, UnknownDraw } from './errors.ts';
import { lotteryByCode, lotteryName } from './lotteries.ts';
import { cashIn, publishBalances } from './place-tickets.ts';
import { oddsRows, priceSlip, slipStake } from './slip.ts';

export interface FollowInput {
  lottery: string;
  items: SlipItem[];
  draws: number;
  stopOnWin: boolean;
  requestId: string;
  language: string;
}

/** A follow row with its lottery's code and names (FOLLOW_SELECT). */
export interface FollowRow {
  id: number;
  member_id: number;
  lottery_id: number;
  items: string;
  draw_stake: number;
  draws_total: number;
  draws_placed: number;
  first_draw_id: number;
  last_draw_id: number | null;
  stop_on_win: number;
  reserved: number;
  status: string;
  stop_reason: string | null;
  created_at: number;
  ended_at: number | null;
  code: string;
  names: string;
}

const FOLLOW_SELECT = `select f.id, f.member_id, f.lottery_id, f.items, f.draw_stake, f.draws_total, f.draws_placed, f.first_draw_id, f.last_draw_id, f.stop_on_win, f.reserved, f.status, f.stop_reason, f.created_at, f.ended_at, l.code, l.names
  from lottery_follows f join lotteries l on l.id = f.lottery_id`;

/** Lock key of one follow: its placements and its end never interleave. */
export const followLock = (id: number) => `lottery-follow:${id}`;

export const followRowIn = (sql: SqlRunner, id: number) => sql.get<FollowRow>(`${FOLLOW_SELECT} where f.id = ?`, [id]);

export function followView(r: FollowRow, lang: string): FollowView {
  return {
    id: Number(r.id),
    lottery: r.code,
    lotteryName: lotteryName({ code: r.code, names: JSON.parse(r.names) as Record<string, string> }, lang),
    items: JSON.parse(r.items) as FollowView['items'],
    drawStake: Number(r.draw_stake),
    drawsTotal: Number(r.draws_total),
    drawsPlaced: Number(r.draws_placed),
    stopOnWin: Number(r.stop_on_win) === 1,
    reserved: Number(r.reserved),
    status: r.status as FollowStatus,
    stopReason: r.stop_reason as FollowStopReason | null,
    createdAt: Number(r.created_at),
    endedAt: r.ended_at === null ? null : Number(r.ended_at),
  };
}

/**
 * Inside a unit of work holding the follow's lock: ends an active follow (guarded by the draws it
 * has placed) and returns what is still reserved to cash, once (the entry's key is the follow's).
 * Answers the member's cash balance after it.
 */
export async function endFollowIn(sql: SqlRunner, f: FollowRow, status: Exclude<FollowStatus, 'active'>, reason: FollowStopReason | null, currency: string, now: number): Promise<number> {
  const ended = await sql.run("update lottery_follows set status = ?, stop_reason = ?, reserved = 0, ended_at = ? where id = ? and status = 'active' and draws_placed = ?", [
    status,
    reason,
    now,
    f.id,
    f.draws_placed,
  ]);
  if (ended !== 1) throw new FollowNotActive('This follow has already ended.');
  const reserved = Number(f.reserved);
  if (reserved > 0) {
    const moved = await post(
      sql,
      {
        kind: 'lottery_release',
        key: `lottery:follow:${f.id}:end`,
        memberId: Number(f.member_id),
        ref: `follow:${f.id}`,
        meta: { follow: Number(f.id), reason: reason ?? status },
        postings: [
          { account: Accounts.cash(Number(f.member_id), currency), amount: reserved },
          { account: Accounts.lotteryReserve(Number(f.member_id), currency), amount: -reserved },
        ],
      },
      now,
    );
    if (moved.firstBalance !== undefined) return moved.firstBalance;
  }
  return cashIn(sql, Number(f.member_id), currency);
}

/** POST /wps/lottery/follows: reserves draw stake × draws and starts following from the next draw. */
export async function createFollow(app: AppContext, memberId: number, input: FollowInput): Promise<{ follow: FollowView; balance: number; replayed: boolean }> {
  const lottery = await lotteryByCode(app.db, input.lottery);
  const [settings, odds, currency] = await Promise.all([getSetting(app.db, 'lottery'), oddsRows(app.db, lottery.id), merchantCurrency(app.db)]);
  if (!Number.isInteger(input.draws) || input.draws < 1 || input.draws > settings.followMaxDraws) {
    throw new ValidationFailed(`A follow covers 1 to ${settings.followMaxDraws} draws.`, { maxDraws: settings.followMaxDraws });
  }
  const priced = priceSlip(lottery, odds, settings, input.items);
  const drawStake = slipStake(priced);
  const total = drawStake * input.draws;
  const items = priced.map((p) => ({ betType: p.betType, numbers: p.selection, unitStake: p.unitStake, multiplier: p.multiplier }));
  const done = await app.ledger.run(async (sql) => {
    await sql.lock(stakeLock(memberId));
    const prior = await sql.get<{ id: number }>('select id from lottery_follows where member_id = ? and idem_key = ?', [memberId, input.requestId]);
    if (prior) return { id: Number(prior.id), balance: await cashIn(sql, memberId, currency), replayed: true, changed: [] as { memberId: number; balance: number }[] };
    const now = Date.now();
    if (await exclusionIn(sql, memberId, now)) throw new AccountExcluded('The player is on a time-out or self-exclusion: no new stakes.');
    const next = await sql.get<{ id: number }>(
      "select id from lottery_draws where lottery_id = ? and ((status = 'open' and closes_at > ?) or status = 'scheduled') order by draw_at, id limit 1",
      [lottery.id, now],
    );
    if (!next) throw new UnknownDraw('This lottery has no coming draw to follow.');
    const row = await sql.get<{ id: number }>(
      "insert into lottery_follows (member_id, lottery_id, items, draw_stake, draws_total, draws_placed, first_draw_id, stop_on_win, reserved, status, idem_key, created_at) values (?, ?, ?, ?, ?, 0, ?, ?, ?, 'active', ?, ?) returning id",
      [memberId, lottery.id, JSON.stringify(items), drawStake, input.draws, next.id, input.stopOnWin ? 1 : 0, total, input.requestId, now],
    );
    if (!row) throw new Error('the follow was not stored');
    const id = Number(row.id);
    const moved = await post(
      sql,
      {
        kind: 'lottery_reserve',
        key: `lottery:follow:${id}:reserve`,
        knownNew: true,
        memberId,
        ref: `follow:${id}`,
        meta: { follow: id, lottery: lottery.code, draws: input.draws },
        postings: [
          { account: Accounts.cash(memberId, currency), amount: -total },
          { account: Accounts.lotteryReserve(memberId, currency), amount: total },
        ],
      },
      now,
    );
    const balance = moved.firstBalance ?? (await cashIn(sql, memberId, currency));
    return { id, balance, replayed: false, changed: [{ memberId, balance }] };
  });
  publishBalances(app, done.changed);
  return { follow: await followOf(app, memberId, done.id, input.language), balance: done.balance, replayed: done.replayed };
}

async function followOf(app: AppContext, memberId: number, id: number, lang: string): Promise<FollowView> {
  const r = await app.db
    .selectFrom('lottery_follows as f')
    .innerJoin('lotteries as l', 'l.id', 'f.lottery_id')
    .select(FOLLOW_COLUMNS)
    .where('f.id', '=', id)
    .where('f.member_id', '=', memberId)
    .executeTakeFirst();
  if (!r) throw new NotFound('No such follow.');
  return followView(r, lang);
}

const FOLLOW_COLUMNS = [
  'f.id',
  'f.member_id',
  'f.lottery_id',
  'f.items',
  'f.draw_stake',
  'f.draws_total',
  'f.draws_placed',
  'f.first_draw_id',
  'f.last_draw_id',
  'f.stop_on_win',
  'f.reserved',
  'f.status',
  'f.stop_reason',
  'f.created_at',
  'f.ended_at',
  'l.code',
  'l.names',
] as const;

/** GET /wps/lottery/follows: active ones first, then the latest ended; at most 50. */
export async function memberFollows(app: AppContext, memberId: number, lang: string): Promise<{ follows: FollowView[] }> {
  const rows = await app.db
    .selectFrom('lottery_follows as f')
    .innerJoin('lotteries as l', 'l.id', 'f.lottery_id')
    .select(FOLLOW_COLUMNS)
    .where('f.member_id', '=', memberId)
    .orderBy((eb) => eb.case().when('f.status', '=', 'active').then(0).else(1).end())
    .orderBy('f.id', 'desc')
    .limit(50)
    .execute();
  return { follows: rows.map((r) => followView(r, lang)) };
}

/** POST /wps/lottery/follows/:id/stop: the player ends a follow; what is still reserved returns once. */
export async function stopFollow(app: AppContext, memberId: number, id: number, lang: string): Promise<{ follow: FollowView; balance: number }> {
  const currency = await merchantCurrency(app.db);
  const balance = await app.ledger.run(async (sql) => {
    await sql.lock(followLock(id));
    const f = await followRowIn(sql, id);
    if (!f || Number(f.member_id) !== memberId) throw new NotFound('No such follow.');
    if (f.status !== 'active') throw new FollowNotActive('This follow has already ended.');
    return endFollowIn(sql, f, 'stopped', 'player', currency, Date.now());
  });
  publishBalances(app, [{ memberId, balance }]);
  return { follow: await followOf(app, memberId, id, lang), balance };
}
