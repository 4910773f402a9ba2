import { Hono } from 'hono';
import { rg } from '#lib/contracts/rg.ts';
import { InvalidPassword, verifyPassword } from '#server/auth/index.ts';
import { activeExclusion, confirmLimit, exclude, helplines, listLimits, realityCheck, setLimit, setRealityCheck } from '#server/cashier/index.ts';
import { getMember } from '#server/members/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { clearSessionCookie, sessionOf } from '../session.ts';

/** Responsible gambling (UK RTS 12/13 as the model): deposit limits, reality checks, time-outs, self-exclusion. */
export const rgRoutes = new Hono<ApiEnv>();

serve(rgRoutes, rg.helplines, (c) => helplines(c.get('app').db));
serve(rgRoutes, rg.limits, (c) => listLimits(c.get('app').db, sessionOf(c).memberId));
serve(rgRoutes, rg.setLimit, (c, { body }) => setLimit(c.get('app').db, sessionOf(c).memberId, body.period, body.amount));
serve(rgRoutes, rg.confirmLimit, (c, { body }) => confirmLimit(c.get('app').db, sessionOf(c).memberId, body.period));
serve(rgRoutes, rg.realityCheck, (c) => realityCheck(c.get('app').db, sessionOf(c)));
serve(rgRoutes, rg.setRealityCheck, async (c, { body }) => {
  await setRealityCheck(c.get('app').db, sessionOf(c).memberId, body.minutes);
  return realityCheck(c.get('app').db, sessionOf(c));
});
serve(rgRoutes, rg.exclusion, (c) => activeExclusion(c.get('app').db, sessionOf(c).memberId));
/** A time-out or self-exclusion starts at once and ends every session; the login password confirms it. */
serve(rgRoutes, rg.exclude, async (c, { body }) => {
  const app = c.get('app');
  const m = await getMember(app.db, sessionOf(c).memberId);
  if (!(await verifyPassword(m.password_hash, body.password))) throw new InvalidPassword('Your password is not right.');
  const result = await exclude(app, m.id, body.kind === 'time_out' ? { kind: 'time_out', days: body.days } : { kind: 'self_exclusion', months: body.months });
  clearSessionCookie(c);
  return result;
});
