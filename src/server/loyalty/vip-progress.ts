/**
 * One member's VIP progress (GET /wps/vip/progress): the rank held, valid bet and deposits over
 * the rolling window and what the next rank still needs, and this month's figures against what
 * keeps the rank at the next review. A handful of indexed reads: the member's roll-ups by primary
 * key, their deposits by member, the ladder and the cached settings.
 */
import type { VipRank } from '#lib/contracts/loyalty-model.ts';
import type { VipProgress } from '#lib/contracts/vip.ts';
import { memberCreditedDeposits } from '#server/cashier/index.ts';
import type { Db } from '#server/db/connect.ts';
import { memberValidBet } from '#server/games/index.ts';
import { vipLadder } from '#server/members/index.ts';
import { NotFound } from '#server/errors.ts';
import { loadSettings } from '#server/system/index.ts';
import { hoursOf, monthOf, rollingWindow } from './vip-window.ts';

/** The ladder's rank for a held rank (the highest at or below it, should the ladder have been shortened). */
export function rankOf(ladder: readonly VipRank[], rank: number): VipRank {
  return ladder.filter((r) => r.rank <= rank).at(-1) ?? (ladder[0] as VipRank);
}

/** The ladder, kept briefly per database (a page view reads it without a query; a change shows within that time on every instance, decision 032). */
const LADDER_MS = 1_500;
const ladders = new WeakMap<Db, { at: number; ladder: Promise<VipRank[]> }>();
function cachedLadder(db: Db): Promise<VipRank[]> {
  const hit = ladders.get(db);
  if (hit && Date.now() - hit.at < LADDER_MS) return hit.ladder;
  const ladder = vipLadder(db);
  ladders.set(db, { at: Date.now(), ladder });
  ladder.catch(() => ladders.delete(db));
  return ladder;
}

export async function vipProgress(db: Db, memberId: number, now = Date.now()): Promise<VipProgress> {
  const [member, ladder, settings] = await Promise.all([db.selectFrom('members').select('vip_rank').where('id', '=', memberId).executeTakeFirst(), cachedLadder(db), loadSettings(db)]);
  if (!member) throw new NotFound('no such member');
  const zone = settings.whitelabel.timeZone;
  const windowDays = settings.loyalty.windowDays;
  const window = rollingWindow(now, windowDays);
  const month = monthOf(now, zone);
  const held = rankOf(ladder, Number(member.vip_rank));
  const [validBet, deposits, monthBet, monthDeposits] = await Promise.all([
    memberValidBet(db, memberId, window),
    memberCreditedDeposits(db, memberId, window),
    held.rank > 0 ? memberValidBet(db, memberId, hoursOf(month)) : 0,
    held.rank > 0 ? memberCreditedDeposits(db, memberId, month) : 0,
  ]);
  const nextRank = ladder.find((r) => r.rank > held.rank);
  return {
    rank: held.rank,
    label: held.label,
    vipService: held.vipService,
    validBet,
    deposits,
    next: nextRank
      ? {
          rank: nextRank.rank,
          label: nextRank.label,
          betThreshold: nextRank.betThreshold,
          depositThreshold: nextRank.depositThreshold,
          betNeeded: Math.max(0, nextRank.betThreshold - validBet),
          depositNeeded: Math.max(0, nextRank.depositThreshold - deposits),
        }
      : null,
    keep:
      held.rank > 0
        ? {
            validBet: monthBet,
            deposits: monthDeposits,
            keepBet: held.keepBet,
            keepDeposit: held.keepDeposit,
            kept: monthBet >= held.keepBet || monthDeposits >= held.keepDeposit,
            reviewAt: month.to,
          }
        : null,
    windowDays,
  };
}
