/** Back office, games desk: vendors, their secrets, the catalogue's flags and the house games' RTP. Contracts: src/lib/contracts/backoffice-games.ts. */
import { Hono } from 'hono';
import { backofficeGames as g } from '#lib/contracts/backoffice-games.ts';
import { endVendorMaintenance, enableVendor, gamePage, houseRtp, rotateVendorSecret, scheduleVendorMaintenance, updateGameFlags, vendorDesk, vendorSecretList } from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeGameRoutes = new Hono<ApiEnv>();

serve(backofficeGameRoutes, g.vendors, (c) => vendorDesk(c.get('app')));

serve(backofficeGameRoutes, g.setVendorEnabled, (c, { params, body }) => enableVendor(c.get('app'), staffOf(c), params.code, body.enabled));

serve(backofficeGameRoutes, g.setMaintenance, (c, { params, body }) => scheduleVendorMaintenance(c.get('app'), staffOf(c), params.code, body));

serve(backofficeGameRoutes, g.clearMaintenance, (c, { params }) => endVendorMaintenance(c.get('app'), staffOf(c), params.code));

serve(backofficeGameRoutes, g.secrets, (c, { params }) => vendorSecretList(c.get('app'), params.code));

serve(backofficeGameRoutes, g.issueSecret, (c, { params, body }) => rotateVendorSecret(c.get('app'), staffOf(c), params.code, body.graceMinutes));

serve(backofficeGameRoutes, g.rtp, (c, { query }) => houseRtp(c.get('app'), query.period, query.language.toLowerCase()));

serve(backofficeGameRoutes, g.games, (c, { query: q }) =>
  gamePage(c.get('app'), { vendor: q.vendor, category: q.category, q: q.q, sort: q.sort, order: q.order, pageNo: q.pageNo, pageSize: q.pageSize, lang: q.language.toLowerCase() }),
);

serve(backofficeGameRoutes, g.setGame, (c, { params, body }) => updateGameFlags(c.get('app'), staffOf(c), params.id, body));
