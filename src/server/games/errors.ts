import { AppError } from '#server/errors.ts';

/** The game, its vendor or its studio cannot be played now; carries games to try instead. */
export class GameMaintenance extends AppError {
  readonly code = 'GAME_MAINTENANCE' as const;
}
