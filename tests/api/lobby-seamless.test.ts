import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '#server/games/catalogue.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

type Page = { games: { gameName: string; vassalage: string }[]; total: number; totalPages: number };

/** The /seamless lobby reads the same catalogue call as every lobby, filtered to the seamless-wallet vendors. */
describe.each(DIALECTS)('the seamless-wallet lobby on %s', (dialect) => {
  let t: TestApp;
  let seamless = new Set<string>();
  const list = async (query: string) => {
    const res = await t.json<{ success: boolean; value: Page; code?: string }>(`/wps/relay/GCSGAME_gameList?language=en&pageSize=60&${query}`);
    return res;
  };

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true });
    catalogueChanged();
    const vendors = await t.app.db.selectFrom('vendors').select(['code', 'transfer_wallet']).execute();
    seamless = new Set(vendors.filter((v) => v.transfer_wallet === 0).map((v) => v.code));
  });
  afterAll(() => t.close());

  it('lists every game of every vendor without a wallet of its own, the house’s included, and no other', async () => {
    const { status, body } = await list('wallet=seamless');
    expect(status).toBe(200);
    const games = body.value.games;
    const total = await t.app.db.selectFrom('games as g').innerJoin('vendors as v', 'v.code', 'g.vendor_code').select((eb) => eb.fn.countAll<number>().as('n')).where('g.status', '!=', 2).where('v.transfer_wallet', '=', 0).executeTakeFirstOrThrow();
    expect(body.value.total).toBe(Number(total.n));
    expect(games.every((g) => seamless.has(g.vassalage))).toBe(true);
    // The house's studios and a category of each kind are there; the transfer-wallet studio is not.
    const studios = new Set(games.map((g) => g.vassalage));
    for (const code of ['MRD_SLOT', 'NOVA_SLOT', 'JADE_SLOT', 'MRD_LIVE', 'MRD_FISH', 'MRD_CARD']) expect(studios.has(code), code).toBe(true);
    expect(games.some((g) => g.vassalage === 'LOTUS_LIVE')).toBe(false);
    const transfer = await list('wallet=transfer');
    expect(transfer.body.value.games.map((g) => g.vassalage)).toEqual(transfer.body.value.games.map(() => 'LOTUS_LIVE'));
    expect(transfer.body.value.total + body.value.total).toBe((await list('')).body.value.total);
  });

  it('searches and filters by studio like every lobby', async () => {
    const roulette = await list('wallet=seamless&search=roulette');
    expect(roulette.body.value.games.map((g) => g.gameName).sort()).toEqual(['Meridian Roulette', 'VIP Roulette']);
    const studio = await list('wallet=seamless&vassalage=NOVA_SLOT');
    expect(studio.body.value.games.map((g) => g.gameName).sort()).toEqual(['Cosmic Gems', 'Nova Stars']);
    // A transfer-wallet studio has nothing here.
    expect((await list('wallet=seamless&vassalage=LOTUS_LIVE')).body.value.total).toBe(0);
  });

  it('refuses an unknown wallet kind with a clear code', async () => {
    const bad = await list('wallet=everything');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});
