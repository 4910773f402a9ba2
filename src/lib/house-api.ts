import { request } from './api.ts';
import { withFreshSettings } from './house/settings-warmup.ts';
import type { HouseInputs, RoundResult, SoloEngine } from './types/house.ts';

/**
 * The house games' API for one game page: every call carries the page's launch token in the
 * `X-Game-Session` header (the token is the `session` query parameter of the page).
 */
export function houseApi(token: string) {
  const headers = { 'X-Game-Session': token };
  // See settings-warmup.ts: a server defect makes every call that opens a ledger unit need this.
  const warm = () => request('GET /wps/system/whitelabel');
  return {
    session: () => withFreshSettings(warm, () => request('GET /lgw/house/v1/session', {}, headers)),
    /** The answer's outcome is the engine's own (the server plays the session's game with this input). */
    play: <E extends SoloEngine>(input: HouseInputs[E]): Promise<RoundResult<E>> =>
      withFreshSettings(warm, () => request('POST /lgw/house/v1/round', { body: input }, headers)) as Promise<RoundResult<E>>,
    rotateSeed: (clientSeed?: string) => withFreshSettings(warm, () => request('POST /lgw/house/v1/seed', { body: clientSeed ? { clientSeed } : {} }, headers)),
    rounds: (limit = 20) => withFreshSettings(warm, () => request('GET /lgw/house/v1/rounds', { query: { limit } }, headers)),
    rooms: (mode: 'real' | 'play') => request('GET /wps/relay/GLS2_roomList', { query: { mode } }, headers),
    join: (roomId: number) => withFreshSettings(warm, () => request('POST /lgw/house/v1/rooms/join', { body: { roomId } }, headers)),
    leave: () => request('POST /lgw/house/v1/rooms/leave', {}, headers),
    sitOut: (sittingOut: boolean) => request('POST /lgw/house/v1/rooms/sitout', { body: { sittingOut } }, headers),
    roomState: () => withFreshSettings(warm, () => request('GET /lgw/house/v1/rooms/state', {}, headers)),
    deal: () => withFreshSettings(warm, () => request('POST /lgw/house/v1/rooms/deal', {}, headers)),
  };
}

export type HouseApi = ReturnType<typeof houseApi>;
