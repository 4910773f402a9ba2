import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedRafflesAndRaces } from '#server/db/demo/promotions-raffle-race.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { findMemberByAccount } from '#server/members/index.ts';
import { raceLeaderboard, raceWinners, raffleState } from '#server/promotions/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe.each(DIALECTS)('demo raffle and race on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true });
    await seedRafflesAndRaces(t.app, Date.now());
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('has player01 with tickets and a draw, a leaderboard this week and last week’s winners paid', async () => {
    const ids = await t.app.db.selectFrom('promotions').select(['id', 'mechanic']).where('mechanic', 'in', ['raffle', 'race']).execute();
    const raffle = Number(ids.find((p) => p.mechanic === 'raffle')!.id);
    const race = Number(ids.find((p) => p.mechanic === 'race')!.id);
    const player = (await findMemberByAccount(t.app.db, 'player01'))!;
    const s = await raffleState(t.app, player.id, raffle);
    expect(s.tickets.earned).toBeGreaterThanOrEqual(2);
    expect(s.tickets.used).toBe(1);
    expect(s.draws).toHaveLength(1);
    const board = await raceLeaderboard(t.app, player.id, race);
    expect(board.top.length).toBe(4);
    expect(board.mine?.value).toBe(2_100_00);
    const winners = await raceWinners(t.app, race);
    // Last week: player01 and agent42 tie at ৳5,500 (places 1–2 share ৳5,000 + ৳3,000), player02 and agent41 at ৳3,000 (places 3–4 share ৳2,000 + ৳1,000).
    expect(winners.map((w) => [w.place, w.value, w.prize])).toEqual([
      [1, 5_500_00, 4_000_00],
      [1, 5_500_00, 4_000_00],
      [3, 3_000_00, 1_500_00],
      [3, 3_000_00, 1_500_00],
    ]);
  });
});
