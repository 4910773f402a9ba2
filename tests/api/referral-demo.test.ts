import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoyaltyReferral } from '#server/db/demo/loyalty-referral.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { heldReferrals, listReferrals, referralPage } from '#server/loyalty/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe.each(DIALECTS)('demo referrals on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true });
    await seedLoyaltyReferral(t.app, Date.now());
    await seedLoyaltyReferral(t.app, Date.now());
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('shows inviter01’s five friends in every state, one reward paid and one held, once however often it runs', async () => {
    const inviter = (await findMemberByAccount(t.app.db, 'inviter01'))!;
    const page = await referralPage(t.app.db, inviter.id, 'http://localhost');
    expect(page.friends.map((f) => f.state).sort()).toEqual(['deposited', 'expired', 'held', 'registered', 'rewarded']);
    expect(page.totals).toMatchObject({ invited: 5, rewarded: 1, pending: 1, earned: 100_00 });
    const held = await heldReferrals(t.app.db);
    expect(held.map((h) => [h.referrerAccount, h.friendAccount, h.holdReasons])).toContainEqual(['inviter01', 'karim88', ['same_ip']]);
    expect((await listReferrals(t.app.db, { account: 'inviter01', pageNo: 1, pageSize: 20 })).total).toBe(5);
  });
});
