/**
 * Missions (docs/promotions.md): daily or weekly tasks whose progress the server reads from its
 * own records. A task found done (on a read or a claim) is offered once as a claimable reward
 * (kind 'mission', key `<period label>:<task id>`) that expires at the end of the next period;
 * a claim checks completion in the same request and pays through claimReward (50 parallel
 * claims pay once).
 */
import type { AppContext } from '#server/app-context.ts';
import { merchantCurrency, merchantTimeZone, nextPeriod, type Period, periodAt, periodLabel } from '#server/system/index.ts';
import type { ActivityState, Category } from '#lib/contracts/promotion-model.ts';
import type { PlayerView } from '#lib/contracts/promotion-shapes.ts';
import { assertInAudience, inAudience } from './audience.ts';
import { NotFound, RewardUnavailable, TaskNotDone } from './errors.ts';
import { missionProgress, type MissionTask, type TaskProgress } from './mission-progress.ts';
import { assertRunning, isMechanic, type Promotion, publishedPromotion, runningOf } from './promotion-rows.ts';
import { claimReward, type ClaimResult, offerReward } from './rewards.ts';

export type TaskState = 'process' | 'claim' | 'claimed' | 'expired';

export interface TaskView extends TaskProgress {
  id: string;
  kind: MissionTask['kind'];
  category: Category | null;
  reward: number;
  state: TaskState;
  rewardId: number | null;
}

export interface MissionView {
  promotion: Promotion<'mission'>;
  period: Period;
  state: ActivityState;
  tasks: TaskView[];
}

const taskKey = (label: string, taskId: string) => `${label}:${taskId}`;

/** Offers the rewards of done tasks (once each) and answers the period's mission rewards by key. */
async function offerDone(app: AppContext, p: Promotion<'mission'>, memberId: number, period: Period, zone: string, progress: Map<string, TaskProgress>, now: number) {
  const label = periodLabel(period.start, zone);
  const done = p.params.tasks.filter((t) => progress.get(t.id)?.done);
  const keys = p.params.tasks.map((t) => taskKey(label, t.id));
  const existing = await app.db.selectFrom('rewards').select(['period_key']).where('promotion_id', '=', p.id).where('member_id', '=', memberId).where('kind', '=', 'mission').where('period_key', 'in', keys).execute();
  const have = new Set(existing.map((r) => r.period_key));
  const missing = done.filter((t) => !have.has(taskKey(label, t.id)));
  if (missing.length) {
    const currency = await merchantCurrency(app.db);
    const expiresAt = nextPeriod(period, zone).end;
    await app.ledger.run(async (sql) => {
      for (const t of missing) {
        await offerReward(sql, { memberId, promotionId: p.id, kind: 'mission', periodKey: taskKey(label, t.id), amount: t.reward, bonusRules: null, pay: 'claim', expiresAt, meta: { task: t.id, kind: t.kind, target: t.target } }, currency, now);
      }
    });
  }
  const rows = await app.db.selectFrom('rewards').select(['id', 'period_key', 'state', 'expires_at']).where('promotion_id', '=', p.id).where('member_id', '=', memberId).where('kind', '=', 'mission').where('period_key', 'in', keys).execute();
  return new Map(rows.map((r) => [r.period_key, r]));
}

/** One member's view of one mission in the period containing `now`. */
export async function missionView(app: AppContext, p: Promotion<'mission'>, memberId: number, now: number): Promise<MissionView> {
  const zone = await merchantTimeZone(app.db);
  const period = periodAt(p.params.period, now, zone);
  const label = periodLabel(period.start, zone);
  const progress = await missionProgress(app.db, memberId, p.params.tasks, period, zone, now);
  const rewards = await offerDone(app, p, memberId, period, zone, progress, now);
  const tasks = p.params.tasks.map((t): TaskView => {
    const pr = progress.get(t.id) ?? { current: 0, target: t.target, unit: 'count', done: false };
    const r = rewards.get(taskKey(label, t.id));
    const expired = r && (r.state === 'expired' || (r.state === 'available' && r.expires_at !== null && Number(r.expires_at) <= now));
    const state: TaskState = !r ? 'process' : expired ? 'expired' : r.state === 'available' ? 'claim' : r.state === 'claimed' || r.state === 'issued' ? 'claimed' : 'expired';
    return { id: t.id, kind: t.kind, category: t.category ?? null, reward: t.reward, ...pr, current: Math.min(pr.current, pr.target), state, rewardId: r ? Number(r.id) : null };
  });
  const state: ActivityState = tasks.some((t) => t.state === 'claim') ? 'claim' : tasks.every((t) => t.state === 'claimed') ? 'claimed' : 'process';
  return { promotion: p, period, state, tasks };
}

