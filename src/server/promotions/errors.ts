import { AppError } from '#server/errors.ts';

export { InvalidState, NotFound, ValidationFailed } from '#server/errors.ts';

/** The promotion is published but has not started yet. */
export class PromotionNotStarted extends AppError {
  readonly code = 'PROMOTION_NOT_STARTED' as const;
}
/** The promotion has ended (its end time passed, or staff ended it). */
export class PromotionEnded extends AppError {
  readonly code = 'PROMOTION_ENDED' as const;
}
/** The player is not in the promotion's audience. */
export class NotEligible extends AppError {
  readonly code = 'NOT_ELIGIBLE' as const;
}
export class AlreadyJoined extends AppError {
  readonly code = 'ALREADY_JOINED' as const;
}
/** The reward is not the player's, was claimed already by another path, expired or was forfeited. */
export class RewardUnavailable extends AppError {
  readonly code = 'REWARD_UNAVAILABLE' as const;
}
/** A stake above the active bonus's largest bet. Carries maxBet. */
export class BonusMaxBet extends AppError {
  readonly code = 'BONUS_MAX_BET' as const;
}
/** A withdrawal while a bonus is active: the player must confirm forfeiting it. Carries the bonus. */
export class BonusActive extends AppError {
  readonly code = 'BONUS_ACTIVE' as const;
}
export class NoTickets extends AppError {
  readonly code = 'NO_TICKETS' as const;
}
export class PrizesGone extends AppError {
  readonly code = 'PRIZES_GONE' as const;
}
/** A mission task claimed before the server's records show it done. Carries current and target. */
export class TaskNotDone extends AppError {
  readonly code = 'TASK_NOT_DONE' as const;
}
