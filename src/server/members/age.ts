import { ageCheck, MIN_AGE } from '#lib/validation/age.ts';
import { AppError, ValidationFailed } from '#server/errors.ts';

/** The birthday makes the person younger than the site's minimum age (21). */
export class UnderAge extends AppError {
  readonly code = 'UNDER_AGE' as const;
}

/** Refuses a birthday that is not a real date or of someone under 21 (registration and the profile). */
export function assertAdult(birthday: string, now = Date.now()): void {
  const verdict = ageCheck(birthday, now);
  if (verdict === 'invalid') throw new ValidationFailed('birthday: a real date, YYYY-MM-DD', { fields: [{ field: 'birthday', message: 'validation.pattern.DATE_YMD' }] });
  if (verdict === 'under_age') {
    throw new UnderAge(`You must be ${MIN_AGE} or older to have an account.`, { minAge: MIN_AGE, fields: [{ field: 'birthday', message: 'validation.age', values: { min: MIN_AGE } }] });
  }
}
