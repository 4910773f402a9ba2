import { api } from './api.ts';
import { withFreshSettings } from './house/settings-warmup.ts';
import type {
  DealResult,
  HouseInputs,
  HouseSession,
  RecentRound,
  RoomCard,
  RoomState,
  RoundResult,
  SeedRotation,
  SoloEngine,
} from './types/house.ts';

/**
 * The house games' API for one game page: every call carries the page's launch token in the
 * `X-Game-Session` header (the token is the `session` query parameter of the page).
 */
export function houseApi(token: string) {
  const headers = { 'X-Game-Session': token };
  // See settings-warmup.ts: a server defect makes every call that opens a ledger unit need this.
  const warm = () => api.get('/wps/system/whitelabel');
  const get = <T>(path: string, query?: Record<string, unknown>) => withFreshSettings(warm, () => api.get<T>(path, query, headers));
  const post = <T>(path: string, body: unknown) => withFreshSettings(warm, () => api.post<T>(path, body, headers));
  return {
    session: () => get<HouseSession>('/lgw/house/v1/session'),
    play: <E extends SoloEngine>(input: HouseInputs[E]) => post<RoundResult<E>>('/lgw/house/v1/round', input),
    rotateSeed: (clientSeed?: string) => post<SeedRotation>('/lgw/house/v1/seed', clientSeed ? { clientSeed } : {}),
    rounds: (limit = 20) => get<RecentRound[]>('/lgw/house/v1/rounds', { limit }),
    rooms: (mode: 'real' | 'play') => api.get<RoomCard[]>('/wps/relay/GLS2_roomList', { mode }, headers),
    join: (roomId: number) => post<{ roomId: number; seat: number }>('/lgw/house/v1/rooms/join', { roomId }),
    leave: () => api.post<{ left: boolean }>('/lgw/house/v1/rooms/leave', {}, headers),
    sitOut: (sittingOut: boolean) => api.post<{ sittingOut: boolean }>('/lgw/house/v1/rooms/sitout', { sittingOut }, headers),
    roomState: () => get<RoomState>('/lgw/house/v1/rooms/state'),
    deal: () => post<DealResult>('/lgw/house/v1/rooms/deal', {}),
  };
}

export type HouseApi = ReturnType<typeof houseApi>;
