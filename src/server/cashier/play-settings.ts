import type { Db } from '#server/db/connect.ts';
import { type Session, sessionStartedAt } from '#server/auth/index.ts';
import { betTotalsSince } from '#server/games/index.ts';
import { ValidationFailed } from '#server/errors.ts';
import { loadSettings } from '#server/system/index.ts';
import type { Helplines } from '#lib/types/rg.ts';

/** UK RTS: reminders every 10 minutes to 8 hours. */
export const REALITY_CHECK_MINUTES = { min: 10, max: 480 } as const;

export async function setRealityCheck(db: Db, memberId: number, minutes: number | null, now = Date.now()): Promise<void> {
  if (minutes !== null && (!Number.isInteger(minutes) || minutes < REALITY_CHECK_MINUTES.min || minutes > REALITY_CHECK_MINUTES.max)) {
    throw new ValidationFailed(`minutes: ${REALITY_CHECK_MINUTES.min} to ${REALITY_CHECK_MINUTES.max}, or off`);
  }
  await db
    .insertInto('play_settings')
    .values({ member_id: memberId, reality_check_minutes: minutes, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: now }))
    .execute();
}

/** The reality check: the chosen interval, how long this session has lasted and its net result. */
export async function realityCheck(db: Db, session: Session, now = Date.now()) {
  const settings = await db.selectFrom('play_settings').select('reality_check_minutes').where('member_id', '=', session.memberId).executeTakeFirst();
  const started = { created_at: await sessionStartedAt(db, session.sessionId) };
  const result = await betTotalsSince(db, session.memberId, started.created_at);
  return {
    intervalMinutes: settings?.reality_check_minutes ?? null,
    sessionStartedAt: started.created_at,
    playedMinutes: Math.floor((now - started.created_at) / 60_000),
    rounds: Number(result.n),
    staked: Number(result.stake),
    won: Number(result.payout),
    net: Number(result.payout) - Number(result.stake),
  };
}

/** The helplines to list (an operator setting): the merchant's country first, then the others as configured. */
export async function helplines(db: Db): Promise<Helplines> {
  const { country, lines } = (await loadSettings(db)).helplines;
  return { country, lines: [...lines.filter((l) => l.country === country), ...lines.filter((l) => l.country !== country)] };
}
