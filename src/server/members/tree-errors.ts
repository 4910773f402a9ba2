import { AppError } from '#server/errors.ts';

/** A member cannot move under itself or its own downline. */
export class InvalidMove extends AppError {
  readonly code = 'INVALID_MOVE' as const;
}
