/**
 * A player's state on a cashback or rebate promotion (docs/promotions.md): comingSoon before the
 * start, close outside the audience; claim while a reward waits; while running, process once the
 * running period has accrued something; otherwise the last period's claimed or issued.
 */
import type { AppContext } from '#server/app-context.ts';
import type { PlayerView as PlayerViewShape } from '#lib/contracts/promotion-shapes.ts';
import { inAudience } from './audience.ts';
import { isRunning, type Promotion } from './promotion-rows.ts';

/** A mechanic's view of one player (the page adds the promotion's id). */
export type PlayerView = Omit<PlayerViewShape, 'promotionId'>;

/** From the promotion's rewards: claim (one waits), claimed or issued (the latest), close (none). */
export async function rewardStateView(app: AppContext, promotionId: number, memberId: number, now: number): Promise<PlayerView> {
  const rows = await app.db
    .selectFrom('rewards')
    .select(['state', 'expires_at'])
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  if (rows.some((r) => r.state === 'available' && (r.expires_at === null || Number(r.expires_at) > now))) return { state: 'claim', actionable: true, progress: null };
  const last = rows.find((r) => r.state === 'claimed' || r.state === 'issued');
  return { state: last?.state === 'claimed' ? 'claimed' : last?.state === 'issued' ? 'issued' : 'close', actionable: false, progress: null };
}

/** The view of a promotion that accrues per period (`accrued`: the running period's amount so far; `cap`: 0 for none). */
export async function accrualView(app: AppContext, p: Promotion, memberId: number, now: number, cap: number, accrued: () => Promise<number>): Promise<PlayerView> {
  if (now < p.startsAt) return { state: 'comingSoon', actionable: false, progress: null };
  if (!(await inAudience(app.db, p, memberId, now))) return { state: 'close', actionable: false, progress: null };
  const waiting = await rewardStateView(app, p.id, memberId, now);
  if (waiting.state === 'claim' || !isRunning(p, now)) return waiting;
  const amount = await accrued();
  // Nothing accrued yet this period: the last period's outcome (claimed or issued) says more.
  if (amount === 0 && waiting.state !== 'close') return waiting;
  // Progress against the cap; without one there is no target to show (the panel states the amount).
  return { state: 'process', actionable: false, progress: cap > 0 ? { current: Math.min(amount, cap), target: cap, unit: 'minor' } : null };
}
