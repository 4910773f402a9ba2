/** Contracts: src/lib/contracts/backoffice-referrals.ts. */
import { Hono } from 'hono';
import { backofficeReferrals as api } from '#lib/contracts/backoffice-referrals.ts';
import { decideReferralAs } from '#server/backoffice/index.ts';
import { heldReferrals, listReferrals } from '#server/loyalty/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeReferralRoutes = new Hono<ApiEnv>();

// The held queue before the :friendId path, so 'held' is never read as an id.
serve(backofficeReferralRoutes, api.held, async (c) => ({ list: await heldReferrals(c.get('app').db) }));
serve(backofficeReferralRoutes, api.list, (c, { query }) => listReferrals(c.get('app').db, query));
serve(backofficeReferralRoutes, api.decide, (c, { params, body }) => decideReferralAs(c.get('app'), staffOf(c), params.friendId, body));
