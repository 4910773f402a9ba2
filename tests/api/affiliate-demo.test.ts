import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoyaltyAffiliates } from '#server/db/demo/loyalty-affiliates.ts';
import { applicationPage, applicationQueue } from '#server/loyalty/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe.each(DIALECTS)('demo affiliate applications on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true });
    await seedLoyaltyAffiliates(t.app, Date.now());
    await seedLoyaltyAffiliates(t.app, Date.now());
  });
  afterAll(() => t.close());

  it('has one application waiting and one rejected with its reason, from two new players, once however often it runs', async () => {
    const pending = await applicationQueue(t.app.db, { status: 'pending', pageNo: 1, pageSize: 10 });
    const rejected = await applicationQueue(t.app.db, { status: 'rejected', pageNo: 1, pageSize: 10 });
    expect(pending.list.map((a) => a.account)).toEqual(['affiliate01']);
    expect(rejected.list.map((a) => [a.account, Boolean(a.reason)])).toEqual([['affiliate02', true]]);
    const player01 = (await findMemberByAccount(t.app.db, 'player01'))!;
    expect((await applicationPage(t.app.db, player01.id)).latest).toBeNull();
  });
});
