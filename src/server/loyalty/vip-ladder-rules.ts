/**
 * The rules a ladder must keep before staff may ask for it (and again when it is approved): ranks
 * 0 … n-1 in order with labels of their own, thresholds that never fall from one rank to the next,
 * rates between 0 and 100% and no negative amount. A broken rule answers VIP_LADDER_INVALID naming
 * the rank, the field and the rule.
 */
import type { VipRank } from '#lib/contracts/loyalty-model.ts';
import { VIP_BPS_MAX, VIP_LADDER_MAX } from '#lib/contracts/backoffice-vip.ts';
import { VipLadderInvalid } from './vip-errors.ts';

const AMOUNTS = ['betThreshold', 'depositThreshold', 'keepBet', 'keepDeposit', 'upgradeBonus', 'monthlyBonus', 'birthdayBonus', 'withdrawDailyAmount', 'withdrawDailyCount', 'bonusTurnover'] as const;
const RATES = ['cashbackBps', 'rebateBps'] as const;
const RISING = ['betThreshold', 'depositThreshold'] as const;
/** The most any amount may be: ৳100 crore in minor units (a typo's extra zeros stop here). */
export const VIP_AMOUNT_MAX = 100_000_000_000;
/** Bonus turnover multiples stop at 100. */
const TURNOVER_MAX = 100;

const broken = (rank: number, field: string, rule: string, message: string) => new VipLadderInvalid(message, { rank, field, rule });

/** Returns the ladder as stored (labels trimmed), or throws VipLadderInvalid at the first broken rule. */
export function checkLadder(ladder: readonly VipRank[]): VipRank[] {
  if (ladder.length === 0 || ladder.length > VIP_LADDER_MAX) throw broken(0, 'ladder', 'size', `A ladder has 1 to ${VIP_LADDER_MAX} ranks.`);
  const labels = new Set<string>();
  return ladder.map((r, i) => {
    if (r.rank !== i) throw broken(r.rank, 'rank', 'order', `Ranks are numbered 0 to ${ladder.length - 1} in order; rank ${i} is missing.`);
    const label = r.label.trim();
    if (!label || label.length > 24) throw broken(r.rank, 'label', 'range', `Rank ${i} needs a label of 1 to 24 characters.`);
    if (labels.has(label.toLowerCase())) throw broken(r.rank, 'label', 'unique', `Another rank is already labelled ${label}.`);
    labels.add(label.toLowerCase());
    for (const f of AMOUNTS) {
      const max = f === 'bonusTurnover' ? TURNOVER_MAX : VIP_AMOUNT_MAX;
      if (!Number.isSafeInteger(r[f]) || r[f] < 0 || r[f] > max) throw broken(r.rank, f, 'range', `Rank ${i}: ${f} must be a whole number from 0 to ${max}.`);
    }
    for (const f of RATES) {
      if (!Number.isSafeInteger(r[f]) || r[f] < 0 || r[f] > VIP_BPS_MAX) throw broken(r.rank, f, 'range', `Rank ${i}: ${f} must be 0 to ${VIP_BPS_MAX} basis points.`);
    }
    const below = ladder[i - 1];
    if (below) {
      for (const f of RISING) if (r[f] < below[f]) throw broken(r.rank, f, 'rising', `Rank ${i}: ${f} is below rank ${i - 1}'s.`);
    }
    return { ...r, label };
  });
}
