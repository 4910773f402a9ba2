import { Hono } from 'hono';
import { z } from 'zod';
import { verifyPassword } from '#server/auth/passwords.ts';
import { InvalidPassword } from '#server/auth/errors.ts';
import { activeExclusion, exclude, SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '#server/cashier/exclusions.ts';
import { confirmLimit, LIMIT_PERIODS, listLimits, setLimit } from '#server/cashier/limits.ts';
import { helplines, realityCheck, setRealityCheck } from '#server/cashier/play-settings.ts';
import { getMember } from '#server/members/members.ts';
import type { ApiEnv } from '../env.ts';
import { password } from '../schemas.ts';
import { clearSessionCookie, requireSession, sessionOf } from '../session.ts';
import { readJson } from '../validate.ts';

const member = requireSession({ allowTrial: false });
const periodKey = z.enum(Object.keys(LIMIT_PERIODS) as [keyof typeof LIMIT_PERIODS]);

/** Responsible gambling (UK RTS 12/13 as the model): deposit limits, reality checks, time-outs, self-exclusion. */
export const rgRoutes = new Hono<ApiEnv>()
  /** Independent helplines, the merchant's country first (open to everyone: help before signing in too). */
  .get('/wps/rg/helplines', async (c) => c.json({ success: true, value: await helplines(c.get('app').db) }))
  .get('/wps/rg/limits', member, async (c) => c.json({ success: true, value: await listLimits(c.get('app').db, sessionOf(c).memberId) }))
  .post('/wps/rg/limits', member, async (c) => {
    const body = await readJson(c, z.object({ period: periodKey, amount: z.number().int().positive().max(1_000_000_000_00).nullable() }));
    return c.json({ success: true, value: await setLimit(c.get('app').db, sessionOf(c).memberId, body.period, body.amount) });
  })
  .post('/wps/rg/limits/confirm', member, async (c) => {
    const body = await readJson(c, z.object({ period: periodKey }));
    return c.json({ success: true, value: await confirmLimit(c.get('app').db, sessionOf(c).memberId, body.period) });
  })
  .get('/wps/rg/realityCheck', member, async (c) => c.json({ success: true, value: await realityCheck(c.get('app').db, sessionOf(c)) }))
  .post('/wps/rg/realityCheck', member, async (c) => {
    const { minutes } = await readJson(c, z.object({ minutes: z.number().int().nullable() }));
    await setRealityCheck(c.get('app').db, sessionOf(c).memberId, minutes);
    return c.json({ success: true, value: await realityCheck(c.get('app').db, sessionOf(c)) });
  })
  .get('/wps/rg/exclusion', member, async (c) => c.json({ success: true, value: await activeExclusion(c.get('app').db, sessionOf(c).memberId) }))
  /** A time-out or self-exclusion starts at once and ends every session; the login password confirms it. */
  .post('/wps/rg/exclusion', member, async (c) => {
    const body = await readJson(
      c,
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('time_out'), days: z.number().int().refine((d) => (TIME_OUT_DAYS as readonly number[]).includes(d), `one of ${TIME_OUT_DAYS.join(', ')}`), password }),
        z.object({
          kind: z.literal('self_exclusion'),
          months: z.union([z.number().int().refine((m) => (SELF_EXCLUSION_MONTHS as readonly number[]).includes(m), `one of ${SELF_EXCLUSION_MONTHS.join(', ')}`), z.literal('permanent')]),
          password,
        }),
      ]),
    );
    const app = c.get('app');
    const m = await getMember(app.db, sessionOf(c).memberId);
    if (!(await verifyPassword(m.password_hash, body.password))) throw new InvalidPassword('Your password is not right.');
    const result = await exclude(app, m.id, body.kind === 'time_out' ? { kind: 'time_out', days: body.days } : { kind: 'self_exclusion', months: body.months });
    clearSessionCookie(c);
    return c.json({ success: true, value: result });
  });
