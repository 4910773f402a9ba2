import { Hono } from 'hono';
import { verification } from '#lib/contracts/verification.ts';
import { sendLoginCode, sendRegisterCode, sendResetCode } from '#server/auth/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { clientOf } from '../session.ts';

const MAYBE_SENT = 'If this number has an account, a code is on its way.';

export const verificationRoutes = new Hono<ApiEnv>();

serve(verificationRoutes, verification.loginCode, async (c, { body }) => ({ ...(await sendLoginCode(c.get('app'), body, clientOf(c))), message: MAYBE_SENT }));

serve(verificationRoutes, verification.registerCode, async (c, { body }) => {
  const sent = await sendRegisterCode(c.get('app'), { mobileNum: body.mobileNo, countryDialingCode: body.countryDialingCode }, clientOf(c));
  return { ...sent, message: 'A code is on its way.' };
});

serve(verificationRoutes, verification.resetCode, async (c, { body }) => ({ ...(await sendResetCode(c.get('app'), body, clientOf(c))), message: MAYBE_SENT }));
