/**
 * Demo VIP: the default ladder saved (so the back office shows and edits rows), and each demo
 * member's rank recorded in the rank history. The demo accounts come with the rank they hold
 * (demo/accounts.ts: player01 is VIP 5, the agents 2–6); their seeded play is a few days' bets,
 * less than those ranks ask for over the window, so the rank is recorded as given by the seed
 * (reason 'seed', with a note), not pretended to be earned. Ranks are then earned from real play:
 * the every-minute job upgrades anyone whose window reaches a higher rank.
 */
import { DEFAULT_VIP_LADDER } from '#lib/contracts/loyalty-model.ts';
import type { AppContext } from '#server/app-context.ts';
import { saveVipLadder } from '#server/members/index.ts';

export async function seedLoyaltyVip(app: AppContext, now: number): Promise<void> {
  const { db } = app;
  await saveVipLadder(db, DEFAULT_VIP_LADDER, now);
  const ranked = await db.selectFrom('members').select(['id', 'vip_rank', 'created_at']).where('vip_rank', '>', 0).where('kind', '<>', 'bot').orderBy('id').execute();
  if (!ranked.length) return;
  await db
    .insertInto('vip_rank_changes')
    .values(
      ranked.map((m) => ({
        member_id: Number(m.id),
        from_rank: 0,
        to_rank: Number(m.vip_rank),
        reason: 'seed',
        note: 'demo account: rank given by the demo data',
        staff_id: null,
        created_at: Math.min(now, Number(m.created_at) + 60_000),
      })),
    )
    .execute();
}
