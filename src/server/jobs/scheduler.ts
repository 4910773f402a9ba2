/**
 * A tiny in-process scheduler: each job wakes just after its period boundary (in the merchant's
 * zone), settles every ended period of its look-back window that is not done yet, and sleeps until
 * the next boundary. Every instance starts it, but only the holder of the scheduler lease
 * (lease.ts) runs anything, and each run is recorded under a unique (job, tick) key first, so
 * each tick and each period runs once across instances; settlements are also keyed by (job, period).
 */
import type { AppContext } from '#server/context.ts';
import { expireTerminationRequests, type Kind, lastEnded, MINUTE, type Period, periodAt, periodLabel, type PeriodType, previousPeriod } from '#server/agents/index.ts';
import { expireApprovals } from '#server/backoffice/index.ts';
import { runLotteryJobs } from '#server/lottery/index.ts';
import { runSportsJobs } from '#server/sportsbook/index.ts';
import { runSupportJobs } from '#server/support/index.ts';
import { runLoyaltyJobs } from '#server/loyalty/index.ts';
import { runPromotionJobs } from '#server/promotions/index.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { jobName, type SettleDeps, type SettleResult, settlePeriod } from './settle.ts';
import { holdLease, LEASE_EVERY_MS, type Lease, pruneTicks, recordTicks } from './lease.ts';

export interface JobSpec {
  kind: Kind;
  type: PeriodType;
  /** How many ended periods back a run catches up (after a restart or an outage). */
  lookBack: number;
  /** Wait after the boundary, so that bets settling at the boundary are in. */
  delayMs: number;
}

export const JOBS: JobSpec[] = [
  { kind: 'realtime_salary', type: 'realtime', lookBack: 12, delayMs: 30_000 },
  { kind: 'hourly_wage', type: 'hourly', lookBack: 24, delayMs: 2 * MINUTE },
  { kind: 'daily_wage', type: 'daily', lookBack: 7, delayMs: 5 * MINUTE },
  { kind: 'dividend', type: 'daily', lookBack: 3, delayMs: 10 * MINUTE },
  { kind: 'dividend', type: 'weekly', lookBack: 2, delayMs: 10 * MINUTE },
  { kind: 'dividend', type: 'semimonthly', lookBack: 2, delayMs: 10 * MINUTE },
  { kind: 'dividend', type: 'monthly', lookBack: 2, delayMs: 10 * MINUTE },
];

/** The periods of a job's look-back window that ended at least its delay ago, oldest first, in the merchant's zone. */
export function duePeriods(spec: JobSpec, now: number, zone: string): Period[] {
  const out: Period[] = [];
  let p = lastEnded(spec.type, now - spec.delayMs, zone);
  for (let i = 0; i < spec.lookBack; i++) {
    out.unshift(p);
    p = previousPeriod(p, zone);
  }
  return out;
}

/** Settles every due period of one job that job_runs does not list as done. */
export async function runDue(deps: SettleDeps, spec: JobSpec, now = Date.now()): Promise<SettleResult[]> {
  const zone = await merchantTimeZone(deps.db);
  const periods = duePeriods(spec, now, zone);
  const first = periods[0];
  if (!first) return [];
  const done = await deps.db
    .selectFrom('job_runs')
    .select('period')
    .where('job', '=', jobName(spec.kind, spec.type))
    .where('period', '>=', periodLabel(first.start, zone))
    .where('status', '=', 'done')
    .execute();
  const skip = new Set(done.map((d) => d.period));
  const results: SettleResult[] = [];
  for (const p of periods) {
    if (skip.has(periodLabel(p.start, zone))) continue;
    results.push(await settlePeriod(deps, spec.kind, p, { now }));
  }
  return results;
}

const MAX_SLEEP = 3_600_000;

/** How often pending approval requests past their expiry are marked expired. */
export const APPROVAL_EXPIRY_EVERY_MS = MINUTE;

const sum = (results: SettleResult[], key: 'paid' | 'paidAmount') => results.reduce((n, r) => n + r[key], 0);

export interface Jobs {
  /** This instance's name in job_leases and job_ticks. */
  holder: string;
  /** Stops every job and gives the lease up (resolves once it is given up). */
  stop(): Promise<void>;
}

