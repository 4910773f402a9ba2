/**
 * Bets per member and game category over a period, read from the hourly roll-ups: one aggregate
 * query for every member (the settlement jobs), or one member's hours summed in memory (a
 * player's live figures). Audiences are applied to the whole set at once.
 */
import type { Db } from '#server/db/connect.ts';
import { houseBetRollupsOf, memberRollups } from '#server/games/index.ts';
import { ancestryOf, findMemberByAccount, memberRanks } from '#server/members/index.ts';
import type { Audience } from '#lib/contracts/promotion-model.ts';
import type { CategoryTotals } from './rates.ts';

export interface MemberTotals {
  memberId: number;
  rank: number;
  label: string | null;
  createdAt: number;
  totals: CategoryTotals[];
}

const n = (v: unknown) => Number(v ?? 0);

/** Every member with bets in [from, to): their rank and their totals per category, by member id. */
export async function periodTotals(db: Db, range: { from: number; to: number }): Promise<MemberTotals[]> {
  const rows = await db
    .selectFrom(houseBetRollupsOf(db, range).as('r'))
    .innerJoin(memberRanks(db).as('m'), 'm.id', 'r.member_id')
    .select((eb) => [
      'r.member_id',
      'r.category',
      'm.vip_rank',
      'm.vip_label',
      'm.created_at',
      eb.fn.sum<number>('r.bet_count').as('bets'),
      eb.fn.sum<number>('r.stake').as('stake'),
      eb.fn.sum<number>('r.valid_bet').as('valid'),
      eb.fn.sum<number>('r.payout').as('payout'),
    ])
    .groupBy(['r.member_id', 'r.category', 'm.vip_rank', 'm.vip_label', 'm.created_at'])
    .orderBy('r.member_id')
    .execute();
  const out: MemberTotals[] = [];
  for (const r of rows) {
    const id = Number(r.member_id);
    let m = out[out.length - 1];
    if (!m || m.memberId !== id) {
      m = { memberId: id, rank: n(r.vip_rank), label: r.vip_label, createdAt: n(r.created_at), totals: [] };
      out.push(m);
    }
    m.totals.push({ category: r.category, bets: n(r.bets), stake: n(r.stake), validBet: n(r.valid), payout: n(r.payout) });
  }
  return out;
}

/** One member's totals per category in [from, to). */
export async function memberPeriodTotals(db: Db, memberId: number, range: { from: number; to: number }): Promise<CategoryTotals[]> {
  const by = new Map<string, CategoryTotals>();
  for (const r of await memberRollups(db, memberId, range)) {
    const t = by.get(r.category) ?? { category: r.category, bets: 0, stake: 0, validBet: 0, payout: 0 };
    t.bets += n(r.bet_count);
    t.stake += n(r.stake);
    t.validBet += n(r.valid_bet);
    t.payout += n(r.payout);
    by.set(r.category, t);
  }
  return [...by.values()];
}

/** A test of membership of the audience for a whole set of members (at most one query: a team's downline). */
export async function audienceTest(db: Db, a: Audience, now: number): Promise<(m: Pick<MemberTotals, 'memberId' | 'rank' | 'label' | 'createdAt'>) => boolean> {
  switch (a.kind) {
    case 'all':
      return () => true;
    case 'new':
      return (m) => m.createdAt > now - a.days * 86_400_000;
    case 'vip':
      return (m) => a.ranks.includes(m.rank);
    case 'labels':
      return (m) => m.label !== null && a.labels.includes(m.label);
    case 'team': {
      const agent = await findMemberByAccount(db, a.agent);
      if (!agent) return () => false;
      const rows = await ancestryOf(db).where('ancestor_id', '=', agent.id).execute();
      const team = new Set(rows.map((r) => Number(r.descendant_id)));
      return (m) => team.has(m.memberId);
    }
  }
}
