/**
 * Back office, lottery desk (docs/lottery.md "Draws and settlement"): the draws with their
 * tickets, stake, payout and state, voided with a reason (lottery.write); official draws waiting
 * for a result, results and corrections waiting for a second staff member (approval kinds
 * lottery.result and lottery.correction — lottery.results); the lotteries' schedules, close
 * offsets, status and odds rows (lottery.write, audited). Reading needs lottery.read.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language, minor, pageNo, pageOf } from './common.ts';
import { DRAW_STATUSES, LOTTERY_FORMATS, RESULT_SOURCES } from './lottery-model.ts';
import { lotteryCode } from './lottery-shapes.ts';

const tag = 'Back office: Lottery';
const read = { tag, access: 'staff', permission: 'lottery.read' } as const;
const write = { tag, access: 'staff', permission: 'lottery.write' } as const;
const results = { tag, access: 'staff', permission: 'lottery.results' } as const;

const int = z.number().int();
/** A reason staff give for a void or a correction, at most. */
export const LOTTERY_REASON_MAX = 200;
const reason = z.string().trim().min(1).max(LOTTERY_REASON_MAX);
/** One value of a result as printed: digits, leading zeros kept. */
const resultValue = z.string().regex(/^\d{1,6}$/, 'digits');
const resultInput = z.array(resultValue).min(1).max(40);

export const BoDraw = z.object({
  id: int,
  lottery: lotteryCode,
  lotteryName: z.string(),
  format: z.enum(LOTTERY_FORMATS),
  number: z.string(),
  status: z.enum(DRAW_STATUSES),
  opensAt: epochMs,
  closesAt: epochMs,
  drawAt: epochMs,
  result: z.array(z.string()).nullable(),
  source: z.enum(['house', 'staff', 'feed']).nullable(),
  revision: int,
  tickets: int.describe('tickets placed (cancelled ones not counted)'),
  stake: minor,
  payout: minor,
  unrecovered: minor.describe('what resettlements should have taken back from winners but their cash balance did not cover'),
  voidReason: z.string().nullable(),
  settledAt: epochMs.nullable(),
});
export type BoDraw = z.infer<typeof BoDraw>;

export const PendingResult = z.object({
  approvalId: int,
  kind: z.enum(['lottery.result', 'lottery.correction']),
  drawId: int,
  lottery: lotteryCode,
  number: z.string(),
  result: z.array(z.string()),
  reason: z.string().nullable(),
  makerId: int,
  maker: z.string().describe('who entered it'),
  createdAt: epochMs,
  expiresAt: epochMs,
});
export type PendingResult = z.infer<typeof PendingResult>;

export const ResultsDesk = z.object({
  waiting: z.array(BoDraw).describe('official draws past their draw time, closed, with no result yet'),
  pending: z.array(PendingResult).describe('results and corrections waiting for a second staff member'),
  recent: z.array(BoDraw).describe('the latest official results in force'),
});
export type ResultsDesk = z.infer<typeof ResultsDesk>;

export const Asked = z.object({ approvalId: int, expiresAt: epochMs });

const ScheduleInput = z.union([
  z.object({ kind: z.literal('daily'), times: z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)).min(1).max(24), weekdays: z.array(int.min(0).max(6)).min(1).max(7).optional() }),
  z.object({ kind: z.literal('monthly'), days: z.array(int.min(1).max(31)).min(1).max(31), time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) }),
  z.object({ kind: z.literal('interval'), minutes: int.min(1).max(1440) }),
]);

export const OddsRow = z.object({
  betType: z.string(),
  oddsMilli: int.nullable().describe('thousandths, stake included; null: from the true probability × returnBps'),
  returnBps: int,
  costUnits: int,
  maxStake: minor,
  maxPayout: minor,
  enabled: z.boolean(),
  updatedAt: epochMs,
});
export type OddsRow = z.infer<typeof OddsRow>;

