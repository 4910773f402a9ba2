/**
 * Tells members that a bonus of theirs expires within a day, while there is still time to wager
 * it. The warning is a guarded update (`expiry_warned_at is null`) in the unit that stores the
 * message, so each bonus is warned about once, however often or in parallel the job runs.
 */
import type { AppContext } from '#server/app-context.ts';
import { changed, statements } from '#server/db/statement-builder.ts';
import { insertMessageIn, notifyMessages } from '#server/content/index.ts';

/** How long before its expiry a bonus is warned about. */
export const EXPIRY_WARNING_MS = 86_400_000;

/** The job: warns about every active bonus expiring within EXPIRY_WARNING_MS; answers how many this run warned. */
export async function warnExpiringBonuses(app: AppContext, now: number, limit = 500): Promise<number> {
  const due = await app.db
    .selectFrom('member_bonuses')
    .select(['id', 'member_id', 'amount', 'expires_at'])
    .where('status', '=', 'active')
    .where('expiry_warned_at', 'is', null)
    .where('expires_at', '>', now)
    .where('expires_at', '<=', now + EXPIRY_WARNING_MS)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  if (due.length === 0) return 0;
  const warned = await app.ledger.run(async (sql) => {
    const q = statements(sql);
    const told: number[] = [];
    for (const b of due) {
      const id = Number(b.id);
      const moved = await changed(sql, q.updateTable('member_bonuses').set({ expiry_warned_at: now }).where('id', '=', id).where('status', '=', 'active').where('expiry_warned_at', 'is', null));
      if (moved !== 1) continue;
      const memberId = Number(b.member_id);
      await insertMessageIn(sql, memberId, 'bonus_expiring', { id, amount: Number(b.amount), hours: Math.max(1, Math.ceil((Number(b.expires_at) - now) / 3_600_000)) }, now);
      told.push(memberId);
    }
    return told;
  });
  await notifyMessages(app.db, app.events, [...new Set(warned)], 'bonus_expiring');
  return warned.length;
}
