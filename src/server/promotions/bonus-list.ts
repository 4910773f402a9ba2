/**
 * The bonusDetails page's read: every bonus of a member, newest first, with its wagering, its
 * contribution table, its largest bet, its expiry, its state and — while active — the part of the
 * bonus wallet that is its own (what forfeiting it would give up).
 */
import type { AppContext } from '#server/app-context.ts';
import type { BonusState, Contributions } from '#lib/contracts/promotion-model.ts';
import { bonusBalance, shareOf } from './bonus-wallet.ts';

export interface BonusCard {
  id: number;
  promotionId: number;
  title: string | null;
  amount: number;
  balance: number;
  wagered: number;
  required: number;
  contributions: Contributions;
  maxBet: number;
  issuedAt: number;
  expiresAt: number;
  state: BonusState;
  closedAmount: number | null;
  closedAt: number | null;
}

/** The member's bonuses (at most `limit`, newest first); titles in `lang` (bn or en). */
export async function memberBonuses(app: AppContext, memberId: number, lang: string, limit = 100): Promise<BonusCard[]> {
  const rows = await app.db
    .selectFrom('member_bonuses as b')
    .leftJoin('promotions as p', 'p.id', 'b.promotion_id')
    .select(['b.id', 'b.member_id', 'b.promotion_id', 'b.amount', 'b.wagered', 'b.wagering_required', 'b.contributions', 'b.max_bet', 'b.created_at', 'b.expires_at', 'b.status', 'b.closed_amount', 'b.closed_at', 'p.title_bn', 'p.title_en'])
    .where('b.member_id', '=', memberId)
    .orderBy('b.id', 'desc')
    .limit(limit)
    .execute();
  const wallet = rows.some((r) => r.status === 'active') ? await bonusBalance(app.db, memberId) : 0;
  return Promise.all(
    rows.map(async (r): Promise<BonusCard> => {
      const id = Number(r.id);
      const amount = Number(r.amount);
      const active = r.status === 'active';
      return {
        id,
        promotionId: Number(r.promotion_id),
        title: r.title_en === null ? null : lang === 'en' ? r.title_en : (r.title_bn ?? r.title_en),
        amount,
        balance: active ? await shareOf(app.reader, { id, member_id: memberId, amount }, wallet) : 0,
        wagered: Math.min(Number(r.wagered), Number(r.wagering_required)),
        required: Number(r.wagering_required),
        contributions: JSON.parse(r.contributions) as Contributions,
        maxBet: Number(r.max_bet),
        issuedAt: Number(r.created_at),
        expiresAt: Number(r.expires_at),
        state: r.status as BonusState,
        closedAmount: r.closed_amount === null ? null : Number(r.closed_amount),
        closedAt: r.closed_at === null ? null : Number(r.closed_at),
      };
    }),
  );
}
