/** Games desk: the catalogue's lobby flags (audited when they change) and the house games' RTP. */
import type { AppContext } from '#server/app-context.ts';
import { type GameAdminQuery, type GameFlags, gamesForStaff, houseGameTotals, setGameFlags } from '#server/games/index.ts';
import { statedRtp } from '#server/providers/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export function gamePage(app: AppContext, q: GameAdminQuery) {
  return gamesForStaff(app.db, q);
}

export async function updateGameFlags(app: AppContext, actor: StaffActor, id: number, flags: { [K in keyof GameFlags]?: GameFlags[K] | undefined }) {
  const { changed, before, after } = await setGameFlags(app.db, id, flags);
  if (changed) await audit(app.db, actor, { action: 'game.flags', targetType: 'game', targetId: id, before, after });
  return { id, changed, flags: after };
}

const DAY = 86_400_000;
export const RTP_PERIOD_DAYS: Record<string, number | null> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90, all: null };

/** Stated beside measured RTP per house game, over the period's days ending now. */
export async function houseRtp(app: AppContext, period: string, lang: string, now = Date.now()) {
  const days = RTP_PERIOD_DAYS[period] ?? null;
  const from = days === null ? null : now - days * DAY;
  const rows = await houseGameTotals(app.db, { from, to: now + 1 }, lang);
  return {
    from,
    to: now,
    list: rows.map((r) => ({ ...r, stated: statedRtp(r.engine), measured: r.stake > 0 ? r.payout / r.stake : null })),
  };
}
