/**
 * One player's view of a deposit bonus (docs/promotions.md): join → joined (opted in) → process
 * (bonus issued, being wagered) → claimed (converted to cash) or close (forfeited, expired, ended,
 * outside the audience, or a first-deposit bonus after a deposit).
 */
import type { AppContext } from '#server/app-context.ts';
import type { ActivityState } from '#lib/contracts/promotion-model.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { inAudience } from './audience.ts';
import { depositPeriodKey } from './deposit-bonus.ts';
import type { Promotion } from './promotion-rows.ts';

/** What mechanics.ts expects of a view (declared here: importing it from there would close a cycle). */
interface PlayerView {
  state: ActivityState;
  actionable: boolean;
  progress: { current: number; target: number; unit: 'minor' | 'count' } | null;
}

const closed: PlayerView = { state: 'close', actionable: false, progress: null };

async function bonusView(app: AppContext, where: { id: number } | { promotionId: number; memberId: number }): Promise<PlayerView | null> {
  let q = app.db.selectFrom('member_bonuses').select(['status', 'wagered', 'wagering_required']);
  q = 'id' in where ? q.where('id', '=', where.id) : q.where('promotion_id', '=', where.promotionId).where('member_id', '=', where.memberId).where('status', '=', 'active');
  const b = await q.orderBy('id', 'desc').executeTakeFirst();
  if (!b) return null;
  if (b.status === 'active') return { state: 'process', actionable: false, progress: { current: Math.min(Number(b.wagered), Number(b.wagering_required)), target: Number(b.wagering_required), unit: 'minor' } };
  return b.status === 'converted' ? { state: 'claimed', actionable: false, progress: null } : closed;
}

export const depositBonusHandler = {
  async view(app: AppContext, p: Promotion<'depositBonus'>, memberId: number, now: number): Promise<PlayerView> {
    const zone = await merchantTimeZone(app.db);
    const periodKey = depositPeriodKey(p.params.per, now, zone);
    const entry = await app.db
      .selectFrom('promotion_entries')
      .select(['state', 'data'])
      .where('promotion_id', '=', p.id)
      .where('member_id', '=', memberId)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
    if (entry?.state === 'process') {
      const data = entry.data ? (JSON.parse(entry.data) as { bonusId?: number }) : {};
      return (data.bonusId ? await bonusView(app, { id: data.bonusId }) : null) ?? closed;
    }
    // A bonus of an earlier period still being wagered is what the player follows now.
    const earlier = await bonusView(app, { promotionId: p.id, memberId });
    if (earlier) return earlier;
    if (now < p.startsAt && p.status === 'published') return { state: 'comingSoon', actionable: false, progress: null };
    if (p.status !== 'published' || now >= p.endsAt) return closed;
    if (entry?.state === 'joined') return { state: 'joined', actionable: false, progress: null };
    if (!(await inAudience(app.db, p, memberId, now))) return closed;
    if (p.params.deposit === 'first') {
      const deposited = await app.db.selectFrom('deposits').select('id').where('member_id', '=', memberId).where('status', '=', 'credited').limit(1).executeTakeFirst();
      if (deposited) return closed;
    }
    return { state: 'join', actionable: true, progress: null };
  },
};
