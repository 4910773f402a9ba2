import { beforeAll, describe, expect, it } from 'vitest';
import { forfeitBonus } from '#server/promotions/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import type { TestApp } from '../fixtures/app.ts';
import { bonusEntries, bonusPlayer, bonusSuite, ok } from '../fixtures/bonus-wallet.ts';

const N = 30;

/** The bonus wallet under parallel requests: a bonus converts once and is forfeited once, whoever races. */
describe.each(DIALECTS)('bonus wallet races on %s', (dialect) => {
  const V = 'BONUS_RACE';
  const suite = bonusSuite(dialect, V);
  let t: TestApp;
  let games: { slot: number; live: number };
  beforeAll(() => {
    t = suite.app();
    games = suite.games();
  });

  it(`converts once when ${N} parallel settlements each complete the wagering`, async () => {
    // Required 1,000; each round staked 1,000 (all bonus, no cash): any one settlement completes it.
    const p = await bonusPlayer(t, V, games.slot, { cash: 0, bonus: 1_000 * N, multiple: 1, maxBet: 1_000 });
    await t.app.db.updateTable('member_bonuses').set({ wagering_required: 1_000 }).where('id', '=', p.bonusId).execute();
    for (let i = 0; i < N; i++) ok(await p.send('debit', { txnId: `cr-b${i}`, roundId: `cr${i}`, amount: 1_000 }));
    expect(await p.bonus()).toBe(0);
    const wins = await Promise.all(Array.from({ length: N }, (_, i) => p.send('credit', { txnId: `cr-w${i}`, roundId: `cr${i}`, amount: 100 })));
    for (const w of wins) ok(w);
    expect(await bonusEntries(t, 'bonus_convert', p.bonusId)).toBe(1);
    const row = await p.row();
    expect(row.status).toBe('converted');
    // Everything paid reached cash exactly once: the converted wallet plus the wins after it.
    expect((await p.cash()) + (await p.bonus())).toBe(100 * N);
    expect(await p.bonus()).toBe(0);
    expect(row.closed_amount).toBeGreaterThanOrEqual(100);
    // Only the settlements before the conversion were counted.
    const counted = await t.app.db.selectFrom('bonus_wagers').select('bet_id').where('bonus_id', '=', p.bonusId).execute();
    expect(counted.length).toBeGreaterThanOrEqual(1);
    expect(row.wagered).toBe(1_000 * counted.length);
  });

  it(`forfeits once under ${N} parallel requests, each answering what was lost`, async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 500, bonus: 9_000 });
    ok(await p.send('debit', { txnId: 'fr-b', roundId: 'fr', amount: 2_000 }));
    const answers = await Promise.all(Array.from({ length: N }, () => forfeitBonus(t.app, p.id, p.bonusId)));
    expect(new Set(answers.map((a) => a.forfeited))).toEqual(new Set([7_500]));
    expect(await bonusEntries(t, 'bonus_forfeit', p.bonusId)).toBe(1);
    expect(await p.bonus()).toBe(0);
    expect(await p.row()).toMatchObject({ status: 'forfeited', closed_amount: 7_500 });
  });

  it('lets stakes, wins and a forfeit race without the bonus wallet going negative or keeping money', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 0, bonus: 20_000, maxBet: 1_000 });
    const stakes = Array.from({ length: 20 }, (_, i) => p.send('debit', { txnId: `mx-b${i}`, roundId: `mx${i}`, amount: 1_000 }));
    const forfeit = forfeitBonus(t.app, p.id, p.bonusId);
    await Promise.all([...stakes, forfeit]);
    await Promise.all(Array.from({ length: 20 }, (_, i) => p.send('credit', { txnId: `mx-w${i}`, roundId: `mx${i}`, amount: 1_500 })));
    expect(await p.bonus()).toBe(0);
    expect((await p.row()).status).toBe('forfeited');
  });
});
