import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMissions } from '#server/db/demo/promotions-missions.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { listApplications, missionLeaderboard, missionSummary } from '#server/promotions/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe.each(DIALECTS)('demo missions and applications on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true });
    await seedMissions(t.app, Date.now());
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('has player01 part-way through today’s missions with one task to claim, and an application waiting', async () => {
    const player = (await findMemberByAccount(t.app.db, 'player01'))!;
    const { missions, claimable } = await missionSummary(t.app, player.id);
    expect(missions.map((m) => m.promotion.title.en)).toEqual(['Daily missions', 'Weekly missions']);
    const tasks = Object.fromEntries(missions[0]!.tasks.map((x) => [x.id, x]));
    expect(tasks['deposit-500']).toMatchObject({ done: true, state: 'claim' });
    expect(tasks['fish-20']).toMatchObject({ current: 8, done: false, state: 'process' });
    expect(tasks['login-5']).toMatchObject({ current: 3, done: false });
    expect(missions[0]!.tasks.filter((x) => x.state === 'claim')).toHaveLength(1);
    expect(claimable).toBeGreaterThanOrEqual(1);
    const board = await missionLeaderboard(t.app, player.id, missions[0]!.promotion.id);
    expect(board.me).toMatchObject({ rank: 1, tasksDone: 1, self: true });
    const queue = await listApplications(t.app.db, { state: 'applying', pageNo: 1, pageSize: 10 });
    expect(queue.list).toEqual([expect.objectContaining({ account: 'player02', promotionTitle: expect.objectContaining({ en: 'Birthday bonus — apply' }) })]);
  });
});
