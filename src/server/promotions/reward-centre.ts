/**
 * The reward centre (spec §2 rewardCenter): what the member can claim now, and the history of
 * what was claimed, paid without a claim, expired or forfeited, each with its promotion's title.
 */
import type { AppContext } from '#server/app-context.ts';
import type { RewardKind, RewardState } from '#lib/contracts/promotion-model.ts';

/** How many past rewards the history shows (newest first). */
export const REWARD_HISTORY_MAX = 100;

export interface RewardItem {
  id: number;
  promotionId: number;
  /** The promotion's title in the page's language; null for a reward granted by staff. */
  title: string | null;
  kind: RewardKind;
  periodKey: string;
  amount: number;
  wallet: 'cash' | 'bonus';
  state: RewardState;
  createdAt: number;
  expiresAt: number | null;
  claimedAt: number | null;
}

export interface RewardCentre {
  claimable: RewardItem[];
  history: RewardItem[];
}

function rewardsOf(app: Pick<AppContext, 'db'>, memberId: number) {
  return app.db
    .selectFrom('rewards as r')
    .leftJoin('promotions as p', 'p.id', 'r.promotion_id')
    .select(['r.id', 'r.promotion_id', 'r.kind', 'r.period_key', 'r.amount', 'r.wallet', 'r.state', 'r.created_at', 'r.expires_at', 'r.claimed_at', 'p.title_bn', 'p.title_en'])
    .where('r.member_id', '=', memberId);
}

type Row = Awaited<ReturnType<ReturnType<typeof rewardsOf>['execute']>>[number];

function toItem(r: Row, language: string, now: number): RewardItem {
  const title = language === 'en' ? r.title_en : r.title_bn;
  const expired = r.state === 'available' && r.expires_at !== null && Number(r.expires_at) <= now;
  return {
    id: Number(r.id),
    promotionId: Number(r.promotion_id),
    title: title ?? null,
    kind: r.kind as RewardKind,
    periodKey: r.period_key,
    amount: Number(r.amount),
    wallet: r.wallet === 'bonus' ? 'bonus' : 'cash',
    // A reward past its expiry is expired before the job marks it so.
    state: expired ? 'expired' : (r.state as RewardState),
    createdAt: Number(r.created_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
    claimedAt: r.claimed_at === null ? null : Number(r.claimed_at),
  };
}

/** The member's claimable rewards (soonest to expire first) and their latest history. */
export async function rewardCentre(app: Pick<AppContext, 'db'>, memberId: number, language: string, now = Date.now()): Promise<RewardCentre> {
  const [open, past] = await Promise.all([
    rewardsOf(app, memberId).where('r.state', '=', 'available').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').execute(),
    rewardsOf(app, memberId).where('r.state', '!=', 'available').orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(REWARD_HISTORY_MAX).execute(),
  ]);
  const openItems = open.map((r) => toItem(r, language, now));
  const claimable = openItems.filter((r) => r.state === 'available').sort((a, b) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || b.id - a.id);
  const lapsed = openItems.filter((r) => r.state !== 'available');
  const history = [...lapsed, ...past.map((r) => toItem(r, language, now))].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id).slice(0, REWARD_HISTORY_MAX);
  return { claimable, history };
}
