/**
 * Deposit bonus (docs/promotions.md): the player opts in for the current period, then the first
 * qualifying deposit credited in that period issues a match bonus into the bonus wallet — in the
 * deposit's own unit of work, so the bonus stands or falls with the deposit and a replayed credit
 * issues nothing (the bonus's key is the deposit's id).
 */
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, rows, statements } from '#server/db/statement-builder.ts';
import { merchantTimeZone, periodAt, periodLabel } from '#server/system/index.ts';
import { DepositBonusParams } from '#lib/contracts/promotion-model.ts';
import { issueBonus } from './bonus-issue.ts';
import { assertInAudience } from './audience.ts';
import { NotEligible, NotFound } from './errors.ts';
import { assertRunning, isMechanic, type Promotion, publishedPromotion } from './promotion-rows.ts';

type Params = Promotion<'depositBonus'>['params'];

/** The entry's period: '' for a bonus once per promotion, else the day or week (merchant zone) containing `now`. */
export function depositPeriodKey(per: Params['per'], now: number, zone: string): string {
  return per === 'once' ? '' : periodLabel(periodAt(per, now, zone).start, zone);
}

/** The bonus a deposit earns: the match percentage of it, floored to a minor unit, at most the cap. */
export function matchedBonus(p: Pick<Params, 'matchPct' | 'cap'>, amount: number): number {
  return Math.min(Math.floor((amount * p.matchPct) / 100), p.cap);
}

export interface OptIn {
  promotionId: number;
  periodKey: string;
  state: 'joined' | 'process';
  joinedAt: number;
}

/** Whether the member has a credited deposit other than `exceptId`. */
async function hasCreditedDeposit(sql: SqlRunner, memberId: number, exceptId = 0): Promise<boolean> {
  const q = statements(sql);
  const row = await first(sql, q.selectFrom('deposits').select('id').where('member_id', '=', memberId).where('status', '=', 'credited').where('id', '<>', exceptId).limit(1));
  return row !== undefined;
}

/**
 * Opts the member in to a running deposit-bonus promotion for its current period. Refused for an
 * unknown, unstarted or ended promotion, outside its audience, and for a first-deposit bonus once
 * the member has deposited. A repeat answers the first opt-in (one entry per period).
 */
export async function optInDepositBonus(app: AppContext, memberId: number, promotionId: number, now = Date.now()): Promise<OptIn> {
  const p = await publishedPromotion(app.db, promotionId);
  if (!isMechanic(p, 'depositBonus')) throw new NotFound('No such deposit bonus.');
  assertRunning(p, now);
  await assertInAudience(app.db, p, memberId, now);
  const zone = await merchantTimeZone(app.db);
  const periodKey = depositPeriodKey(p.params.per, now, zone);
  const existing = await entryOf(app, promotionId, memberId, periodKey);
  if (existing) return existing;
  if (p.params.deposit === 'first' && (await hasCreditedDeposit(app.reader, memberId))) throw new NotEligible('This bonus is for a first deposit, and you have deposited before.');
  await app.db
    .insertInto('promotion_entries')
    .values({ promotion_id: promotionId, member_id: memberId, period_key: periodKey, state: 'joined', comment: null, reason: null, decided_by: null, data: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .execute();
  const entry = await entryOf(app, promotionId, memberId, periodKey);
  if (!entry) throw new Error(`opt-in ${promotionId}/${memberId}/${periodKey} was not stored`);
  app.events.publish({ type: 'rewards', memberId, data: {} });
  return entry;
}

async function entryOf(app: AppContext, promotionId: number, memberId: number, periodKey: string): Promise<OptIn | null> {
  const row = await app.db
    .selectFrom('promotion_entries')
    .select(['state', 'created_at'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
  if (!row) return null;
  return { promotionId, periodKey, state: row.state === 'joined' ? 'joined' : 'process', joinedAt: Number(row.created_at) };
}

export interface CreditedDeposit {
  memberId: number;
  depositId: number;
  /** The amount deposited, in minor units. */
  amount: number;
  currency: string;
  /** The merchant's time zone (read before the unit of work): names the entry's period. */
  zone: string;
}

/**
 * Called by the cashier in the unit of work that credits a deposit. Issues at most one bonus: for
 * the member's earliest opt-in (current period, running promotion) the deposit qualifies for,
 * unless a bonus is already active (the opt-in then waits for a later deposit). Answers the bonus
 * id issued, or null.
 */
export async function onDepositCredited(sql: SqlRunner, d: CreditedDeposit, now: number): Promise<number | null> {
  const q = statements(sql);
  const entries = await rows(
    sql,
    q
      .selectFrom('promotion_entries as e')
      .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
      .select(['e.id', 'e.promotion_id', 'e.period_key', 'p.params'])
      .where('e.member_id', '=', d.memberId)
      .where('e.state', '=', 'joined')
      .where('p.mechanic', '=', 'depositBonus')
      .where('p.status', '=', 'published')
      .where('p.starts_at', '<=', now)
      .where('p.ends_at', '>', now)
      .orderBy('e.id'),
  );
  if (entries.length === 0) return null;
  const active = await first(sql, q.selectFrom('member_bonuses').select('id').where('member_id', '=', d.memberId).where('status', '=', 'active').limit(1));
  if (active) return null;
  const earlier = await hasCreditedDeposit(sql, d.memberId, d.depositId);
  for (const e of entries) {
    const params = DepositBonusParams.parse(JSON.parse(e.params));
    if (e.period_key !== depositPeriodKey(params.per, now, d.zone)) continue;
    if (d.amount < params.minDeposit || (params.deposit === 'first') === earlier) continue;
    const amount = matchedBonus(params, d.amount);
    if (amount <= 0) continue;
    const moved = await changed(sql, q.updateTable('promotion_entries').set({ state: 'process', updated_at: now }).where('id', '=', e.id).where('state', '=', 'joined'));
    if (moved !== 1) continue;
    const promotionId = Number(e.promotion_id);
    const { bonusId } = await issueBonus(sql, { memberId: d.memberId, promotionId, amount, rules: params.rules, sourceKey: `deposit:${d.depositId}`, currency: d.currency }, now);
    await changed(sql, q.updateTable('promotion_entries').set({ data: JSON.stringify({ depositId: d.depositId, bonusId }) }).where('id', '=', e.id));
    return bonusId;
  }
  return null;
}
