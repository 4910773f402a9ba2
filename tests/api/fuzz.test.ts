/**
 * DESIGN invariant: nothing a client sends yields a 5xx, and bad input changes nothing. Every
 * operation of the OpenAPI document (generated from the contracts the server validates with) is
 * called, as an anonymous visitor and as a logged-in member with money, with malformed JSON, every
 * field the document names set to wrong types, huge strings, negative and fractional money and
 * unknown ids, and, per request schema, each property of the wrong kind and the required fields
 * left out (tests/fixtures/openapi-fuzz.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { bodyFields, concretePath, fuzzOperations, schemaBodies, schemaQueries } from '../fixtures/openapi-fuzz.ts';

const OPERATIONS = fuzzOperations();

let deep = '1';
for (let i = 0; i < 3000; i++) deep = `{"a":${deep}}`;

/** Field names the document's request bodies have; each hostile body sets all of them. */
const FIELDS = bodyFields(OPERATIONS);
const every = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value])));
const UNKNOWN_IDS = Object.fromEntries(FIELDS.map((f) => [f, /Id$|^id$/.test(f) ? 987_654 : f === 'imageIds' ? [987_654] : 'plain']));

/** Bodies no route may accept: malformed JSON, or every field of a wrong type, out of range or oversized. */
const REFUSED: string[] = [
  '', 'null', '[]', '{', '"text"', '123', 'true', '{"a":1', '\u0000', deep,
  '{"__proto__":{"polluted":true},"username":"a","password":"b"}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  every(-500), every(0.005), every(12.345), every(-0.5), every(1e308), every(true), every([]), every({}), every('x'.repeat(15_000)),
];
/** Bodies of the right shape that may be valid somewhere (a nickname "1e3"), but must not move money or find what does not exist. */
const PLAUSIBLE: string[] = [
  every('1e3'), every(null),
  JSON.stringify({ ...UNKNOWN_IDS, amount: -10_000 }),
  JSON.stringify({ ...UNKNOWN_IDS, amount: 100.5 }),
  JSON.stringify({ ...UNKNOWN_IDS, amount: 9_007_199_254_740_993 }),
  JSON.stringify({ ...UNKNOWN_IDS, amount: '100' }),
];

const QUERIES = [
  '',
  '?pageNo=-1&pageSize=1e9&from=-5&to=abc&id=true&gameId=1e3&memberId=-1&amount=-1.5&language=xx',
  '?language[]=bn&types=B,,,&resourceType=%00&url=%E0%A4%A&preset=%00',
  `?code=${'c'.repeat(5000)}&search=${'s'.repeat(5000)}`,
  '?id=987654&gameId=987654&memberId=987654&count=0&limit=0&level=0',
];

/** Writes that succeed with any JSON body: logging out (members and staff), free play (a trial account) and starting a TOTP setup (nothing stored). */
const ANY_BODY = new Set(['/wps/session/logout', '/wps/session/login/freeplay', '/wps/member/totp/begin', '/backoffice/api/session/logout']);

