/**
 * Wage and dividend allocation, as pure functions (docs/agent-wages.md explains each with worked
 * examples that tests/unit/agents-wages.test.ts reproduces).
 *
 * Every contract in force is a node; its parent is the contract its upline holds of the same kind
 * (the house's terms for a top agent). Each node's effective rate is its own rate, capped by its
 * parent's effective rate — so nobody below can earn more per unit than the agent above, even if
 * a setting or a tier changed after an offer. The node's gross is its effective rate times its
 * team's base (valid bet, or the house's positive result for dividends), rounded down; its
 * downlines' grosses are paid out of it; the agent keeps the difference:
 *
 *   amount(X) = gross(X) − Σ gross(children of X)
 *
 * The sum over a whole tree telescopes to gross(top): the total paid never exceeds the top
 * agent's rate on the team's volume. Should the children's grosses ever exceed their parent's
 * (dividends, where one downline's team can win the house money while the rest loses it), they are
 * scaled down to fit the parent's gross, so an amount is never negative and the telescoping holds.
 */
import { betRate, type Kind, type RealtimeTerms } from './terms.ts';

export const BP = 10_000n;

export interface RateNode {
  contractId: number;
  agentId: number;
  /** The contract the agent's upline holds of the same kind, in force for the same period; null when none. */
  parentContractId: number | null;
  /** The house's terms of a top agent (no parent, not capped). */
  house: boolean;
}

export interface Share {
  contractId: number;
  agentId: number;
  /** Effective rate, basis points (for the real-time salary: the average over its qualifying volume). */
  rate: number;
  /** The volume the rate applied to. */
  base: number;
  gross: number;
  /** What the downlines' contracts took out of the gross. */
  downlineCost: number;
  /** gross − downlineCost, never negative. */
  amount: number;
}

/** Parents before children (a node whose parent is missing counts as a root and earns nothing unless it is the house's). */
function topDown<T extends RateNode>(nodes: T[]): { order: T[]; children: Map<number, T[]>; byId: Map<number, T> } {
  const byId = new Map(nodes.map((n) => [n.contractId, n]));
  const children = new Map<number, T[]>();
  const roots: T[] = [];
  for (const n of nodes) {
    const parent = n.parentContractId === null ? undefined : byId.get(n.parentContractId);
    if (parent && !n.house) {
      const list = children.get(parent.contractId) ?? [];
      list.push(n);
      children.set(parent.contractId, list);
    } else roots.push(n);
  }
  const order: T[] = [];
  const stack = [...roots].reverse();
  const seen = new Set<number>();
  for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
    if (seen.has(n.contractId)) continue;
    seen.add(n.contractId);
    order.push(n);
    for (const c of [...(children.get(n.contractId) ?? [])].reverse()) stack.push(c);
  }
  return { order, children, byId };
}

/** Effective rates: own rate capped by the parent's effective rate; an orphan (no parent in force, not the house's) gets 0. */
export function effectiveRates(nodes: (RateNode & { rate: number })[]): Map<number, number> {
  const { order, byId } = topDown(nodes);
  const eff = new Map<number, number>();
  for (const n of order) {
    const parent = n.parentContractId === null ? undefined : byId.get(n.parentContractId);
    const cap = n.house ? Infinity : parent ? (eff.get(parent.contractId) ?? 0) : 0;
    eff.set(n.contractId, Math.min(n.rate, cap));
  }
  return eff;
}

/**
 * From each node's weighted volume (Σ effective rate × volume, in basis-point minor units) to the
 * amounts: gross = ⌊weighted / 10 000⌋, children's grosses paid out of their parent's (scaled down
 * to fit when they exceed it), the rest kept.
 */
