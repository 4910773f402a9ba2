/**
 * Application promotions (docs/promotions.md): a player applies once with a comment of at most
 * 140 characters (spec §5); staff approve — the bonus is paid in the same unit of work as the
 * guarded update applying → issued — or reject with a reason. A replay of the same request
 * (same requestId) answers the first application; another application is ALREADY_JOINED.
 */
import type { Selectable } from 'kysely';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import type { PromotionEntriesTable } from '#server/db/tables/promotions.ts';
import { COMMENT_MAX } from '#lib/contracts/promotion-model.ts';
import type { PlayerView } from '#lib/contracts/promotion-shapes.ts';
import { assertInAudience, inAudience } from './audience.ts';
import { AlreadyJoined, NotFound, ValidationFailed } from './errors.ts';
import { assertRunning, isMechanic, isRunning, type Promotion, publishedPromotion } from './promotion-rows.ts';

export const APPLICATION_STATES = ['applying', 'issued', 'rejected'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];

/** One player's application as the player sees it. */
export interface MyApplication {
  entryId: number;
  promotionId: number;
  state: ApplicationState;
  comment: string;
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
}

/** A stored entry row. */
export type EntryRow = Selectable<PromotionEntriesTable>;

export const dataOf = (r: EntryRow): { requestId?: string; decidedByName?: string } => (r.data ? (JSON.parse(r.data) as { requestId?: string }) : {});

function mine(r: EntryRow): MyApplication {
  const state = r.state as ApplicationState;
  return { entryId: Number(r.id), promotionId: Number(r.promotion_id), state, comment: r.comment ?? '', reason: r.reason, createdAt: Number(r.created_at), decidedAt: state === 'applying' ? null : Number(r.updated_at) };
}

async function entryOf(db: Db, promotionId: number, memberId: number): Promise<EntryRow | undefined> {
  return (await db.selectFrom('promotion_entries').selectAll().where('promotion_id', '=', promotionId).where('member_id', '=', memberId).where('period_key', '=', '').executeTakeFirst()) as EntryRow | undefined;
}

/** The member's application to an application promotion, or null when they have not applied. */
export async function myApplication(db: Db, memberId: number, promotionId: number): Promise<MyApplication | null> {
  const p = await publishedPromotion(db, promotionId);
  if (!isMechanic(p, 'application')) throw new NotFound('This promotion takes no applications.');
  const row = await entryOf(db, promotionId, memberId);
  return row ? mine(row) : null;
}

/** The length a reader counts: characters, not UTF-16 units. */
export const textLength = (s: string): number => Array.from(s).length;

/** The player applies with a comment (1–140 characters) under a requestId. */
export async function applyToPromotion(app: AppContext, memberId: number, promotionId: number, a: { comment: string; requestId: string }, now = Date.now()): Promise<MyApplication> {
  const { db } = app;
  const p = await publishedPromotion(db, promotionId);
  if (!isMechanic(p, 'application')) throw new NotFound('This promotion takes no applications.');
  const before = await entryOf(db, promotionId, memberId);
  if (before) {
    if (dataOf(before).requestId === a.requestId) return mine(before);
    throw new AlreadyJoined('You have already applied to this promotion.', { state: before.state });
  }
  const comment = a.comment.trim();
  if (!comment || textLength(comment) > COMMENT_MAX) throw new ValidationFailed(`The comment must have 1 to ${COMMENT_MAX} characters.`, { max: COMMENT_MAX });
  assertRunning(p, now);
  await assertInAudience(db, p, memberId, now);
  await db
    .insertInto('promotion_entries')
    .values({ promotion_id: promotionId, member_id: memberId, period_key: '', state: 'applying', comment, reason: null, decided_by: null, data: JSON.stringify({ requestId: a.requestId }), created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .execute();
  const row = await entryOf(db, promotionId, memberId);
  if (!row) throw new Error(`application of member ${memberId} to promotion ${promotionId} was not stored`);
  if (dataOf(row).requestId !== a.requestId) throw new AlreadyJoined('You have already applied to this promotion.', { state: row.state });
  app.events.publish({ type: 'rewards', memberId, data: { promotionId } });
  return mine(row);
}

/** The player's view: join (may apply) → applying → issued | rejected; close outside the audience or once ended. */
export const applicationHandler = {
  async view(app: AppContext, p: Promotion<'application'>, memberId: number, now: number): Promise<Omit<PlayerView, 'promotionId'>> {
    const row = await entryOf(app.db, p.id, memberId);
    if (row) return { state: row.state as ApplicationState, actionable: false, progress: null };
    if (now < p.startsAt && p.status === 'published') return { state: 'comingSoon', actionable: false, progress: null };
    const open = isRunning(p, now) && (await inAudience(app.db, p, memberId, now));
    return { state: open ? 'join' : 'close', actionable: open, progress: null };
  },
};
