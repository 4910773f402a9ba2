/**
 * Settling one promotion's cashback or rebate for one ended period: one aggregate query over the
 * roll-ups (every member and category at once), the audience and the rates applied in memory,
 * and the rewards written in units of work of 500 members (one insert each, then one journal
 * entry per member paid at once). Each reward is offered once per
 * (promotion, member, kind, period key) — the rewards table's unique key — so a rerun, or two
 * instances at once, pay each member once; job_runs (job `promotions:<kind>:<id>`, the period's
 * key) marks a period done so the next minutes skip it without reading the bets again.
 */
import type { AppContext } from '#server/app-context.ts';
import { rows, statements } from '#server/db/statement-builder.ts';
import { merchantCurrency } from '#server/system/index.ts';
import type { Promotion } from './promotion-rows.ts';
import { audienceTest, type MemberTotals, periodTotals } from './period-totals.ts';
import type { Calculation } from './rates.ts';
import { payReward } from './rewards.ts';

/** Members per unit of work. */
export const SETTLE_BATCH = 500;

export interface PeriodSettlement {
  promotion: Promotion;
  kind: 'cashback' | 'rebate';
  /** [start, end) of the period; bets outside the promotion's own times do not count. */
  period: { start: number; end: number };
  periodKey: string;
  calc: (m: MemberTotals) => Calculation;
  pay: 'now' | 'claim';
  expiresAt: number | null;
}

export interface SettleOutcome {
  /** Rewards this run offered (0 when the period was already done). */
  offered: number;
  amount: number;
  alreadyDone: boolean;
}

export const jobNameOf = (kind: string, promotionId: number) => `promotions:${kind}:${promotionId}`;

/** Settles one period (see the file comment); safe to run any number of times, from any number of processes. */
export async function settlePeriod(app: AppContext, s: PeriodSettlement, now: number): Promise<SettleOutcome> {
  const job = jobNameOf(s.kind, s.promotion.id);
  const db = app.db;
  const done = await db.selectFrom('job_runs').select('status').where('job', '=', job).where('period', '=', s.periodKey).executeTakeFirst();
  if (done?.status === 'done') return { offered: 0, amount: 0, alreadyDone: true };
  if (!done) await db.insertInto('job_runs').values({ job, period: s.periodKey, status: 'running', started_at: now }).onConflict((oc) => oc.columns(['job', 'period']).doNothing()).execute();

  const from = Math.max(s.period.start, s.promotion.startsAt);
  const to = Math.min(s.period.end, s.promotion.endsAt);
  const currency = await merchantCurrency(db);
  const inAudience = await audienceTest(db, s.promotion.audience, now);
  const due: { memberId: number; amount: number; calc: Calculation }[] = [];
  if (from < to) {
    for (const m of await periodTotals(db, { from, to })) {
      if (!inAudience(m)) continue;
      const calc = s.calc(m);
      if (calc.amount > 0) due.push({ memberId: m.memberId, amount: calc.amount, calc });
    }
  }
  let offered = 0;
  let amount = 0;
  for (let i = 0; i < due.length; i += SETTLE_BATCH) {
    const batch = due.slice(i, i + SETTLE_BATCH);
    const paid = await app.ledger.run(async (sql) => {
      // One statement offers the batch; a member already offered this period is skipped by the unique key.
      const values = batch.map((d) => ({
        member_id: d.memberId,
        promotion_id: s.promotion.id,
        kind: s.kind,
        period_key: s.periodKey,
        amount: d.amount,
        wallet: 'cash',
        state: s.pay === 'now' ? 'issued' : 'available',
        meta: JSON.stringify({ from, to, total: d.calc.total, gross: d.calc.gross, lines: d.calc.lines }),
        created_at: now,
        expires_at: s.pay === 'now' ? null : s.expiresAt,
        claimed_at: s.pay === 'now' ? now : null,
      }));
      const q = statements(sql);
      const inserted = await rows(
        sql,
        q
          .insertInto('rewards')
          .values(values)
          .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'kind', 'period_key']).doNothing())
          .returning(['id', 'member_id']),
      );
      const byMember = new Map(values.map((v) => [v.member_id, v]));
      const out: { memberId: number; amount: number }[] = [];
      for (const r of inserted) {
        const v = byMember.get(Number(r.member_id));
        if (!v) continue;
        if (s.pay === 'now') await payReward(sql, { ...v, id: Number(r.id) }, currency, now, true);
        out.push({ memberId: v.member_id, amount: v.amount });
      }
      return out;
    });
    for (const d of paid) {
      offered++;
      amount += d.amount;
      app.events.publish({ type: 'rewards', memberId: d.memberId, data: {} });
    }
  }
  await db
    .updateTable('job_runs')
    .set({ status: 'done', finished_at: Date.now(), result: JSON.stringify({ members: due.length, offered, amount }) })
    .where('job', '=', job)
    .where('period', '=', s.periodKey)
    .where('status', '=', 'running')
    .execute();
  return { offered, amount, alreadyDone: false };
}
