import { Hono } from 'hono';
import QRCode from 'qrcode';
import { z } from 'zod';
import { NotFound } from '#server/errors.ts';
import { listHelpItems } from '#server/content/help-center.ts';
import { listCountries, listDomains, listResources } from '#server/system/catalogue.ts';
import { servicePaths } from '#server/system/customer-service.ts';
import { listRegisterRules } from '#server/system/register-rules.ts';
import { loadSettings } from '#server/system/settings.ts';
import { gateFor } from '#server/system/status.ts';
import type { ApiEnv } from '../env.ts';
import { locationOf } from '../location.ts';
import { languageParam } from '../schemas.ts';
import { readQuery } from '../validate.ts';

export const systemRoutes = new Hono<ApiEnv>()
  .get('/wps/system/status', async (c) => {
    const { url } = readQuery(c, z.object({ url: z.string().max(2048).optional() }));
    const { db, config } = c.get('app');
    const [settings, register, resources, domains] = await Promise.all([
      loadSettings(db),
      listRegisterRules(db),
      listResources(db),
      listDomains(db),
    ]);
    const gate = gateFor(settings, locationOf(c, config));
    const webHosts = domains.filter((d) => d.kind === 'web').map((d) => d.host);
    let host = '';
    try {
      host = url ? new URL(url).hostname : '';
    } catch {
      host = '';
    }
    return c.json({
      success: true,
      value: {
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
          domainValid: webHosts.length === 0 || !url || webHosts.includes(host),
        },
        location: gate.location,
        status: gate.status,
        maintenance: { enabled: gate.status === 1, endsAt: gate.maintenanceEndsAt },
        regionRestriction: gate.status === 2,
      },
    });
  })
  .get('/wps/system/whitelabel', async (c) => {
    const settings = await loadSettings(c.get('app').db);
    return c.json({ success: true, value: settings.whitelabel });
  })
  .get('/wps/system/setting/register', async (c) => {
    return c.json({ success: true, value: await listRegisterRules(c.get('app').db) });
  })
  .get('/wps/system/domainRoute', async (c) => {
    const { db } = c.get('app');
    const [domains, resources] = await Promise.all([listDomains(db), listResources(db)]);
    return c.json({ success: true, value: { domains, resources } });
  })
  .get('/wps/system/helpCenter', async (c) => {
    const { language: lang } = readQuery(c, z.object({ language: languageParam }));
    return c.json({ success: true, value: await listHelpItems(lang) });
  })
  .get('/wps/system/qrcode', async (c) => {
    const { resourceType } = readQuery(c, z.object({ resourceType: z.string().min(1).max(40) }));
    const resource = (await listResources(c.get('app').db)).find((r) => r.resourceType === resourceType);
    if (!resource) throw new NotFound(`no resource of type ${resourceType}`);
    const target = new URL(resource.url, c.get('app').config.publicUrl ?? c.req.url).href;
    const svg = await QRCode.toString(target, { type: 'svg', margin: 0, width: 200, errorCorrectionLevel: 'M' });
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=300' });
  })
  .get('/wps/system/countryCodes', async (c) => {
    return c.json({ success: true, value: await listCountries(c.get('app').db) });
  });
