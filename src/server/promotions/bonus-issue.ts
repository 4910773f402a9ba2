/**
 * Money into the bonus wallet: one bonus row (its wagering, largest bet, contributions and expiry
 * fixed when issued) and one journal entry from the promotion's cost account to the member's bonus
 * wallet, both under the issuing source's key, in the caller's unit of work. Wagering, conversion,
 * forfeit and expiry are in the bonus wallet's other files.
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { type AccountRef, Accounts, post } from '#server/ledger/index.ts';
import type { BonusRules } from '#lib/contracts/promotion-model.ts';
import { insertMessageIn, type MessageKind } from '#server/content/index.ts';
import { convertIfWagered } from './bonus-close.ts';

const DAY = 86_400_000;

export interface BonusIssue {
  memberId: number;
  /** 0 for a bonus not of a promotion (staff). */
  promotionId: number;
  amount: number;
  rules: BonusRules;
  /** Unique per issuing intent: 'deposit:<id>', 'reward:<id>', 'approval:<id>'. A second call with it issues nothing. */
  sourceKey: string;
  currency: string;
  /** The house account the bonus is paid from (default: the promotion's cost account; loyalty pays from its own). */
  cost?: AccountRef | undefined;
  /**
   * The member's message about it, stored in the same unit (so exactly once, with the bonus):
   * `bonus_granted` by default; null when the caller's own message already tells of it (a VIP
   * bonus, a mall redeem). The caller tells the member's pages after its unit (notifyMessages);
   * the balance stream also finds it within its poll.
   */
  message?: { kind: MessageKind; params: Record<string, string | number> } | null;
}

/** Issues a bonus once per source key; answers the bonus id (the first one's on a repeat) and whether this call issued it. */
export async function issueBonus(sql: SqlRunner, b: BonusIssue, now: number): Promise<{ bonusId: number; issued: boolean }> {
  if (!Number.isSafeInteger(b.amount) || b.amount <= 0) throw new Error(`bonus ${b.sourceKey}: amount ${b.amount} is not positive`);
  const q = statements(sql);
  const inserted = await changed(
    sql,
    q
      .insertInto('member_bonuses')
      .values({
        member_id: b.memberId,
        promotion_id: b.promotionId,
        source_key: b.sourceKey,
        amount: b.amount,
        wagering_required: b.amount * b.rules.wageringMultiple,
        wagered: 0,
        max_bet: b.rules.maxBet,
        contributions: JSON.stringify(b.rules.contributions),
        expires_at: now + b.rules.expiryDays * DAY,
        status: 'active',
        created_at: now,
      })
      .onConflict((oc) => oc.column('source_key').doNothing()),
  );
  const row = await first(sql, q.selectFrom('member_bonuses').select('id').where('source_key', '=', b.sourceKey));
  if (!row) throw new Error(`bonus ${b.sourceKey} was not stored`);
  const bonusId = Number(row.id);
  if (inserted !== 1) return { bonusId, issued: false };
  await post(
    sql,
    {
      kind: 'bonus_issue',
      key: `bonus-issue:${b.sourceKey}`,
      memberId: b.memberId,
      ref: `bonus:${bonusId}`,
      meta: { promotionId: b.promotionId },
      postings: [
        { account: Accounts.bonusWallet(b.memberId, b.currency), amount: b.amount },
        { account: b.cost ?? Accounts.promotionCost(b.promotionId, b.currency), amount: -b.amount },
      ],
    },
    now,
  );
  if (b.message !== null) {
    const m = b.message ?? { kind: 'bonus_granted', params: { id: bonusId, amount: b.amount } };
    await insertMessageIn(sql, b.memberId, m.kind, m.params, now);
  }
  // Nothing to wager (a multiple of 0): the bonus is cash at once, in the same unit.
  if (b.rules.wageringMultiple === 0) await convertIfWagered(sql, bonusId, now);
  return { bonusId, issued: true };
}
