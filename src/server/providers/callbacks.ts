import { z } from 'zod';
import { digest } from '#server/auth/index.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError, NotFound, ValidationFailed } from '#server/errors.ts';
import { announceCacheChange, onCacheChange } from '#server/events/cache-changes.ts';
import { check } from '#server/http/validate.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { CurrencyMismatch, PlayerMismatch } from './errors.ts';
import { type ValidSecret, vendorSecrets } from './secrets.ts';
import { verifySignature } from './signature.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { moneyCallback } from './wallet.ts';
import { priorAnswer, requestHash, sessionBalance, type WalletAnswer } from './wallet-answer.ts';
import { assertMayStake, playerKey, sessionOfToken, type WalletOp, type WalletSession } from './wallet-session.ts';

/** The largest single movement a vendor may ask for (minor units). */
export const MAX_AMOUNT = 1_000_000_000_00;

const id = z.string().min(1).max(64).regex(/^[\w.:-]+$/, 'letters, digits and . : - _ only');
const token = z.string().min(20).max(128);
const amount = (min: number) => z.number().int().min(min).max(MAX_AMOUNT);
const player = z.string().max(64);

const BODIES = {
  authenticate: z.object({ token }),
  balance: z.object({ token }),
  debit: z.object({ txnId: id, token, player, roundId: id, amount: amount(1), currency: z.string().max(8) }),
  credit: z.object({ txnId: id, token, player, roundId: id, amount: amount(0), currency: z.string().max(8) }),
  rollback: z.object({ txnId: id, token, player, roundId: id, refTxnId: id }),
} as const;

const VENDOR_CACHE_MS = 10_000;
/** Per database (every instance drops a vendor's entry when another issues it a secret, decision 032). */
const vendorCaches = new WeakMap<object, Map<string, { secrets: ValidSecret[] | undefined; at: number }>>();
onCacheChange('vendor-secrets', (db, data) => vendorCaches.get(db)?.delete(String(data['code'])));

/**
 * The secrets a vendor may sign with (undefined for no such vendor), kept for ten seconds: a new
 * secret is accepted within that time of being issued; a previous one until its grace period ends.
 */
async function secretsOf(app: AppContext, code: string, now: number): Promise<string[] | undefined> {
  let cache = vendorCaches.get(app.db);
  if (!cache) vendorCaches.set(app.db, (cache = new Map()));
  let hit = cache.get(code);
  if (!hit || now - hit.at >= VENDOR_CACHE_MS) {
    hit = { secrets: await vendorSecrets(app, code, now), at: now };
    if (cache.size > 1000) cache.clear();
    cache.set(code, hit);
  }
  return hit.secrets?.filter((s) => s.retiresAt === null || s.retiresAt > now).map((s) => s.secret);
}

/** Forgets what secretsOf remembered of a vendor (after this process issued it a new secret). */
export function forgetVendorSecrets(app: AppContext, code: string): void {
  vendorCaches.get(app.db)?.delete(code);
  announceCacheChange(app.db, 'vendor-secrets', { code });
}

/**
 * One signed wallet callback from a vendor, from the raw body to the exact answer. Signature,
 * timestamp and shape are checked before anything is read or written.
 */
export async function handleCallback(
  app: AppContext,
  vendorCode: string,
  op: string,
  raw: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  now = Date.now(),
): Promise<WalletAnswer> {
  if (!Object.hasOwn(BODIES, op)) throw new NotFound(`no wallet operation ${op}`);
  const secrets = await secretsOf(app, vendorCode, now);
  if (!secrets) throw new NotFound(`no vendor ${vendorCode}`);
  verifySignature(secrets, headers.timestamp, headers.signature, raw, now);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationFailed('the body is not valid JSON');
  }
  return walletCall(app, vendorCode, op as WalletOp, parsed, now);
}

