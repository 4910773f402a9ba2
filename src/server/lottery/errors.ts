/** The lottery's refusals: each a clear code of the status table (src/lib/contracts/errors.ts). */
import type { SelectionError } from '#lib/contracts/lottery-model.ts';
import { AppError } from '#server/errors.ts';

export class UnknownLottery extends AppError {
  readonly code = 'UNKNOWN_LOTTERY' as const;
}
export class UnknownDraw extends AppError {
  readonly code = 'UNKNOWN_DRAW' as const;
}
export class UnknownBetType extends AppError {
  readonly code = 'UNKNOWN_BET_TYPE' as const;
}
/** The bet type is switched off for this lottery (its odds row disabled or missing). */
export class BetTypeClosed extends AppError {
  readonly code = 'BET_TYPE_CLOSED' as const;
}
/** Betting on the draw has closed (or the draw is drawn, settled or void). */
export class DrawClosed extends AppError {
  readonly code = 'DRAW_CLOSED' as const;
}
/** The draw is not open for tickets yet. */
export class DrawNotOpen extends AppError {
  readonly code = 'DRAW_NOT_OPEN' as const;
}
export class StakeTooLow extends AppError {
  readonly code = 'STAKE_TOO_LOW' as const;
}
export class StakeAboveLimit extends AppError {
  readonly code = 'STAKE_ABOVE_LIMIT' as const;
}
export class PayoutAboveLimit extends AppError {
  readonly code = 'PAYOUT_ABOVE_LIMIT' as const;
}
export class TicketNotCancellable extends AppError {
  readonly code = 'TICKET_NOT_CANCELLABLE' as const;
}
export class FollowNotActive extends AppError {
  readonly code = 'FOLLOW_NOT_ACTIVE' as const;
}
/** A result that does not fit the lottery's format (staff entry, a feed). */
export class ResultInvalid extends AppError {
  readonly code = 'RESULT_INVALID' as const;
}
/** The draw moved on while the request was decided (another instance, another staff member). */
export class DrawStateChanged extends AppError {
  readonly code = 'DRAW_STATE_CHANGED' as const;
}

/** A selection the bet type's rules refuse, with its own code (EMPTY_SELECTION, NUMBER_OUT_OF_RANGE, …). */
export class SelectionRefused extends AppError {
  readonly code: SelectionError;
  constructor(code: SelectionError, message: string, details?: Record<string, unknown>) {
    super(message, details);
    this.code = code;
  }
}
