/**
 * The fast games' rules against hand-worked examples: every bet type's odds at 97.5 % (the inverse
 * of its true probability × the rate, rounded down to the thousandth), what a line pays against a
 * given result, and the selections refused with their codes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DrawResult, LotteryFormat, OddsTerms } from '#lib/contracts/lottery-model.ts';
import { isRefused, type ParsedSelection } from '#lib/lottery/bet-type.ts';
import { kenoPaytable } from '#lib/lottery/keno.ts';
import { betTypeOf, BET_TYPES } from '#lib/lottery/registry.ts';

const TERMS: OddsTerms = { oddsMilli: null, returnBps: 9_750, costUnits: 1 };

function bet(format: LotteryFormat, code: string) {
  const b = betTypeOf(format, code);
  if (!b) throw new Error(`no bet type ${format}/${code}`);
  return b;
}
function parsed(format: LotteryFormat, code: string, text: string): ParsedSelection {
  const p = bet(format, code).parse(text);
  if (isRefused(p)) throw new Error(`${format}/${code} refused "${text}": ${p.error}`);
  return p;
}
const refusal = (format: LotteryFormat, code: string, text: string) => {
  const p = bet(format, code).parse(text);
  return isRefused(p) ? p.error : 'accepted';
};
/** What each line of a selection pays against a result, in thousandths per unit. */
const paysOf = (format: LotteryFormat, code: string, text: string, result: DrawResult) => parsed(format, code, text).lines.map((l) => bet(format, code).pays(l, result, TERMS));

describe('fast games: the bet types on offer', () => {
  it('lists each format’s bet types with unique codes and fast defaults', () => {
    expect(BET_TYPES.k3.map((b) => b.code)).toEqual(['sum', 'big-small', 'odd-even', 'triple-any', 'triple', 'pair', 'single']);
    expect(BET_TYPES['11x5'].map((b) => b.code)).toEqual(['any-1', 'any-2', 'any-3', 'any-4', 'any-5', 'any-6', 'any-7', 'any-8', 'first-1', 'first-2', 'first-3', 'first-2-any', 'first-3-any']);
    expect(BET_TYPES.ssc.map((b) => b.code)).toEqual(['position', 'big-small-odd-even', 'sum-big-small', 'sum-odd-even', 'front-3', 'mid-3', 'back-3']);
    expect(BET_TYPES.pk10.map((b) => b.code)).toEqual(['position', 'dragon-tiger', 'top-two-sum', 'top-two-big-small', 'top-two-odd-even']);
    expect(BET_TYPES.keno.map((b) => b.code)).toEqual(Array.from({ length: 10 }, (_, i) => `pick-${i + 1}`));
    for (const f of ['k3', '11x5', 'ssc', 'pk10', 'keno'] as const) {
      for (const b of BET_TYPES[f])
        expect(b.defaults, `${f}/${b.code}`).toMatchObject({
          oddsMilli: null,
          returnBps: 9_750,
          costUnits: 1,
        });
    }
  });
});

describe('fast games: the words of the rules and game pages', () => {
  it('names every bet type (name, rule, example), format, option and position in bn and en', () => {
    for (const lang of ['bn', 'en']) {
      const words = JSON.parse(readFileSync(new URL(`../../locales/${lang}/lottery-bets-fast.json`, import.meta.url), 'utf8')) as Record<string, string>;
      const missing: string[] = [];
      const need = (key: string) => (words[key]?.trim() ? undefined : missing.push(key));
      for (const f of ['k3', '11x5', 'ssc', 'pk10', 'keno'] as const) {
        need(`lottery.format.${f}.name`);
        need(`lottery.format.${f}.intro`);
        for (const b of BET_TYPES[f]) {
          for (const part of ['name', 'rule', 'example']) need(`lottery.bet.${f}.${b.code}.${part}`);
          if (b.pick.kind === 'options') for (const o of b.pick.options) need(`lottery.option.${o}`);
          if (b.pick.kind === 'positions') for (const p of b.pick.positions) need(`lottery.position.${f}.${p}`);
        }
      }
      expect(missing, lang).toEqual([]);
    }
  });
});

