import { AppError } from '#server/errors.ts';

export { NotFound } from '#server/errors.ts';
export { FeatureDisabled, NotAgent, TrialAccount } from '#server/auth/index.ts';
export { InvalidMove } from '#server/members/index.ts';

/** Accepting these terms would leave contracts the agent gave its downlines above its own rate; re-send with confirm: true. */
export class DownlineContractsAffected extends AppError {
  readonly code = 'DOWNLINE_CONTRACTS_AFFECTED' as const;
}
/** An offer above the upline's own rate of that kind. */
export class RateAboveOwn extends AppError {
  readonly code = 'RATE_ABOVE_OWN' as const;
}
/** The upline holds no contract of that kind, so it has nothing to offer. */
export class NoOwnContract extends AppError {
  readonly code = 'NO_OWN_CONTRACT' as const;
}
/** Contracts are offered to direct downlines only. */
export class NotDirectDownline extends AppError {
  readonly code = 'NOT_DIRECT_DOWNLINE' as const;
}
/** Contracts are for agents; the member named is a player. */
export class NotAnAgentMember extends AppError {
  readonly code = 'TARGET_NOT_AGENT' as const;
}
/** The contract is not in a state that allows this (for example accepting one already decided). */
export class ContractState extends AppError {
  readonly code = 'CONTRACT_STATE' as const;
}
/** A settlement was asked for a period that has not ended yet. */
export class PeriodNotEnded extends AppError {
  readonly code = 'PERIOD_NOT_ENDED' as const;
}
