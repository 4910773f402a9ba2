/** The demo lotteries' game tiles: one drawing per format (public/images/games/lottery-<format>.svg), shared by its lotteries. */
import { LOTTERY_FORMATS, type LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { lotteryArt } from '#lib/lottery/art.ts';
import type { AppContext } from '#server/app-context.ts';
import { catalogueChanged } from '#server/games/index.ts';

export async function seedLotteryArt(app: AppContext): Promise<void> {
  const rows = await app.db.selectFrom('lotteries').select(['game_id', 'format']).execute();
  for (const r of rows) {
    if (!LOTTERY_FORMATS.includes(r.format as LotteryFormat)) continue;
    await app.db
      .updateTable('games')
      .set({ icon: lotteryArt(r.format as LotteryFormat) })
      .where('id', '=', r.game_id)
      .execute();
  }
  catalogueChanged();
}
