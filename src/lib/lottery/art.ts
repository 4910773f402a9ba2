/** The drawing of a lottery's format (one per format, shared by its lotteries): the games row's icon and the lobby card's picture. */
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';

export function lotteryArt(format: LotteryFormat): string {
  return `/images/games/lottery-${format}.svg`;
}
