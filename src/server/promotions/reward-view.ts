/** A player's state on a promotion from its rewards: claim (one waits), claimed or issued (the latest), close (none). */
import type { AppContext } from '#server/app-context.ts';
import type { PlayerView as PlayerViewShape } from '#lib/contracts/promotion-shapes.ts';

/** A mechanic's view of one player (the page adds the promotion's id). */
export type PlayerView = Omit<PlayerViewShape, 'promotionId'>;

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
