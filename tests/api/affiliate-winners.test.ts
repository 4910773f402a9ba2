import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { maskAccount } from '#server/games/index.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import type { WinnerEntry } from '#lib/types/games.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe('masking a winner’s account', () => {
  it('keeps two characters each side of *** (one for short names)', () => {
    expect(maskAccount('player01')).toBe('pl***01');
    expect(maskAccount('abcdef')).toBe('ab***ef');
    expect(maskAccount('abcd')).toBe('a***d');
  });
});

describe.each(DIALECTS)('the winners list on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('lists settled wins at or above loyalty.winnersMinPrize, newest first, masked, from the same source as the ticker', async () => {
    const vendor = await insertVendor(t.app.db);
    const game = await insertGame(t.app.db, { vendor, name: 'Lucky Tiger', names: { en: 'Lucky Tiger', bn: 'লাকি টাইগার' } });
    const m = await insertMember(t.app.db, { account: `winner${dialect}01` });
    const now = Date.now();
    const minPrize = (await getSetting(t.app.db, 'loyalty')).winnersMinPrize;
    let round = 0;
    const bet = (stake: number, payout: number, settledAgo: number, status = 'settled') =>
      t.app.db
        .insertInto('bets')
        .values({ member_id: m.id, vendor_code: vendor, game_id: game, game_code: 'lucky', category: 'RNG', round_id: `w${dialect}${++round}`, stake, valid_bet: stake, payout, status, currency: 'BDT', created_at: now - settledAgo - 1_000, settled_at: status === 'settled' ? now - settledAgo : null, bonus_id: null })
        .execute();
    await bet(100_00, minPrize - 1, 60_000); // below the threshold
    await bet(minPrize * 3, minPrize * 2, 50_000); // paid less than it staked
    await bet(100_00, minPrize, 40_000); // exactly the threshold: shown
    await bet(500_00, minPrize * 5, 30_000); // the newest big win
    await bet(100_00, minPrize * 9, 8 * 86_400_000); // older than a week
    await bet(100_00, minPrize * 9, 20_000, 'open'); // not settled
    const res = await t.json<{ value: WinnerEntry[] }>('/wps/relay/GCSGAME_getRankList?language=bn&count=10');
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual([
      { player: `wi***01`, gameName: 'লাকি টাইগার', prize: minPrize * 5, time: now - 30_000 },
      { player: `wi***01`, gameName: 'লাকি টাইগার', prize: minPrize, time: now - 40_000 },
    ]);
    expect(JSON.stringify(res.body.value)).not.toContain(m.account);
  });

  it('follows the operator’s threshold', async () => {
    const loyalty = await getSetting(t.app.db, 'loyalty');
    await setSetting(t.app.db, 'loyalty', { ...loyalty, winnersMinPrize: loyalty.winnersMinPrize * 4 });
    // Another answer than the kept one (count is part of the key), read after the change.
    const res = await t.json<{ value: WinnerEntry[] }>('/wps/relay/GCSGAME_getRankList?language=en&count=11');
    expect(res.body.value.map((w) => w.prize)).toEqual([loyalty.winnersMinPrize * 5]);
    expect(res.body.value[0]?.gameName).toBe('Lucky Tiger');
  });
});
