/** The wallet side of settlement: each house vendor's game row (sportsbook, esportsbook) and the merchant's currency. */
import type { AppContext } from '#server/app-context.ts';
import type { TicketGame } from '#server/providers/index.ts';
import { merchantCurrency } from '#server/system/index.ts';

export type SportsGame = Omit<TicketGame, 'memberId'>;

/** The game row of each sportsbook vendor, by vendor code. */
export async function sportsGames(app: AppContext): Promise<Map<string, SportsGame>> {
  const [rows, currency] = await Promise.all([
    app.db.selectFrom('games').select(['id', 'vendor_code', 'game_code', 'category']).where('game_code', 'in', ['sportsbook', 'esportsbook']).execute(),
    merchantCurrency(app.db),
  ]);
  const out = new Map<string, SportsGame>();
  for (const g of rows) out.set(g.vendor_code, { vendor: g.vendor_code, gameId: Number(g.id), gameCode: g.game_code, category: g.category, currency });
  return out;
}
