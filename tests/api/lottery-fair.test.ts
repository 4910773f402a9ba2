import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainDesk } from '#lib/contracts/backoffice-lottery-chains.ts';
import type { ChainView, DrawProof, PublishedChains } from '#lib/contracts/lottery-fair.ts';
import { serverSeedHash } from '#lib/fair/rng.ts';
import { drawResult } from '#lib/lottery/fair-draw.ts';
import { checkDrawProof } from '#lib/lottery/verify-draw.ts';
import { insertGame, insertVendor } from '#fixtures/factories.ts';
import { commitChain, keepChains, seedAt, takeSeed, type TakenSeed } from '#server/lottery/index.ts';
import { getSetting } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedInStaff } from '../fixtures/staff.ts';

type Env<T> = { success: boolean; code?: string; value: T };

describe.each(DIALECTS)('provably fair house draws on %s', (dialect) => {
  let t: TestApp;
  let risk: Record<string, string>;
  let finance: Record<string, string>;
  let n = 0;

  beforeAll(async () => {
    t = await testApp(dialect);
    await insertVendor(t.app.db, { code: 'FAIR_LOTTO' });
    risk = (await signedInStaff(t, 'risk')).headers;
    finance = (await signedInStaff(t, 'finance')).headers;
  });
  afterAll(async () => t.close());

  /** A lottery of its own for each test (and a chain of `length` for a house one). */
  async function lottery(source: 'house' | 'official' = 'house', length = 60, format = 'ssc') {
    const code = `FAIR_${++n}`;
    const gameId = await insertGame(t.app.db, { vendor: 'FAIR_LOTTO', code, category: 'ELOTT', engine: 'lottery' });
    const row = await t.app.db
      .insertInto('lotteries')
      .values({ code, game_id: gameId, type: 'ELOTT', format, region: null, names: JSON.stringify({ en: `Fair ${n}`, bn: `ফেয়ার ${n}` }), schedule: JSON.stringify({ kind: 'interval', minutes: 1 }), close_seconds: 10, source, updated_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const chain = source === 'house' ? await commitChain(t.app.db, id, length) : null;
    return { id, code, chain };
  }

  async function draw(lotteryId: number, number: string, status = 'closed') {
    const now = Date.now();
    const row = await t.app.db
      .insertInto('lottery_draws')
      .values({ lottery_id: lotteryId, number, opens_at: now - 60_000, closes_at: now - 10_000, draw_at: now, status, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** Draws a closed house draw as the draw job does: the next seed and the result in one unit. */
  async function drawn(l: { id: number; code: string }, number: string): Promise<{ id: number; taken: TakenSeed }> {
    const id = await draw(l.id, number);
    const taken = await t.app.ledger.run(async (sql) => {
      const s = await takeSeed(sql, l.id);
      if (!s) throw new Error('no seed');
      await sql.run("update lottery_draws set status = 'drawn', result = ?, result_source = 'house', chain_id = ?, chain_index = ?, seed = ?, drawn_at = ? where id = ?", [
        JSON.stringify(drawResult('ssc', s.seed, `${l.code}:${number}`)),
        s.chainId,
        s.index,
        s.seed,
        Date.now(),
        id,
      ]);
      return s;
    });
    return { id, taken };
  }

  const proof = (id: number | string) => t.json<Env<DrawProof>>(`/wps/lottery/draws/${id}/proof?language=en`);
  const bo = async <T>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(`/backoffice/api/lottery/chains${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const chainRows = (lotteryId: number) => t.app.db.selectFrom('lottery_chains').selectAll().where('lottery_id', '=', lotteryId).orderBy('id').execute();

  it('links every seed of a committed chain to the commitment', async () => {
    const l = await lottery('house', 300);
    const [row] = await chainRows(l.id);
    let link = row!.commitment;
    for (let k = 299; k >= 0; k--) {
      const seed = seedAt(row!.secret, k);
      expect(serverSeedHash(seed)).toBe(link);
      link = seed;
    }
    expect(link).toBe(row!.secret);
  });

  it('commits the demo’s thirteen chains of the configured length well under a second', async () => {
    const { chainLength } = await getSetting(t.app.db, 'lottery');
    const l = await lottery('house', 10);
    const started = performance.now();
    for (let i = 0; i < 13; i++) await commitChain(t.app.db, l.id, chainLength);
    const ms = performance.now() - started;
    expect(chainLength).toBeGreaterThanOrEqual(20_000);
    expect(ms).toBeLessThan(1000);
  });

  it('gives 30 parallel units 30 different seeds, in chain order', async () => {
    const l = await lottery('house', 100);
    const taken = await Promise.all(Array.from({ length: 30 }, () => t.app.ledger.run((sql) => takeSeed(sql, l.id))));
    const seeds = new Set(taken.map((s) => s?.seed));
    expect(seeds.size).toBe(30);
    expect(taken.map((s) => s!.index).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => 70 + i));
    const [row] = await chainRows(l.id);
    expect(row!.used).toBe(30);
    for (const s of taken) expect(s!.seed).toBe(seedAt(row!.secret, s!.index));
  });

  it('proves a drawn house draw: the seed hashes to the link before it, and the numbers recompute', async () => {
    const l = await lottery('house', 50);
    const first = await drawn(l, '20261126-0001');
    const second = await drawn(l, '20261126-0002');
    const a = await proof(first.id);
    expect(a.status).toBe(200);
    expect(a.body.value).toMatchObject({ gap: null, seedIndex: 49, previousLink: l.chain!.commitment, previousDraw: null, drawKey: `${l.code}:20261126-0001`, lottery: l.code, format: 'ssc' });
    expect(a.body.value.draw.verifiable).toBe(true);
    const b = await proof(second.id);
    expect(b.body.value).toMatchObject({ seedIndex: 48, previousLink: first.taken.seed, previousDraw: { id: first.id, number: '20261126-0001' } });
    expect(checkDrawProof(a.body.value)?.verified).toBe(true);
    expect(checkDrawProof(b.body.value)?.verified).toBe(true);
    // The chain is in use: its x0 is nowhere in the answer.
    const [row] = await chainRows(l.id);
    expect(JSON.stringify(b.body)).not.toContain(row!.secret);
    expect(b.body.value.chain?.secret).toBeNull();
  });

  it('reveals no seed before the draw is drawn, and says why there is nothing to check', async () => {
    const l = await lottery('house', 20);
    for (const status of ['scheduled', 'open', 'closed']) {
      const id = await draw(l.id, `N-${status}`, status);
      const p = await proof(id);
      expect(p.status).toBe(200);
      expect(p.body.value).toMatchObject({ gap: 'not-drawn', seed: null, chain: null, previousLink: null, drawKey: null });
      expect(p.body.value.draw.result).toBeNull();
    }
    const voided = await draw(l.id, 'N-void', 'void');
    expect((await proof(voided)).body.value).toMatchObject({ gap: 'void', seed: null });
    const o = await lottery('official');
    const official = await draw(o.id, 'N-official', 'drawn');
    await t.app.db.updateTable('lottery_draws').set({ result: JSON.stringify(['1', '2', '3', '4', '5']), result_source: 'staff' }).where('id', '=', official).execute();
    expect((await proof(official)).body.value).toMatchObject({ gap: 'official', seed: null, chain: null });
  });

  it('refuses an unknown or malformed draw id with a clear code', async () => {
    const unknown = await proof(987654321);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('UNKNOWN_DRAW');
    for (const bad of ['abc', '0', '-1']) {
      const r = await proof(bad);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('VALIDATION_ERROR');
    }
  });

  it('publishes a house lottery’s commitments, x0 only once retired', async () => {
    const l = await lottery('house', 10);
    const list = await t.json<Env<PublishedChains>>(`/wps/lottery/chains?lottery=${l.code}&language=bn`);
    expect(list.status).toBe(200);
    expect(list.body.value.lotteryName).toBe(`ফেয়ার ${n}`);
    expect(list.body.value.chains).toEqual([expect.objectContaining({ commitment: l.chain!.commitment, length: 10, used: 0, status: 'active', secret: null })]);
    const unknown = await t.json<Env<unknown>>('/wps/lottery/chains?lottery=NO_SUCH');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'UNKNOWN_LOTTERY']);
    const o = await lottery('official');
    expect((await t.json<Env<unknown>>(`/wps/lottery/chains?lottery=${o.code}`)).body.code).toBe('UNKNOWN_LOTTERY');
    expect((await t.json<Env<unknown>>('/wps/lottery/chains?lottery=bad code')).body.code).toBe('VALIDATION_ERROR');
  });

  it('job lottery:chains commits the next chain once when a tenth is left, and retires a used-up one', async () => {
    const { chainLength } = await getSetting(t.app.db, 'lottery');
    const l = await lottery('house', chainLength);
    const [row] = await chainRows(l.id);
    await t.app.db.updateTable('lottery_chains').set({ used: chainLength - Math.floor(chainLength * 0.1) + 1 }).where('id', '=', row!.id).execute();
    const now = Date.now();
    await Promise.all([keepChains(t.app, now), keepChains(t.app, now), keepChains(t.app, now)]);
    let rows = await chainRows(l.id);
    expect(rows.map((r) => r.status)).toEqual(['active', 'active']);
    await keepChains(t.app, now);
    expect(await chainRows(l.id)).toHaveLength(2);
    // The first chain runs out: it is retired, its x0 published, and draws go on from the second.
    await t.app.db.updateTable('lottery_chains').set({ used: chainLength }).where('id', '=', row!.id).execute();
    await keepChains(t.app, now + 1);
    rows = await chainRows(l.id);
    expect(rows.map((r) => r.status)).toEqual(['retired', 'active']);
    const list = await t.json<Env<PublishedChains>>(`/wps/lottery/chains?lottery=${l.code}`);
    expect(list.body.value.chains[1]).toMatchObject({ status: 'retired', secret: row!.secret, retiredAt: now + 1 });
    const next = await t.app.ledger.run((sql) => takeSeed(sql, l.id));
    expect(next?.chainId).toBe(Number(rows[1]!.id));
  });

  describe('back office chains tab', () => {
    it('shows each house lottery’s chains to a reader, and refuses a reader’s changes', async () => {
      const l = await lottery('house', 30);
      const desk = await bo<ChainDesk>('GET', '?language=en', finance);
      expect(desk.status).toBe(200);
      const mine = desk.body.value.lotteries.find((x) => x.code === l.code);
      expect(mine).toMatchObject({ name: `Fair ${n}`, inUse: { commitment: l.chain!.commitment, length: 30, used: 0, secret: null }, queued: [], retiredCount: 0 });
      const refused = await bo('POST', '', finance, { lottery: l.code });
      expect(refused.status).toBe(403);
      const refusedRetire = await bo('POST', `/${l.chain!.id}/retire`, finance, { reason: 'testing refusal' });
      expect(refusedRetire.status).toBe(403);
      expect(await chainRows(l.id)).toHaveLength(1);
      const anonymous = await t.request('/backoffice/api/lottery/chains');
      expect(anonymous.status).toBe(401);
    });

    it('commits a queued chain (audited), one at a time', async () => {
      const l = await lottery('house', 30);
      const made = await bo<ChainView>('POST', '', risk, { lottery: l.code, length: 200 });
      expect(made.status).toBe(200);
      expect(made.body.value).toMatchObject({ length: 200, used: 0, status: 'active', secret: null });
      const again = await bo('POST', '', risk, { lottery: l.code });
      expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
      const audits = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'lottery.chain.commit').where('target_id', '=', String(made.body.value.id)).execute();
      expect(audits).toHaveLength(1);
      const desk = await bo<ChainDesk>('GET', '', risk);
      expect(desk.body.value.lotteries.find((x) => x.code === l.code)?.queued.map((c) => c.id)).toEqual([made.body.value.id]);
    });

    it('refuses bad commits with a clear code and changes nothing', async () => {
      const o = await lottery('official');
      expect((await bo('POST', '', risk, { lottery: o.code })).body.code).toBe('UNKNOWN_LOTTERY');
      expect((await bo('POST', '', risk, { lottery: 'NO_SUCH' })).body.code).toBe('UNKNOWN_LOTTERY');
      const l = await lottery('house', 30);
      for (const length of [0, 99, 100_001, 1.5, -5]) expect((await bo('POST', '', risk, { lottery: l.code, length })).body.code).toBe('VALIDATION_ERROR');
      expect(await chainRows(l.id)).toHaveLength(1);
      expect(await chainRows(o.id)).toHaveLength(0);
    });

    it('retires the chain in use with a reason (audited, x0 published) and commits a successor so draws go on', async () => {
      const l = await lottery('house', 30);
      const made = await drawn(l, 'R-1');
      const short = await bo('POST', `/${l.chain!.id}/retire`, risk, { reason: 'x' });
      expect(short.body.code).toBe('VALIDATION_ERROR');
      const r = await bo<{ retired: ChainView; successor: ChainView | null }>('POST', `/${l.chain!.id}/retire`, risk, { reason: 'rotating after an audit' });
      expect(r.status).toBe(200);
      const [old] = await chainRows(l.id);
      expect(r.body.value.retired).toMatchObject({ id: l.chain!.id, status: 'retired', used: 1, secret: old!.secret });
      expect(r.body.value.successor).toMatchObject({ status: 'active', used: 0 });
      const audit = await t.app.db.selectFrom('audit_log').selectAll().where('action', '=', 'lottery.chain.retire').where('target_id', '=', String(l.chain!.id)).executeTakeFirstOrThrow();
      expect(JSON.parse(audit.after_json ?? '{}')).toMatchObject({ reason: 'rotating after an audit', successor: r.body.value.successor?.id });
      // The draw's proof now carries the retired chain's x0, and still verifies.
      const p = await proof(made.id);
      expect(p.body.value.chain).toMatchObject({ status: 'retired', secret: old!.secret });
      expect(checkDrawProof(p.body.value)?.verified).toBe(true);
      // No seed is taken from the retired chain again.
      const next = await t.app.ledger.run((sql) => takeSeed(sql, l.id));
      expect(next?.chainId).toBe(r.body.value.successor?.id);
      const again = await bo('POST', `/${l.chain!.id}/retire`, risk, { reason: 'once more please' });
      expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
      const unknown = await bo('POST', '/987654321/retire', risk, { reason: 'no such chain' });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    });

    it('retires a chain with a queued one behind it without committing another', async () => {
      const l = await lottery('house', 30);
      const queued = await bo<ChainView>('POST', '', risk, { lottery: l.code, length: 100 });
      const r = await bo<{ successor: ChainView | null }>('POST', `/${l.chain!.id}/retire`, risk, { reason: 'the queued one takes over' });
      expect(r.body.value.successor).toBeNull();
      expect((await t.app.ledger.run((sql) => takeSeed(sql, l.id)))?.chainId).toBe(queued.body.value.id);
    });
  });
});
