/**
 * Domain errors carry a literal code; src/server/http/errors.ts maps each code to an HTTP
 * status and the `{ success: false, code, message }` envelope.
 */
export abstract class AppError extends Error {
  abstract readonly code: string;
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
