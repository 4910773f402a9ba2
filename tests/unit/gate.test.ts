import { describe, expect, it } from 'vitest';
import { SETTINGS, type Settings } from '#server/system/settings.ts';
import { gateFor } from '#server/system/status.ts';

const defaults = Object.fromEntries(Object.entries(SETTINGS).map(([k, schema]) => [k, schema.parse(undefined)])) as Settings;
const at = (ip: string, country: string | null = null) => ({ ip, country });

describe('maintenance and region gate', () => {
  it('lets everyone in by default', () => {
    expect(gateFor(defaults, at('203.0.113.9', 'BD')).status).toBe(0);
  });

  it('puts the site in maintenance until the end time passes', () => {
    const s = { ...defaults, maintenance: { enabled: true, endsAt: 2000 } };
    expect(gateFor(s, at('1.1.1.1'), 1000)).toMatchObject({ status: 1, maintenanceEndsAt: 2000 });
    expect(gateFor(s, at('1.1.1.1'), 2000).status).toBe(0);
    expect(gateFor({ ...defaults, maintenance: { enabled: true, endsAt: null } }, at('1.1.1.1')).status).toBe(1);
  });

  it('restricts listed countries, addresses and ranges (IPv4, mapped IPv4 and IPv6)', () => {
    const s = { ...defaults, regionRestriction: { enabled: true, blockedCountries: ['us'], blockedIps: ['198.51.100.0/24', '2001:db8::1', 'not-an-ip'] } };
    expect(gateFor(s, at('10.0.0.1', 'US')).status).toBe(2);
    expect(gateFor(s, at('198.51.100.77')).status).toBe(2);
    expect(gateFor(s, at('::ffff:198.51.100.1')).status).toBe(2);
    expect(gateFor(s, at('2001:db8::1')).status).toBe(2);
    expect(gateFor(s, at('198.51.101.1', 'BD')).status).toBe(0);
    expect(gateFor({ ...s, regionRestriction: { ...s.regionRestriction, enabled: false } }, at('198.51.100.77')).status).toBe(0);
  });

  it('lets maintenance win over a region restriction', () => {
    const s = { ...defaults, maintenance: { enabled: true, endsAt: null }, regionRestriction: { enabled: true, blockedCountries: ['BD'], blockedIps: [] } };
    expect(gateFor(s, at('1.1.1.1', 'BD')).status).toBe(1);
  });
});
