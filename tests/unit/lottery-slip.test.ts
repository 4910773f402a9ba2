import { describe, expect, it } from 'vitest';
import { DRAW_SHAPES, LOTTERY_FORMATS, type LotteryFormat, type OddsTerms, ticketPayout } from '#lib/contracts/lottery-model.ts';
import { type BetType, isRefused, type PickSpec } from '#lib/lottery/bet-type.ts';
import { drawResult } from '#lib/lottery/fair-draw.ts';
import { BET_TYPES } from '#lib/lottery/registry.ts';
import type { Lottery } from '#server/lottery/lotteries.ts';
import { occurrencesBound, type OddsRow, payoutBound, priceSlip } from '#server/lottery/slip.ts';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Selections a bet type may take: its smallest pick, and for positions one number in each. */
function candidates(pick: PickSpec): string[] {
  if (pick.kind === 'numbers') return [Array.from({ length: pick.min }, (_, i) => pad(pick.from + i, pick.pad)).join(' ')];
  if (pick.kind === 'options') return [pick.options.slice(0, pick.min).join(' ')];
  return [pick.positions.map((_, i) => (i === 0 ? pad(pick.from, pick.pad) : '')).join('|'), pick.positions.map((_, i) => pad(pick.from + i, pick.pad)).join('|')];
}

function parsedOf(b: BetType) {
  for (const text of candidates(b.pick)) {
    const parsed = b.parse(text);
    if (!isRefused(parsed)) return parsed;
  }
  throw new Error(`${b.code} refuses every candidate selection`);
}

const termsOf = (b: BetType): OddsTerms => ({ oddsMilli: b.defaults.oddsMilli, returnBps: b.defaults.returnBps, costUnits: b.defaults.costUnits });

describe('the payout bound of a slip', () => {
  it('is never below what a ticket pays, for every bet type of every format over 300 draws', () => {
    for (const format of LOTTERY_FORMATS) {
      const results = Array.from({ length: 300 }, (_, i) => drawResult(format, 'c'.repeat(64), `bound:${i}`));
      for (const b of BET_TYPES[format]) {
        const parsed = parsedOf(b);
        const terms = termsOf(b);
        const bound = payoutBound(format, parsed.lines, (line) => b.odds(line, terms), terms, 100, 3, b.perOccurrence);
        for (const result of results) {
          const paid = ticketPayout(
            parsed.lines.reduce((n, line) => n + b.pays(line, result, terms), 0),
            100,
            3,
          );
          expect({ format, bet: b.code, paid: paid <= bound }).toEqual({ format, bet: b.code, paid: true });
        }
      }
    }
  });

  it('reaches the most a lô line can pay: its number on every prize', () => {
    const lo2 = BET_TYPES['vn-north'].find((b) => b.code === 'lo2')!;
    const terms = termsOf(lo2);
    const shape = DRAW_SHAPES['vn-north'];
    if (shape.kind !== 'digits') throw new Error('vn-north draws digits');
    const everywhere = shape.prizes.flatMap((p) => Array.from({ length: p.count }, () => `${'0'.repeat(p.digits - 2)}12`));
    expect(everywhere).toHaveLength(27);
    const paid = ticketPayout(lo2.pays(['12'], everywhere, terms), 100, 1);
    expect(paid).toBe(payoutBound('vn-north', [['12']], (line) => lo2.odds(line, terms), terms, 100, 1));
    expect(occurrencesBound('vn-north', terms)).toBe(27);
    expect(occurrencesBound('k3', { oddsMilli: null, returnBps: 9_700, costUnits: 1 })).toBe(3);
    expect(occurrencesBound('ssc', { oddsMilli: null, returnBps: 9_700, costUnits: 1 })).toBe(1);
  });

  it('bounds a many-line lô ticket by its prizes, not by its lines: one prize ends in one number', () => {
    const lo2 = BET_TYPES['vn-north'].find((b) => b.code === 'lo2')!;
    const terms = termsOf(lo2);
    const numbers = Array.from({ length: 40 }, (_, i) => String(i).padStart(2, '0')).join(' ');
    const parsed = lo2.parse(numbers);
    if (isRefused(parsed)) throw new Error('40 two-digit numbers are a lô 2 selection');
    const odds = (line: readonly string[]) => lo2.odds(line, terms);
    expect(payoutBound('vn-north', parsed.lines, odds, terms, 100, 1, true)).toBe(ticketPayout(27 * odds(['00']), 100, 1));
    expect(payoutBound('vn-north', parsed.lines, odds, terms, 100, 1)).toBe(ticketPayout(40 * 27 * odds(['00']), 100, 1));
  });
});

