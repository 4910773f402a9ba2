import { AppError } from '#server/errors.ts';

export class ChannelUnavailable extends AppError {
  readonly code = 'CHANNEL_UNAVAILABLE' as const;
}
export class AmountOutOfRange extends AppError {
  readonly code = 'AMOUNT_OUT_OF_RANGE' as const;
}
/** A deposit over a responsible-gambling limit; carries what is left in each period. */
export class DepositLimitReached extends AppError {
  readonly code = 'DEPOSIT_LIMIT_REACHED' as const;
}
// Exclusions are the member's (src/server/members/exclusions.ts); InvalidState is shared by every domain.
export { AccountExcluded } from '#server/members/index.ts';
export { InvalidState } from '#server/errors.ts';
export class WrongPaymentPassword extends AppError {
  readonly code = 'WRONG_PAYMENT_PASSWORD' as const;
}
/** Five wrong payment passwords: refused until `until` (epoch ms), even the right one. */
export class PaymentPasswordLocked extends AppError {
  readonly code = 'PAYMENT_PASSWORD_LOCKED' as const;
}
/** A request id the member already used for another amount, account or kind of request. */
export class RequestIdReused extends AppError {
  readonly code = 'REQUEST_ID_REUSED' as const;
}
export class PaymentPasswordNotSet extends AppError {
  readonly code = 'PAYMENT_PASSWORD_NOT_SET' as const;
}
/** A withdrawal to a new account or from a new device: the payment password and a code are needed. */
export class StepUpRequired extends AppError {
  readonly code = 'STEP_UP_REQUIRED' as const;
}
export class NameMismatch extends AppError {
  readonly code = 'NAME_MISMATCH' as const;
}
export class UploadRefused extends AppError {
  readonly code = 'UPLOAD_REFUSED' as const;
}
export class WageringIncomplete extends AppError {
  readonly code = 'WAGERING_INCOMPLETE' as const;
}
/** Issue 17: a withdrawal over the VIP rank's daily amount; carries the limit, what was used and what is left. */
export class WithdrawalDailyLimit extends AppError {
  readonly code = 'WITHDRAWAL_DAILY_LIMIT' as const;
}
/** Issue 17: one withdrawal more than the VIP rank allows per day; carries the limit, the count used and what is left. */
export class WithdrawalDailyCount extends AppError {
  readonly code = 'WITHDRAWAL_DAILY_COUNT' as const;
}
