/** Back office, settings desk. Contracts: src/lib/contracts/backoffice-settings.ts. */
import { Hono } from 'hono';
import { backofficeSettings as s } from '#lib/contracts/backoffice-settings.ts';
import { changeDomains, changeMaintenance, changeRegions, changeRegisterRules, changeSetting, settingsOverview } from '#server/backoffice/index.ts';
import { listAllDomains, listRegisterRules } from '#server/system/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeSettingsRoutes = new Hono<ApiEnv>();

serve(backofficeSettingsRoutes, s.all, async (c) => ({ ...(await settingsOverview(c.get('app'))), callerIp: staffOf(c).ip }));

serve(backofficeSettingsRoutes, s.registerRules, (c) => listRegisterRules(c.get('app').db));

serve(backofficeSettingsRoutes, s.setRegisterRules, (c, { body }) => changeRegisterRules(c.get('app'), staffOf(c), body.rules));

serve(backofficeSettingsRoutes, s.domains, (c) => listAllDomains(c.get('app').db));

serve(backofficeSettingsRoutes, s.setDomains, (c, { body }) => changeDomains(c.get('app'), staffOf(c), body.domains));

serve(backofficeSettingsRoutes, s.setMaintenance, (c, { body }) => changeMaintenance(c.get('app'), staffOf(c), body));

serve(backofficeSettingsRoutes, s.setRegions, (c, { body }) => changeRegions(c.get('app'), staffOf(c), body.blockedCountries));

// After the named sub-paths above, which Hono matches first.
serve(backofficeSettingsRoutes, s.set, (c, { params, body }) => changeSetting(c.get('app'), staffOf(c), params.key, body.value));
