import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryTrends } from '#lib/contracts/lottery-history.ts';
import type { DrawResultView } from '#lib/contracts/lottery-shapes.ts';
import { DRAW_SHAPES } from '#lib/contracts/lottery-model.ts';
import { ticketOutcome } from '#lib/lottery/ticket-outcome.ts';
import { countSeries, TREND_SERIES } from '#lib/lottery/trend-series.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const MIN = 60_000;
const DAY = 86_400_000;

type Page = { list: DrawResultView[]; pageNum: number; totalPages: number; total: number };
type Envelope<T> = { success: boolean; value: T; code?: string };

/** A VN north result whose prizes end in the given two digits (the other digits 1s), in the format's order. */
function vnNorth(lastTwo: string[]): string[] {
  const shape = DRAW_SHAPES['vn-north'];
  if (shape.kind !== 'digits') throw new Error('vn-north is a digits format');
  const digits = shape.prizes.flatMap((p) => new Array<number>(p.count).fill(p.digits));
  return digits.map((d, i) => '1'.repeat(d - 2) + (lastTwo[i] ?? '00'));
}

async function addLottery(t: TestApp, code: string, format: string): Promise<number> {
  const game = await t.app.db.selectFrom('games').select('id').orderBy('id').executeTakeFirstOrThrow();
  const row = await t.app.db
    .insertInto('lotteries')
    .values({ code, game_id: Number(game.id), type: 'ELOTT', format, region: null, names: JSON.stringify({ en: code, bn: code }), schedule: JSON.stringify({ kind: 'interval', minutes: 1 }), close_seconds: 10, source: 'house', updated_at: NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

let seq = 0;
async function addDraw(t: TestApp, lotteryId: number, drawAt: number, status: string, result: string[] | null, seed: string | null = 'ab'.repeat(32)): Promise<number> {
  seq++;
  const row = await t.app.db
    .insertInto('lottery_draws')
    .values({
      lottery_id: lotteryId,
      number: `T-${String(seq).padStart(5, '0')}`,
      opens_at: drawAt - 5 * MIN,
      closes_at: drawAt - 10_000,
      draw_at: drawAt,
      status,
      result: result ? JSON.stringify(result) : null,
      result_source: result ? 'house' : null,
      seed: result ? seed : null,
      created_at: drawAt - 10 * MIN,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('trend counting', () => {
  const p1 = TREND_SERIES.ssc[0]!;
  const draws = [
    ['1', '2', '3', '4', '5'],
    ['1', '9', '9', '9', '9'],
    ['0', '2', '3', '4', '5'],
    ['7', '7', '7', '7', '7'],
  ];

  it('counts frequency, current and longest gaps, hot and cold of one position', () => {
    const s = countSeries(p1, draws);
    const v = (x: string) => s.values.find((f) => f.value === x);
    expect(v('1')).toEqual({ value: '1', count: 2, gap: 0, maxGap: 2 });
    expect(v('0')).toEqual({ value: '0', count: 1, gap: 2, maxGap: 2 });
    expect(v('7')).toEqual({ value: '7', count: 1, gap: 3, maxGap: 3 });
    expect(v('5')).toEqual({ value: '5', count: 0, gap: 4, maxGap: 4 });
    expect(s.hot).toEqual(['1', '0', '7']);
    expect(s.cold).toEqual(['2', '3', '4']);
  });

  it('counts every occurrence of a lô value, and a draw once for its gaps', () => {
    const lo = TREND_SERIES['vn-north'][0]!;
    const d0 = vnNorth(['45', '45', '45']);
    const d1 = vnNorth(['12']);
    const s = countSeries(lo, [d0, d1, d0]);
    const v = (x: string) => s.values.find((f) => f.value === x);
    expect(v('45')).toEqual({ value: '45', count: 6, gap: 0, maxGap: 1 });
    expect(v('00')).toEqual({ value: '00', count: 24 + 26 + 24, gap: 0, maxGap: 0 });
    expect(v('12')).toEqual({ value: '12', count: 1, gap: 1, maxGap: 1 });
    expect(v('99')).toEqual({ value: '99', count: 0, gap: 3, maxGap: 3 });
    expect(s.hot.slice(0, 2)).toEqual(['00', '45']);
    expect(s.values).toHaveLength(100);
  });

  it('reads K3 dice and sums, and has no hot or cold values without draws', () => {
    const [dice, sum] = TREND_SERIES.k3;
    expect(countSeries(sum!, [['6', '6', '6'], ['1', '1', '2']]).values.find((v) => v.value === '18')?.count).toBe(1);
    expect(countSeries(dice!, [['6', '6', '6']]).values.find((v) => v.value === '6')?.count).toBe(3);
    expect(countSeries(dice!, [])).toMatchObject({ hot: [], cold: [] });
  });
});

describe('ticket outcome', () => {
  it('shows a win only when the return is above the stake', () => {
    expect(ticketOutcome({ status: 'won', payout: 201, stake: 200 })).toBe('won');
    expect(ticketOutcome({ status: 'won', payout: 200, stake: 200 })).toBe('returned');
    expect(ticketOutcome({ status: 'won', payout: 150, stake: 200 })).toBe('returned');
    expect(ticketOutcome({ status: 'lost', payout: 0, stake: 200 })).toBe('lost');
    expect(ticketOutcome({ status: 'cancelled', payout: 0, stake: 200 })).toBe('cancelled');
  });
});

for (const dialect of DIALECTS) {
  describe(`results and trends endpoints (${dialect})`, () => {
    let t: TestApp;
    let ssc: number;
    let ids: Record<string, number>;
    beforeAll(async () => {
      t = await testApp(dialect, { seed: true });
      ssc = await addLottery(t, 'TEST_SSC', 'ssc');
      const base = Date.now() - 60 * MIN;
      ids = {
        old: await addDraw(t, ssc, Date.now() - 90 * DAY, 'settled', ['3', '3', '3', '3', '3']),
        d3: await addDraw(t, ssc, base, 'settled', ['7', '7', '7', '7', '7']),
        voided: await addDraw(t, ssc, base + MIN, 'void', null),
        d2: await addDraw(t, ssc, base + 2 * MIN, 'settled', ['0', '2', '3', '4', '5']),
        d1: await addDraw(t, ssc, base + 3 * MIN, 'drawn', ['1', '9', '9', '9', '9'], null),
        d0: await addDraw(t, ssc, base + 4 * MIN, 'settled', ['1', '2', '3', '4', '5']),
        closed: await addDraw(t, ssc, base + 5 * MIN, 'closed', null),
        open: await addDraw(t, ssc, base + 70 * MIN, 'open', null),
        later: await addDraw(t, ssc, base + 71 * MIN, 'scheduled', null),
      };
    });
    afterAll(() => t.close());

    it('pages the drawn, settled and void draws newest first, within historyDays', async () => {
      const first = await t.json<Envelope<Page>>('/wps/lottery/games/TEST_SSC/results?pageNo=1&pageSize=2');
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ pageNum: 1, totalPages: 3, total: 5 });
      expect(first.body.value.list.map((d) => d.id)).toEqual([ids['d0'], ids['d1']]);
      expect(first.body.value.list[0]).toMatchObject({ status: 'settled', result: ['1', '2', '3', '4', '5'], source: 'house', verifiable: true, revision: 0 });
      expect(first.body.value.list[1]).toMatchObject({ status: 'drawn', verifiable: false });
      const last = await t.json<Envelope<Page>>('/wps/lottery/games/TEST_SSC/results?pageNo=3&pageSize=2');
      expect(last.body.value.list.map((d) => d.id)).toEqual([ids['d3']]);
      const past = await t.json<Envelope<Page>>('/wps/lottery/games/TEST_SSC/results?pageNo=9&pageSize=2');
      expect(past.body.value.pageNum).toBe(3);
      const all = await t.json<Envelope<Page>>('/wps/lottery/games/TEST_SSC/results');
      expect(all.body.value.list.map((d) => d.id)).toEqual([ids['d0'], ids['d1'], ids['d2'], ids['voided'], ids['d3']]);
      expect(all.body.value.list[3]).toMatchObject({ status: 'void', result: null, verifiable: false });
    });

    it('counts trends from the stored results for 30 and 100 draws', async () => {
      for (const window of [30, 100]) {
        const r = await t.json<Envelope<LotteryTrends>>(`/wps/lottery/games/TEST_SSC/trends?window=${window}`);
        expect(r.status).toBe(200);
        const v = r.body.value;
        expect(v).toMatchObject({ lottery: 'TEST_SSC', format: 'ssc', window, draws: 4 });
        expect(v.series.map((s) => s.key)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
        const p1 = v.series[0]!;
        expect(p1.values.find((x) => x.value === '1')).toEqual({ value: '1', count: 2, gap: 0, maxGap: 2 });
        expect(p1.values.find((x) => x.value === '7')).toEqual({ value: '7', count: 1, gap: 3, maxGap: 3 });
        expect(p1.values.find((x) => x.value === '3')).toEqual({ value: '3', count: 0, gap: 4, maxGap: 4 });
        expect(p1.hot).toEqual(['1', '0', '7']);
        const p2 = v.series[1]!;
        expect(p2.values.find((x) => x.value === '2')).toEqual({ value: '2', count: 2, gap: 0, maxGap: 1 });
      }
      const def = await t.json<Envelope<LotteryTrends>>('/wps/lottery/games/TEST_SSC/trends');
      expect(def.body.value.window).toBe(30);
    });

    it('shows a corrected result at once', async () => {
      const before = await t.json<Envelope<LotteryTrends>>('/wps/lottery/games/TEST_SSC/trends?window=30');
      expect(before.body.value.series[0]!.values.find((x) => x.value === '8')?.count).toBe(0);
      await t.app.db.updateTable('lottery_draws').set({ result: JSON.stringify(['8', '2', '3', '4', '5']), revision: 1 }).where('id', '=', ids['d0']!).execute();
      const after = await t.json<Envelope<LotteryTrends>>('/wps/lottery/games/TEST_SSC/trends?window=30');
      expect(after.body.value.series[0]!.values.find((x) => x.value === '8')).toEqual({ value: '8', count: 1, gap: 0, maxGap: 3 });
      const page = await t.json<Envelope<Page>>('/wps/lottery/games/TEST_SSC/results?pageSize=1');
      expect(page.body.value.list[0]).toMatchObject({ result: ['8', '2', '3', '4', '5'], revision: 1 });
    });

    it('answers a lottery with no draws with empty figures', async () => {
      await addLottery(t, 'TEST_VN', 'vn-north');
      const r = await t.json<Envelope<LotteryTrends>>('/wps/lottery/games/TEST_VN/trends?window=100');
      expect(r.body.value).toMatchObject({ draws: 0, from: null, to: null });
      expect(r.body.value.series.map((s) => s.key)).toEqual(['lo']);
      expect(r.body.value.series[0]!.values.every((x) => x.count === 0 && x.gap === 0 && x.maxGap === 0)).toBe(true);
      const page = await t.json<Envelope<Page>>('/wps/lottery/games/TEST_VN/results');
      expect(page.body.value).toEqual({ list: [], pageNum: 1, totalPages: 1, total: 0 });
    });

    it('pages through the newest 2,000 draws of a fast lottery at most', async () => {
      const fast = await addLottery(t, 'TEST_FAST', 'k3');
      const start = Date.now() - 3 * DAY;
      const rows = Array.from({ length: 2_005 }, (_, i) => ({
        lottery_id: fast,
        number: `F-${String(i).padStart(5, '0')}`,
        opens_at: start + i * MIN - MIN,
        closes_at: start + i * MIN - 10_000,
        draw_at: start + i * MIN,
        status: 'settled',
        result: JSON.stringify(['1', '2', String(1 + (i % 6))]),
        result_source: 'house',
        seed: 'cd'.repeat(32),
        created_at: start,
      }));
      for (let i = 0; i < rows.length; i += 200) await t.app.db.insertInto('lottery_draws').values(rows.slice(i, i + 200)).execute();
      const first = await t.json<Envelope<Page>>('/wps/lottery/games/TEST_FAST/results?pageSize=100');
      expect(first.body.value).toMatchObject({ total: 2_000, totalPages: 20, pageNum: 1 });
      expect(first.body.value.list[0]?.number).toBe('F-02004');
      const last = await t.json<Envelope<Page>>('/wps/lottery/games/TEST_FAST/results?pageSize=100&pageNo=20');
      expect(last.body.value.list.at(-1)?.number).toBe('F-00005');
      const trends = await t.json<Envelope<LotteryTrends>>('/wps/lottery/games/TEST_FAST/trends?window=100');
      expect(trends.body.value).toMatchObject({ draws: 100, to: 'F-02004', from: 'F-01905' });
    });

    it('refuses an unknown lottery, a window other than 30 or 100 and bad paging with clear codes', async () => {
      for (const path of ['/wps/lottery/games/NOPE/results', '/wps/lottery/games/NOPE/trends']) {
        const r = await t.json<Envelope<unknown>>(path);
        expect(r.status).toBe(404);
        expect(r.body.code).toBe('UNKNOWN_LOTTERY');
      }
      for (const q of ['window=50', 'window=0', 'window=abc', 'window=-30']) {
        const r = await t.json<Envelope<unknown>>(`/wps/lottery/games/TEST_SSC/trends?${q}`);
        expect(r.status).toBe(400);
        expect(r.body.code).toBe('VALIDATION_ERROR');
      }
      for (const q of ['pageNo=0', 'pageSize=0', 'pageSize=101', 'pageNo=x']) {
        const r = await t.json<Envelope<unknown>>(`/wps/lottery/games/TEST_SSC/results?${q}`);
        expect(r.status).toBe(400);
        expect(r.body.code).toBe('VALIDATION_ERROR');
      }
      const lower = await t.json<Envelope<unknown>>('/wps/lottery/games/test-ssc/results');
      expect(lower.status).toBe(400);
    });
  });
}
