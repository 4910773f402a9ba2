/**
 * The member's bet pages: the list by tab and one bet. A pending bet whose in-play delay is over is
 * decided first (as the scheduled job would), so the player sees the decision at once.
 */
import type { BET_LIST_TABS } from '#lib/contracts/sports-bets.ts';
import type { BetView } from '#lib/contracts/sports-shapes.ts';
import type { AppContext } from '#server/app-context.ts';
import { getSetting } from '#server/system/index.ts';
import { decideBet } from './accept-bets.ts';
import { UnknownSportsBet } from './bet-errors.ts';
import { betViews, memberBetPage } from './bet-views.ts';

export async function memberBets(app: AppContext, memberId: number, q: { tab: (typeof BET_LIST_TABS)[number]; pageNo: number; pageSize: number }, lang: string): Promise<{ list: BetView[]; pageNum: number; totalPages: number; total: number }> {
  const s = await getSetting(app.db, 'sports');
  return memberBetPage(app.reader, memberId, q.tab, q.pageNo, q.pageSize, lang, s);
}

export async function memberBet(app: AppContext, memberId: number, betId: number, lang: string): Promise<BetView> {
  const s = await getSetting(app.db, 'sports');
  let [view] = await betViews(app.reader, [betId], lang, s);
  const owner = view ? await app.reader.get<{ member_id: number }>('select member_id from sports_bets where id = ?', [betId]) : undefined;
  if (!view || Number(owner?.member_id) !== memberId) throw new UnknownSportsBet('No such bet.');
  if (view.status === 'pending' && view.acceptAt <= Date.now() && (await decideBet(app, betId, s))) [view] = await betViews(app.reader, [betId], lang, s);
  return view!;
}
