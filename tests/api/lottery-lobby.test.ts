import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawEvent } from '#lib/contracts/lottery-shapes.ts';
import { seedDemoLottery } from '#server/db/demo/lottery.ts';
import { forgetPopularity, lotteryByCode } from '#server/lottery/index.ts';
import { browser } from '../fixtures/auth.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { signedIn } from '../fixtures/member.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

type Env<T> = { success: boolean; code?: string; value: T };
type Card = { code: string; group: string; region: string | null; source: string; hot: boolean; next: { id: number; status: string } | null; last: { id: number; result: string[] | null; verifiable: boolean } | null };

const MIN = 60_000;

for (const dialect of DIALECTS) {
  describe(`lottery lobby, game page and menus (${dialect})`, () => {
    let t: TestApp;
    const now = Date.now();
    const draws: Record<string, { open: number; drawn: number }> = {};
    let seq = 0;
    let player: Awaited<ReturnType<typeof signedIn>> | undefined;

    async function addDraw(code: string, status: string, drawAt: number, result: string[] | null): Promise<number> {
      const l = await lotteryByCode(t.app.db, code);
      const row = await t.app.db
        .insertInto('lottery_draws')
        .values({
          lottery_id: l.id,
          number: `T${++seq}`,
          opens_at: drawAt - 5 * MIN,
          closes_at: drawAt - 10_000,
          draw_at: drawAt,
          status,
          result: result && JSON.stringify(result),
          result_source: result && (l.source === 'house' ? 'house' : 'staff'),
          seed: result && l.source === 'house' ? 'f'.repeat(64) : null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    }

    async function addTicket(code: string, drawId: number, memberId: number, placedAt: number): Promise<void> {
      const l = await lotteryByCode(t.app.db, code);
      const key = `k${++seq}`;
      await t.app.db
        .insertInto('lottery_tickets')
        .values({ draw_id: drawId, lottery_id: l.id, member_id: memberId, bet_type: 'big-small', selection: 'big', lines: 1, unit_stake: 100, multiplier: 1, stake: 100, terms: '{"oddsMilli":null,"returnBps":9750,"costUnits":1}', status: 'open', round_id: `L${key}`, idem_key: key, placed_at: placedAt })
        .execute();
    }

    beforeAll(async () => {
      t = await testApp(dialect, { seed: true });
      await seedDemoLottery(t.app);
      // A clean slate of draws whatever the demo's other seeds added.
      await t.app.db.deleteFrom('lottery_tickets').execute();
      await t.app.db.deleteFrom('lottery_draws').execute();
      for (const code of ['K3_1M', 'SSC_1M', 'VN_NORTH', 'VN_SOUTH_A']) {
        const result = code === 'K3_1M' ? ['2', '5', '6'] : code === 'SSC_1M' ? ['1', '2', '3', '4', '5'] : null;
        const drawn = await addDraw(code, 'settled', now - 2 * MIN, result ?? (code === 'VN_NORTH' ? Array.from({ length: 27 }, (_, i) => String(10_000 + i).slice(-([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2][i] ?? 2))) : Array.from({ length: 18 }, () => '12')));
        await addDraw(code, 'scheduled', now + 3 * MIN, null);
        const open = await addDraw(code, 'open', now + MIN, null);
        draws[code] = { open, drawn };
      }
      // Popularity: SSC_1M has the most tickets of the last day, K3_1M fewer; old tickets do not count.
      const someone = await signedIn(t);
      for (let i = 0; i < 3; i++) await addTicket('SSC_1M', draws['SSC_1M']!.open, someone.id, now - MIN);
      await addTicket('K3_1M', draws['K3_1M']!.open, someone.id, now - MIN);
      await addTicket('K3_1M', draws['K3_1M']!.drawn, someone.id, now - 2 * 86_400_000);
      forgetPopularity(t.app.db);
    }, 60_000);
    afterAll(async () => t.close());

    it('the lobby groups every lottery (VN, SEA, fast) with its next draw, last result and the server time', async () => {
      const { status, body } = await t.json<Env<{ groups: { group: string; lotteries: Card[] }[]; serverTime: number }>>('/wps/lottery/lobby?language=en');
      expect(status).toBe(200);
      expect(body.value.groups.map((g) => g.group)).toEqual(['vn', 'sea', 'fast']);
      expect(Math.abs(body.value.serverTime - Date.now())).toBeLessThan(5_000);
      const fast = body.value.groups.find((g) => g.group === 'fast')!.lotteries;
      const k3 = fast.find((c) => c.code === 'K3_1M')!;
      expect(k3.next).toMatchObject({ id: draws['K3_1M']!.open, status: 'open' });
      expect(k3.last).toMatchObject({ id: draws['K3_1M']!.drawn, result: ['2', '5', '6'], verifiable: true });
      expect(k3.source).toBe('house');
      const sea = body.value.groups.find((g) => g.group === 'sea')!.lotteries;
      expect(sea.find((c) => c.code === 'THAI_GOV')).toMatchObject({ source: 'official', next: null, last: null });
      expect(body.value.groups.flatMap((g) => g.lotteries)).toHaveLength((await t.app.db.selectFrom('lotteries').select('id').execute()).length);
    });

    it('names lotteries in the language asked for', async () => {
      const { body } = await t.json<Env<{ groups: { lotteries: { code: string; name: string }[] }[] }>>('/wps/lottery/lobby?language=bn');
      const k3 = body.value.groups.flatMap((g) => g.lotteries).find((c) => c.code === 'K3_1M');
      expect(k3?.name).toMatch(/কে৩/);
    });

    it('a game answers its bet types with this lottery’s terms, the open draw, the next draws, recent results and the limits', async () => {
      const { status, body } = await t.json<
        Env<{ lottery: Card; betTypes: { code: string; pick: { kind: string }; terms: { returnBps: number; costUnits: number } }[]; draw: { id: number } | null; upcoming: { id: number }[]; recent: { id: number }[]; limits: { unitStakes: number[]; maxMultiplier: number } }>
      >('/wps/lottery/games/K3_1M?language=en');
      expect(status).toBe(200);
      const v = body.value;
      expect(v.lottery.code).toBe('K3_1M');
      expect(v.betTypes.find((b) => b.code === 'big-small')).toMatchObject({ pick: { kind: 'options' }, terms: { costUnits: 1 } });
      expect(v.draw?.id).toBe(draws['K3_1M']!.open);
      expect(v.upcoming.map((d) => d.id)[0]).toBe(draws['K3_1M']!.open);
      expect(v.upcoming).toHaveLength(2);
      expect(v.recent.map((d) => d.id)).toEqual([draws['K3_1M']!.drawn]);
      expect(v.limits.unitStakes.length).toBeGreaterThan(0);
    });

    it('leaves out a bet type staff switched off', async () => {
      const l = await lotteryByCode(t.app.db, 'K3_1M');
      await t.app.db.updateTable('lottery_odds').set({ enabled: 0 }).where('lottery_id', '=', l.id).where('bet_type', '=', 'big-small').execute();
      try {
        const { body } = await t.json<Env<{ betTypes: { code: string }[] }>>('/wps/lottery/games/K3_1M');
        expect(body.value.betTypes.map((b) => b.code)).not.toContain('big-small');
      } finally {
        await t.app.db.updateTable('lottery_odds').set({ enabled: 1 }).where('lottery_id', '=', l.id).where('bet_type', '=', 'big-small').execute();
      }
    });

    it('an open draw past its close is not offered (the job has not closed it yet)', async () => {
      const late = await addDraw('SSC_5M', 'open', now + 5_000, null);
      await t.app.db.updateTable('lottery_draws').set({ closes_at: now - 1_000 }).where('id', '=', late).execute();
      const { body } = await t.json<Env<{ draw: { id: number } | null }>>('/wps/lottery/games/SSC_5M');
      expect(body.value.draw).toBeNull();
    });

    it('refuses an unknown lottery and a malformed code', async () => {
      const unknown = await t.json<Env<unknown>>('/wps/lottery/games/NO_SUCH_GAME');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('UNKNOWN_LOTTERY');
      const bad = await t.json<Env<unknown>>('/wps/lottery/games/bad-code!');
      expect(bad.status).toBe(400);
      expect(bad.body.success).toBe(false);
    });

    it('the VN game menu lists the VN lotteries by region', async () => {
      const { body } = await t.json<Env<{ regions: { region: string; lotteries: Card[] }[] }>>('/lgw/vn/games/game_menu?language=en');
      expect(body.value.regions.map((r) => r.region)).toEqual(['north', 'central', 'south']);
      for (const r of body.value.regions) for (const c of r.lotteries) expect(c.region).toBe(r.region);
      expect(body.value.regions[0]?.lotteries[0]?.next?.id).toBe(draws['VN_NORTH']!.open);
    });

    it('popular lotteries rank by tickets of the last day (20 at most)', async () => {
      const { body } = await t.json<Env<{ lotteries: (Card & { tickets24h: number })[] }>>('/lgw/games/popular');
      expect(body.value.lotteries.length).toBeLessThanOrEqual(20);
      expect(body.value.lotteries.slice(0, 2).map((c) => [c.code, c.tickets24h])).toEqual([
        ['SSC_1M', 3],
        ['K3_1M', 1],
      ]);
      const two = await t.json<Env<{ lotteries: unknown[] }>>('/lgw/games/popular?count=2');
      expect(two.body.value.lotteries).toHaveLength(2);
      const tooMany = await t.json<Env<unknown>>('/lgw/games/popular?count=21');
      expect(tooMany.status).toBe(400);
    });

    it('the latest VN results, newest first, only VN lotteries', async () => {
      const { body } = await t.json<Env<{ results: { lottery: string; draw: { result: string[] } }[] }>>('/lgw/vn/numeros/opened/game?count=100');
      expect(body.value.results.map((r) => r.lottery).sort()).toEqual(['VN_NORTH', 'VN_SOUTH_A']);
      expect(body.value.results.find((r) => r.lottery === 'VN_NORTH')?.draw.result).toHaveLength(27);
      expect((await t.json('/lgw/vn/numeros/opened/game?count=0')).status).toBe(400);
    });

    it('the member-only menus refuse visitors', async () => {
      for (const path of ['/lgw/vn/games/game_menu/recent', '/lotto/lgw/games/opened/numero']) {
        const res = await t.json<Env<unknown>>(path, { headers: browser() });
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('NOT_LOGGED_IN');
      }
    });

    it('a member’s recent lotteries and their latest results', async () => {
      const m = (player = await signedIn(t));
      const empty = await m.get<{ lotteries: unknown[] }>('/lgw/vn/games/game_menu/recent');
      expect(empty.body.value.lotteries).toEqual([]);
      await addTicket('VN_NORTH', draws['VN_NORTH']!.open, m.id, now - 5 * MIN);
      await addTicket('K3_1M', draws['K3_1M']!.open, m.id, now - MIN);
      const recent = await m.get<{ lotteries: { code: string; lastPlayedAt: number }[] }>('/lgw/vn/games/game_menu/recent?language=en');
      expect(recent.body.value.lotteries.map((l) => l.code)).toEqual(['K3_1M', 'VN_NORTH']);
      const opened = await m.get<{ results: { lottery: string }[] }>('/lotto/lgw/games/opened/numero');
      expect(opened.body.value.results.map((r) => r.lottery).sort()).toEqual(['K3_1M', 'VN_NORTH']);
    });

    it('launchGame of a lottery answers its game page', async () => {
      const l = await lotteryByCode(t.app.db, 'K3_1M');
      const m = player ?? (await signedIn(t));
      const res = await m.post<{ game_url: string; game: { gameId: number } }>('/wps/game/launchGame', { gameId: l.gameId, language: 'en' });
      expect(res.status).toBe(200);
      expect(res.body.value.game_url).toBe('/en/lottery?gameCode=K3_1M');
      expect(res.body.value.game.gameId).toBe(l.gameId);
      const byVendor = await m.post<{ game_url: string }>('/wps/game/launchGame', { vassalage: 'QUICK_ELOTT', language: 'bn' });
      expect(byVendor.body.value.game_url).toMatch(/^\/lottery\?gameCode=[A-Z0-9_]+$/);
    });

    it('the stream sends each draw event to open pages', async () => {
      const res = await t.request('/wps/lottery/stream');
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const decoder = new TextDecoder();
      let text = decoder.decode((await reader.read()).value);
      expect(text).toContain('event: ping');
      const event: DrawEvent = { lottery: 'K3_1M', draw: { id: 1, number: '1', status: 'drawn', opensAt: now, closesAt: now, drawAt: now, result: ['1', '2', '3'], source: 'house', revision: 0, verifiable: true } };
      t.app.events.broadcast({ topic: 'lottery', type: 'draw', data: event });
      while (!text.includes('event: draw')) text += decoder.decode((await reader.read()).value);
      const line = text.split('\n').find((l) => l.startsWith('data: {"lottery"'));
      expect(JSON.parse(line!.slice(6))).toEqual(event);
      await reader.cancel();
    });
  });
}
