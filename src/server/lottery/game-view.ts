/**
 * One lottery's game page (and its rules page): the bet types on sale with this lottery's own
 * terms and limits, the draw taking tickets, the next draws a follow would play, recent results
 * and the ticket limits of the settings.
 */
import type { LotteryGame } from '#lib/contracts/lottery.ts';
import type { BetTypeView } from '#lib/contracts/lottery-shapes.ts';
import { BET_TYPES } from '#lib/lottery/registry.ts';
import type { Db } from '#server/db/connect.ts';
import { getSetting } from '#server/system/index.ts';
import { cardOf, latestResults, upcomingDraws } from './cards.ts';
import { type Lottery, lotteryByCode } from './lotteries.ts';

const RECENT = 10;

/** The bet types of the lottery's format that its odds rows offer (enabled), in the format's order, with this lottery's terms. */
export async function betTypesOnSale(db: Db, l: Lottery): Promise<BetTypeView[]> {
  const rows = await db.selectFrom('lottery_odds').selectAll().where('lottery_id', '=', l.id).where('enabled', '=', 1).execute();
  const byCode = new Map(rows.map((r) => [r.bet_type, r]));
  return BET_TYPES[l.format].flatMap((b) => {
    const r = byCode.get(b.code);
    if (!r) return [];
    return [
      {
        code: b.code,
        pick: { ...b.pick, ...('options' in b.pick ? { options: [...b.pick.options] } : {}), ...('positions' in b.pick ? { positions: [...b.pick.positions] } : {}) } as BetTypeView['pick'],
        terms: { oddsMilli: r.odds_milli === null ? null : Number(r.odds_milli), returnBps: Number(r.return_bps), costUnits: Number(r.cost_units) },
        maxStake: Number(r.max_stake),
        maxPayout: Number(r.max_payout),
      },
    ];
  });
}

export async function lotteryGame(db: Db, code: string, lang: string, now = Date.now()): Promise<LotteryGame> {
  const l = await lotteryByCode(db, code);
  const settings = await getSetting(db, 'lottery');
  const [betTypes, upcoming, recent, game] = await Promise.all([
    betTypesOnSale(db, l),
    upcomingDraws(db, l.id, now, Math.max(1, settings.followMaxDraws)),
    latestResults(db, l.id, now, RECENT),
    db.selectFrom('games').select(['is_hot']).where('id', '=', l.gameId).executeTakeFirst(),
  ]);
  const draw = upcoming[0]?.status === 'open' ? upcoming[0] : null;
  return {
    lottery: cardOf(l, lang, game?.is_hot === 1, upcoming[0] ?? null, recent[0] ?? null),
    betTypes,
    draw,
    upcoming,
    recent,
    limits: { unitStakes: settings.unitStakes, maxMultiplier: settings.maxMultiplier, slipMaxItems: settings.slipMaxItems, followMaxDraws: settings.followMaxDraws },
    serverTime: now,
  };
}