describe('K3', () => {
  it('pays a sum at its own odds: 216 ÷ ways × 0.975', () => {
    const sum = bet('k3', 'sum');
    expect(sum.odds(['10'], TERMS)).toBe(7_800); // 27 ways
    expect(sum.odds(['4'], TERMS)).toBe(70_200); // 3 ways
    expect(sum.odds(['3'], TERMS)).toBe(210_600); // 1 way
    expect(paysOf('k3', 'sum', '11 10', ['4', '3', '3'])).toEqual([7_800, 0]);
    expect(parsed('k3', 'sum', '18,3;10').text).toBe('3 10 18');
  });

  it('loses big, small, odd and even on a triple', () => {
    expect(bet('k3', 'big-small').odds(['big'], TERMS)).toBe(2_005); // 216 / 105 × 975 = 2005.7
    expect(paysOf('k3', 'big-small', 'big small', ['5', '6', '6'])).toEqual([2_005, 0]);
    expect(paysOf('k3', 'big-small', 'big small', ['4', '4', '4'])).toEqual([0, 0]);
    expect(paysOf('k3', 'big-small', 'small', ['1', '4', '5'])).toEqual([2_005]);
    expect(parsed('k3', 'big-small', 'Small BIG').text).toBe('big small');
    expect(paysOf('k3', 'odd-even', 'odd even', ['1', '2', '4'])).toEqual([2_005, 0]);
    expect(paysOf('k3', 'odd-even', 'odd even', ['2', '2', '2'])).toEqual([0, 0]);
    expect(paysOf('k3', 'odd-even', 'odd even', ['3', '3', '3'])).toEqual([0, 0]);
  });

  it('pays triples, pairs (a triple counts) and a face once per die', () => {
    expect(paysOf('k3', 'triple-any', 'any-triple', ['5', '5', '5'])).toEqual([35_100]);
    expect(paysOf('k3', 'triple-any', 'any-triple', ['5', '5', '4'])).toEqual([0]);
    expect(paysOf('k3', 'triple', '3 4', ['3', '3', '3'])).toEqual([210_600, 0]);
    expect(paysOf('k3', 'pair', '2 5', ['2', '5', '2'])).toEqual([13_162, 0]); // 216 / 16 × 975 = 13162.5
    expect(paysOf('k3', 'pair', '2', ['2', '2', '2'])).toEqual([13_162]);
    expect(paysOf('k3', 'single', '1 4 6', ['4', '1', '4'])).toEqual([1_950, 3_900, 0]);
    expect(paysOf('k3', 'single', '6', ['6', '6', '6'])).toEqual([5_850]);
    expect(bet('k3', 'single').odds(['6'], TERMS)).toBe(1_950);
  });

  it('refuses what is not a selection', () => {
    expect(refusal('k3', 'sum', '')).toBe('EMPTY_SELECTION');
    expect(refusal('k3', 'sum', '2')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('k3', 'sum', '19')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('k3', 'sum', '010')).toBe('WRONG_DIGIT_COUNT');
    expect(refusal('k3', 'sum', '5 5')).toBe('DUPLICATE_SELECTION');
    expect(refusal('k3', 'triple', '7')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('k3', 'pair', '0')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('k3', 'single', 'x')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('k3', 'big-small', 'big huge')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('k3', 'big-small', 'big big')).toBe('DUPLICATE_SELECTION');
  });
});

