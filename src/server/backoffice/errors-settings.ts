import { AppError } from '#server/errors.ts';

/** A back-office IP allow-list that leaves out the address of the staff member saving it. */
export class SettingsLockout extends AppError {
  readonly code = 'SETTINGS_LOCKOUT' as const;
}
