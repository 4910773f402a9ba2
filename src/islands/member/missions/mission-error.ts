import { ApiError } from '#lib/api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';

/** Codes of missions and applications worded in errors.json. */
const OWN = new Set(['TASK_NOT_DONE', 'REWARD_UNAVAILABLE', 'PROMOTION_NOT_STARTED', 'PROMOTION_ENDED', 'NOT_ELIGIBLE', 'ALREADY_JOINED']);

/** The words for a failed mission or application call. */
export function missionError(err: unknown): Message {
  return err instanceof ApiError && OWN.has(err.code) ? { key: `errors.${err.code}` } : errorMessage(err);
}