/**
 * What a launch session is (member, game, vendor) never changes, so one looked up in the last few
 * seconds is reused: callbacks of a playing session then skip the joined session query. Whether
 * it may still stake does change (a time-out, a self-exclusion, a password change, on any
 * instance), so a stake always checks that afresh, under the member's stake lock.
 */
const SESSION_CACHE_MS = 5_000;
const sessionCaches = new WeakMap<AppContext, Map<string, { session: WalletSession; at: number }>>();

async function cachedSession(app: AppContext, sql: SqlRunner, token: string, vendor: string, currency: string, now: number, allowEnded: boolean): Promise<WalletSession> {
  let cache = sessionCaches.get(app);
  if (!cache) sessionCaches.set(app, (cache = new Map()));
  const key = digest(token);
  const hit = cache.get(key);
  if (hit && now - hit.at < SESSION_CACHE_MS && hit.session.vendor === vendor) {
    if (!allowEnded && hit.session.memberId !== null) await assertMayStake(sql, key, hit.session.memberId, now);
    return hit.session;
  }
  const session = await sessionOfToken(sql, key, vendor, currency, now, allowEnded);
  if (cache.size > 50_000) cache.clear();
  if (!allowEnded) cache.set(key, { session, at: now });
  return session;
}

/**
 * The session a money callback acts for. A debit needs a live session the player may stake in;
 * when that is refused (the session ended, or the player is blocked), the token still names the
 * player, and a replay of one of that player's transaction ids gets its stored answer (anything
 * else gets the refusal).
 */
async function sessionForMoney(app: AppContext, sql: SqlRunner, token: string, vendor: string, currency: string, now: number, op: WalletOp, txnId: string, hash: string): Promise<WalletSession | WalletAnswer> {
  try {
    return await cachedSession(app, sql, token, vendor, currency, now, op !== 'debit');
  } catch (err) {
    if (!(err instanceof AppError) || op !== 'debit') throw err;
    const ended = await sessionOfToken(sql, digest(token), vendor, currency, now, true).catch((e: unknown) => {
      if (e instanceof AppError) return undefined;
      throw e;
    });
    const prior = ended && (await priorAnswer(sql, vendor, playerKey(ended), txnId, hash));
    if (prior) return prior;
    throw err;
  }
}

/** A wallet operation with an already-trusted caller (the signed callback above, or the house games in-process). */
export async function walletCall(app: AppContext, vendor: string, op: WalletOp, body: unknown, now = Date.now()): Promise<WalletAnswer> {
  const req = check(BODIES[op], body);
  const currency = await merchantCurrency(app.db);
  const result = await app.ledger.run(async (sql) => {
    if (op === 'authenticate' || op === 'balance') return sessionBalance(sql, await sessionOfToken(sql, digest(req.token), vendor, currency, now));
    const { token: _t, player: claimed, currency: claimedCurrency, ...economic } = req as { token: string; player: string; currency?: string; txnId: string };
    const hash = requestHash(op, economic);
    // Wins and rollbacks may arrive after the session ended (late settlements); bets may not. A
    // replay is answered from the store even after the session has ended, but only to the player
    // the transaction id belongs to (vendor + player + id): another player gets a conflict.
    const session = await sessionForMoney(app, sql, req.token, vendor, currency, now, op, economic.txnId, hash);
    if ('status' in session) return session;
    const prior = await priorAnswer(sql, vendor, playerKey(session), economic.txnId, hash);
    if (prior) return prior;
    if (claimed.toLowerCase() !== session.account.toLowerCase()) throw new PlayerMismatch('The player does not match the game session.');
    if (claimedCurrency !== undefined && claimedCurrency !== session.currency) throw new CurrencyMismatch('The currency does not match the wallet.');
    return moneyCallback(sql, session, { op, ...economic } as never, hash, now, true);
  });
  for (const c of result.changed) app.events.publish({ type: 'balance', memberId: c.memberId, data: { balance: c.balance } });
  return result;
}