export const BoLottery = z.object({
  code: lotteryCode,
  name: z.string(),
  format: z.enum(LOTTERY_FORMATS),
  source: z.enum(RESULT_SOURCES),
  schedule: ScheduleInput,
  closeSeconds: int,
  status: z.enum(['active', 'paused']),
  version: int,
  odds: z.array(OddsRow),
});
export type BoLottery = z.infer<typeof BoLottery>;

export const OddsInput = z.object({
  oddsMilli: int.min(1).max(100_000_000).nullable(),
  returnBps: int.min(1).max(10_000),
  costUnits: int.min(1).max(1_000),
  maxStake: int.min(1),
  maxPayout: int.min(1),
  enabled: z.boolean(),
});
export type OddsInput = z.infer<typeof OddsInput>;

export const backofficeLottery = {
  draws: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/lottery/draws',
    summary: 'Draws newest first (those opened already; planned ones with the state filter scheduled), filtered by lottery and state, with their tickets, stake, payout and result',
    query: z.object({ lottery: lotteryCode.optional(), status: z.enum(DRAW_STATUSES).optional(), pageNo, language }),
    response: pageOf(BoDraw),
    errors: ['UNKNOWN_LOTTERY'],
  }),
  voidDraw: endpoint({
    ...write,
    method: 'POST',
    path: '/backoffice/api/lottery/draws/:id/void',
    summary: 'Voids a draw not yet settled, with a reason: every ticket refunded exactly once (audited)',
    params: idParams,
    body: z.object({ reason }),
    response: z.object({ drawId: int, from: z.string(), refunded: int, finished: z.boolean() }),
    errors: ['UNKNOWN_DRAW', 'DRAW_STATE_CHANGED'],
  }),
  results: endpoint({
    ...results,
    method: 'GET',
    path: '/backoffice/api/lottery/results',
    summary: 'Official draws waiting for a result, results and corrections waiting for approval, the latest results',
    query: z.object({ language }),
    response: ResultsDesk,
    errors: [],
  }),
  enterResult: endpoint({
    ...results,
    method: 'POST',
    path: '/backoffice/api/lottery/draws/:id/result',
    summary: 'Enters an official draw’s result; a second staff member approves it (approval kind lottery.result), then the draw settles',
    params: idParams,
    body: z.object({ result: resultInput }),
    response: Asked,
    errors: ['UNKNOWN_DRAW', 'RESULT_INVALID', 'DRAW_STATE_CHANGED'],
  }),
  askCorrection: endpoint({
    ...results,
    method: 'POST',
    path: '/backoffice/api/lottery/draws/:id/correction',
    summary: 'Asks for a corrected official result with a reason; once approved (approval kind lottery.correction) every ticket is resettled',
    params: idParams,
    body: z.object({ result: resultInput, reason }),
    response: Asked,
    errors: ['UNKNOWN_DRAW', 'RESULT_INVALID', 'DRAW_STATE_CHANGED'],
  }),
  lotteries: endpoint({
    ...read,
    method: 'GET',
    path: '/backoffice/api/lottery/lotteries',
    summary: 'Every lottery with its schedule, close offset, status and odds rows',
    query: z.object({ language }),
    response: z.object({ items: z.array(BoLottery) }),
    errors: [],
  }),
  saveLottery: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/lottery/lotteries/:code',
    summary: 'Changes a lottery’s schedule, close offset and status (audited); its future draws are planned again',
    params: z.object({ code: lotteryCode }),
    body: z.object({ schedule: ScheduleInput, closeSeconds: int.min(0).max(86_400), status: z.enum(['active', 'paused']), version: int.min(0) }),
    response: BoLottery,
    errors: ['UNKNOWN_LOTTERY', 'INVALID_STATE'],
  }),
  saveOdds: endpoint({
    ...write,
    method: 'PUT',
    path: '/backoffice/api/lottery/lotteries/:code/odds/:betType',
    summary: 'Changes one bet type’s odds row (audited); tickets keep the terms they were sold at',
    params: z.object({ code: lotteryCode, betType: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
    body: OddsInput,
    response: OddsRow,
    errors: ['UNKNOWN_LOTTERY', 'UNKNOWN_BET_TYPE'],
  }),
} as const;
