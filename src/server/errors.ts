import type { ErrorCode } from '#server/http/errors.ts';

/**
 * Domain errors carry a literal code; src/server/http/errors.ts maps each code to an HTTP
 * status and the `{ success: false, code, message }` envelope. The code must be a key of that
 * table, so an unmapped code is a type error.
 */
export abstract class AppError extends Error {
  abstract readonly code: ErrorCode;
  /** Extra fields a client may act on (for example the wait before a retry). */
  readonly details: Record<string, unknown> | undefined;
  constructor(message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.details = details;
  }
}

export class NotFound extends AppError {
  readonly code = 'NOT_FOUND' as const;
}

export class ValidationFailed extends AppError {
  readonly code = 'VALIDATION_ERROR' as const;
}

/** Spec §8: too many requests, try again after 5 minutes. Carries retryAfterSeconds. */
export class TooManyRequests extends AppError {
  readonly code = 'TOO_MANY_REQUESTS' as const;
}

/** The row changed meanwhile (another tab, another request): a guarded update matched nothing. */
export class InvalidState extends AppError {
  readonly code = 'INVALID_STATE' as const;
}
