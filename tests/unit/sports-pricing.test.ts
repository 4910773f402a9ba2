import { describe, expect, it } from 'vitest';
import { type LiveState, MARKET_KEYS, SPORT_KEYS, type SportKey } from '#lib/contracts/sports-model.ts';
import { CS_KEYS, fairMarkets, oddsOf, priceEvent } from '#lib/sports/pricing.ts';

/**
 * The rating model's prices: fair probabilities of every market add to 1, the margin shows as the
 * overround, the stronger side is shorter, the lines stay put as the state moves, and a decided
 * selection is not offered.
 */

const even = { home: 1000, away: 1000 };
const strong = { home: 1400, away: 800 };
const overround = (sel: { odds: number | null }[]) => sel.reduce((s, x) => s + (x.odds ? 1000 / x.odds : 0), 0);
const odds = (sport: SportKey, ratings: typeof even, state: LiveState | null, kind: string, key: string, lineQ: number | null = null) => {
  const m = priceEvent(sport, ratings, state, 500).find((x) => x.kind === kind && (lineQ === null ? x.main : x.lineQ === lineQ));
  return m?.selections.find((s) => s.key === key)?.odds;
};

const live: Record<SportKey, LiveState> = {
  football: { home: 1, away: 1, period: 2, clock: 60, parts: [[1, 0], [0, 1]] },
  basketball: { home: 60, away: 55, period: 3, clock: 28, parts: [[30, 25], [30, 30], [0, 0]] },
  tennis: { home: 1, away: 0, period: 2, clock: 2, parts: [[6, 4], [2, 2]] },
  cricket: { home: 160, away: 70, period: 2, clock: 10, parts: [[160, 0], [0, 70]] },
  moba: { home: 0, away: 1, period: 2, clock: 2, parts: [[0, 1], [0, 0]] },
  shooter: { home: 1, away: 1, period: 3, clock: 3, parts: [[13, 9], [7, 13], [3, 4]] },
};

