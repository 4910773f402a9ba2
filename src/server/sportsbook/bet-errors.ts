/** The member's bet refusals that are not the slip's: a bet id that is not one of the member's own. */
import { AppError } from '#server/errors.ts';

/** No such bet, or another member's (the answer does not tell which). */
export class UnknownSportsBet extends AppError {
  readonly code = 'UNKNOWN_BET' as const;
}
