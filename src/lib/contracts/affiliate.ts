/** The affiliate application: a player asks to become an agent (docs/loyalty.md "Affiliate application"). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs } from './common.ts';
import { APPLICATION_COMMENT_MAX, APPLICATION_STATES, charCount, EMAIL_MAX, HANDLE_PATTERN, MESSENGER_APPS, MOBILE_PATTERN, TRAFFIC_SOURCES } from './affiliate-model.ts';

const tag = 'Affiliate';

export const Contacts = z.object({
  mobile: z.string().trim().regex(MOBILE_PATTERN, 'a mobile number: 7 to 15 digits, optionally led by +'),
  email: z.union([z.email().max(EMAIL_MAX), z.literal('')]).nullable().default(null).transform((v) => v || null),
  messenger: z
    .object({ app: z.enum(MESSENGER_APPS), handle: z.string().trim().regex(HANDLE_PATTERN, 'a phone number or user name of 3 to 64 letters, digits, . _ -') })
    .nullable()
    .default(null),
});
export type Contacts = z.infer<typeof Contacts>;

export const ApplicationBody = z.object({
  contacts: Contacts,
  traffic: z
    .array(z.enum(TRAFFIC_SOURCES))
    .min(1, 'at least one traffic source')
    .max(TRAFFIC_SOURCES.length)
    .refine((a) => new Set(a).size === a.length, 'each source once'),
  comment: z
    .string()
    .trim()
    .default('')
    .refine((s) => charCount(s) <= APPLICATION_COMMENT_MAX, `at most ${APPLICATION_COMMENT_MAX} characters`),
});
export type ApplicationBody = z.infer<typeof ApplicationBody>;

export const Application = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATES),
  contacts: z.object({ mobile: z.string(), email: z.string().nullable(), messenger: z.object({ app: z.enum(MESSENGER_APPS), handle: z.string() }).nullable() }),
  traffic: z.array(z.enum(TRAFFIC_SOURCES)),
  comment: z.string(),
  reason: z.string().nullable().describe('why staff rejected it'),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type Application = z.infer<typeof Application>;

export const ApplicationPage = z.object({
  agent: z.boolean().describe('the member already is an agent (the agent centre is theirs; nothing to apply for)'),
  latest: Application.nullable().describe('the member’s latest application'),
  prefill: z.object({ mobile: z.string().nullable(), email: z.string().nullable() }).describe('the member’s own bound mobile and email, to start the form with'),
});
export type ApplicationPage = z.infer<typeof ApplicationPage>;

export const affiliate = {
  application: endpoint({
    method: 'GET',
    path: '/wps/affiliate/application',
    summary: 'The member’s latest affiliate application and whether they already are an agent',
    tag,
    access: 'member',
    response: ApplicationPage,
    errors: [],
  }),
  apply: endpoint({
    method: 'POST',
    path: '/wps/affiliate/application',
    summary: 'Applies to become an agent: contact details, traffic sources and a comment of at most 140 characters; one pending application at a time',
    tag,
    access: 'member',
    body: ApplicationBody,
    response: Application,
    errors: ['VALIDATION_ERROR', 'APPLICATION_OPEN', 'ALREADY_AGENT'],
  }),
} as const;
