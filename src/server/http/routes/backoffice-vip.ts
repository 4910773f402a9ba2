/** Back office, loyalty desk, VIP tab. Contracts: src/lib/contracts/backoffice-vip.ts. */
import { Hono } from 'hono';
import { backofficeVip as api } from '#lib/contracts/backoffice-vip.ts';
import { askLadderChange, loyaltySettingsView, saveLoyaltySettingsAs, setRankAs, vipDesk } from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeVipRoutes = new Hono<ApiEnv>();

serve(backofficeVipRoutes, api.desk, (c) => vipDesk(c.get('app')));
serve(backofficeVipRoutes, api.askLadder, (c, { body }) => askLadderChange(c.get('app'), staffOf(c), body.ladder, body.version));
serve(backofficeVipRoutes, api.setRank, (c, { body }) => setRankAs(c.get('app'), staffOf(c), body));
serve(backofficeVipRoutes, api.settings, (c) => loyaltySettingsView(c.get('app')));
serve(backofficeVipRoutes, api.saveSettings, (c, { body }) => saveLoyaltySettingsAs(c.get('app'), staffOf(c), body));