export interface JobOptions {
  /** Wait before the first catch-up run (default 5 s after start, staggered per job). */
  initialDelayMs?: number;
  /** Called after each run of a job (tests, monitoring). */
  onRun?(spec: JobSpec, results: SettleResult[]): void;
  /** How often approval requests past their expiry are marked expired (default every minute). */
  approvalExpiryEveryMs?: number;
  /** How often the promotions' jobs run (default every minute); 0 leaves them off (tests run them by hand). */
  promotionsEveryMs?: number;
  /** How often the lottery's draws move on (default every second); 0 leaves them off (tests run them by hand). */
  lotteryEveryMs?: number;
  /** How often the sportsbook's events, bets and settlements move on (default every second); 0 leaves them off. */
  sportsEveryMs?: number;
  /** How often waiting chats are assigned and idle ones closed (default every 2 s); 0 leaves them off. */
  supportEveryMs?: number;
  /** Which instance runs the jobs (default: the scheduler lease of this database, see lease.ts). */
  lease?: Lease;
}

/** Fast draws close seconds before they draw: the lottery's jobs look every second. */
export const LOTTERY_EVERY_MS = 1_000;
/** In-play scores, odds and the in-play bet delay move by the second: the sportsbook's jobs look every second. */
export const SPORTS_EVERY_MS = 1_000;
/** A chat waiting while an agent has room is assigned at once by the request that freed it; this catches the rest. */
export const SUPPORT_EVERY_MS = 2_000;

