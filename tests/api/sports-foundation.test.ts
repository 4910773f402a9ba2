import { describe, expect, it } from 'vitest';
import { SYSTEM_SHAPES } from '#lib/contracts/sports-model.ts';
import { betLines, lineCount } from '#lib/sports/systems.ts';
import { betReturn, potentialReturn } from '#lib/sports/returns.ts';
import { insertSportsEvent } from '#server/db/factories/sportsbook.ts';
import { getSetting } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { testApp } from '../fixtures/app.ts';

describe('sportsbook foundation', () => {
  it('expands every named system bet to its number of lines', () => {
    for (const [system, shape] of Object.entries(SYSTEM_SHAPES)) {
      const lines = betLines({ kind: 'system', system: system as keyof typeof SYSTEM_SHAPES, legs: shape.legs });
      expect(lines, system).toHaveLength(shape.lines);
      expect(new Set(lines!.map((l) => l.join(','))).size).toBe(shape.lines);
    }
    expect(lineCount({ kind: 'system', system: 'n_of_m', size: 2, legs: 5 })).toBe(10);
    expect(lineCount({ kind: 'system', system: 'yankee', legs: 3 })).toBeNull();
    expect(lineCount({ kind: 'acca', legs: 21 })).toBeNull();
  });

  it('returns a Trixie exactly, with a void leg at 1.00 and a dead heat halving a leg', () => {
    // 3 legs at 2.00, 3.00, 1.50; unit 100: doubles 600 + 300 + 450, treble 900 → 2250.
    const bet = { kind: 'system' as const, system: 'trixie' as const, unitStake: 100, stake: 400, openStake: 400 };
    expect(potentialReturn(bet, [2000, 3000, 1500])).toBe(2250);
    const legs = [
      { odds: 2000, result: 'win' as const, deadHeat: 1 },
      { odds: 3000, result: 'void' as const, deadHeat: 1 },
      { odds: 1500, result: 'win' as const, deadHeat: 2 },
    ];
    // doubles: 2×1=200, 2×0.75=150, 1×0.75=75; treble 2×1×0.75=150 → 575.
    expect(betReturn(bet, legs)).toBe(575);
  });

  for (const dialect of DIALECTS) {
    it(`stores an event with its markets and has the sports settings (${dialect})`, async () => {
      const t = await testApp(dialect);
      try {
        const made = await insertSportsEvent(t.app.db, { startsAt: Date.now() + 3_600_000 });
        expect(made.markets.map((m) => m.kind)).toEqual(['1x2', 'ah', 'ou', 'btts']);
        const sels = await t.app.db.selectFrom('sports_selections').select(['key', 'odds']).where('market_id', '=', made.markets[0]!.id).orderBy('sort').execute();
        expect(sels.map((s) => s.key)).toEqual(['home', 'draw', 'away']);
        expect((await getSetting(t.app.db, 'sports')).betDelaySeconds).toBe(5);
      } finally {
        await t.close();
      }
    });
  }
});
