import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SPORT_KEYS } from '#lib/contracts/sports-model.ts';
import { fairMarkets } from '#lib/sports/pricing.ts';
import { checkSimProof, scoreFrom } from '#lib/sports/model-verify.ts';
import { commitmentOf, SIM_MODEL, simulateMatch, stateAt } from '#lib/sports/simulate.ts';

/**
 * The simulated matches: pure functions of seed, key and ratings; plausible over many matches and in
 * line with the prices' model; a live state that only moves forward and ends on the final score;
 * no level ending where the sport has none.
 */

const seed = '5f3c9a1e'.repeat(8);
const ratings = { home: 1250, away: 900 };
const pFair = (sport: 'football' | 'tennis' | 'moba', kind: string, key: string) =>
  fairMarkets(sport, ratings, null)
    .find((m) => m.kind === kind && m.main)
    ?.selections.find((s) => s.key === key)?.p ?? NaN;

describe('sports simulation', () => {
  it('is a pure function of seed, key and ratings', () => {
    expect(SIM_MODEL).toBe(1);
    for (const sport of SPORT_KEYS) {
      expect(simulateMatch(sport, seed, 'fx-7', ratings)).toEqual(simulateMatch(sport, seed, 'fx-7', ratings));
    }
  });

  it('different seeds or keys give different matches', () => {
    for (const sport of SPORT_KEYS) {
      const base = JSON.stringify(simulateMatch(sport, seed, 'fx-7', ratings).moments);
      expect(JSON.stringify(simulateMatch(sport, `${seed.slice(0, -1)}0`, 'fx-7', ratings).moments), sport).not.toBe(base);
      expect(JSON.stringify(simulateMatch(sport, seed, 'fx-8', ratings).moments), sport).not.toBe(base);
    }
  });

  it('publishes SHA-256 of the seed text as the commitment', () => {
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
    expect(commitmentOf('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('over 2,000 football matches, results and goals follow the model the prices use', () => {
    const n = 2000;
    let home = 0;
    let draw = 0;
    let goals = 0;
    for (let i = 0; i < n; i++) {
      const { final } = simulateMatch('football', seed, `fb-${i}`, ratings);
      if (final.home > final.away) home++;
      else if (final.home === final.away) draw++;
      goals += final.home + final.away;
    }
    // Three standard errors of a proportion near 0.5 over 2,000 draws ≈ 0.034.
    expect(Math.abs(home / n - pFair('football', '1x2', 'home'))).toBeLessThan(0.034);
    expect(Math.abs(draw / n - pFair('football', '1x2', 'draw'))).toBeLessThan(0.03);
    const over = pFair('football', 'ou', 'over');
    expect(over).toBeGreaterThan(0);
    // Mean goals of the model: Σ λ from the rates (about 2.7 for these ratings).
    expect(goals / n).toBeGreaterThan(2.5);
    expect(goals / n).toBeLessThan(3);
  });

  it('over 2,000 best-of-three matches, the home win rate tracks the ratings', () => {
    for (const sport of ['tennis', 'moba'] as const) {
      const n = 2000;
      let home = 0;
      for (let i = 0; i < n; i++) if (simulateMatch(sport, seed, `b3-${i}`, ratings).final.home === 2) home++;
      expect(Math.abs(home / n - pFair(sport, 'mw', 'home')), sport).toBeLessThan(0.034);
      expect(home / n).toBeGreaterThan(0.6);
    }
    let weaker = 0;
    for (let i = 0; i < 500; i++) if (simulateMatch('tennis', seed, `w-${i}`, { home: 800, away: 1300 }).final.home === 2) weaker++;
    expect(weaker / 500).toBeLessThan(0.35);
  });

  it('basketball and cricket scores are plausible and the stronger side usually wins', () => {
    let bHome = 0;
    let bPoints = 0;
    let cHome = 0;
    let cRuns = 0;
    const n = 200;
    for (let i = 0; i < n; i++) {
      const b = simulateMatch('basketball', seed, `bb-${i}`, ratings).final;
      if (b.home > b.away) bHome++;
      bPoints += b.home + b.away;
      const c = simulateMatch('cricket', seed, `cr-${i}`, ratings).final;
      if (c.home > c.away) cHome++;
      cRuns += c.home + c.away;
    }
    expect(bPoints / n).toBeGreaterThan(180);
    expect(bPoints / n).toBeLessThan(230);
    expect(bHome / n).toBeGreaterThan(0.6);
    expect(cRuns / n).toBeGreaterThan(280);
    expect(cRuns / n).toBeLessThan(380);
    expect(cHome / n).toBeGreaterThan(0.55);
  });

  it('the live state only moves forward and ends on the final score', () => {
    for (const sport of SPORT_KEYS) {
      for (let i = 0; i < 5; i++) {
        const match = simulateMatch(sport, seed, `st-${i}`, ratings);
        expect(match.durationMs).toBeGreaterThan(5 * 60_000);
        expect(match.durationMs).toBeLessThan(25 * 60_000);
        let prev = stateAt(match, 0);
        expect(prev.home + prev.away).toBe(0);
        expect(prev.period).toBe(1);
        for (let t = 0; t <= match.durationMs + 10_000; t += 7_000) {
          const s = stateAt(match, t);
          expect(s.home).toBeGreaterThanOrEqual(prev.home);
          expect(s.away).toBeGreaterThanOrEqual(prev.away);
          expect(s.period).toBeGreaterThanOrEqual(prev.period);
          if (s.period === prev.period) expect(s.clock).toBeGreaterThanOrEqual(prev.clock);
          expect(s.parts).toHaveLength(s.period);
          prev = s;
        }
        const end = stateAt(match, match.durationMs);
        expect({ home: end.home, away: end.away, parts: end.parts }).toEqual(match.final);
        expect(stateAt(match, match.durationMs + 60_000)).toEqual(end);
        // Moments are in time order, inside the match.
        const ats = match.moments.map((m) => m.at);
        expect(ats).toEqual([...ats].sort((a, b) => a - b));
        expect(Math.max(0, ...ats)).toBeLessThanOrEqual(match.durationMs);
      }
    }
  });

  it('the periods are as the sport plays them', () => {
    const fb = simulateMatch('football', seed, 'p-1', ratings);
    expect(fb.final.parts).toHaveLength(2);
    expect(stateAt(fb, fb.durationMs).clock).toBe(90);
    const bb = simulateMatch('basketball', seed, 'p-1', ratings);
    expect(bb.final.parts.length).toBeGreaterThanOrEqual(4);
    expect(bb.final.parts.reduce((s, p) => s + p[0], 0)).toBe(bb.final.home);
    for (let i = 0; i < 20; i++) {
      const t = simulateMatch('tennis', seed, `p-${i}`, ratings).final;
      expect(Math.max(t.home, t.away)).toBe(2);
      for (const [h, a] of t.parts) {
        const [w, l] = h > a ? [h, a] : [a, h];
        expect(w === 6 ? l <= 4 : w === 7 && (l === 5 || l === 6)).toBe(true);
      }
      const s = simulateMatch('shooter', seed, `p-${i}`, ratings).final;
      for (const [h, a] of s.parts) expect(Math.max(h, a)).toBe(13);
      const c = simulateMatch('cricket', seed, `p-${i}`, ratings).final;
      expect(c.parts[0]?.[1]).toBe(0);
      expect(c.parts[1]?.[0]).toBe(0);
    }
  });

  it('never ends level where the sport has no draw (overtime, super overs)', () => {
    let overtimes = 0;
    let superOvers = 0;
    for (let i = 0; i < 400; i++) {
      for (const sport of ['basketball', 'cricket', 'tennis', 'moba', 'shooter'] as const) {
        const m = simulateMatch(sport, seed, `tie-${i}`, { home: 1000, away: 1000 });
        expect(m.final.home, `${sport} ${i}`).not.toBe(m.final.away);
        if (sport === 'basketball' && m.final.parts.length > 4) overtimes++;
        if (sport === 'cricket' && m.final.parts.length > 2) superOvers++;
      }
    }
    // The tie-breakers do happen (level after regulation ≈ 2 % in basketball, ≈ 1 % in cricket).
    expect(overtimes).toBeGreaterThan(0);
    expect(superOvers).toBeGreaterThan(0);
  });

  it('the verification page verifies a published match and catches any change', () => {
    const sim = { model: SIM_MODEL, key: 'fx-42', ratings };
    const match = simulateMatch('cricket', seed, sim.key, ratings);
    const proof = { sport: 'cricket' as const, commitment: commitmentOf(seed), seed, sim, result: match.final };
    expect(checkSimProof(proof)).toMatchObject({ verdict: 'verified', commitmentOk: true, resultOk: true });
    const other = `${seed.slice(0, -1)}0`;
    expect(checkSimProof({ ...proof, seed: other }).verdict).toBe('mismatch');
    expect(checkSimProof({ ...proof, sim: { ...sim, ratings: { home: 900, away: 1250 } } }).verdict).toBe('mismatch');
    expect(checkSimProof({ ...proof, sim: { ...sim, model: 2 } })).toMatchObject({ verdict: 'mismatch', inputs: null });
    expect(checkSimProof({ ...proof, result: { ...match.final, home: match.final.home + 1 } }).verdict).toBe('mismatch');
    // Typed by hand: totals only; no commitment or result, nothing to compare.
    expect(checkSimProof({ ...proof, result: { home: match.final.home, away: match.final.away } }).verdict).toBe('verified');
    expect(checkSimProof({ ...proof, commitment: null, result: null }).verdict).toBe('replayed');
    expect(scoreFrom(' 2-1 ')).toEqual({ home: 2, away: 1 });
    expect(scoreFrom('2:0')).toEqual({ home: 2, away: 0 });
    expect(scoreFrom('two')).toBeNull();
  });
});
