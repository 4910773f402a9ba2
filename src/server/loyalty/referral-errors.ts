import { AppError } from '#server/errors.ts';

export { InvalidState, NotFound } from '#server/errors.ts';

/** The referral switch (spec §6) is off: invite friends is not offered. */
export class ReferralOff extends AppError {
  readonly code = 'REFERRAL_OFF' as const;
}
