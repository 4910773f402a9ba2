import { AppError } from '#server/errors.ts';

export class StaffNotLoggedIn extends AppError {
  readonly code = 'STAFF_NOT_LOGGED_IN' as const;
}
/** The staff member's role does not allow this (src/lib/backoffice/roles.ts). */
export class StaffForbidden extends AppError {
  readonly code = 'STAFF_FORBIDDEN' as const;
}
export class StaffIpNotAllowed extends AppError {
  readonly code = 'STAFF_IP_NOT_ALLOWED' as const;
}
export class StaffLocked extends AppError {
  readonly code = 'STAFF_LOCKED' as const;
}
/** The password was right; the authenticator must be enrolled (first login) or its code given. */
export class StaffEnrolmentRequired extends AppError {
  readonly code = 'STAFF_ENROLMENT_REQUIRED' as const;
}
export class TotpInvalid extends AppError {
  readonly code = 'TOTP_INVALID' as const;
}
export class StaffExists extends AppError {
  readonly code = 'STAFF_EXISTS' as const;
}
/** Maker-checker: the maker of a request cannot decide it. */
export class SelfApproval extends AppError {
  readonly code = 'SELF_APPROVAL' as const;
}
/** The request was already decided, or expired. */
export class ApprovalClosed extends AppError {
  readonly code = 'APPROVAL_CLOSED' as const;
}
/** Wrong username or password (which one is not said). */
export class StaffBadCredentials extends AppError {
  readonly code = 'STAFF_BAD_CREDENTIALS' as const;
}
/** The change would leave no active owner. */
export class LastOwner extends AppError {
  readonly code = 'LAST_OWNER' as const;
}
