/** The lottery lobby (/lottery, and one group on /vnlottery, /seaLottery, /elott): every lottery's card by group. */
import { LOTTERY_GROUPS, GROUP_OF_TYPE } from '#lib/contracts/lottery-model.ts';
import type { LotteryLobby } from '#lib/contracts/lottery.ts';
import type { Db } from '#server/db/connect.ts';
import { lotteryCards } from './cards.ts';
import { allLotteries } from './lotteries.ts';

export async function lotteryLobby(db: Db, lang: string, now = Date.now()): Promise<LotteryLobby> {
  const lotteries = await allLotteries(db);
  const cards = await lotteryCards(db, lotteries, lang, now);
  return {
    groups: LOTTERY_GROUPS.map((group) => ({ group, lotteries: cards.filter((c) => GROUP_OF_TYPE[c.type] === group) })),
    serverTime: now,
  };
}