export function shares(nodes: (RateNode & { weighted: bigint; base: number })[]): Map<number, Share> {
  const { order, children } = topDown(nodes);
  const gross = new Map(nodes.map((n) => [n.contractId, n.weighted / BP]));
  const allowed = new Map<number, bigint>();
  for (const n of order) {
    if (!allowed.has(n.contractId)) allowed.set(n.contractId, n.house ? (gross.get(n.contractId) ?? 0n) : 0n);
  }
  for (const n of order) {
    const budget = allowed.get(n.contractId) ?? 0n;
    const kids = children.get(n.contractId) ?? [];
    const wanted = kids.reduce((s, k) => s + (gross.get(k.contractId) ?? 0n), 0n);
    for (const k of kids) {
      const g = gross.get(k.contractId) ?? 0n;
      allowed.set(k.contractId, wanted <= budget ? g : (g * budget) / wanted);
    }
  }
  const out = new Map<number, Share>();
  for (const n of nodes) {
    const mine = allowed.get(n.contractId) ?? 0n;
    const cost = (children.get(n.contractId) ?? []).reduce((s, k) => s + (allowed.get(k.contractId) ?? 0n), 0n);
    const rate = n.base > 0 ? Number((n.weighted * 1n) / BigInt(n.base)) : 0;
    out.set(n.contractId, { contractId: n.contractId, agentId: n.agentId, rate, base: n.base, gross: Number(mine), downlineCost: Number(cost), amount: Number(mine - cost) });
  }
  return out;
}

/** Daily and hourly wages, dividends: one rate per node from its tier table, applied to its team's base. */
export function allocate(nodes: (RateNode & { rate: number; base: number })[]): Map<number, Share> {
  const eff = effectiveRates(nodes);
  return shares(nodes.map((n) => ({ ...n, weighted: BigInt(eff.get(n.contractId) ?? 0) * BigInt(Math.max(0, n.base)), base: Math.max(0, n.base) })));
}

/** Settled bets of one member with the same size and outcome, counted together. */
export interface BetGroup {
  memberId: number;
  stake: number;
  validBet: number;
  payout: number;
  count: number;
  /** The agents above the member (nearest first does not matter): their in-force contracts apply. */
  ancestors: number[];
}

/**
 * The real-time salary: rates per bet (profit rate when the player won it, loss rate otherwise,
 * nothing below a contract's minimum single bet), each capped by the upline's effective rate for
 * the same bet, summed over the bets of each agent's team.
 */
export function realtimeShares(nodes: (RateNode & { terms: RealtimeTerms })[], groups: BetGroup[]): Map<number, Share> {
  const { byId } = topDown(nodes);
  const byAgent = new Map(nodes.map((n) => [n.agentId, n]));
  const weighted = new Map<number, bigint>(nodes.map((n) => [n.contractId, 0n]));
  const base = new Map<number, number>(nodes.map((n) => [n.contractId, 0]));
  for (const g of groups) {
    const chain = g.ancestors.map((id) => byAgent.get(id)).filter((n): n is NonNullable<typeof n> => n !== undefined);
    if (!chain.length) continue;
    const eff = new Map<number, number>();
    // Parents first: a contract's parent belongs to the agent's upline, an ancestor of the same member.
    const pending = new Set(chain.map((n) => n.contractId));
    while (pending.size) {
      let progressed = false;
      for (const n of chain) {
        if (!pending.has(n.contractId)) continue;
        const parent = n.parentContractId === null ? undefined : byId.get(n.parentContractId);
        if (!n.house && parent && pending.has(parent.contractId)) continue;
        const cap = n.house ? Infinity : parent && eff.has(parent.contractId) ? (eff.get(parent.contractId) ?? 0) : 0;
        eff.set(n.contractId, Math.min(betRate(n.terms, g), cap));
        pending.delete(n.contractId);
        progressed = true;
      }
      if (!progressed) break;
    }
    for (const n of chain) {
      const r = eff.get(n.contractId) ?? 0;
      if (r <= 0) continue;
      weighted.set(n.contractId, (weighted.get(n.contractId) ?? 0n) + BigInt(r) * BigInt(g.validBet) * BigInt(g.count));
      base.set(n.contractId, (base.get(n.contractId) ?? 0) + g.validBet * g.count);
    }
  }
  return shares(nodes.map((n) => ({ ...n, weighted: weighted.get(n.contractId) ?? 0n, base: base.get(n.contractId) ?? 0 })));
}

/** Which base a kind's rate applies to. */
export const BASE_OF: Record<Exclude<Kind, 'realtime_salary'>, string> = {
  dividend: "the house's positive result on the team (stakes − payouts)",
  daily_wage: "the team's valid bet of the day",
  hourly_wage: "the team's valid bet of the hour",
};
