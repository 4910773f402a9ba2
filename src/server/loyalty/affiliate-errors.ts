import { AppError } from '#server/errors.ts';

/** The member already has an application waiting for a decision (one pending at a time). */
export class ApplicationOpen extends AppError {
  readonly code = 'APPLICATION_OPEN' as const;
}

/** The member already is an agent: there is nothing to apply for or approve. */
export class AlreadyAgent extends AppError {
  readonly code = 'ALREADY_AGENT' as const;
}
