import type { Generated } from 'kysely';

/**
 * A contract between an upline agent and a direct downline agent (or, with upline_id null, the
 * house's terms for a top agent, taken from the 'agents' setting). Kinds: dividend, daily_wage,
 * hourly_wage, realtime_salary. States: offered → active | rejected | withdrawn;
 * active → terminated | superseded. A contract is in force from accepted_at until ended_at.
 */
export interface AgentContractsTable {
  id: Generated<number>;
  kind: string;
  /** The agent who offered it; null for the house's terms of a top agent. */
  upline_id: number | null;
  downline_id: number;
  /** dividend: daily | weekly | semimonthly | monthly; daily_wage: daily; hourly_wage: hourly; realtime_salary: realtime. */
  period: string;
  /** JSON terms of the kind (tiers, or the real-time rates), rates in basis points. */
  terms: string;
  /** The highest rate in the terms, basis points (for lists and summaries). */
  headline_rate: number;
  status: string;
  created_at: number;
  /** When the downline accepted or rejected (or the upline withdrew) the offer. */
  decided_at: number | null;
  accepted_at: number | null;
  ended_at: number | null;
  /** terminated (both sides agreed), cascade (its upline's contract ended or fell below it), superseded, moved, withdrawn, rejected. */
  end_reason: string | null;
  /** A pending termination request: who asked, and when. */
  termination_requested_by: number | null;
  termination_requested_at: number | null;
}

/**
 * One settled (contract, period): what the agent's team did, the agent's effective rate, its gross
 * earning, what its downlines' contracts took of it, and the amount paid. Unique per
 * (contract_id, period_start): a period pays once. Written by the settlement jobs only.
 */
export interface AgentSettlementsTable {
  id: Generated<number>;
  contract_id: number;
  agent_id: number;
  kind: string;
  period_type: string;
  period_start: number;
  period_end: number;
  /** The team's valid bet in the period (real-time salary: of the bets that qualified). */
  valid_bet: number;
  /** The house's result on the team: stakes − payouts (dividends; 0 for wages). */
  profit: number;
  active_members: number;
  /** The effective rate in basis points (real-time salary: the average over its bets). */
  rate: number;
  gross: number;
  downline_cost: number;
  amount: number;
  /** pending (to pay) → paid; nil when there was nothing to pay. */
  status: string;
  entry_id: number | null;
  created_at: number;
  paid_at: number | null;
}
