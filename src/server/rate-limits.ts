import { Redis } from 'ioredis';
import type pg from 'pg';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequests } from './errors.ts';

/**
 * Limits per IP, account and phone number. Exceeding one blocks the key for 5 minutes (spec §8:
 * "too many requests, try again after 5 minutes"); the captcha limits only pace refreshes.
 */
export const LIMITS = {
  loginIp: { points: 30, duration: 300, blockDuration: 300 },
  /** Failed logins per account. */
  loginAccount: { points: 10, duration: 900, blockDuration: 300 },
  smsTarget: { points: 5, duration: 3600, blockDuration: 300 },
  /** One code per number per 50 s: the client's countdown is at least 60 s. */
  smsTargetPace: { points: 1, duration: 50, blockDuration: 0 },
  smsIp: { points: 20, duration: 3600, blockDuration: 300 },
  captchaIp: { points: 1, duration: 1, blockDuration: 0 },
  sliderIp: { points: 2, duration: 1, blockDuration: 0 },
  recoveryIp: { points: 10, duration: 3600, blockDuration: 300 },
  recoveryAccount: { points: 5, duration: 3600, blockDuration: 300 },
  registerIp: { points: 10, duration: 3600, blockDuration: 300 },
  freePlayIp: { points: 10, duration: 3600, blockDuration: 300 },
  /** Play-money game launches per address (each one funds a play wallet): one a second on average. */
  trialLaunchIp: { points: 60, duration: 60, blockDuration: 60 },
  secondFactorIp: { points: 20, duration: 900, blockDuration: 300 },
  /** Failed logins per IP, counted to ask for the image captcha after three (never blocks by itself). */
  loginFailuresIp: { points: 100_000, duration: 900, blockDuration: 0 },
  /** Chats started per address (each one is a queue entry staff see). */
  chatStartIp: { points: 10, duration: 600, blockDuration: 300 },
  /** Messages per conversation from the player: flooding beyond is refused for a short while. */
  chatMessage: { points: 20, duration: 60, blockDuration: 30 },
  /** "Typing" signals per conversation from the player (each is an event on every instance); the page sends one every 3 s at most. */
  chatTyping: { points: 40, duration: 60, blockDuration: 30 },
  /** Images per conversation (each is decoded and re-encoded). */
  chatUpload: { points: 10, duration: 600, blockDuration: 300 },
  /** Offline messages (tickets) per address. */
  chatTicketIp: { points: 5, duration: 3600, blockDuration: 300 },
  /** Transcript emails per conversation. */
  chatTranscript: { points: 3, duration: 3600, blockDuration: 300 },
  /** Feedback sent per member. */
  feedbackMember: { points: 10, duration: 86_400, blockDuration: 300 },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface RateLimits {
  /** Counts one request; throws TooManyRequests when the key is over its limit. */
  hit(name: LimitName, key: string): Promise<void>;
  /** Throws when the key is already over its limit, without counting. */
  check(name: LimitName, key: string): Promise<void>;
  /** Counts one failure without throwing (the next check decides). */
  fail(name: LimitName, key: string): Promise<void>;
  reset(name: LimitName, key: string): Promise<void>;
  /** How many points the key has used in its current window. */
  count(name: LimitName, key: string): Promise<number>;
  close(): Promise<void>;
}

function tooMany(res: RateLimiterRes): TooManyRequests {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  return new TooManyRequests(`Too many requests. Try again in ${seconds} seconds.`, { retryAfterSeconds: seconds });
}

/** Where the counters live besides Redis: the PostgreSQL pool, whose rate_limits table every instance shares. */
export interface LimitStore {
  pool?: pg.Pool | undefined;
}

/**
 * Where the counters live (decision 032): in Redis when REDIS_URL is set; else, on PostgreSQL, in
 * its rate_limits table (one guarded upsert per count), so that every instance on the database
 * shares them; else in memory (SQLite: one instance). A shared store that does not answer falls
 * back to this process's memory until it does. `points` replaces the allowance of some limits
 * (the operator's configuration).
 */
export function createRateLimits(redisUrl?: string, points: Partial<Record<LimitName, number>> = {}, store: LimitStore = {}): RateLimits {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
  const pool = redis ? undefined : store.pool;
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  const allowance = (name: LimitName) => points[name] ?? LIMITS[name].points;
  let first = true;
  for (const [name, o] of Object.entries(LIMITS) as [LimitName, (typeof LIMITS)[LimitName]][]) {
    const options = { keyPrefix: `rl:${name}`, points: allowance(name), duration: o.duration, blockDuration: o.blockDuration };
    const insuranceLimiter = new RateLimiterMemory(options);
    if (redis) limiters.set(name, new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter }));
    else if (pool) {
      // The table comes with the migrations; one limiter (they share it) clears expired rows every few minutes.
      limiters.set(name, new RateLimiterPostgres({ ...options, storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: first, insuranceLimiter }));
      first = false;
    } else limiters.set(name, new RateLimiterMemory(options));
  }
  const limiter = (name: LimitName) => limiters.get(name) as RateLimiterAbstract;
  return {
    async hit(name, key) {
      try {
        await limiter(name).consume(key);
      } catch (res) {
        if (res instanceof RateLimiterRes) throw tooMany(res);
        throw res;
      }
    },
    async check(name, key) {
      const res = await limiter(name).get(key);
      if (res && res.consumedPoints >= allowance(name) && res.msBeforeNext > 0) throw tooMany(res);
    },
    async fail(name, key) {
      await limiter(name).penalty(key);
    },
    async reset(name, key) {
      await limiter(name).delete(key);
    },
    async count(name, key) {
      return (await limiter(name).get(key))?.consumedPoints ?? 0;
    },
    async close() {
      redis?.disconnect();
    },
  };
}