describe('11x5', () => {
  const R = ['03', '07', '11', '01', '05'];

  it('prices any-N from the 462 sets of five', () => {
    const odds = BET_TYPES['11x5'].slice(0, 8).map((b) => b.odds([], TERMS));
    // 462 ÷ (210, 84, 28, 7, 1, 6, 21, 56) × 975, rounded down
    expect(odds).toEqual([2_145, 5_362, 16_087, 64_350, 450_450, 75_075, 21_450, 8_043]);
  });

  it('pays any-3 when all three are drawn, any-6 when all five drawn are among the six', () => {
    expect(paysOf('11x5', 'any-3', '1 3 5', R)).toEqual([16_087]);
    expect(paysOf('11x5', 'any-3', '1 2 3', R)).toEqual([0]);
    const four = parsed('11x5', 'any-3', '1 3 5 6');
    expect(four.lines).toEqual([
      ['01', '03', '05'],
      ['01', '03', '06'],
      ['01', '05', '06'],
      ['03', '05', '06'],
    ]);
    expect(paysOf('11x5', 'any-3', '1 3 5 6', R)).toEqual([16_087, 0, 0, 0]);
    expect(paysOf('11x5', 'any-6', '1 2 3 5 7 11', R)).toEqual([75_075]);
    expect(paysOf('11x5', 'any-6', '1 2 3 4 5 7', R)).toEqual([0]);
    expect(paysOf('11x5', 'any-8', '1 3 5 7 9 11 2 4', R)).toEqual([8_043]);
    expect(parsed('11x5', 'any-6', '1 2 3 4 5 6 7').lines).toHaveLength(7);
  });

  it('pays the first places in order or in any order', () => {
    expect(paysOf('11x5', 'first-1', '3 7', R)).toEqual([10_725, 0]);
    expect(paysOf('11x5', 'first-2', '3|7', R)).toEqual([107_250]);
    expect(paysOf('11x5', 'first-2', '7|3', R)).toEqual([0]);
    expect(parsed('11x5', 'first-2', '3 4|3 4').lines).toEqual([
      ['03', '04'],
      ['04', '03'],
    ]);
    expect(paysOf('11x5', 'first-3', '3|7|11', R)).toEqual([965_250]);
    expect(paysOf('11x5', 'first-2-any', '7 3', R)).toEqual([53_625]);
    expect(paysOf('11x5', 'first-3-any', '11 7 3', R)).toEqual([160_875]);
    expect(paysOf('11x5', 'first-3-any', '11 7 1', R)).toEqual([0]);
  });

  it('refuses what is not a selection', () => {
    expect(refusal('11x5', 'any-3', '1 2')).toBe('TOO_FEW_NUMBERS');
    expect(refusal('11x5', 'any-2', '12')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('11x5', 'any-2', '0 1')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('11x5', 'any-2', '003 1')).toBe('WRONG_DIGIT_COUNT');
    expect(refusal('11x5', 'any-2', '3 03')).toBe('DUPLICATE_SELECTION');
    expect(refusal('11x5', 'first-2', '3|3')).toBe('DUPLICATE_SELECTION');
    expect(refusal('11x5', 'first-2', '3|')).toBe('TOO_FEW_NUMBERS');
    expect(refusal('11x5', 'first-2', '|')).toBe('EMPTY_SELECTION');
    expect(refusal('11x5', 'first-2', '1|2|3')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('11x5', 'first-3-any', '1 2')).toBe('TOO_FEW_NUMBERS');
  });
});

describe('SSC', () => {
  const R = ['1', '2', '3', '8', '9']; // sum 23: big and odd

  it('pays a digit at its position and big, small, odd, even per position', () => {
    expect(bet('ssc', 'position').odds([], TERMS)).toBe(9_750);
    expect(parsed('ssc', 'position', '|2||8 7|').lines).toEqual([
      ['thousands', '2'],
      ['tens', '7'],
      ['tens', '8'],
    ]);
    expect(paysOf('ssc', 'position', '|2||8 7|', R)).toEqual([9_750, 0, 9_750]);
    expect(paysOf('ssc', 'big-small-odd-even', 'units-big tens-even ten-thousands-small hundreds-even', R)).toEqual([1_950, 0, 1_950, 1_950]);
    expect(parsed('ssc', 'big-small-odd-even', 'units-big ten-thousands-small').lines).toEqual([
      ['ten-thousands', 'small'],
      ['units', 'big'],
    ]);
  });

  it('splits the sum 0–45 at 23 and by parity', () => {
    expect(paysOf('ssc', 'sum-big-small', 'big small', R)).toEqual([1_950, 0]);
    expect(paysOf('ssc', 'sum-big-small', 'big small', ['9', '9', '4', '0', '0'])).toEqual([0, 1_950]); // 22
    expect(paysOf('ssc', 'sum-big-small', 'small', ['0', '0', '0', '0', '0'])).toEqual([1_950]);
    expect(paysOf('ssc', 'sum-odd-even', 'odd even', R)).toEqual([1_950, 0]);
  });

  it('pays three exact digits at the front, middle or back', () => {
    expect(paysOf('ssc', 'front-3', '1|2|3', R)).toEqual([975_000]);
    expect(paysOf('ssc', 'mid-3', '2|3|8', R)).toEqual([975_000]);
    expect(paysOf('ssc', 'back-3', '3|8|9 0', R)).toEqual([0, 975_000]);
    expect(parsed('ssc', 'front-3', '1 2|3|4 5').lines).toHaveLength(4);
  });

  it('refuses what is not a selection', () => {
    expect(refusal('ssc', 'position', '12')).toBe('WRONG_DIGIT_COUNT');
    expect(refusal('ssc', 'position', 'a')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('ssc', 'position', '1|2|3|4|5|6')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('ssc', 'position', '||||')).toBe('EMPTY_SELECTION');
    expect(refusal('ssc', 'position', '3 3||||')).toBe('DUPLICATE_SELECTION');
    expect(refusal('ssc', 'front-3', '1|2')).toBe('TOO_FEW_NUMBERS');
    expect(refusal('ssc', 'big-small-odd-even', 'units-huge')).toBe('NUMBER_OUT_OF_RANGE');
  });
});

