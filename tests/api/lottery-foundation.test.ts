import { describe, expect, it } from 'vitest';
import { DRAW_SHAPES, LOTTERY_FORMATS, resultLength } from '#lib/contracts/lottery-model.ts';
import { drawResult, uniformSource } from '#lib/lottery/fair-draw.ts';
import { seedDemoLottery } from '#server/db/demo/lottery.ts';
import { allLotteries } from '#server/lottery/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { testApp } from '../fixtures/app.ts';

describe('lottery foundation', () => {
  it('draws every format in its shape from a seed, the same every time', () => {
    const seed = 'a'.repeat(64);
    for (const format of LOTTERY_FORMATS) {
      const r = drawResult(format, seed, 'draw-1');
      expect(r).toHaveLength(resultLength(format));
      expect(drawResult(format, seed, 'draw-1')).toEqual(r);
      const shape = DRAW_SHAPES[format];
      if (shape.kind === 'distinct' || shape.kind === 'permutation') expect(new Set(r).size).toBe(r.length);
    }
  });

  it('answers unbiased values in range', () => {
    const next = uniformSource('b'.repeat(64), 'x');
    const counts = new Array<number>(3).fill(0);
    for (let i = 0; i < 30_000; i++) counts[next(3)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  for (const dialect of DIALECTS) {
    it(`seeds the demo lotteries with their game rows and odds (${dialect})`, async () => {
      const t = await testApp(dialect, { seed: true });
      try {
        await seedDemoLottery(t.app);
        const lotteries = await allLotteries(t.app.db);
        expect(lotteries.length).toBeGreaterThan(10);
        const k3 = lotteries.find((l) => l.code === 'K3_1M');
        expect(k3?.schedule).toEqual({ kind: 'interval', minutes: 1 });
        const odds = await t.app.db.selectFrom('lottery_odds').select(['bet_type']).where('lottery_id', '=', k3?.id ?? 0).execute();
        expect(odds.map((o) => o.bet_type)).toContain('big-small');
      } finally {
        await t.close();
      }
    });
  }
});
