import { AppError } from '#server/errors.ts';

/** Not enough money in the account; carries the balance the client should show. */
export class InsufficientFunds extends AppError {
  readonly code = 'INSUFFICIENT_FUNDS' as const;
}

/** A programming error: an entry whose postings do not sum to zero (never stored). */
export class UnbalancedEntry extends Error {}

/** A programming error: an entry whose postings are in different currencies, or a posting to an account of another currency (never stored). */
export class MixedCurrencies extends Error {}