describe('PK10', () => {
  const R = ['05', '01', '10', '02', '09', '03', '08', '04', '07', '06'];

  it('pays a car at its place and dragon or tiger of the places 1–5 against 10–6', () => {
    expect(paysOf('pk10', 'position', '5|1 2', R)).toEqual([9_750, 9_750, 0]);
    expect(paysOf('pk10', 'dragon-tiger', 'first-tiger second-tiger third-dragon fourth-dragon fifth-dragon', R)).toEqual([1_950, 1_950, 1_950, 0, 1_950]);
    expect(paysOf('pk10', 'dragon-tiger', 'first-dragon', R)).toEqual([0]);
  });

  it('prices the top-two sum by its ordered pairs of 90', () => {
    const sum = bet('pk10', 'top-two-sum');
    expect(sum.odds(['3'], TERMS)).toBe(43_875); // 2 ways
    expect(sum.odds(['11'], TERMS)).toBe(8_775); // 10 ways
    expect(sum.odds(['6'], TERMS)).toBe(21_937); // 4 ways: 1+5, 2+4 either way
    expect(paysOf('pk10', 'top-two-sum', '6 11', R)).toEqual([21_937, 0]);
    expect(paysOf('pk10', 'top-two-big-small', 'big small', R)).toEqual([0, 1_755]); // small 50 of 90
    expect(bet('pk10', 'top-two-big-small').odds(['big'], TERMS)).toBe(2_193); // big 40 of 90
    expect(paysOf('pk10', 'top-two-odd-even', 'odd even', R)).toEqual([0, 2_193]); // even 40 of 90
  });

  it('refuses what is not a selection', () => {
    expect(refusal('pk10', 'position', '11')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('pk10', 'position', '010')).toBe('WRONG_DIGIT_COUNT');
    expect(refusal('pk10', 'top-two-sum', '2')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('pk10', 'top-two-sum', '20')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('pk10', 'dragon-tiger', 'sixth-dragon')).toBe('NUMBER_OUT_OF_RANGE');
  });
});

describe('Keno', () => {
  const drawn = Array.from({ length: 20 }, (_, i) => String(i * 4 + 1).padStart(2, '0')); // 01 05 09 … 77

  it('builds each paytable from the hypergeometric odds, scaled to the rate', () => {
    expect(kenoPaytable(1, 9_750)).toEqual([0, 3_900]); // 80 / 20 × 975
    expect(kenoPaytable(2, 9_750)).toEqual([0, 0, 16_215]); // 975 × 6320 / 380
    // pick-3, shape 0,0,1,40: weights 68 400 and 6 840 of 492 960 → 975 × 492 960 / 342 000 = 1405.4 per shape unit (×40 = 56 214.7)
    expect(kenoPaytable(3, 9_750)).toEqual([0, 0, 1_405, 56_214]);
    expect(bet('keno', 'pick-3').odds([], TERMS)).toBe(56_214);
  });

  it('pays a line by how many of its numbers are drawn', () => {
    expect(paysOf('keno', 'pick-3', '1 5 9', drawn)).toEqual([56_214]);
    expect(paysOf('keno', 'pick-3', '1 5 2', drawn)).toEqual([1_405]);
    expect(paysOf('keno', 'pick-3', '1 2 3', drawn)).toEqual([0]);
    const ten = kenoPaytable(10, 9_750);
    expect(paysOf('keno', 'pick-10', '2 3 4 6 7 8 10 11 12 14', drawn)).toEqual([ten[0]]); // none drawn still pays on 10
    expect(ten[0]).toBeGreaterThan(0);
  });

  it('makes C(n, k) lines of n numbers, within the cap', () => {
    expect(parsed('keno', 'pick-2', '1 2 3 4').lines).toHaveLength(6);
    expect(parsed('keno', 'pick-3', '1 2 3 4 5 6 7 8 9 10 11 12').lines).toHaveLength(220);
    expect(refusal('keno', 'pick-3', '1 2 3 4 5 6 7 8 9 10 11 12 13')).toBe('TOO_MANY_NUMBERS');
    expect(refusal('keno', 'pick-3', '1 2')).toBe('TOO_FEW_NUMBERS');
    expect(refusal('keno', 'pick-1', '81')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('keno', 'pick-1', '0')).toBe('NUMBER_OUT_OF_RANGE');
    expect(refusal('keno', 'pick-1', '100')).toBe('WRONG_DIGIT_COUNT');
    expect(refusal('keno', 'pick-2', '7 07')).toBe('DUPLICATE_SELECTION');
    expect(refusal('keno', 'pick-2', ' ; ')).toBe('EMPTY_SELECTION');
  });
});