/** Starts every settlement job (src/server/main.ts calls this once the app is up). */
export function startJobs(app: AppContext, opts: JobOptions = {}): Jobs {
  const deps: SettleDeps = { db: app.db, ledger: app.ledger, log: app.log };
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const lease =
    opts.lease ??
    holdLease(app.db, {
      onError: (err) => app.log.warn({ err }, 'the scheduler lease could not be renewed; jobs wait'),
      onChange: (held) => app.log.debug({ held }, held ? 'this instance runs the scheduled jobs' : 'another instance runs the scheduled jobs'),
    });
  /** Runs under way: stop() waits for them, so a clean shutdown closes the database after the last one. */
  const running = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    running.add(p);
    void p.catch(() => undefined).finally(() => running.delete(p));
    return p;
  };
  /** Records a run of `job` at `tick` by this instance; false when it was run already (by any instance). */
  const once = async (job: string, tick: string) => (await recordTicks(app.db, job, [tick], lease.holder)).length === 1;

  const later = (spec: JobSpec, wait: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void track(tick(spec));
    }, wait);
    timer.unref();
    timers.add(timer);
  };

  // Wake just after the current period ends; never sleep more than an hour (long periods, clock changes, a new zone setting).
  const untilNextRun = (spec: JobSpec, zone: string, now = Date.now()) => Math.min(Math.max(1_000, periodAt(spec.type, now, zone).end + spec.delayMs - now), MAX_SLEEP);

  const tick = async (spec: JobSpec) => {
    let zone: string | null = null;
    let holding = true;
    try {
      // Another instance runs the jobs: look again shortly, in case it dies.
      holding = await lease.held();
      if (!holding) return;
      zone = await merchantTimeZone(app.db);
      if (spec.type === 'hourly') await expireTerminationRequests(app.db);
      const results = await runDue(deps, spec);
      const settled = results.filter((r) => r.outcome === 'settled');
      // The record of which instance settled each period (the settlement itself is keyed by job_runs).
      if (settled.length) await recordTicks(app.db, jobName(spec.kind, spec.type), settled.map((r) => r.period), lease.holder);
      // One line per run that did something (a start-up catch-up settles many periods at once).
      if (settled.length) {
        app.log.info(
          { job: jobName(spec.kind, spec.type), periods: settled.length, from: settled[0]?.period, to: settled.at(-1)?.period, paid: sum(settled, 'paid'), amount: sum(settled, 'paidAmount') },
          'agent settlement run',
        );
      }
      opts.onRun?.(spec, results);
    } catch (err) {
      app.log.error({ err, job: jobName(spec.kind, spec.type) }, 'agent settlement failed; the next run retries');
    } finally {
      // Without the zone setting (the database did not answer), try again in a minute.
      later(spec, !holding ? 2 * LEASE_EVERY_MS : zone === null ? MINUTE : untilNextRun(spec, zone));
    }
  };

  /**
   * Runs an interval job's tick on the lease holder only, once: the tick (the time divided by the
   * interval) is recorded first, and a tick already recorded (by any instance) is not run again.
   */
  const guarded = <T>(job: string, every: number, run: () => Promise<T>): Promise<T | undefined> =>
    track(
      (async () => {
        if (!(await lease.held())) return undefined;
        if (stopped || !(await once(job, String(Math.floor(Date.now() / every))))) return undefined;
        return run();
      })(),
    );

  // Catch up at start (staggered a little so they do not all hit the database at once), then follow the clock.
  for (const spec of JOBS) later(spec, (opts.initialDelayMs ?? 5_000) + JOBS.indexOf(spec) * 2_000);
  // Maker-checker requests left undecided for 24 hours expire (each audited) within a minute.
  const expiryEvery = opts.approvalExpiryEveryMs ?? APPROVAL_EXPIRY_EVERY_MS;
  const expiry = setInterval(() => {
    if (stopped) return;
    guarded('approvals', expiryEvery, () => expireApprovals(app.db)).then(
      (n) => {
        if (n) app.log.info({ expired: n }, 'approval requests expired');
      },
      (err: unknown) => app.log.error({ err }, 'approval expiry failed; the next run retries'),
    );
  }, expiryEvery);
  expiry.unref();
  // Promotions (cashback and rebates per period, race prizes, bonus and reward expiry), then loyalty (points, ranks, referrals); each keyed, so reruns pay nothing twice.
  const promotionsEvery = opts.promotionsEveryMs ?? MINUTE;
  let promotionsBusy = false;
  const promotions = setInterval(() => {
    if (stopped || promotionsBusy || promotionsEvery === 0) return;
    promotionsBusy = true;
    guarded('promotions', promotionsEvery || MINUTE, async () => {
      await runPromotionJobs(app);
      await runLoyaltyJobs(app);
    })
      .catch((err: unknown) => app.log.error({ err }, 'promotion jobs failed; the next run retries'))
      .finally(() => {
        promotionsBusy = false;
      });
  }, promotionsEvery || MINUTE);
  promotions.unref();
  // Each run still busy makes the next tick wait.
  const ticking = (every: number, run: () => Promise<unknown>, what: string): NodeJS.Timeout => {
    let busy = false;
    const timer = setInterval(() => {
      if (stopped || busy || every === 0) return;
      busy = true;
      guarded(what, every, run)
        .catch((err: unknown) => app.log.error({ err }, `${what} jobs failed; the next run retries`))
        .finally(() => {
          busy = false;
        });
    }, every || 1_000);
    timer.unref();
    return timer;
  };
  // Draws open, close, draw and settle on time; events go live, move and settle.
  const lottery = ticking(opts.lotteryEveryMs ?? LOTTERY_EVERY_MS, () => runLotteryJobs(app), 'lottery');
  const sports = ticking(opts.sportsEveryMs ?? SPORTS_EVERY_MS, () => runSportsJobs(app), 'sportsbook');
  const support = ticking(opts.supportEveryMs ?? SUPPORT_EVERY_MS, () => runSupportJobs(app), 'support');
  // Run records older than two days go (the holder, hourly).
  const prune = setInterval(() => {
    if (stopped) return;
    void guarded('prune', 3_600_000, () => pruneTicks(app.db)).catch((err: unknown) => app.log.warn({ err }, 'old job records could not be deleted'));
  }, 3_600_000);
  prune.unref();
  return {
    holder: lease.holder,
    async stop() {
      stopped = true;
      clearInterval(prune);
      clearInterval(expiry);
      clearInterval(promotions);
      clearInterval(lottery);
      clearInterval(sports);
      clearInterval(support);
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.allSettled([...running]);
      if (!opts.lease) await lease.stop();
    },
  };
}
