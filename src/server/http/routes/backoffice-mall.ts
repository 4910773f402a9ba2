/** Back office: the loyalty desk's points mall. Contracts: src/lib/contracts/backoffice-mall.ts. */
import { Hono } from 'hono';
import { backofficeMall as api } from '#lib/contracts/backoffice-mall.ts';
import { createMallItemAs, decideRedeemAs, setMallItemStatusAs, updateMallItemAs } from '#server/backoffice/index.ts';
import { redeemQueue, staffMallItems } from '#server/loyalty/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeMallRoutes = new Hono<ApiEnv>();

serve(backofficeMallRoutes, api.items, async (c, { query }) => ({ list: await staffMallItems(c.get('app'), query.status) }));

serve(backofficeMallRoutes, api.createItem, (c, { body }) => createMallItemAs(c.get('app'), staffOf(c), body));

serve(backofficeMallRoutes, api.updateItem, (c, { params, body: { version, ...f } }) => updateMallItemAs(c.get('app'), staffOf(c), params.id, version, f));

serve(backofficeMallRoutes, api.setItemStatus, (c, { params, body }) => setMallItemStatusAs(c.get('app'), staffOf(c), params.id, body.version, body.status));

serve(backofficeMallRoutes, api.redeems, (c, { query }) => redeemQueue(c.get('app'), query));

serve(backofficeMallRoutes, api.decide, (c, { params, body }) => decideRedeemAs(c.get('app'), staffOf(c), params.id, body));
