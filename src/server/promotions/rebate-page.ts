/**
 * The manualRebate page (spec §2): for each running cashback and rebate promotion the member takes
 * part in, the current period's calculation per category (bets, losses or valid bet, rate,
 * amount) computed live from the roll-ups; and the member's past cashback and rebate rewards with
 * their calculation and state (the ones to claim first).
 */
import type { AppContext } from '#server/app-context.ts';
import { loadSettings } from '#server/system/index.ts';
import type { RewardState } from '#lib/contracts/promotion-model.ts';
import { inAudience } from './audience.ts';
import { RewardUnavailable } from './errors.ts';
import { cashbackEstimate, type LiveFigures } from './cashback.ts';
import { isMechanic, isRunning, visiblePromotions } from './promotion-rows.ts';
import type { CalcLine } from './rates.ts';
import { rebateToday } from './rebate.ts';
import { claimReward } from './rewards.ts';

/** How many past rewards the page lists (newest first). */
export const REBATE_HISTORY_MAX = 60;

export interface LiveRebate {
  promotionId: number;
  title: string;
  kind: 'cashback' | 'rebate';
  period: 'daily' | 'weekly';
  from: number;
  to: number;
  lines: CalcLine[];
  total: number;
  amount: number;
  minLoss: number;
  cap: number;
  payout: 'auto' | 'claim';
}

export interface PastRebate {
  id: number;
  promotionId: number;
  title: string | null;
  kind: 'cashback' | 'rebate';
  periodKey: string;
  amount: number;
  state: RewardState;
  expiresAt: number | null;
  claimedAt: number | null;
  lines: CalcLine[];
  total: number;
}

export interface RebatePage {
  manualCashback: boolean;
  live: LiveRebate[];
  rewards: PastRebate[];
}

const liveOf = (f: LiveFigures) => ({ from: f.from, to: f.to, lines: f.calc.lines, total: f.calc.total, amount: f.calc.amount });

export async function rebatePage(app: AppContext, memberId: number, language: string, now = Date.now()): Promise<RebatePage> {
  const manualCashback = (await loadSettings(app.db)).switches.manualCashback;
  const live: LiveRebate[] = [];
  for (const p of await visiblePromotions(app.db, now)) {
    if (!isRunning(p, now) || !(await inAudience(app.db, p, memberId, now))) continue;
    const title = language === 'en' ? p.title.en : p.title.bn;
    if (isMechanic(p, 'cashback')) {
      const f = await cashbackEstimate(app, p, memberId, now);
      live.push({ promotionId: p.id, title, kind: 'cashback', period: p.params.period, ...liveOf(f), minLoss: p.params.minLoss, cap: p.params.maxPerPeriod, payout: manualCashback ? 'claim' : 'auto' });
    } else if (isMechanic(p, 'rebate')) {
      const f = await rebateToday(app, p, memberId, now);
      live.push({ promotionId: p.id, title, kind: 'rebate', period: 'daily', ...liveOf(f), minLoss: 0, cap: p.params.maxPerDay, payout: p.params.payout });
    }
  }
  const rows = await app.db
    .selectFrom('rewards as r')
    .leftJoin('promotions as p', 'p.id', 'r.promotion_id')
    .select(['r.id', 'r.promotion_id', 'r.kind', 'r.period_key', 'r.amount', 'r.state', 'r.meta', 'r.expires_at', 'r.claimed_at', 'p.title_bn', 'p.title_en'])
    .where('r.member_id', '=', memberId)
    .where('r.kind', 'in', ['cashback', 'rebate'])
    .orderBy('r.id', 'desc')
    .limit(REBATE_HISTORY_MAX)
    .execute();
  const rewards = rows.map((r): PastRebate => {
    const meta = JSON.parse(r.meta ?? '{}') as { lines?: CalcLine[]; total?: number };
    const expired = r.state === 'available' && r.expires_at !== null && Number(r.expires_at) <= now;
    return {
      id: Number(r.id),
      promotionId: Number(r.promotion_id),
      title: (language === 'en' ? r.title_en : r.title_bn) ?? null,
      kind: r.kind === 'rebate' ? 'rebate' : 'cashback',
      periodKey: r.period_key,
      amount: Number(r.amount),
      state: expired ? 'expired' : (r.state as RewardState),
      expiresAt: r.expires_at === null ? null : Number(r.expires_at),
      claimedAt: r.claimed_at === null ? null : Number(r.claimed_at),
      lines: meta.lines ?? [],
      total: meta.total ?? 0,
    };
  });
  return { manualCashback, live, rewards };
}

/** Claims one of the member's cashback or rebate rewards (any other reward, or another member's, is REWARD_UNAVAILABLE). */
export async function claimRebate(app: AppContext, memberId: number, rewardId: number, now = Date.now()): Promise<{ rewardId: number; amount: number; paid: boolean }> {
  const row = await app.db.selectFrom('rewards').select('kind').where('id', '=', rewardId).where('member_id', '=', memberId).executeTakeFirst();
  if (row?.kind !== 'cashback' && row?.kind !== 'rebate') throw new RewardUnavailable('No such cashback or rebate.');
  const r = await claimReward(app, memberId, rewardId, now);
  return { rewardId: r.rewardId, amount: r.amount, paid: r.paid };
}
