/**
 * One player's state in every visible promotion, in one call (docs/promotions.md, "The player's
 * state"): the dates first (coming soon before the start; close after the end — unless a reward
 * waits or the mechanic reports a lasting outcome — or outside the audience), then the
 * mechanic's own view. A reward of the promotion waiting to be claimed makes
 * it actionable ('claim') whatever the mechanic says. The rewards badge counts the actionable ones.
 */
import type { AppContext } from '#server/app-context.ts';
import type { PlayerView } from '#lib/contracts/promotion-shapes.ts';
import { inAudience } from './audience.ts';
import { MECHANIC_HANDLERS, type MechanicHandler } from './mechanics.ts';
import { ENDED_VISIBLE_MS } from './promotion-cards.ts';
import { isRunning, type Promotion, visiblePromotions } from './promotion-rows.ts';

/** Promotion ids with a reward the member can claim now. */
async function claimableIn(app: Pick<AppContext, 'db'>, memberId: number, now: number): Promise<Set<number>> {
  const rows = await app.db
    .selectFrom('rewards')
    .select('promotion_id')
    .distinct()
    .where('member_id', '=', memberId)
    .where('state', '=', 'available')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .execute();
  return new Set(rows.map((r) => Number(r.promotion_id)));
}

/** What the promotion's mechanic says of the member. */
function mechanicView(app: AppContext, p: Promotion, memberId: number, now: number): Promise<Omit<PlayerView, 'promotionId'>> {
  return (MECHANIC_HANDLERS[p.mechanic] as MechanicHandler).view(app, p, memberId, now);
}

/** Outcomes that stay true after the end (a prize paid, a reward claimed, an application still waiting or refused). */
const LASTING = new Set<PlayerView['state']>(['issued', 'claimed', 'rejected', 'applying']);

/** An ended promotion: what the player still has to claim, else the outcome the mechanic reports, else closed. */
async function endedView(app: AppContext, p: Promotion, memberId: number, now: number, reward: boolean): Promise<PlayerView> {
  const promotionId = p.id;
  if (reward) return { promotionId, state: 'claim', actionable: true, progress: null };
  const said = await mechanicView(app, p, memberId, now);
  if (!LASTING.has(said.state)) return { promotionId, state: 'close', actionable: false, progress: null };
  return { promotionId, state: said.state, actionable: false, progress: said.progress };
}

async function viewOf(app: AppContext, p: Promotion, memberId: number, now: number, claimable: Set<number>): Promise<PlayerView> {
  const promotionId = p.id;
  const reward = claimable.has(p.id);
  if (p.status === 'published' && now < p.startsAt) return { promotionId, state: 'comingSoon', actionable: false, progress: null };
  if (!isRunning(p, now)) return endedView(app, p, memberId, now, reward);
  if (!(await inAudience(app.db, p, memberId, now))) return { promotionId, state: 'close', actionable: false, progress: null };
  const view = await mechanicView(app, p, memberId, now);
  if (reward && !view.actionable) return { promotionId, state: 'claim', actionable: true, progress: view.progress };
  return { promotionId, ...view };
}

/**
 * The member's view of every visible promotion, in the list's order. Read from the database, not
 * the pages' cached list: a promotion whose page is already open (its detail is never cached) must
 * have a view even while the list is up to 30 s old.
 */
export async function playerViews(app: AppContext, memberId: number, now = Date.now()): Promise<PlayerView[]> {
  const [list, claimable] = await Promise.all([visiblePromotions(app.db, now, ENDED_VISIBLE_MS), claimableIn(app, memberId, now)]);
  return Promise.all(list.map((p) => viewOf(app, p, memberId, now, claimable)));
}

/** Spec §7 available-promotions count: the promotions the member can act on now (the rewards badge). */
export async function availablePromotionCount(app: AppContext, memberId: number, now = Date.now()): Promise<number> {
  return (await playerViews(app, memberId, now)).filter((v) => v.actionable).length;
}
