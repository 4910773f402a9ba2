/** The games desk's calls (typed by src/lib/contracts/backoffice-games.ts) and its merchant-zone date-time helpers. */
import { TZDate } from '@date-fns/tz';
import { request } from '#lib/api.ts';
import type { GAME_SORTS, RTP_PERIODS } from '#lib/contracts/backoffice-games.ts';

export interface GameListQuery {
  vendor?: string | undefined;
  category?: string | undefined;
  q?: string | undefined;
  sort: (typeof GAME_SORTS)[number];
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
  language: string;
}

export const gamesDesk = {
  vendors: () => request('GET /backoffice/api/games/vendors'),
  setEnabled: (code: string, enabled: boolean) => request('POST /backoffice/api/games/vendors/:code', { params: { code }, body: { enabled } }),
  setMaintenance: (code: string, body: { from: number; until: number; alternatives: string[] }) => request('PUT /backoffice/api/games/vendors/:code/maintenance', { params: { code }, body }),
  clearMaintenance: (code: string) => request('DELETE /backoffice/api/games/vendors/:code/maintenance', { params: { code } }),
  secrets: (code: string) => request('GET /backoffice/api/games/vendors/:code/secrets', { params: { code } }),
  issueSecret: (code: string, graceMinutes: number) => request('POST /backoffice/api/games/vendors/:code/secrets', { params: { code }, body: { graceMinutes } }),
  games: (query: GameListQuery) => request('GET /backoffice/api/games', { query }),
  setGame: (id: number, body: { hot?: boolean; sort?: number; trialAllowed?: boolean }) => request('PUT /backoffice/api/games/:id', { params: { id }, body }),
  rtp: (period: (typeof RTP_PERIODS)[number], language: string) => request('GET /backoffice/api/games/rtp', { query: { period, language } }),
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A time as a `datetime-local` value ("2026-11-26T02:30") on the merchant zone's clock. */
export function toZoneInput(ms: number, zone: string): string {
  const d = new TZDate(ms, zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value read on the merchant zone's clock, as epoch ms; null when it is not one. */
export function fromZoneInput(value: string, zone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  return new TZDate(y, mo - 1, d, h, mi, zone).getTime();
}
