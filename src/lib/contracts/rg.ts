/** Responsible gambling (UK RTS 12/13 as the model): deposit limits, reality checks, time-outs, self-exclusion. */
import { z } from 'zod';
import { SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '../rg-choices.ts';
import { endpoint } from './endpoint.ts';
import { epochMs, minor } from './common.ts';
import { password } from './fields.ts';

const tag = 'Responsible gambling';

/** UK RTS 12: rolling windows of 24 hours, 7 days and 30 days. */
export const LimitPeriod = z.enum(['day', 'week', 'month']);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

export const DepositLimit = z.object({
  period: LimitPeriod,
  amount: minor.nullable().describe('null: no limit'),
  used: minor.describe('credited and pending deposits inside the window'),
  remaining: minor.nullable(),
  pending: z.object({ amount: minor.nullable(), from: epochMs.describe('when the increase may be confirmed') }).nullable().describe('an increase or removal waiting 24 hours and a confirmation'),
});
export type DepositLimit = z.infer<typeof DepositLimit>;

export const RealityCheck = z.object({
  intervalMinutes: z.number().int().nullable().describe('minutes between reminders; null: off'),
  sessionStartedAt: epochMs,
  playedMinutes: z.number().int(),
  rounds: z.number().int(),
  staked: minor,
  won: minor,
  net: minor,
});
export type RealityCheck = z.infer<typeof RealityCheck>;

export const Exclusion = z.object({ kind: z.enum(['time_out', 'self_exclusion']), until: epochMs.nullable().describe('null: permanent') });
export type Exclusion = z.infer<typeof Exclusion>;

export const Helpline = z.object({
  country: z.string().describe('ISO 3166 code'),
  name: z.string(),
  phone: z.string().nullable(),
  url: z.string(),
  hours: z.string().nullable(),
});
export type Helpline = z.infer<typeof Helpline>;

export const Helplines = z.object({ country: z.string(), lines: z.array(Helpline).describe('the merchant’s country first') });
export type Helplines = z.infer<typeof Helplines>;

const oneOf = (choices: readonly number[]) => z.number().int().refine((v) => choices.includes(v), `one of ${choices.join(', ')}`);

export const ExclusionRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('time_out'), days: oneOf(TIME_OUT_DAYS), password }),
  z.object({ kind: z.literal('self_exclusion'), months: z.union([oneOf(SELF_EXCLUSION_MONTHS), z.literal('permanent')]), password }),
]);
export type ExclusionRequest = z.input<typeof ExclusionRequest>;

export const rg = {
  helplines: endpoint({
    method: 'GET',
    path: '/wps/rg/helplines',
    summary: 'Independent helplines, the merchant’s country first (open to everyone: help before signing in too)',
    tag,
    access: 'public',
    response: Helplines,
    errors: [],
  }),
  limits: endpoint({ method: 'GET', path: '/wps/rg/limits', summary: 'The deposit limits and what is used of them', tag, access: 'member', response: z.array(DepositLimit), errors: [] }),
  setLimit: endpoint({
    method: 'POST',
    path: '/wps/rg/limits',
    summary: 'Sets a deposit limit: a decrease applies at once, an increase or removal after 24 hours and a confirmation',
    tag,
    access: 'member',
    body: z.object({ period: LimitPeriod, amount: z.number().int().positive().max(1_000_000_000_00).nullable().describe('minor units; null removes the limit') }),
    response: z.array(DepositLimit),
    errors: [],
  }),
  confirmLimit: endpoint({
    method: 'POST',
    path: '/wps/rg/limits/confirm',
    summary: 'Confirms an increase or removal once its 24 hours have passed',
    tag,
    access: 'member',
    body: z.object({ period: LimitPeriod }),
    response: z.array(DepositLimit),
    errors: [],
  }),
  realityCheck: endpoint({ method: 'GET', path: '/wps/rg/realityCheck', summary: 'The reality check: the interval, and this session’s time and result', tag, access: 'member', response: RealityCheck, errors: [] }),
  setRealityCheck: endpoint({
    method: 'POST',
    path: '/wps/rg/realityCheck',
    summary: 'Sets the reality-check interval (10 to 480 minutes) or turns it off',
    tag,
    access: 'member',
    body: z.object({ minutes: z.number().int().nullable() }),
    response: RealityCheck,
    errors: [],
  }),
  exclusion: endpoint({ method: 'GET', path: '/wps/rg/exclusion', summary: 'The time-out or self-exclusion in force, if any', tag, access: 'member', response: Exclusion.nullable(), errors: [] }),
  exclude: endpoint({
    method: 'POST',
    path: '/wps/rg/exclusion',
    summary: 'Starts a time-out or self-exclusion at once and ends every session; the login password confirms it',
    tag,
    access: 'member',
    body: ExclusionRequest,
    response: Exclusion,
    errors: ['INVALID_PASSWORD'],
  }),
};