describe('pricing a slip', () => {
  const lottery = (format: LotteryFormat, status: 'active' | 'paused' = 'active'): Lottery => ({
    id: 1,
    code: 'TEST',
    gameId: 1,
    type: 'ELOTT',
    format,
    region: null,
    names: { en: 'Test' },
    schedule: { kind: 'interval', minutes: 1 },
    closeSeconds: 10,
    source: 'house',
    status,
    sort: 0,
    version: 1,
  });
  const odds = (format: LotteryFormat) => new Map<string, OddsRow>(BET_TYPES[format].map((b) => [b.code, { betType: b.code, terms: termsOf(b), maxStake: b.defaults.maxStake, maxPayout: b.defaults.maxPayout, enabled: true }]));
  const settings = { unitStakes: [100, 1_000], maxMultiplier: 100, slipMaxItems: 3, followMaxDraws: 10, chainLength: 100, historyDays: 30 };
  const refusal = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      return { code: (err as { code: string }).code, item: (err as { details?: { item?: number } }).details?.item };
    }
    return null;
  };

  it('stores canonical selections, lines and stakes (lô: one unit per prize)', () => {
    const priced = priceSlip(lottery('vn-north'), odds('vn-north'), settings, [
      { betType: 'lo2', numbers: '34, 12', unitStake: 100, multiplier: 2 },
      { betType: 'xien2', numbers: '01 02 03', unitStake: 1_000, multiplier: 1 },
    ]);
    expect(priced.map((p) => [p.betType, p.selection, p.lines, p.stake])).toEqual([
      ['lo2', '12 34', 2, 2 * 27 * 100 * 2],
      ['xien2', '01 02 03', 3, 3_000],
    ]);
  });

  it('refuses with the code of the first bad item and its place', () => {
    const l = lottery('k3');
    const o = odds('k3');
    const item = (over: Partial<{ betType: string; numbers: string; unitStake: number; multiplier: number }>) => ({ betType: 'big-small', numbers: 'big', unitStake: 100, multiplier: 1, ...over });
    expect(refusal(() => priceSlip(l, o, settings, [item({}), item({ betType: 'nope' })]))).toEqual({ code: 'UNKNOWN_BET_TYPE', item: 1 });
    expect(refusal(() => priceSlip(l, o, settings, [item({ unitStake: 200 })]))).toEqual({ code: 'STAKE_TOO_LOW', item: 0 });
    expect(refusal(() => priceSlip(l, o, settings, [item({ multiplier: 101 })]))).toEqual({ code: 'STAKE_TOO_LOW', item: 0 });
    expect(refusal(() => priceSlip(l, o, settings, [item({ numbers: 'big big' })]))).toEqual({ code: 'DUPLICATE_SELECTION', item: 0 });
    expect(refusal(() => priceSlip(l, o, settings, [item({}), item({}), item({}), item({})]))?.code).toBe('VALIDATION_ERROR');
    expect(refusal(() => priceSlip(lottery('k3', 'paused'), o, settings, [item({})]))?.code).toBe('BET_TYPE_CLOSED');
    const closed = new Map(o);
    closed.set('big-small', { ...o.get('big-small')!, enabled: false });
    expect(refusal(() => priceSlip(l, closed, settings, [item({})]))).toEqual({ code: 'BET_TYPE_CLOSED', item: 0 });
    const tight = new Map(o);
    tight.set('big-small', { ...o.get('big-small')!, maxStake: 5_000, maxPayout: 1_000_000 });
    expect(refusal(() => priceSlip(l, tight, settings, [item({ unitStake: 1_000, multiplier: 6 })]))?.code).toBe('STAKE_ABOVE_LIMIT');
    tight.set('big-small', { ...o.get('big-small')!, maxPayout: 1_000 });
    expect(refusal(() => priceSlip(l, tight, settings, [item({ unitStake: 1_000 })]))?.code).toBe('PAYOUT_ABOVE_LIMIT');
  });
});
