/**
 * Rewards: what a promotion owes one player (a cashback, a rebate, a prize, a mission task, an
 * approved application). A reward is offered once per (promotion, member, kind, period key) —
 * unique — and either paid at once ('issued') or left 'available' for the player to claim in the
 * reward centre. Paying is one journal entry from the promotion's cost account, to cash or into
 * the bonus wallet, under the key `reward:<id>`; claiming is a guarded update available → claimed
 * in the same unit, so 50 parallel claims pay once.
 */
import type { Selectable } from 'kysely';
import type { AppContext } from '#server/app-context.ts';
import type { RewardsTable } from '#server/db/tables/promotions.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { Accounts, post } from '#server/ledger/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { BonusRules, type RewardKind, type RewardState } from '#lib/contracts/promotion-model.ts';
import { issueBonus } from './bonus-issue.ts';
import { RewardUnavailable } from './errors.ts';

export interface RewardOffer {
  memberId: number;
  promotionId: number;
  kind: RewardKind;
  /** What the reward is for within the promotion: a period ('2026-11-25'), a task ('2026-11-25:deposit-500'), a place. */
  periodKey: string;
  amount: number;
  /** Into the bonus wallet under these rules, or cash when null. */
  bonusRules: BonusRules | null;
  /** Paid now without a claim (auto-paid cashback, race prizes) or left for the player to claim. */
  pay: 'now' | 'claim';
  /** A claimable reward not claimed by then expires. */
  expiresAt?: number | null;
  /** The calculation the player is shown (bets, losses, rate…). */
  meta?: Record<string, unknown>;
}

export type RewardRow = Selectable<RewardsTable>;

/**
 * Offers a reward once (a repeat with the same promotion, member, kind and period key offers
 * nothing and answers the first one). With pay 'now' it is paid in the same unit of work.
 */
export async function offerReward(sql: SqlRunner, r: RewardOffer, currency: string, now: number): Promise<{ rewardId: number; offered: boolean }> {
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new Error(`reward ${r.kind}:${r.periodKey}: amount ${r.amount} is not positive`);
  const q = statements(sql);
  const meta = { ...r.meta, ...(r.bonusRules ? { bonusRules: r.bonusRules } : {}) };
  const inserted = await changed(
    sql,
    q
      .insertInto('rewards')
      .values({
        member_id: r.memberId,
        promotion_id: r.promotionId,
        kind: r.kind,
        period_key: r.periodKey,
        amount: r.amount,
        wallet: r.bonusRules ? 'bonus' : 'cash',
        state: r.pay === 'now' ? 'issued' : 'available',
        meta: Object.keys(meta).length ? JSON.stringify(meta) : null,
        created_at: now,
        expires_at: r.pay === 'now' ? null : (r.expiresAt ?? null),
        claimed_at: r.pay === 'now' ? now : null,
      })
      .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'kind', 'period_key']).doNothing()),
  );
  const row = await first(sql, q.selectFrom('rewards').selectAll().where('promotion_id', '=', r.promotionId).where('member_id', '=', r.memberId).where('kind', '=', r.kind).where('period_key', '=', r.periodKey));
  if (!row) throw new Error(`reward ${r.kind}:${r.periodKey} was not stored`);
  if (inserted === 1 && r.pay === 'now') await payReward(sql, row, currency, now);
  return { rewardId: Number(row.id), offered: inserted === 1 };
}

/**
 * Pays a reward row once (key `reward:<id>`): cash from the promotion's cost account, or a bonus
 * into the bonus wallet. `knownNew`: the row was inserted in this unit, so its key cannot have
 * been used (the ledger skips looking for it; a settlement job paying thousands saves the read).
 */
export async function payReward(sql: SqlRunner, r: RewardRow, currency: string, now: number, knownNew = false): Promise<void> {
  const memberId = Number(r.member_id);
  const promotionId = Number(r.promotion_id);
  const amount = Number(r.amount);
  if (r.wallet === 'bonus') {
    const rules = BonusRules.parse((JSON.parse(r.meta ?? '{}') as { bonusRules?: unknown }).bonusRules);
    await issueBonus(sql, { memberId, promotionId, amount, rules, sourceKey: `reward:${r.id}`, currency }, now);
    return;
  }
  await post(
    sql,
    {
      kind: `reward_${r.kind}`,
      key: `reward:${r.id}`,
      knownNew,
      memberId,
      ref: `reward:${r.id}`,
      meta: { promotionId, periodKey: r.period_key },
      postings: [
        { account: Accounts.cash(memberId, currency), amount },
        { account: Accounts.promotionCost(promotionId, currency), amount: -amount },
      ],
    },
    now,
  );
}

export interface ClaimResult {
  rewardId: number;
  amount: number;
  wallet: 'cash' | 'bonus';
  /** This request paid it (false: an earlier claim of the same reward did; nothing moved now). */
  paid: boolean;
}

/**
 * The player claims one reward: available → claimed (guarded, in the unit that pays it). A repeat
 * of a claim that succeeded answers the same result and pays nothing; a reward of another member,
 * expired or forfeited is REWARD_UNAVAILABLE.
 */
export async function claimReward(app: AppContext, memberId: number, rewardId: number, now = Date.now()): Promise<ClaimResult> {
  const currency = await merchantCurrency(app.db);
  const result = await app.ledger.run(async (sql) => {
    const q = statements(sql);
    const moved = await changed(
      sql,
      q
        .updateTable('rewards')
        .set({ state: 'claimed', claimed_at: now })
        .where('id', '=', rewardId)
        .where('member_id', '=', memberId)
        .where('state', '=', 'available')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])),
    );
    const row = await first(sql, q.selectFrom('rewards').selectAll().where('id', '=', rewardId).where('member_id', '=', memberId));
    if (!row) throw new RewardUnavailable('No such reward.');
    if (moved === 1) await payReward(sql, row, currency, now);
    else if (row.state !== 'claimed') throw new RewardUnavailable(row.state === 'available' ? 'This reward has expired.' : `This reward is ${row.state}.`, { state: row.state });
    return { rewardId, amount: Number(row.amount), wallet: row.wallet === 'bonus' ? 'bonus' : 'cash', paid: moved === 1 } satisfies ClaimResult;
  });
  if (result.paid) app.events.publish({ type: 'rewards', memberId, data: { rewardId } });
  return result;
}

/** Claimable rewards past their expiry become 'expired' (a job). Answers how many. */
export async function expireRewards(app: AppContext, now = Date.now()): Promise<number> {
  const r = await app.db.updateTable('rewards').set({ state: 'expired' }).where('state', '=', 'available').where('expires_at', 'is not', null).where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export type { RewardState };
