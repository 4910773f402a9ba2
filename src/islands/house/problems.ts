import { ApiError } from '#lib/api.ts';

/** What went wrong with a call, as the game shows it (each has its own translated message). */
export type GameProblem =
  | { kind: 'funds'; balance: number | null }
  | { kind: 'session' }
  | { kind: 'network' }
  | { kind: 'busy' }
  | { kind: 'refused' }
  | { kind: 'room-full' }
  | { kind: 'not-seated' };

export function problemOf(err: unknown): GameProblem {
  if (!(err instanceof ApiError)) return { kind: 'network' };
  switch (err.code) {
    case 'INSUFFICIENT_FUNDS': {
      const balance = err.details['balance'];
      return { kind: 'funds', balance: typeof balance === 'number' ? balance : null };
    }
    case 'SESSION_EXPIRED':
    case 'NOT_LOGGED_IN':
      return { kind: 'session' };
    case 'TOO_MANY_REQUESTS':
      return { kind: 'busy' };
    case 'ROOM_FULL':
      return { kind: 'room-full' };
    case 'NOT_SEATED':
      return { kind: 'not-seated' };
    case 'NETWORK_ERROR':
      return { kind: 'network' };
    default:
      if (err.status === 401) return { kind: 'session' };
      if (err.status === 0 || err.status >= 500) return { kind: 'network' };
      return { kind: 'refused' };
  }
}
