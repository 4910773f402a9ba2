import { ApiError } from '../api.ts';
import { errorMessage, type Message } from '../error-message.ts';
import type { GameCard } from '../types/games.ts';

/** Codes a game launch can answer with that have their own wording (errors.<CODE>). */
const LAUNCH_CODES = new Set(['GAME_MAINTENANCE', 'INSUFFICIENT_FUNDS', 'ACCOUNT_EXCLUDED', 'SESSION_EXPIRED', 'TRIAL_ACCOUNT', 'PASSWORD_CHANGE_REQUIRED', 'NOT_FOUND', 'FEATURE_DISABLED']);

/** The words for a failed launch: the game codes first, then the general error wording. */
export function launchErrorMessage(err: unknown): Message {
  if (err instanceof ApiError && LAUNCH_CODES.has(err.code)) return { key: `errors.${err.code}` };
  return errorMessage(err);
}

function isCard(value: unknown): value is GameCard {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v['gameId'] === 'number' && typeof v['gameName'] === 'string' && typeof v['showIcon'] === 'string';
}

/** The games the server recommends instead of one under maintenance (spec §8). */
export function recommendedGames(err: unknown): GameCard[] {
  if (!(err instanceof ApiError)) return [];
  const list = err.details['recommended'];
  return Array.isArray(list) ? list.filter(isCard) : [];
}

/** How the site reacts to a failed launch: a dialog, the login modal, or the forced password change. */
export type LaunchFailure = 'login' | 'trueAccount' | 'changePassword' | 'message';

export function launchFailure(err: unknown): LaunchFailure {
  if (!(err instanceof ApiError)) return 'message';
  if (err.code === 'NOT_LOGGED_IN') return 'login';
  if (err.code === 'TRIAL_ACCOUNT' || err.code === 'IN_NEED_TRUE_ACCOUNT') return 'trueAccount';
  if (err.code === 'PASSWORD_CHANGE_REQUIRED') return 'changePassword';
  return 'message';
}
