/**
 * Back office: the settings desk. Feature switches, registration rules, maintenance, regions,
 * the merchant's time zone and currency, cashier limits and fees, the back office's own rules and
 * the site's domains. Changes apply on every instance within a second (the settings cache) and
 * are audited; money-related ones wait for a second staff member (approval kind settings.money).
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs } from './common.ts';
import { RegisterRule, Whitelabel } from './system.ts';

const tag = 'Back office: Settings';

/** Domain kinds (src/server/system/domains.ts). */
export const DOMAIN_KIND_NAMES = ['web', 'api', 'download', 'backoffice'] as const;

export const CashierSettings = z.object({
  minWithdrawal: z.number().int(),
  maxWithdrawal: z.number().int(),
  withdrawalFeeBp: z.number().int(),
  autoReceiptMinutes: z.number().int(),
  newAccountStepUpHours: z.number().int(),
});
export const BackofficeSettings = z.object({ ipAllowList: z.array(z.string()), withdrawalApprovalAbove: z.number().int() });
export const Maintenance = z.object({ enabled: z.boolean(), endsAt: epochMs.nullable() });
export const RegionRestriction = z.object({ enabled: z.boolean(), blockedCountries: z.array(z.string()), blockedIps: z.array(z.string()) });
export const SiteDomainRow = z.object({ host: z.string(), kind: z.string(), active: z.boolean() });
const NewDomain = z.object({ host: z.string().trim().min(1).max(253), kind: z.enum(DOMAIN_KIND_NAMES), active: z.boolean() });

/** Every setting by key; the ones the desk edits field by field are described, the rest pass as stored. */
export const AllSettings = z
  .object({
    switches: z.record(z.string(), z.boolean()),
    whitelabel: Whitelabel,
    maintenance: Maintenance,
    regionRestriction: RegionRestriction,
    cashier: CashierSettings,
    backoffice: BackofficeSettings,
  })
  .catchall(z.unknown());

export const PendingSettingChange = z.object({ approvalId: z.number().int(), key: z.string(), value: z.unknown(), makerId: z.number().int(), createdAt: epochMs, expiresAt: epochMs });

/** Applied (or already so: unchanged), or waiting for a second staff member's approval. */
export const SettingOutcome = z.union([
  z.object({ status: z.enum(['applied', 'unchanged']) }),
  z.object({ status: z.literal('pending-approval'), approvalId: z.number().int() }),
]);

const write = { access: 'staff', permission: 'settings.write', tag, response: SettingOutcome } as const;

export const backofficeSettings = {
  all: endpoint({
    method: 'GET',
    path: '/backoffice/api/settings',
    summary: 'Every setting (stored values over defaults), the money changes waiting for approval and who may save (the caller’s address)',
    tag,
    access: 'staff',
    permission: 'settings.read',
    response: z.object({ settings: AllSettings, pending: z.array(PendingSettingChange), callerIp: z.string() }),
    errors: [],
  }),
  registerRules: endpoint({
    method: 'GET',
    path: '/backoffice/api/settings/register-rules',
    summary: 'The registration field rules, in form order',
    tag,
    access: 'staff',
    permission: 'settings.read',
    response: z.array(RegisterRule),
    errors: [],
  }),
  setRegisterRules: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/settings/register-rules',
    summary: 'Replaces the registration field rules (order kept); audited',
    body: z.object({ rules: z.array(RegisterRule.extend({ acceptedPattern: z.string().max(300), patternId: z.string().max(40), field: z.string().max(40) })).max(40) }),
    errors: ['INVALID_SETTING'],
  }),
  domains: endpoint({
    method: 'GET',
    path: '/backoffice/api/settings/domains',
    summary: 'The site’s domains; with an active web domain listed, other hosts get the invalid-URL answer',
    tag,
    access: 'staff',
    permission: 'settings.read',
    response: z.array(SiteDomainRow),
    errors: [],
  }),
  setDomains: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/settings/domains',
    summary: 'Replaces the domain list; audited',
    body: z.object({ domains: z.array(NewDomain).max(100) }),
    errors: ['INVALID_SETTING'],
  }),
  setMaintenance: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/settings/maintenance',
    summary: 'Maintenance mode on or off, with an optional end time (epoch ms, in the future); audited',
    body: Maintenance,
    errors: ['INVALID_SETTING'],
  }),
  setRegions: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/settings/regions',
    summary: 'The countries (ISO 3166 alpha-2) whose visitors get the region-restriction page; audited',
    body: z.object({ blockedCountries: z.array(z.string().regex(/^[A-Za-z]{2}$/, 'an ISO 3166 country code such as BD')).max(250) }),
    errors: ['INVALID_SETTING'],
  }),
  set: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/settings/:key',
    summary: 'Sets one setting’s whole value. Money parts (cashier, currency, withdrawal approval threshold) answer pending-approval; the rest apply at once; audited',
    params: z.object({ key: z.string().min(1).max(60) }),
    body: z.object({ value: z.unknown().refine((v) => v !== undefined, 'the new value is required') }),
    errors: ['UNKNOWN_SETTING', 'INVALID_SETTING', 'UNKNOWN_TIME_ZONE', 'SETTINGS_LOCKOUT'],
  }),
};
