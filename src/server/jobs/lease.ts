/**
 * Which instance runs the scheduled jobs (decision 032). Every instance starts the scheduler;
 * each keeps trying to take one lease row (job_leases) with a single guarded upsert that succeeds
 * only when the row is free, expired or already its own. The holder renews it every second and
 * runs the jobs; the others run nothing. When the holder dies its lease expires (5 s) and the
 * next instance to try takes it over within a second. Each run is also recorded in job_ticks under
 * a unique (job, tick) key before it starts, so even two instances that both believe they hold
 * the lease (a paused process waking up late) cannot run the same tick twice.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '#server/db/connect.ts';

export const LEASE_TTL_MS = 5_000;
export const LEASE_EVERY_MS = 1_000;
/** Run records older than this are deleted (hourly, by the holder). */
export const TICKS_KEEP_MS = 2 * 86_400_000;

/** This process's name in job_leases and job_ticks: host, process id and a random part. */
export function instanceName(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Takes or renews lease `name` for `holder` until now + ttl: one statement that inserts the row,
 * or updates it only where it is this holder's or has expired. True when the holder has it.
 */
export async function takeLease(db: Db, name: string, holder: string, ttlMs = LEASE_TTL_MS, now = Date.now()): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({ name, holder, expires_at: now + ttlMs, acquired_at: now })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          expires_at: eb.ref('excluded.expires_at'),
          acquired_at: eb.case().when('job_leases.holder', '=', eb.ref('excluded.holder')).then(eb.ref('job_leases.acquired_at')).else(eb.ref('excluded.acquired_at')).end(),
        }))
        .where((eb) => eb.or([eb('job_leases.holder', '=', eb.ref('excluded.holder')), eb('job_leases.expires_at', '<=', now)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease up at once (a clean stop), so another instance need not wait for it to expire. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.updateTable('job_leases').set({ expires_at: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
}

/**
 * Records runs of `job` (ticks of an interval job, or periods) by `holder`, in one statement,
 * before they start: the ticks recorded now. A tick already recorded (by any instance) was run
 * already and is left as it is.
 */
export async function recordTicks(db: Db, job: string, ticks: readonly string[], holder: string, now = Date.now()): Promise<string[]> {
  if (!ticks.length) return [];
  const rows = await db
    .insertInto('job_ticks')
    .values(ticks.map((tick) => ({ job, tick, holder, started_at: now })))
    .onConflict((oc) => oc.columns(['job', 'tick']).doNothing())
    .returning('tick')
    .execute();
  return rows.map((r) => r.tick);
}

/** Deletes run records older than TICKS_KEEP_MS. */
export async function pruneTicks(db: Db, now = Date.now()): Promise<number> {
  const r = await db.deleteFrom('job_ticks').where('started_at', '<', now - TICKS_KEEP_MS).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export interface Lease {
  readonly holder: string;
  /** Whether this instance holds the lease now (waits for the first attempt after start). */
  held(now?: number): Promise<boolean>;
  /** Stops renewing and gives the lease up (unless `release` is false: it then runs out, as when a process dies). */
  stop(opts?: { release?: boolean }): Promise<void>;
}

export interface LeaseOptions {
  name?: string;
  holder?: string;
  ttlMs?: number;
  everyMs?: number;
  onError?(err: unknown): void;
  /** Called when this instance takes the lease (true) or loses it (false). */
  onChange?(held: boolean): void;
}

/** Keeps trying to take (and then renew) one lease every `everyMs`. */
export function holdLease(db: Db, opts: LeaseOptions = {}): Lease {
  const name = opts.name ?? 'scheduler';
  const holder = opts.holder ?? instanceName();
  const ttl = opts.ttlMs ?? LEASE_TTL_MS;
  const every = opts.everyMs ?? LEASE_EVERY_MS;
  // Trusted until a little before it expires, so a late renewal never leaves two holders.
  let until = 0;
  let stopped = false;
  let busy: Promise<void> | null = null;
  const attempt = (): Promise<void> => {
    if (busy) return busy;
    const at = Date.now();
    busy = takeLease(db, name, holder, ttl, at)
      .then(
        (got) => {
          const had = until > Date.now();
          until = got && !stopped ? at + ttl - Math.min(every, ttl / 2) : 0;
          if (got !== had) opts.onChange?.(got);
        },
        (err: unknown) => {
          until = 0;
          opts.onError?.(err);
        },
      )
      .finally(() => {
        busy = null;
      });
    return busy;
  };
  const first = attempt();
  const timer = setInterval(() => {
    if (!stopped) void attempt();
  }, every);
  timer.unref();
  return {
    holder,
    async held(now = Date.now()) {
      await first;
      return !stopped && now < until;
    },
    async stop({ release = true } = {}) {
      stopped = true;
      clearInterval(timer);
      await busy;
      const had = until > Date.now();
      until = 0;
      if (had && release) await releaseLease(db, name, holder).catch((err: unknown) => opts.onError?.(err));
    },
  };
}
