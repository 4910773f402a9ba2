/** Contracts: src/lib/contracts/affiliate.ts. */
import { Hono } from 'hono';
import { affiliate } from '#lib/contracts/affiliate.ts';
import { applicationPage, submitApplication } from '#server/loyalty/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const affiliateRoutes = new Hono<ApiEnv>();

serve(affiliateRoutes, affiliate.application, (c) => applicationPage(c.get('app').db, sessionOf(c).memberId));
serve(affiliateRoutes, affiliate.apply, (c, { body }) => submitApplication(c.get('app').db, sessionOf(c).memberId, body));
