/**
 * Ranking races for the player: signing up (join → signed, once), the leaderboard of the current
 * period (top N, names masked, the player's own place and value) and the winners of past periods.
 */
import type { AppContext } from '#server/app-context.ts';
import { accountNamesOf } from '#server/members/index.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { assertInAudience, inAudience } from './audience.ts';
import { NotFound } from './errors.ts';
import type { PlayerView } from './reward-view.ts';
import { assertRunning, isMechanic, isRunning, type Promotion, publishedPromotion } from './promotion-rows.ts';
import { placeStandings } from './race-places.ts';
import { racePeriodAt, raceStandings } from './race-standings.ts';

export const maskAccount = (account: string): string => `${account.slice(0, 2)}***${account.slice(-1)}`;

export async function racePromotion(app: AppContext, promotionId: number): Promise<Promotion<'race'>> {
  const p = await publishedPromotion(app.db, promotionId);
  if (!isMechanic(p, 'race')) throw new NotFound('No such race.');
  return p;
}

const signedRow = (app: AppContext, promotionId: number, memberId: number) =>
  app.db.selectFrom('promotion_entries').select('state').where('promotion_id', '=', promotionId).where('member_id', '=', memberId).where('period_key', '=', '').executeTakeFirst();

/** Signs the player up (idempotent: a repeat answers signed again, joined false). */
export async function joinRace(app: AppContext, memberId: number, promotionId: number, now = Date.now()): Promise<{ state: 'signed'; joined: boolean }> {
  const p = await racePromotion(app, promotionId);
  assertRunning(p, now);
  await assertInAudience(app.db, p, memberId, now);
  const r = await app.db
    .insertInto('promotion_entries')
    .values({ promotion_id: p.id, member_id: memberId, period_key: '', state: 'signed', created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['promotion_id', 'member_id', 'period_key']).doNothing())
    .executeTakeFirst();
  const joined = Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  if (joined) app.events.publish({ type: 'rewards', memberId, data: { promotionId: p.id } });
  return { state: 'signed', joined };
}

export interface RaceRow {
  place: number;
  player: string;
  value: number;
  prize: number;
  me: boolean;
}

export interface Leaderboard {
  promotionId: number;
  metric: 'turnover' | 'multiplier';
  from: number;
  to: number;
  period: string;
  signed: boolean;
  top: RaceRow[];
  /** The player's own row (also when outside the top), null when not on the board. */
  mine: RaceRow | null;
}

/** The current (or, once ended, the last) period's leaderboard. */
export async function raceLeaderboard(app: AppContext, memberId: number, promotionId: number, limit = 20, now = Date.now()): Promise<Leaderboard> {
  const p = await racePromotion(app, promotionId);
  const period = racePeriodAt(p, now, await merchantTimeZone(app.db));
  const placed = placeStandings(await raceStandings(app.db, p, period.from, period.to), p.params.prizes);
  const shown = placed.slice(0, limit);
  const ownIndex = placed.findIndex((x) => x.memberId === memberId);
  const names = await accountNamesOf(app.db, [...shown.map((x) => x.memberId), ...(ownIndex >= 0 ? [memberId] : [])]);
  const row = (x: (typeof placed)[number]): RaceRow => ({ place: x.place, player: maskAccount(names.get(x.memberId) ?? '?'), value: x.value, prize: x.prize, me: x.memberId === memberId });
  return {
    promotionId: p.id,
    metric: p.params.metric,
    from: period.from,
    to: period.to,
    period: period.label,
    signed: (await signedRow(app, p.id, memberId))?.state === 'signed',
    top: shown.map(row),
    mine: ownIndex >= 0 ? row(placed[ownIndex]!) : null,
  };
}

/** Ranking race: join → signed → issued (a prize paid) or close (ended without a prize, not eligible). */
export async function raceView(app: AppContext, p: Promotion<'race'>, memberId: number, now: number): Promise<PlayerView> {
  if (p.status === 'published' && now < p.startsAt) return { state: 'comingSoon', actionable: false, progress: null };
  const won = await app.db.selectFrom('rewards').select('id').where('promotion_id', '=', p.id).where('member_id', '=', memberId).where('kind', '=', 'race').executeTakeFirst();
  if (!isRunning(p, now)) return { state: won ? 'issued' : 'close', actionable: false, progress: null };
  if (!(await inAudience(app.db, p, memberId, now))) return { state: 'close', actionable: false, progress: null };
  if ((await signedRow(app, p.id, memberId))?.state === 'signed') return { state: 'signed', actionable: false, progress: null };
  return { state: 'join', actionable: true, progress: null };
}
