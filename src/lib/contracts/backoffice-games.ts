/**
 * Back office, games desk: game vendors (enable, disable, a maintenance window with alternatives),
 * their signing secrets (issued and rotated, shown once), the catalogue's lobby flags (hot, order,
 * free trial) and each house game's measured return to player beside the stated one.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language, pageNo, pageOf, pageSize } from './common.ts';
import { order, trimmed } from './agents-fields.ts';

const tag = 'Back office: Games';
const base = '/backoffice/api/games';

export const VENDOR_CODE = /^[A-Za-z0-9_-]{1,40}$/;
const vendorCode = z.string().regex(VENDOR_CODE, 'a vendor code');
const vendorParams = z.object({ code: vendorCode });

export const GAME_SORTS = ['sort', 'name', 'vendor', 'plays', 'id'] as const;
export const RTP_PERIODS = ['1d', '7d', '30d', '90d', 'all'] as const;
/** The longest grace a rotation may give the previous secret (30 days, in minutes). */
export const MAX_GRACE_MINUTES = 43_200;

const MaintenanceWindow = z.object({ from: epochMs, until: epochMs, alternatives: z.array(z.string()) });

export const VendorRow = z.object({
  code: z.string(),
  displayName: z.string(),
  category: z.string(),
  enabled: z.boolean(),
  down: z.boolean().describe('disabled, or inside its maintenance window now'),
  maintenance: MaintenanceWindow.nullable(),
  games: z.number().int(),
  transferWallet: z.boolean(),
});

export const SecretRow = z.object({
  fingerprint: z.string(),
  issuedAt: epochMs.nullable().describe('null for the secret set at install'),
  state: z.enum(['current', 'previous', 'retired']),
  acceptedUntil: epochMs.nullable(),
});

export const IssuedSecret = z.object({
  vendor: z.string(),
  secret: z.string().describe('shown only in this answer; never stored in the clear'),
  fingerprint: z.string(),
  previousValidUntil: epochMs.nullable(),
});

export const GameRow = z.object({
  id: z.number().int(),
  vendor: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.string(),
  engine: z.string().nullable(),
  status: z.number().int().describe('0 listed, 1 under maintenance, 2 hidden'),
  plays: z.number().int(),
  hot: z.boolean(),
  sort: z.number().int(),
  trialAllowed: z.boolean(),
});

export const RtpRow = z.object({
  id: z.number().int(),
  vendor: z.string(),
  code: z.string(),
  name: z.string(),
  engine: z.string(),
  stated: z.number().nullable().describe('the published RTP, a fraction'),
  measured: z.number().nullable().describe('payouts / stakes of settled bets; null without stakes'),
  rounds: z.number().int(),
  stake: z.number().int(),
  payout: z.number().int(),
});

const GameFlags = z.object({ hot: z.boolean(), sort: z.number().int(), trialAllowed: z.boolean() });

export const backofficeGames = {
  vendors: endpoint({
    method: 'GET',
    path: `${base}/vendors`,
    summary: 'Every game vendor with its state now, its maintenance window and its number of games',
    tag,
    access: 'staff',
    permission: 'games.read',
    response: z.object({ list: z.array(VendorRow), timeZone: z.string().describe('the merchant time zone the desk shows times in') }),
    errors: [],
  }),
  setVendorEnabled: endpoint({
    method: 'POST',
    path: `${base}/vendors/:code`,
    summary: 'Enables or disables a vendor (its games show as under maintenance and do not launch); refused when it already is so',
    tag,
    access: 'staff',
    permission: 'games.write',
    params: vendorParams,
    body: z.object({ enabled: z.boolean() }),
    response: z.object({ code: z.string(), enabled: z.boolean() }),
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  setMaintenance: endpoint({
    method: 'PUT',
    path: `${base}/vendors/:code/maintenance`,
    summary: 'Schedules (or replaces) a maintenance window; the alternatives are the vendors whose games are suggested meanwhile',
    tag,
    access: 'staff',
    permission: 'games.write',
    params: vendorParams,
    body: z.object({ from: epochMs.min(0), until: epochMs.min(0), alternatives: z.array(vendorCode).max(20).default([]) }),
    response: z.object({ code: z.string(), changed: z.boolean(), maintenance: MaintenanceWindow }),
    errors: ['NOT_FOUND'],
  }),
  clearMaintenance: endpoint({
    method: 'DELETE',
    path: `${base}/vendors/:code/maintenance`,
    summary: 'Ends or cancels a vendor’s maintenance window',
    tag,
    access: 'staff',
    permission: 'games.write',
    params: vendorParams,
    response: z.object({ code: z.string() }),
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  }),
  secrets: endpoint({
    method: 'GET',
    path: `${base}/vendors/:code/secrets`,
    summary: 'A vendor’s signing secrets: fingerprints and validity only, never a secret',
    tag,
    access: 'staff',
    permission: 'games.secrets',
    params: vendorParams,
    response: z.object({ list: z.array(SecretRow) }),
    errors: ['NOT_FOUND'],
  }),
  issueSecret: endpoint({
    method: 'POST',
    path: `${base}/vendors/:code/secrets`,
    summary: 'Issues or rotates a vendor’s signing secret: the new one is current at once and shown only in this answer; the previous one is accepted for the grace minutes',
    tag,
    access: 'staff',
    permission: 'games.secrets',
    params: vendorParams,
    body: z.object({ graceMinutes: z.number().int().min(0).max(MAX_GRACE_MINUTES).default(1_440) }),
    bodyOptional: true,
    response: IssuedSecret,
    errors: ['NOT_FOUND'],
  }),
  games: endpoint({
    method: 'GET',
    path: base,
    summary: 'The game catalogue (hidden games too), filtered by vendor, category and name, sorted and paged',
    tag,
    access: 'staff',
    permission: 'games.read',
    query: z.object({
      vendor: vendorCode.optional(),
      category: z.string().regex(/^[A-Z_]{1,20}$/).optional(),
      q: trimmed(60).optional(),
      sort: z.enum(GAME_SORTS).default('sort'),
      order: order.unwrap().default('asc'),
      language,
      pageNo,
      pageSize: pageSize(25, 200),
    }),
    response: pageOf(GameRow),
    errors: [],
  }),
  setGame: endpoint({
    method: 'PUT',
    path: `${base}/:id`,
    summary: 'Sets a game’s lobby flags: hot, order number, free trial (the fields given; changed says whether anything changed)',
    tag,
    access: 'staff',
    permission: 'games.write',
    params: idParams,
    body: z.object({ hot: z.boolean().optional(), sort: z.number().int().min(0).max(1_000_000).optional(), trialAllowed: z.boolean().optional() }),
    response: z.object({ id: z.number().int(), changed: z.boolean(), flags: GameFlags }),
    errors: ['NOT_FOUND'],
  }),
  rtp: endpoint({
    method: 'GET',
    path: `${base}/rtp`,
    summary: 'Each house game’s stated RTP beside the measured one (settled bets’ payouts over stakes) for a period ending now',
    tag,
    access: 'staff',
    permission: 'games.read',
    query: z.object({ period: z.enum(RTP_PERIODS).default('30d'), language }),
    response: z.object({ from: epochMs.nullable(), to: epochMs, list: z.array(RtpRow) }),
    errors: [],
  }),
};
