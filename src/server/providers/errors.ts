import { AppError } from '#server/errors.ts';

export class InvalidSignature extends AppError {
  readonly code = 'INVALID_SIGNATURE' as const;
}
export class StaleRequest extends AppError {
  readonly code = 'STALE_REQUEST' as const;
}
/** The same transaction id came back with a different request. */
export class TransactionMismatch extends AppError {
  readonly code = 'TRANSACTION_MISMATCH' as const;
}
export class SessionExpired extends AppError {
  readonly code = 'SESSION_EXPIRED' as const;
}
export class UnknownBet extends AppError {
  readonly code = 'UNKNOWN_BET' as const;
}
export class BetSettled extends AppError {
  readonly code = 'BET_SETTLED' as const;
}
export class CurrencyMismatch extends AppError {
  readonly code = 'CURRENCY_MISMATCH' as const;
}
// A launch refusal: defined by games, where it is thrown.
export { GameMaintenance } from '#server/games/index.ts';
/** The callback names a player other than the game session's. */
export class PlayerMismatch extends AppError {
  readonly code = 'PLAYER_MISMATCH' as const;
}
