import { AppError } from '#server/errors.ts';

/** A time-out or self-exclusion is in force; carries `until` (null = permanent). */
export class AccountExcluded extends AppError {
  readonly code = 'ACCOUNT_EXCLUDED' as const;
}

/** A confirmed contact, or a detail that identifies the member, is already set and cannot be changed. */
export class AlreadyBound extends AppError {
  readonly code = 'ALREADY_BOUND' as const;
}
