/** DESIGN invariant 7 for the agent centre: nothing a client sends yields a 5xx, and bad input changes nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickMember, sessionToken } from '#server/agents/seed-data.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const GETS = [
  '/wps/agent/info',
  '/wps/agent/affiliate/link',
  '/wps/agent/team/overview',
  '/wps/agent/team/members',
  '/wps/agent/team/members/1',
  '/wps/agent/team/betting',
  '/wps/agent/team/bets',
  '/wps/agent/team/profit-loss',
  '/wps/agent/team/transactions',
  '/wps/agent/income',
  '/wps/agent/contracts',
  '/wps/agent/contracts/own',
  '/wps/agent/contracts/1',
  '/wps/relay/MCS2_processDividendReq',
  '/wps/relay/MCS2_processDailySalContract',
];
const POSTS = [
  '/wps/agent/team/members',
  '/wps/agent/contracts',
  '/wps/agent/contracts/1/accept',
  '/wps/agent/contracts/1/reject',
  '/wps/agent/contracts/1/withdraw',
  '/wps/agent/contracts/1/terminate',
  '/wps/agent/contracts/1/termination/accept',
  '/wps/agent/contracts/1/termination/cancel',
  '/wps/relay/MCS2_processContractHourSalary',
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
];
const QUERIES = [
  '?from=-1&to=1e99',
  '?from=abc&to=def',
  '?from=0&to=99999999999999999',
  '?preset=yesterday%00',
  '?memberId=1e308',
  '?memberId=-5',
  '?memberId=1.5',
  '?groupBy=member,member,member,member,member',
  '?groupBy=__proto__',
  '?sort=m.id;drop%20table%20members',
  '?order=sideways',
  '?pageNo=-1&pageSize=1e9',
  '?pageNo=9999999&pageSize=1000',
  '?category[]=RNG',
  '?account=%25%25%5F%5C',
  `?account=${'a'.repeat(5000)}`,
  '?level=0',
  '?type=deposit,robbery',
  '?status=%27;--',
  '?kind=dividend&role=everyone',
  '?format=xlsx',
  '?granularity=minute',
  '?activeOnly=maybe',
];
let deep = '1';
for (let i = 0; i < 2000; i++) deep = `{"a":${deep}}`;
const BODIES = [
  '',
  'null',
  '[]',
  '{',
  '"x"',
  deep,
  '{"__proto__":{"polluted":true}}',
  '{"downlineId":"1","kind":"daily_wage","terms":{"tiers":[{"minDailyBet":1e400,"rate":1}]}}',
  '{"downlineId":2,"kind":"dividend","terms":{"period":"yearly","tiers":[]}}',
  '{"downlineId":2,"kind":"realtime_salary","terms":{"profitRate":-1,"lossRate":99999,"minSingleBet":"0"}}',
  '{"downlineId":2,"kind":"daily_wage","terms":{"tiers":[{"minDailyBet":0,"rate":1,"extra":true}]}}',
  JSON.stringify({ downlineId: 2, kind: 'hourly_wage', terms: { tiers: Array.from({ length: 50 }, () => ({ minHourlyBet: 0, rate: 1 })) } }),
  '{"confirm":"yes"}',
  '{"account":{"$gt":""},"password":["x"],"isAgent":"1"}',
  JSON.stringify({ account: 'x'.repeat(100_000) }),
  '{"from":"abc","pageSize":-4}',
];

describe.each(DIALECTS)('fuzzing the agent centre on %s', (dialect) => {
  let t: TestApp;
  let token = '';
  let player = '';
  beforeAll(async () => {
    t = await testApp(dialect);
    const top = await quickMember(t.app.db, { isAgent: 1 });
    const down = await quickMember(t.app.db, { isAgent: 2, uplineId: top });
    await quickMember(t.app.db, { uplineId: down });
    token = await sessionToken(t.app.db, top);
    player = await sessionToken(t.app.db, await quickMember(t.app.db, {}));
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    members: Number((await t.app.db.selectFrom('members').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    contracts: Number((await t.app.db.selectFrom('agent_contracts').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });

  it('answers every malformed query with a 4xx or a 200, never a 5xx', async () => {
    const before = await snapshot();
    for (const path of GETS) {
      for (const query of ['', ...QUERIES]) {
        for (const who of [token, player, '']) {
          const res = await t.request(path + query, { headers: who ? { token: who } : {} });
          expect([path + query, res.status < 500]).toEqual([path + query, true]);
          const body = (await res.json()) as { success: boolean; code?: string };
          if (res.status !== 200) expect(body.success).toBe(false);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers every malformed body with a 4xx, changing nothing', async () => {
    const before = await snapshot();
    for (const path of POSTS) {
      for (const body of BODIES) {
        for (const type of ['application/json', 'text/plain']) {
          const res = await t.request(path, { method: 'POST', headers: { token, 'content-type': type }, body });
          expect([path, body.slice(0, 40), res.status < 500]).toEqual([path, body.slice(0, 40), true]);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
