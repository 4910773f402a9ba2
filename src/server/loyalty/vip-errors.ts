import { AppError } from '#server/errors.ts';

/** A ladder that breaks a rule (ranks 0 … n-1 in order, thresholds that never fall, rates 0 … 100%, amounts ≥ 0); carries the rank, field and rule. */
export class VipLadderInvalid extends AppError {
  readonly code = 'VIP_LADDER_INVALID' as const;
}
/** A rank that is not on the ladder. */
export class VipRankUnknown extends AppError {
  readonly code = 'VIP_RANK_UNKNOWN' as const;
}
/** The member already holds the rank staff asked for: nothing to record. */
export class VipRankUnchanged extends AppError {
  readonly code = 'VIP_RANK_UNCHANGED' as const;
}
