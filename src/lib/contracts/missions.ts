/** Missions (daily and weekly tasks, spec §7 mission summary and leaderboard) and application promotions (spec §5). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, idParams, language, recordId } from './common.ts';
import { requestId } from './cashier-shapes.ts';
import { ACTIVITY_STATES, CATEGORY_CODES, COMMENT_MAX } from './promotion-model.ts';
import { ClaimedReward } from './promotions.ts';

const tag = 'Missions';
const access = 'member';

export const MissionTaskView = z.object({
  id: z.string(),
  kind: z.enum(['deposit', 'bet', 'rounds', 'loginDays']),
  category: z.enum(CATEGORY_CODES).nullable().describe('for bet and rounds: the one category that counts, or null for any'),
  current: z.number().int().describe('progress so far in this period, at most the target'),
  target: z.number().int(),
  unit: z.enum(['minor', 'count']),
  done: z.boolean(),
  reward: z.number().int().describe('cash paid when claimed, in minor units'),
  state: z.enum(['process', 'claim', 'claimed', 'expired']),
  rewardId: z.number().int().nullable().describe('the reward once the task is done'),
});
export type MissionTaskView = z.infer<typeof MissionTaskView>;

export const MissionItem = z.object({
  promotionId: z.number().int(),
  title: z.string().describe('in the language asked for'),
  period: z.enum(['daily', 'weekly']),
  periodStart: epochMs,
  periodEnd: epochMs,
  state: z.enum(ACTIVITY_STATES),
  tasks: z.array(MissionTaskView),
});
export type MissionItem = z.infer<typeof MissionItem>;

export const MissionSummary = z.object({
  missions: z.array(MissionItem),
  claimable: z.number().int().describe('missions with a done task to claim (the member menu badge)'),
});
export type MissionSummary = z.infer<typeof MissionSummary>;

export const LeaderRow = z.object({
  rank: z.number().int(),
  account: z.string().describe('masked'),
  tasksDone: z.number().int(),
  rewardEarned: z.number().int(),
  self: z.boolean(),
});
export const MissionLeaderboard = z.object({ periodStart: epochMs, periodEnd: epochMs, list: z.array(LeaderRow), me: LeaderRow.nullable() });
export type MissionLeaderboard = z.infer<typeof MissionLeaderboard>;

export const MyApplication = z.object({
  entryId: z.number().int(),
  promotionId: z.number().int(),
  state: z.enum(['applying', 'issued', 'rejected']),
  comment: z.string(),
  reason: z.string().nullable().describe('the staff’s reason, when given'),
  createdAt: epochMs,
  decidedAt: epochMs.nullable(),
});
export type MyApplication = z.infer<typeof MyApplication>;

const taskId = z.string().regex(/^[a-z0-9-]{1,24}$/);

export const missions = {
  summary: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    summary: 'The running missions open to the member with each task’s progress, reward and state, and how many have a reward to claim',
    tag,
    access,
    query: z.object({ language }),
    response: MissionSummary,
    errors: [],
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    summary: 'A mission’s players this period, ranked by tasks completed then reward earned (names masked), and the member’s own row',
    tag,
    access,
    query: z.object({ promotionId: recordId }),
    response: MissionLeaderboard,
    errors: ['NOT_FOUND'],
  }),
  claimTask: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMissionTask',
    summary: 'Claims a done task of this period (the server checks it is done), or a mission reward by id; a repeat pays nothing more',
    tag,
    access,
    body: z.union([z.object({ promotionId: recordId, taskId }), z.object({ rewardId: recordId })]),
    response: ClaimedReward,
    errors: ['NOT_FOUND', 'TASK_NOT_DONE', 'REWARD_UNAVAILABLE', 'PROMOTION_NOT_STARTED', 'PROMOTION_ENDED', 'NOT_ELIGIBLE'],
  }),
  application: endpoint({
    method: 'GET',
    path: '/wps/promotions/:id/application',
    summary: 'The member’s application to an application promotion, or null before applying',
    tag,
    access,
    params: idParams,
    response: MyApplication.nullable(),
    errors: ['NOT_FOUND'],
  }),
  apply: endpoint({
    method: 'POST',
    path: '/wps/promotions/:id/application',
    summary: `Applies with a comment of at most ${COMMENT_MAX} characters; the same requestId answers the first application`,
    tag,
    access,
    params: idParams,
    body: z.object({ comment: z.string().max(COMMENT_MAX * 4), requestId }),
    response: MyApplication,
    errors: ['NOT_FOUND', 'ALREADY_JOINED', 'PROMOTION_NOT_STARTED', 'PROMOTION_ENDED', 'NOT_ELIGIBLE', 'VALIDATION_ERROR'],
  }),
};
