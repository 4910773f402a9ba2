/**
 * What must hold after the run: the ledger checks out, nothing acknowledged was lost, a live
 * balance reaches a page on another instance, a rate limit is shared, and each job period or draw
 * ran once (and the jobs were taken over when their instance died).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { importServerKey, seal } from '#lib/crypto/seal.ts';
import type { DbHandle } from '#server/db/connect.ts';
import { call, callback, login, type Recorder } from './client.ts';
import type { ScalePlayer } from './setup.ts';
import type { Acknowledged } from './traffic.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** `npm run check:ledger`'s own program on the run's database. */
export function ledgerCheck(databaseUrl: string): Promise<CheckResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['src/server/admin/check-ledger.ts'], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ name: 'check:ledger passes', ok: code === 0, detail: out.trim().split('\n').slice(0, 12).join('\n') }));
  });
}

const missing = <T>(wanted: T[], found: Iterable<T>): T[] => {
  const have = new Set(found);
  return wanted.filter((w) => !have.has(w));
};

async function inChunks<T, R>(items: T[], fn: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 500) out.push(...(await fn(items.slice(i, i + 500))));
  return out;
}

/** Every answer reported as a success is in the database. */
export async function nothingLost(handle: DbHandle, vendor: string, a: Acknowledged): Promise<CheckResult> {
  const db = handle.db;
  const lost: string[] = [];
  // Each acknowledged callback is stored with its answer; one that moved money has its journal entry (a settle of 0 moves none).
  const txns = await inChunks([...a.debits, ...a.credits], (c) => db.selectFrom('provider_txns').select(['txn_id', 'entry_key', 'status']).where('vendor_code', '=', vendor).where('txn_id', 'in', c).execute());
  const gone = missing([...a.debits, ...a.credits], txns.filter((r) => Number(r.status) === 200).map((r) => r.txn_id));
  if (gone.length) lost.push(`${gone.length} wallet callbacks (${gone.slice(0, 3).join(', ')})`);
  const keys = txns.map((r) => r.entry_key).filter((k): k is string => k !== null);
  const debitsWithoutEntry = missing(a.debits, txns.filter((r) => r.entry_key !== null).map((r) => r.txn_id));
  if (debitsWithoutEntry.length) lost.push(`${debitsWithoutEntry.length} bets that moved no money`);
  const entries = await inChunks(keys, (c) => db.selectFrom('journal_entries').select('idempotency_key').where('idempotency_key', 'in', c).execute());
  const unposted = missing(keys, entries.map((r) => r.idempotency_key));
  if (unposted.length) lost.push(`${unposted.length} wallet callbacks without their journal entry`);
  const ids = async (table: 'lottery_tickets' | 'deposits' | 'withdrawals' | 'chat_messages', wanted: number[], what: string) => {
    const rows = await inChunks(wanted, (c) => db.selectFrom(table).select('id').where('id', 'in', c).execute());
    const g = missing(wanted, rows.map((r) => Number(r.id)));
    if (g.length) lost.push(`${g.length} ${what}`);
  };
  await ids('lottery_tickets', a.tickets, 'lottery tickets');
  await ids('deposits', a.deposits, 'deposits');
  await ids('withdrawals', a.withdrawals, 'withdrawals');
  await ids('chat_messages', a.chatMessages, 'chat messages');
  const credited = await inChunks(a.paidDeposits, (c) => db.selectFrom('deposits').select(['id', 'status']).where('id', 'in', c).execute());
  const unpaid = credited.filter((d) => d.status !== 'credited');
  if (unpaid.length || credited.length !== a.paidDeposits.length) lost.push(`${a.paidDeposits.length - credited.length + unpaid.length} paid gateway deposits not credited`);
  const sessions = await inChunks(a.logins, (c) => db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', c).execute());
  const noSession = missing(a.logins, sessions.map((s) => s.token_hash));
  if (noSession.length) lost.push(`${noSession.length} sessions of successful logins`);
  const counts = `${a.logins.length} logins, ${a.debits.length} bets, ${a.credits.length} settles, ${a.tickets.length} tickets, ${a.deposits.length} deposits (${a.paidDeposits.length} paid), ${a.withdrawals.length} withdrawals, ${a.chatMessages.length} chat messages`;
  return { name: 'no acknowledged request lost', ok: lost.length === 0, detail: lost.length ? `lost: ${lost.join('; ')} (of ${counts})` : `all found: ${counts}` };
}

/** Balance changes made through B in the live check. */
const CHANGES = 7;

/** Reads server-sent events from a URL; calls back with each event and its arrival time. */
function sse(url: string, headers: Record<string, string>, onEvent: (event: string, data: string) => void): { ready: Promise<void>; close(): void } {
  const ctl = new AbortController();
  let opened: () => void = () => undefined;
  let failed: (e: Error) => void = () => undefined;
  const ready = new Promise<void>((res, rej) => {
    opened = res;
    failed = rej;
  });
  void (async () => {
    try {
      const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: ctl.signal });
      if (res.status !== 200 || !res.body) throw new Error(`stream ${url}: ${res.status}`);
      opened();
      const decoder = new TextDecoder();
      let buffer = '';
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
          const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
          onEvent(event, data);
        }
      }
    } catch (err) {
      failed(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return { ready, close: () => ctl.abort() };
}

/**
 * Live balance: a page streaming from instance A sees changes made through instance B pushed, not
 * found by the stream's own re-read every 2 s: the median delay of seven changes within
 * `medianMs`, and each within `maxMs` (a busy shared machine may hold one up now and then). The
 * re-read alone gives delays spread over 0–2 s (median about 1 s), which fails both.
 */
export async function liveAcrossInstances(rec: Recorder, a: string, b: string, db: DbHandle, p: ScalePlayer, medianMs: number, maxMs: number): Promise<CheckResult> {
  const res = await login(rec, a, db, p);
  const token = res.body?.value?.token;
  const name = `a page on A sees balance changes made through B (median ≤ ${medianMs} ms, each ≤ ${maxMs} ms)`;
  if (!token) return { name, ok: false, detail: `login failed: ${res.status} ${res.body?.code ?? ''}` };
  const seen: { at: number; balance: number }[] = [];
  const stream = sse(`${a}/wps/v2/wallets/stream`, { authorization: `Bearer ${token}`, 'x-forwarded-for': p.ip }, (event, data) => {
    if (event !== 'balance') return;
    const balance = (JSON.parse(data) as { balance?: number }).balance;
    if (typeof balance === 'number') seen.push({ at: Date.now(), balance });
  });
  const delays: number[] = [];
  const problems: string[] = [];
  try {
    await stream.ready;
    for (let i = 0; i < 50 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    const tag = `live-${Date.now().toString(36)}`;
    for (let i = 0; i < CHANGES; i++) {
      const sent = Date.now();
      const debit = await callback(rec, b, 'debit', { token: p.gameToken, player: p.account, roundId: `${tag}-${i}`, txnId: `${tag}-d${i}`, amount: 100 + i, currency: 'BDT' });
      const balance = debit.body?.value?.balance;
      if (typeof balance !== 'number') {
        problems.push(`debit through B: ${debit.status} ${debit.body?.code ?? ''}`);
        continue;
      }
      const deadline = sent + Math.max(maxMs, 3_000) + 1_000;
      let hit: { at: number } | undefined;
      while (!hit && Date.now() < deadline) {
        hit = seen.find((s) => s.at >= sent && s.balance === balance);
        if (!hit) await new Promise((r) => setTimeout(r, 10));
      }
      delays.push(hit ? hit.at - sent : Infinity);
      await new Promise((r) => setTimeout(r, 300 + i * 170));
    }
  } catch (err) {
    problems.push(String(err));
  } finally {
    stream.close();
  }
  const sorted = [...delays].sort((x, y) => x - y);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Infinity;
  const worst = sorted.at(-1) ?? Infinity;
  const ok = problems.length === 0 && delays.length === CHANGES && median <= medianMs && worst <= maxMs;
  const shown = delays.map((d) => (Number.isFinite(d) ? `${d} ms` : 'never')).join(', ');
  return { name, ok, detail: `${shown} (median ${Number.isFinite(median) ? `${median} ms` : 'never'})${problems.length ? `; ${problems.join('; ')}` : ''}` };
}

/** Rate limits are shared: an address over its login limit on A is refused on B too. */
export async function sharedRateLimit(rec: Recorder, a: string, b: string, ip: string, points: number): Promise<CheckResult> {
  const attempt = async (base: string) => {
    const key = await call<{ kid: string; spki: string }>(rec, base, 'GET', '/wps/system/publicKey', { headers: { 'x-forwarded-for': ip } });
    if (!key.body?.value) return `no key ${key.status}`;
    // A wrong slider: each attempt counts against the address before anything else is looked at.
    const body = await seal({ type: 'username', username: 'nobody-here', password: 'Wrong#Pass2025', slider: { id: 'no-such-puzzle', x: 1 }, remember: false, side: 'member' }, await importServerKey(key.body.value.spki), key.body.value.kid);
    const res = await call(rec, base, 'POST', '/wps/session/login', { headers: { 'x-forwarded-for': ip }, body });
    return res.body?.code ?? String(res.status);
  };
  const onA: string[] = [];
  for (let i = 0; i < points; i++) onA.push(await attempt(a));
  const limitedOnA = await attempt(a);
  const onB = await attempt(b);
  const ok = !onA.includes('TOO_MANY_REQUESTS') && limitedOnA === 'TOO_MANY_REQUESTS' && onB === 'TOO_MANY_REQUESTS';
  return { name: 'a login rate limit hit on A holds on B', ok, detail: `${points} attempts on A (${[...new Set(onA)].join(', ')}), then A: ${limitedOnA}, B: ${onB}` };
}

/**
 * Each job period or draw ran once: agent settlement periods and lottery draws are unique, no
 * draw due before the end of the run is left behind (the jobs went on after the kill), and, where
 * the database records scheduled runs (job_ticks), no run is recorded twice and runs went on
 * after the instance that held them died.
 */
export async function jobsRanOnce(handle: DbHandle, killedAt: number, endedAt: number): Promise<CheckResult> {
  const db = handle.db;
  const problems: string[] = [];
  const notes: string[] = [];
  const twicePeriods = await db.selectFrom('job_runs').select(['job', 'period']).select((e) => e.fn.countAll<number>().as('n')).groupBy(['job', 'period']).having((e) => e.fn.countAll(), '>', 1).execute();
  if (twicePeriods.length) problems.push(`job periods run twice: ${twicePeriods.map((r) => `${r.job} ${r.period}`).join(', ')}`);
  const periods = await db.selectFrom('job_runs').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirst();
  notes.push(`${Number(periods?.n ?? 0)} settlement periods`);
  const twiceDraws = await db
    .selectFrom('lottery_draws')
    .select(['lottery_id', 'number'])
    .groupBy(['lottery_id', 'number'])
    .having((e) => e.fn.countAll(), '>', 1)
    .execute();
  if (twiceDraws.length) problems.push(`draws made twice: ${twiceDraws.slice(0, 5).map((d) => `${d.lottery_id}/${d.number}`).join(', ')}`);
  // Draws that took tickets in the run and were due to draw well before its end must be settled.
  const behind = await db
    .selectFrom('lottery_draws as d')
    .select(['d.id', 'd.number', 'd.status'])
    .where('d.draw_at', '<', endedAt - 20_000)
    .where('d.draw_at', '>', killedAt - 120_000)
    .where('d.status', 'not in', ['settled', 'void'])
    .where((e) => e.exists(e.selectFrom('lottery_tickets as t').select('t.id').whereRef('t.draw_id', '=', 'd.id')))
    .execute();
  if (behind.length) problems.push(`draws not settled after the kill: ${behind.map((d) => `${d.number} (${d.status})`).join(', ')}`);
  const settledTickets = await db.selectFrom('lottery_tickets').select((e) => e.fn.countAll<number>().as('n')).where('status', 'in', ['won', 'lost']).executeTakeFirst();
  notes.push(`${Number(settledTickets?.n ?? 0)} tickets settled`);
  const ticks = await sql<{ exists: boolean }>`select to_regclass('job_ticks') is not null as exists`.execute(db);
  if (ticks.rows[0]?.exists) {
    // A job that ticked steadily before the kill (runs spread over 10 s or more) must tick after it.
    const rows = await sql<{ job: string; runs: string; holders: string; before_span: string; before: string; after: string }>`
      select job, count(*) as runs, count(distinct holder) as holders,
        count(*) filter (where started_at <= ${killedAt}) as before,
        coalesce(max(started_at) filter (where started_at <= ${killedAt}) - min(started_at) filter (where started_at <= ${killedAt}), 0) as before_span,
        count(*) filter (where started_at > ${killedAt + 15_000}) as after
      from job_ticks where started_at >= ${killedAt - 60_000} group by job order by job`.execute(db);
    const dup = await sql<{ n: string }>`select count(*) as n from (select job, tick from job_ticks group by job, tick having count(*) > 1) d`.execute(db);
    if (Number(dup.rows[0]?.n ?? 0) > 0) problems.push('job ticks recorded twice');
    // One instance at a time: the holder changes when an instance dies, not back and forth.
    const switches = await sql<{ job: string; n: string }>`
      select job, count(*) filter (where holder <> previous) as n
      from (select job, holder, lag(holder) over (partition by job order by started_at, tick) as previous from job_ticks where started_at >= ${killedAt - 60_000}) t
      group by job`.execute(db);
    const flapping = switches.rows.filter((r) => Number(r.n) > 2);
    if (flapping.length) problems.push(`jobs run by both instances in turn: ${flapping.map((r) => `${r.job} (${r.n} changes of holder)`).join(', ')}`);
    const stalled = rows.rows.filter((r) => Number(r.before) >= 5 && Number(r.before_span) >= 10_000 && Number(r.after) === 0);
    if (stalled.length) problems.push(`jobs not taken over after the kill: ${stalled.map((r) => r.job).join(', ')}`);
    notes.push(`job_ticks: ${rows.rows.map((r) => `${r.job} ${r.runs} runs by ${r.holders}`).join(', ') || 'none in the run'}`);
  } else {
    problems.push('no job_ticks table: the runs of scheduled jobs are not recorded, so once cannot be shown');
  }
  return { name: 'each job period and draw ran once, and jobs went on after the kill', ok: problems.length === 0, detail: [...problems, ...notes].join('; ') };
}

/** The instances' logged errors (pino lines at level error or worse), for a failed check's detail. */
function loggedErrors(files: string[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    let text = '';
    try {
      text = readFileSync(f, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n')) {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; code?: string } };
        if ((entry.level ?? 0) >= 50) out.push(`${f.split('/').at(-1)}: ${entry.msg ?? ''} ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`.trim());
      } catch {
        // not a log line
      }
    }
  }
  return out;
}

/**
 * No 5xx at all from the application, and none from nginx outside the window in which an instance
 * was down: then a request in flight to it can only get nginx's 502 or 504 (a POST already sent is
 * never resent), or no answer.
 */
export function no5xx(rec: Recorder, window: { from: number; to: number }, logs: string[]): CheckResult {
  const bad = (s: { status: number }) => s.status >= 500 || s.status === 0;
  const gateway = (s: { status: number }) => s.status === 502 || s.status === 504 || s.status === 0;
  const inWindow = (s: { at: number }) => s.at >= window.from && s.at <= window.to;
  const failed = rec.seen.filter((s) => bad(s) && !(inWindow(s) && gateway(s)));
  const tolerated = rec.seen.filter((s) => bad(s) && inWindow(s) && gateway(s));
  const by = (xs: typeof failed) => [...xs.reduce((m, s) => m.set(`${s.what} ${s.status}`, (m.get(`${s.what} ${s.status}`) ?? 0) + 1), new Map<string, number>())].map(([k, n]) => `${k} ×${n}`).join(', ');
  const errors = failed.length ? loggedErrors(logs).slice(0, 5) : [];
  return {
    name: 'no 5xx from the application; from nginx only while an instance was down',
    ok: failed.length === 0,
    detail: `${rec.seen.length} requests; refused with 5xx or unanswered: ${failed.length ? by(failed) : 'none'}; gateway errors while an instance was down: ${tolerated.length ? by(tolerated) : 'none'}${errors.length ? `\n${errors.join('\n')}` : ''}`,
  };
}