/** Totals that bad input must never change. */
async function snapshot(t: TestApp) {
  const db = t.app.db;
  const count = async (table: 'journal_entries' | 'postings' | 'deposits' | 'withdrawals' | 'bank_accounts' | 'uploads' | 'settings' | 'agent_contracts' | 'favourites') =>
    Number((await db.selectFrom(table).select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const sums = await db.selectFrom('postings').select((e) => [e.fn.sum('amount').as('total'), e.fn.sum(e.fn('abs', ['amount'])).as('moved')]).executeTakeFirstOrThrow();
  return {
    entries: await count('journal_entries'),
    postings: await count('postings'),
    total: Number(sums.total ?? 0),
    moved: Number(sums.moved ?? 0),
    deposits: await count('deposits'),
    withdrawals: await count('withdrawals'),
    bankAccounts: await count('bank_accounts'),
    uploads: await count('uploads'),
    settings: await count('settings'),
    contracts: await count('agent_contracts'),
    favourites: await count('favourites'),
    // Free play legitimately makes a trial account from any JSON object; other members must not change.
    members: Number((await db.selectFrom('members').select((e) => e.fn.countAll().as('n')).where('is_agent', '!=', 4).executeTakeFirstOrThrow()).n),
  };
}

describe.each(DIALECTS)('fuzzing every route of the app on %s', (dialect) => {
  let t: TestApp;
  let cookie = '';
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 1_000_000);
    cookie = m.cookie;
  });
  afterAll(() => t.close());

  it('answers every malformed request to every route with a 4xx and a code, and changes nothing in the ledger', async () => {
    const routes = OPERATIONS;
    expect(routes.length).toBeGreaterThan(120);
    const before = await snapshot(t);
    const sessionsBefore = Number((await t.app.db.selectFrom('sessions').select((e) => e.fn.countAll().as('n')).where('revoked_at', 'is', null).executeTakeFirstOrThrow()).n);

    let n = 0;
    const called = new Set<string>();
    const problems: string[] = [];
    const jobs: (() => Promise<void>)[] = [];
    for (const route of routes) {
      const path = concretePath(route);
      for (const auth of [{}, { cookie }] as Record<string, string>[]) {
        // The member's own session must outlive the run.
        if (auth['cookie'] && route.path === '/wps/session/logout') continue;
        const inits: [string, RequestInit][] =
          route.method === 'GET'
            ? [...QUERIES, ...schemaQueries(route)].map((q) => [path + q, { method: 'GET' }])
            : [
                ...[...REFUSED, ...PLAUSIBLE, ...schemaBodies(route.body)].map((body): [string, RequestInit] => [path, { method: route.method, body, headers: { 'content-type': 'application/json' } }]),
                [path, { method: route.method, body: '{"amount":-1}', headers: { 'content-type': 'text/plain' } }],
              ];
        for (const [url, init] of inits) {
          jobs.push(async () => {
            const ip = `10.${20 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
            n++;
            const res = await t.request(url, { ...init, headers: { ...(init.headers as Record<string, string>), ...auth, origin: 'http://localhost', 'x-forwarded-for': ip } });
            called.add(`${route.method} ${route.path}`);
            const what = `${init.method} ${url.slice(0, 80)} ${auth['cookie'] ? 'member' : 'visitor'} ${String(init.body ?? '').slice(0, 50)}`;
            if (res.status >= 500) problems.push(`${res.status} ${what} ${(await res.text()).slice(0, 200)}`);
            else if (res.status < 400 && init.method !== 'GET' && !ANY_BODY.has(route.path) && !PLAUSIBLE.includes(String(init.body))) problems.push(`${res.status} accepted: ${what} ${(await res.text()).slice(0, 120)}`);
            else if (res.status >= 400 && (res.headers.get('content-type') ?? '').includes('json')) {
              const body = (await res.json()) as { success?: unknown; code?: unknown };
              if (body.success !== false || typeof body.code !== 'string') problems.push(`${res.status} without the envelope: ${what}`);
            } else await res.body?.cancel();
          });
        }
      }
    }
    // A few at a time: parallel enough to be quick, without starving the 2-core CI machine.
    const queue = [...jobs];
    await Promise.all(Array.from({ length: 6 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }));

    expect(problems).toEqual([]);
    expect(called.size).toBe(routes.length);
    expect(jobs.length).toBeGreaterThan(3000);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(await snapshot(t)).toEqual(before);
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    const trials = Number((await t.app.db.selectFrom('members').select((e) => e.fn.countAll().as('n')).where('is_agent', '=', 4).executeTakeFirstOrThrow()).n);
    const sessionsAfter = Number((await t.app.db.selectFrom('sessions').select((e) => e.fn.countAll().as('n')).where('revoked_at', 'is', null).executeTakeFirstOrThrow()).n);
    // Sessions only start by free play (a trial account each) and end only by logout.
    expect(sessionsAfter).toBeLessThanOrEqual(sessionsBefore + trials);
  }, 120_000);
});
