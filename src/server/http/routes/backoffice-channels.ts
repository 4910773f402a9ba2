/** Back office, settings desk: deposit channels. Contracts: src/lib/contracts/backoffice-channels.ts. */
import { Hono } from 'hono';
import { backofficeChannels as ch } from '#lib/contracts/backoffice-channels.ts';
import { channelsOverview, requestChannelChange } from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeChannelRoutes = new Hono<ApiEnv>();

serve(backofficeChannelRoutes, ch.list, (c) => channelsOverview(c.get('app')));

serve(backofficeChannelRoutes, ch.change, (c, { params, body }) => requestChannelChange(c.get('app'), staffOf(c), params.id, body));
