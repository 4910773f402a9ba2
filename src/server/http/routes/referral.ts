/** Contracts: src/lib/contracts/referral.ts. */
import { Hono } from 'hono';
import { referral } from '#lib/contracts/referral.ts';
import { referralPage } from '#server/loyalty/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { qrSvg } from '../responses/qr.ts';
import { sessionOf } from '../session.ts';

export const referralRoutes = new Hono<ApiEnv>();

serve(referralRoutes, referral.page, async (c) => {
  const app = c.get('app');
  const page = await referralPage(app.db, sessionOf(c).memberId, app.config.publicUrl ?? new URL(c.req.url).origin);
  // The page draws the 20 px margin around it (spec: QR size 200, margin 20).
  return { ...page, qr: await qrSvg(page.link, 0) };
});