describe('sports pricing', () => {
  it('offers the documented markets of each sport, with every selection key', () => {
    const kinds = (sport: SportKey) => [...new Set(priceEvent(sport, even, null, 500).map((m) => m.kind))];
    expect(kinds('football')).toEqual(['1x2', 'dc', 'ah', 'ou', 'btts', 'cs']);
    expect(kinds('basketball')).toEqual(['mw', 'ah', 'ou']);
    expect(kinds('tennis')).toEqual(['mw', 'ah', 'ou']);
    expect(kinds('cricket')).toEqual(['mw', 'ah', 'ou']);
    expect(kinds('moba')).toEqual(['mw', 'mh', 'ou']);
    expect(kinds('shooter')).toEqual(['mw', 'mh', 'ou']);
    for (const sport of SPORT_KEYS) {
      for (const m of priceEvent(sport, strong, null, 500)) {
        const keys = m.kind === 'cs' ? CS_KEYS : MARKET_KEYS[m.kind as keyof typeof MARKET_KEYS];
        expect(m.selections.map((s) => s.key)).toEqual([...keys]);
        expect(m.lineQ === null).toBe(!['ah', 'ou', 'mh'].includes(m.kind));
      }
      // One main market per kind.
      const mains = priceEvent(sport, strong, null, 500).filter((m) => m.main).map((m) => m.kind);
      expect(new Set(mains).size).toBe(mains.length);
    }
    const cs = priceEvent('football', even, null, 500).find((m) => m.kind === 'cs');
    expect(cs?.selections).toHaveLength(28);
    const football = priceEvent('football', even, null, 500);
    const ou = football.filter((m) => m.kind === 'ou').map((m) => m.lineQ);
    expect(ou).toEqual(expect.arrayContaining([6, 10, 14]));
    expect(ou.some((q) => q !== null && q % 2 !== 0)).toBe(true);
    const ah = football.filter((m) => m.kind === 'ah').map((m) => m.lineQ ?? 0);
    expect(ah).toHaveLength(3);
    expect(ah.some((q) => q % 2 !== 0)).toBe(true);
  });

  it('fair probabilities of every market add up to 1, before the start and in play', () => {
    for (const sport of SPORT_KEYS) {
      for (const state of [null, live[sport]]) {
        for (const ratings of [even, strong, { home: 700, away: 1500 }]) {
          for (const m of fairMarkets(sport, ratings, state)) {
            const sum = m.selections.reduce((s, x) => s + x.p, 0);
            // Double chance covers every outcome twice.
            expect(sum, `${sport} ${m.kind} ${m.lineQ}`).toBeCloseTo(m.kind === 'dc' ? 2 : 1, 9);
            for (const s of m.selections) expect(s.p).toBeGreaterThanOrEqual(0);
          }
        }
      }
    }
  });

  it('the overround of every market is the margin (within the rounding to 0.01)', () => {
    for (const sport of SPORT_KEYS) {
      for (const marginBps of [300, 500, 800]) {
        for (const m of priceEvent(sport, even, null, marginBps)) {
          if (m.kind === 'dc') continue;
          expect(m.selections.every((s) => s.odds !== null && s.odds >= 1010 && s.odds <= 1_000_000 && s.odds % 10 === 0)).toBe(true);
          expect(Math.abs(overround(m.selections) - (1 + marginBps / 10_000)), `${sport} ${m.kind} ${m.lineQ}`).toBeLessThan(0.006);
        }
      }
    }
  });

  it('quarter lines are the average of their two half-lines (half refunded on the whole line)', () => {
    const fair = fairMarkets('football', strong, null);
    const over = (q: number) => fair.find((m) => m.kind === 'ou' && m.lineQ === q)?.selections[0]?.p ?? NaN;
    // Over 1.5 and over 2.5 carry no pushes: P(≥ 2) and P(≥ 3) goals.
    const atLeast3 = over(10);
    const exactly2 = over(6) - over(10);
    // Over 2.25: half on 2 (refunded at exactly 2), half on 2.5 — fair odds (1 − P₂/2) / P(≥ 3).
    expect(over(9)).toBeCloseTo(atLeast3 / (1 - exactly2 / 2), 12);
    // Over 2.75: half on 2.5, half on 3 (refunded at exactly 3).
    const exactly3 = over(10) - over(14);
    const atLeast4 = over(14);
    expect(over(11)).toBeCloseTo((atLeast4 + exactly3 / 2) / (1 - exactly3 / 2), 12);
  });

  it('the stronger side is shorter, home and away alike', () => {
    for (const sport of SPORT_KEYS) {
      const kind = sport === 'football' ? '1x2' : 'mw';
      const home = odds(sport, strong, null, kind, 'home') ?? 0;
      const away = odds(sport, strong, null, kind, 'away') ?? 0;
      expect(home, sport).toBeLessThan(away);
      const flipped = { home: strong.away, away: strong.home };
      expect(odds(sport, flipped, null, kind, 'home') ?? 0, sport).toBeGreaterThan(odds(sport, flipped, null, kind, 'away') ?? 0);
    }
    // Football's home advantage: equal sides, the home side shorter.
    expect(odds('football', even, null, '1x2', 'home') ?? 0).toBeLessThan(odds('football', even, null, '1x2', 'away') ?? 0);
  });

  it('in play a 2-0 lead at 80 minutes makes the home side very short, and decided selections are not offered', () => {
    const state: LiveState = { home: 2, away: 0, period: 2, clock: 80, parts: [[1, 0], [1, 0]] };
    const home = odds('football', even, state, '1x2', 'home');
    expect(home === null || (home !== undefined && home <= 1050)).toBe(true);
    expect(odds('football', even, state, '1x2', 'away') ?? 0).toBeGreaterThan(50_000);
    const markets = priceEvent('football', even, state, 500);
    const cs = markets.find((m) => m.kind === 'cs')?.selections ?? [];
    expect(cs.find((s) => s.key === '0-0')?.odds).toBeNull();
    expect(cs.find((s) => s.key === '1-0')?.odds).toBeNull();
    expect(cs.find((s) => s.key === '2-0')?.odds).not.toBeNull();
    expect(odds('football', even, state, 'ou', 'over', 6)).toBeNull();
    expect(odds('football', even, state, 'ou', 'under', 6)).toBeNull();
    // Two sets to nil: every tennis market is decided.
    const over: LiveState = { home: 2, away: 0, period: 2, clock: 2, parts: [[6, 3], [6, 4]] };
    for (const m of priceEvent('tennis', even, over, 500)) for (const s of m.selections) expect(s.odds).toBeNull();
    // At the final whistle nothing is offered.
    for (const m of priceEvent('football', even, { ...state, clock: 90 }, 500)) for (const s of m.selections) expect(s.odds).toBeNull();
  });

  it('keeps the same kinds and lines in every state, so only odds move', () => {
    for (const sport of SPORT_KEYS) {
      const shape = (state: LiveState | null) => priceEvent(sport, strong, state, 500).map((m) => `${m.kind}:${m.lineQ}:${m.main}:${m.selections.map((s) => s.key).join(',')}`);
      expect(shape(live[sport]), sport).toEqual(shape(null));
    }
  });

  it('is deterministic', () => {
    for (const sport of SPORT_KEYS) expect(priceEvent(sport, strong, live[sport], 500)).toEqual(priceEvent(sport, strong, live[sport], 500));
  });

  it('rounds to 0.01 and clamps', () => {
    expect(oddsOf(0.5, 1)).toBe(2000);
    expect(oddsOf(0.5, 1.05)).toBe(1900);
    expect(oddsOf(1e-9, 1)).toBe(1_000_000);
    expect(oddsOf(0.995, 1)).toBeNull();
    expect(oddsOf(0, 1)).toBeNull();
    expect(oddsOf(1, 1)).toBeNull();
  });
});
