/** Back office, sportsbook desk: the bets and limits tabs (bets, liability, players' stake factors; a factor's change audited). */
import type { AppContext } from '#server/app-context.ts';
import { NotFound } from '#server/errors.ts';
import { clearStakeFactor, setStakeFactor, stakeFactors } from '#server/sportsbook/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export { staffBets as boSportsBets, staffLiability as boSportsLiability } from '#server/sportsbook/index.ts';

export const boStakeFactors = async (app: AppContext) => ({ items: await stakeFactors(app) });

/** A member by username, or by id when all digits. */
async function memberOf(app: AppContext, who: string): Promise<number> {
  const byName = await app.db.selectFrom('members').select('id').where('account_key', '=', who.toLowerCase()).executeTakeFirst();
  if (byName) return Number(byName.id);
  if (/^\d{1,15}$/.test(who)) {
    const byId = await app.db.selectFrom('members').select('id').where('id', '=', Number(who)).executeTakeFirst();
    if (byId) return Number(byId.id);
  }
  throw new NotFound('No such member.', { member: who });
}

export async function setStakeFactorAs(app: AppContext, actor: StaffActor, who: string, factorBps: number, note: string, now = Date.now()) {
  const memberId = await memberOf(app, who);
  const done = await setStakeFactor(app, memberId, factorBps, note, actor.staffId, now);
  await audit(app.db, actor, { action: 'sports.stake_factor.set', targetType: 'member', targetId: memberId, before: { factorBps: done.before }, after: { factorBps, note } }, now);
  return done.row;
}

export async function clearStakeFactorAs(app: AppContext, actor: StaffActor, memberId: number, now = Date.now()) {
  const before = await clearStakeFactor(app, memberId);
  if (before !== null) await audit(app.db, actor, { action: 'sports.stake_factor.clear', targetType: 'member', targetId: memberId, before: { factorBps: before }, after: { factorBps: null } }, now);
  return { memberId, removed: before !== null };
}
