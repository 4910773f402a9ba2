/** Contracts: src/lib/contracts/backoffice-affiliates.ts. */
import { Hono } from 'hono';
import { backofficeAffiliates as api } from '#lib/contracts/backoffice-affiliates.ts';
import { affiliateQueue, affiliateUpline, approveAffiliate, rejectAffiliate } from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeAffiliateRoutes = new Hono<ApiEnv>();

// The fixed path before the ones with an id.
serve(backofficeAffiliateRoutes, api.upline, (c, { query }) => affiliateUpline(c.get('app'), query.account));
serve(backofficeAffiliateRoutes, api.list, (c, { query }) => affiliateQueue(c.get('app'), query));
serve(backofficeAffiliateRoutes, api.approve, (c, { params, body }) => approveAffiliate(c.get('app'), staffOf(c), params.id, body));
serve(backofficeAffiliateRoutes, api.reject, (c, { params, body }) => rejectAffiliate(c.get('app'), staffOf(c), params.id, body.reason));
