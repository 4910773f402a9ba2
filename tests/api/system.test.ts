import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from '#server/system/settings.ts';
import { openChatLink } from '#lib/customer-service.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

type Status = {
  success: true;
  value: {
    status: number;
    location: { ip: string; country: string | null };
    maintenance: { enabled: boolean; endsAt: number | null };
    info: {
      whitelabel: { flags: string[]; currency: { code: string } };
      register: { field: string; enabled: boolean; required: boolean; acceptedPattern: string; patternId: string; minLength: number; maxLength: number }[];
      resources: { resourceType: string }[];
      customerService: { version: { pathList: { type: number; path: string }[] } };
      analytics: { gtagId: string };
      imageCDNs: string[];
      launchGameCDNs: string[];
      switches: Record<string, boolean>;
      domainValid: boolean;
    };
  };
};

describe.each(DIALECTS)('system endpoints on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { geoCountryHeader: 'cf-ipcountry' } });
  });
  afterAll(() => t.close());

  it('reports a normal status with everything the client starts with', async () => {
    const { status, body } = await t.json<Status>('/wps/system/status?url=http%3A%2F%2F127.0.0.1%3A4321%2Findex');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const v = body.value;
    expect(v.status).toBe(0);
    expect(v.info.whitelabel.flags).toContain('CHNGPASSVERIF3');
    expect(v.info.register.find((r) => r.field === 'username')).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16 });
    expect(v.info.resources.map((r) => r.resourceType)).toEqual(['IOS', 'MOBILECONFIG', 'ANDROID']);
    expect(v.info.analytics).toEqual({ gtagId: '' });
    expect(v.info.imageCDNs.length).toBeGreaterThan(0);
    expect(v.info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(v.info.switches['freePlay']).toBe(true);
    expect(v.info.domainValid).toBe(true);
  });

  it('seals the chat link so that the browser can open it', async () => {
    const { body } = await t.json<Status>('/wps/system/status');
    const chat = body.value.info.customerService.version.pathList.find((p) => p.type === 3);
    expect(chat?.path).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await openChatLink(chat?.path ?? '')).toBe('/chat');
  });

  it('switches to maintenance and back, with the end time when known', async () => {
    const endsAt = Date.now() + 3_600_000;
    await setSetting(t.app.db, 'maintenance', { enabled: true, endsAt });
    const during = await t.json<Status>('/wps/system/status');
    expect(during.body.value.status).toBe(1);
    expect(during.body.value.maintenance).toEqual({ enabled: true, endsAt });
    await setSetting(t.app.db, 'maintenance', { enabled: true, endsAt: Date.now() - 1000 });
    expect((await t.json<Status>('/wps/system/status')).body.value.status).toBe(0);
    await setSetting(t.app.db, 'maintenance', { enabled: false, endsAt: null });
  });

  it('restricts a blocked country, and an IP inside a blocked range', async () => {
    await setSetting(t.app.db, 'regionRestriction', { enabled: true, blockedCountries: ['XX'], blockedIps: [] });
    const blocked = await t.json<Status>('/wps/system/status', { headers: { 'cf-ipcountry': 'xx' } });
    expect(blocked.body.value.status).toBe(2);
    expect(blocked.body.value.location.country).toBe('XX');
    const elsewhere = await t.json<Status>('/wps/system/status', { headers: { 'cf-ipcountry': 'BD' } });
    expect(elsewhere.body.value.status).toBe(0);
    await setSetting(t.app.db, 'regionRestriction', { enabled: false, blockedCountries: ['XX'], blockedIps: [] });
    expect((await t.json<Status>('/wps/system/status', { headers: { 'cf-ipcountry': 'XX' } })).body.value.status).toBe(0);
  });

  it('serves the whitelabel, register rules, domain routes and country codes', async () => {
    const wl = await t.json<{ value: { currency: { code: string } } }>('/wps/system/whitelabel');
    expect(wl.body.value.currency.code).toBe('BDT');
    const rules = await t.json<{ value: { field: string; acceptedPattern: string }[] }>('/wps/system/setting/register');
    expect(rules.body.value.map((r) => r.field)).toContain('mobileNum');
    for (const r of rules.body.value) if (r.acceptedPattern !== '*') expect(() => new RegExp(r.acceptedPattern, 'u')).not.toThrow();
    const routes = await t.json<{ value: { domains: unknown[]; resources: unknown[] } }>('/wps/system/domainRoute');
    expect(routes.body.value.resources).toHaveLength(3);
    const countries = await t.json<{ value: { countryCode: string; countryDialingCode: string }[] }>('/wps/system/countryCodes');
    expect(countries.body.value[0]).toEqual({ countryCode: 'BD', countryDialingCode: '880' });
  });

  it('serves the help centre per language and refuses an unknown one', async () => {
    const bn = await t.json<{ value: { title: string; content: string }[] }>('/wps/system/helpCenter?language=BN');
    const en = await t.json<{ value: { title: string; content: string }[] }>('/wps/system/helpCenter?language=en');
    expect(bn.body.value.length).toBeGreaterThan(3);
    expect(bn.body.value.length).toBe(en.body.value.length);
    expect(en.body.value[0]?.content).toContain('<p>');
    expect(bn.body.value[0]?.title).not.toBe(en.body.value[0]?.title);
    const bad = await t.json<{ success: boolean; code: string }>('/wps/system/helpCenter?language=xx');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('draws the QR code of a configured app resource, and 404s for one that is not', async () => {
    const res = await t.request('/wps/system/qrcode?resourceType=ANDROID', { headers: { host: 'play.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
    const missing = await t.json<{ code: string }>('/wps/system/qrcode?resourceType=WINDOWS');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('lists the game menu by category, moving configured vendors from sports to e-sports', async () => {
    const { body } = await t.json<{ value: { gameCategory: string; vendors: { vassalage: string }[] }[] }>('/lgw/games/game_menus');
    const byCategory = Object.fromEntries(body.value.map((c) => [c.gameCategory, c.vendors.map((v) => v.vassalage)]));
    expect(Object.keys(byCategory)).toEqual(['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT']);
    expect(byCategory['ESPORTS']).toEqual(['ARENA_ESPORTS']);
    expect(byCategory['SPORTS']).not.toContain('ARENA_ESPORTS');
  });
});
