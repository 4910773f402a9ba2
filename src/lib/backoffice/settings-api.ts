/** The settings desk's calls (typed by src/lib/contracts/backoffice-settings.ts). */
import { request } from '#lib/api.ts';
import type { ResponseOf } from '#lib/contracts/endpoint.ts';
import type { backofficeSettings } from '#lib/contracts/backoffice-settings.ts';

export type SettingsOverview = ResponseOf<typeof backofficeSettings.all>;
export type AllSettings = SettingsOverview['settings'];
export type SettingOutcome = ResponseOf<typeof backofficeSettings.set>;
export type RegisterRuleRow = ResponseOf<typeof backofficeSettings.registerRules>[number];
export type DomainRow = { host: string; kind: 'web' | 'api' | 'download' | 'backoffice'; active: boolean };
export type PendingChange = SettingsOverview['pending'][number];

export const SECTIONS = ['switches', 'registration', 'maintenance', 'regions', 'merchant', 'cashier', 'channels', 'backoffice', 'domains', 'support', 'sports'] as const;
export type Section = (typeof SECTIONS)[number];

export const settingsDesk = {
  all: () => request('GET /backoffice/api/settings'),
  set: (key: string, value: unknown) => request('PUT /backoffice/api/settings/:key', { params: { key }, body: { value } }),
  registerRules: () => request('GET /backoffice/api/settings/register-rules'),
  setRegisterRules: (rules: RegisterRuleRow[]) => request('PUT /backoffice/api/settings/register-rules', { body: { rules } }),
  domains: () => request('GET /backoffice/api/settings/domains'),
  setDomains: (domains: DomainRow[]) => request('PUT /backoffice/api/settings/domains', { body: { domains } }),
  setMaintenance: (enabled: boolean, endsAt: number | null) => request('PUT /backoffice/api/settings/maintenance', { body: { enabled, endsAt } }),
  setRegions: (blockedCountries: string[]) => request('PUT /backoffice/api/settings/regions', { body: { blockedCountries } }),
  countries: () => request('GET /wps/system/countryCodes'),
};

/** Whether an IPv4/IPv6 address is on an allow-list of addresses and IPv4 ranges (the server checks again). */
export function ipOnList(list: readonly string[], ip: string): boolean {
  if (list.length === 0) return true;
  const plain = ip.replace(/^::ffff:/, '');
  const v4 = (s: string): number | null => {
    const p = s.split('.');
    if (p.length !== 4 || p.some((x) => !/^\d{1,3}$/.test(x) || Number(x) > 255)) return null;
    return p.reduce((n, x) => n * 256 + Number(x), 0);
  };
  return list.some((entry) => {
    const [base = '', bits] = entry.trim().split('/');
    if (bits === undefined) return base.toLowerCase() === plain.toLowerCase();
    const a = v4(base);
    const b = v4(plain);
    const n = Number(bits);
    if (a === null || b === null || !(n >= 0 && n <= 32)) return false;
    const size = 2 ** (32 - n);
    return Math.floor(a / size) === Math.floor(b / size);
  });
}