/** The running missions open to the member, each with its tasks; `claimable` counts those with a reward to claim (the menu badge). */
export async function missionSummary(app: AppContext, memberId: number, now = Date.now()): Promise<{ missions: MissionView[]; claimable: number }> {
  const running = await runningOf(app.db, 'mission', now);
  const missions: MissionView[] = [];
  for (const p of running.sort((a, b) => b.sort - a.sort || a.id - b.id)) {
    if (await inAudience(app.db, p, memberId, now)) missions.push(await missionView(app, p, memberId, now));
  }
  return { missions, claimable: missions.filter((m) => m.state === 'claim').length };
}

/**
 * Claims one task of the current period: the server reads the task's progress in this request;
 * not done is TASK_NOT_DONE. A task done earlier whose reward is still available is paid even if
 * the promotion ended since.
 */
export async function claimMissionTask(app: AppContext, memberId: number, promotionId: number, taskId: string, now = Date.now()): Promise<ClaimResult> {
  const p = await publishedPromotion(app.db, promotionId);
  if (!isMechanic(p, 'mission')) throw new NotFound('No such mission.');
  const task = p.params.tasks.find((t) => t.id === taskId);
  if (!task) throw new NotFound('No such mission task.');
  const zone = await merchantTimeZone(app.db);
  const period = periodAt(p.params.period, now, zone);
  const key = taskKey(periodLabel(period.start, zone), taskId);
  const offered = await app.db.selectFrom('rewards').select(['id']).where('promotion_id', '=', p.id).where('member_id', '=', memberId).where('kind', '=', 'mission').where('period_key', '=', key).executeTakeFirst();
  if (!offered) {
    assertRunning(p, now);
    await assertInAudience(app.db, p, memberId, now);
    const view = await missionView(app, p, memberId, now);
    const t = view.tasks.find((x) => x.id === taskId);
    if (!t || t.rewardId === null) throw new TaskNotDone('This task is not done yet.', { current: t?.current ?? 0, target: task.target });
    return claimReward(app, memberId, t.rewardId, now);
  }
  return claimReward(app, memberId, Number(offered.id), now);
}

/** A mission reward by its id (last period's unclaimed task): another kind or member is REWARD_UNAVAILABLE. */
export async function claimMissionReward(app: AppContext, memberId: number, rewardId: number, now = Date.now()): Promise<ClaimResult> {
  const r = await app.db.selectFrom('rewards').select(['kind']).where('id', '=', rewardId).where('member_id', '=', memberId).executeTakeFirst();
  if (!r || r.kind !== 'mission') throw new RewardUnavailable('No such reward.');
  return claimReward(app, memberId, rewardId, now);
}

/** process → claim (a task done, unclaimed) → claimed (every task claimed); close outside the audience. */
export const missionHandler = {
  async view(app: AppContext, p: Promotion<'mission'>, memberId: number, now: number): Promise<Omit<PlayerView, 'promotionId'>> {
    if (p.status === 'published' && now < p.startsAt) return { state: 'comingSoon', actionable: false, progress: null };
    if (p.status !== 'published' || now >= p.endsAt || !(await inAudience(app.db, p, memberId, now))) return { state: 'close', actionable: false, progress: null };
    const v = await missionView(app, p, memberId, now);
    const done = v.tasks.filter((t) => t.done).length;
    return { state: v.state, actionable: v.state === 'claim', progress: { current: done, target: v.tasks.length, unit: 'count' } };
  },
};
