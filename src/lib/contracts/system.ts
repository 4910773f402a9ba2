/** Spec §3/§4: what a page needs about the site before anything else (settings, gate, catalogues). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { language } from './common.ts';
import { ANNOUNCEMENT_TYPES } from './content.ts';

const tag = 'System';

export const Currency = z.object({ code: z.string(), symbol: z.string(), minorUnits: z.number().int().min(0).max(4) });

export const Whitelabel = z.object({
  name: z.string(),
  merchantCode: z.string(),
  currency: Currency,
  flags: z.array(z.string()),
  email: z.string(),
  licence: z.string(),
  /** The merchant's IANA time zone: every day boundary and shown time. */
  timeZone: z.string(),
});
export type Whitelabel = z.infer<typeof Whitelabel>;

export const RegisterRule = z.object({
  field: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type RegisterRule = z.infer<typeof RegisterRule>;

export const Resource = z.object({ resourceType: z.string(), url: z.string(), labelNameEn: z.string() });
export const Domain = z.object({ host: z.string(), kind: z.string() });
export const Country = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type Country = z.infer<typeof Country>;
export const HelpItem = z.object({ slug: z.string(), title: z.string(), content: z.string().describe('HTML rendered from the help page Markdown') });

/** Spec §3 "Site config" (stored as the siteConfig setting, src/server/system/settings-schema.ts). */
export const SiteConfig = z.object({
  platform: z.string(),
  merchantCode: z.string(),
  lotteryType: z.string(),
  device: z.string(),
  loginedToHomePage: z.boolean(),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()),
  chatHeaderColor: z.string(),
  prizeModes: z.array(z.string()),
  announcementTypes: z.array(z.enum(ANNOUNCEMENT_TYPES)),
  defaultAnnouncementType: z.enum(ANNOUNCEMENT_TYPES),
  esportsVendors: z.array(z.string()),
});

/** Spec §4 start-up: 0 normal, 1 maintenance, 2 region restriction. */
const SystemStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const SystemInfo = z.object({
  info: z.object({
    whitelabel: Whitelabel,
    siteConfig: SiteConfig,
    switches: z.record(z.string(), z.boolean()),
    register: z.array(RegisterRule),
    resources: z.array(Resource),
    customerService: z.object({ version: z.object({ pathList: z.array(z.object({ type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), path: z.string() })) }) }),
    analytics: z.object({ gtagId: z.string() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    domainValid: z.boolean(),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  status: SystemStatus,
  maintenance: z.object({ enabled: z.boolean(), endsAt: z.number().int().nullable() }),
  regionRestriction: z.boolean(),
});
export type SystemInfo = z.infer<typeof SystemInfo>;

export const system = {
  status: endpoint({
    method: 'GET',
    path: '/wps/system/status',
    summary: 'Site settings, switches and registration rules, and whether this visitor may play (maintenance, region)',
    tag,
    access: 'public',
    query: z.object({ url: z.string().max(2048).optional().describe('the page address, to tell whether the domain is one of the merchant’s') }),
    response: SystemInfo,
    errors: [],
  }),
  whitelabel: endpoint({ method: 'GET', path: '/wps/system/whitelabel', summary: 'The merchant: name, currency, time zone, licence', tag, access: 'public', response: Whitelabel, errors: [] }),
  registerRules: endpoint({ method: 'GET', path: '/wps/system/setting/register', summary: 'Registration field rules (spec §3)', tag, access: 'public', response: z.array(RegisterRule), errors: [] }),
  domainRoute: endpoint({
    method: 'GET',
    path: '/wps/system/domainRoute',
    summary: 'The merchant’s domains and download resources',
    tag,
    access: 'public',
    response: z.object({ domains: z.array(Domain), resources: z.array(Resource) }),
    errors: [],
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: '/wps/system/helpCenter',
    summary: 'The help centre’s pages in a language',
    tag,
    access: 'public',
    query: z.object({ language }),
    response: z.array(HelpItem),
    errors: [],
  }),
  qrCode: endpoint({
    method: 'GET',
    path: '/wps/system/qrcode',
    summary: 'A QR code (SVG) of a download resource’s address',
    tag,
    access: 'public',
    query: z.object({ resourceType: z.string().min(1).max(40) }),
    response: null,
    media: 'image/svg+xml',
    errors: ['NOT_FOUND'],
  }),
  countryCodes: endpoint({ method: 'GET', path: '/wps/system/countryCodes', summary: 'Countries and their dialing codes', tag, access: 'public', response: z.array(Country), errors: [] }),
  openApi: endpoint({
    method: 'GET',
    path: '/wps/openapi.json',
    summary: 'This document: every endpoint, generated from the contracts the server validates with',
    tag,
    access: 'public',
    response: null,
    media: 'application/json',
    errors: [],
  }),
};
