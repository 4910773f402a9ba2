import { Hono } from 'hono';
import QRCode from 'qrcode';
import { system } from '#lib/contracts/system.ts';
import { NotFound } from '#server/errors.ts';
import { listHelpItems, publishedHelpItems } from '#server/content/index.ts';
import { gateFor, hostAllowed, listCountries, listDomains, listRegisterRules, listResources, loadSettings, servicePaths } from '#server/system/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { locationOf } from '../location.ts';
import { openApiJson } from '../openapi.ts';

export const systemRoutes = new Hono<ApiEnv>();

serve(systemRoutes, system.status, async (c, { query: { url } }) => {
  const { db, config } = c.get('app');
  let host: string | null = null;
  try {
    host = url ? new URL(url).host : null;
  } catch {
    host = '';
  }
  // Spec §8 domain check: the page's host must be one of the site's web domains (when any is listed).
  const [settings, register, resources, domainValid] = await Promise.all([loadSettings(db), listRegisterRules(db), listResources(db), host === null ? true : hostAllowed(db, host, config.publicUrl)]);
  const gate = gateFor(settings, locationOf(c, config));
  return {
    info: {
      whitelabel: settings.whitelabel,
      siteConfig: settings.siteConfig,
      switches: settings.switches,
      register,
      resources,
      customerService: { version: { pathList: servicePaths(settings.customerService) } },
      analytics: settings.analytics,
      imageCDNs: settings.imageCDNs,
      launchGameCDNs: settings.launchGameCDNs,
      domainValid,
    },
    location: gate.location,
    status: gate.status,
    maintenance: { enabled: gate.status === 1, endsAt: gate.maintenanceEndsAt },
    regionRestriction: gate.status === 2,
  };
});

serve(systemRoutes, system.whitelabel, async (c) => (await loadSettings(c.get('app').db)).whitelabel);

serve(systemRoutes, system.registerRules, (c) => listRegisterRules(c.get('app').db));

serve(systemRoutes, system.domainRoute, async (c) => {
  const { db } = c.get('app');
  const [domains, resources] = await Promise.all([listDomains(db), listResources(db)]);
  return { domains, resources };
});

serve(systemRoutes, system.helpCenter, async (c, { query }) => [...(await listHelpItems(query.language)), ...(await publishedHelpItems(c.get('app').db, query.language))]);

serve(systemRoutes, system.qrCode, async (c, { query: { resourceType } }) => {
  const resource = (await listResources(c.get('app').db)).find((r) => r.resourceType === resourceType);
  if (!resource) throw new NotFound(`no resource of type ${resourceType}`);
  const target = new URL(resource.url, c.get('app').config.publicUrl ?? c.req.url).href;
  const svg = await QRCode.toString(target, { type: 'svg', margin: 0, width: 200, errorCorrectionLevel: 'M' });
  return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=300' });
});

serve(systemRoutes, system.countryCodes, (c) => listCountries(c.get('app').db));

serve(systemRoutes, system.openApi, (c) => c.body(openApiJson(), 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' }));
