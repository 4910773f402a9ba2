import { describe, expect, it } from 'vitest';
import { ticketPayout, ticketStake } from '#lib/contracts/lottery-model.ts';
import { type BetType, isRefused } from '#lib/lottery/bet-type.ts';
import { drawResult } from '#lib/lottery/fair-draw.ts';
import { BIG_TIERS, SMALL_TIERS } from '#lib/lottery/my4d.ts';
import { betTypeOf } from '#lib/lottery/registry.ts';
import { orderings } from '#lib/lottery/thai.ts';
import { allNumbers, randomResult, seeded, sweepReturn } from './lottery-digit-results.ts';

const bet = (format: 'thai' | 'my4d', code: string): BetType => {
  const b = betTypeOf(format, code);
  if (!b) throw new Error(`no ${format} ${code}`);
  return b;
};
const thai = (code: string) => bet('thai', code);
const fourD = (code: string) => bet('my4d', code);
const pays = (b: BetType, text: string, result: string[]) => b.pays(text.split(' '), result, b.defaults);
/** [first prize, front 3 ×2, back 3 ×2, bottom 2]. */
const thaiResult = (first: string, bottom: string) => [first, '111', '222', '333', '444', bottom];

/** 1st 1234, 2nd 2345, 3rd 3456, special 0001–0010, consolation 0011–0020. */
const FOUR_D = ['1234', '2345', '3456', ...Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(4, '0'))];

describe('Thai bet types', () => {
  const R = thaiResult('123456', '78');

  it('pays 3 top, 2 top and 2 bottom on the exact number', () => {
    expect(pays(thai('3-top'), '456', R)).toBe(900_000);
    expect(pays(thai('3-top'), '465', R)).toBe(0);
    expect(pays(thai('3-top'), '111', R)).toBe(0); // a front-3 number is not "3 top"
    expect(pays(thai('2-top'), '56', R)).toBe(90_000);
    expect(pays(thai('2-top'), '78', R)).toBe(0);
    expect(pays(thai('2-bottom'), '78', R)).toBe(90_000);
    expect(pays(thai('2-bottom'), '56', R)).toBe(0);
  });

  it('pays 3 tod in any order, more for repeated digits so every number returns the same', () => {
    expect(pays(thai('3-tod'), '456', R)).toBe(150_000);
    const tod = thai('3-tod');
    const line = tod.parse('654');
    expect(line).toEqual({ lines: [['456']], text: '456' });
    expect(tod.pays(['456'], R, tod.defaults)).toBe(150_000);
    expect(pays(tod, '457', R)).toBe(0);
    // 3 top 455: a number with a pair has 3 orders and pays double.
    const pair = thaiResult('100455', '12');
    expect(tod.parse('545')).toEqual({ lines: [['455']], text: '455' });
    expect(pays(tod, '455', pair)).toBe(300_000);
    expect(pays(tod, '445', pair)).toBe(0);
    expect(tod.odds(['455'], tod.defaults)).toBe(300_000);
    // 3 top 777: a triple has one order and pays six times, as much as 3 top.
    expect(pays(tod, '777', thaiResult('000777', '12'))).toBe(900_000);
    expect([orderings('123'), orderings('121'), orderings('777')]).toEqual([6, 3, 1]);
    expect(tod.parse('123 321')).toEqual({ error: 'DUPLICATE_SELECTION' });
    expect(tod.parse('321 112 211')).toEqual({ error: 'DUPLICATE_SELECTION' });
    expect(tod.parse('999 321 545')).toEqual({
      lines: [['123'], ['455'], ['999']],
      text: '123 455 999',
    });
  });

  it('pays run top and run bottom once, even for a digit that appears twice', () => {
    const R2 = thaiResult('100455', '77');
    expect(pays(thai('run-top'), '5', R2)).toBe(3_300);
    expect(pays(thai('run-top'), '4', R2)).toBe(3_300);
    expect(pays(thai('run-top'), '0', R2)).toBe(0); // the 0s of the first prize are not in 3 top
    expect(pays(thai('run-bottom'), '7', R2)).toBe(4_700);
    expect(pays(thai('run-bottom'), '5', R2)).toBe(0);
    // A ticket of run top "4 5 6" at ৳2 × 3: stake 3 × ৳6 = ৳18, returns 2 × 3.3 × ৳6 = ৳39.60.
    const parsed = thai('run-top').parse('6 5 4');
    if (isRefused(parsed)) throw new Error(parsed.error);
    expect(ticketStake(parsed.lines.length, 1, 200, 3)).toBe(1_800);
    const sum = parsed.lines.reduce((n, l) => n + thai('run-top').pays(l, R2, thai('run-top').defaults), 0);
    expect(ticketPayout(sum, 200, 3)).toBe(3_960);
  });

  it('refuses bad selections with a clear code', () => {
    const cases: [string, string, string][] = [
      ['3-top', '', 'EMPTY_SELECTION'],
      ['3-top', '12a', 'NUMBER_OUT_OF_RANGE'],
      ['3-top', '12', 'WRONG_DIGIT_COUNT'],
      ['2-bottom', '123', 'WRONG_DIGIT_COUNT'],
      ['run-top', '12', 'WRONG_DIGIT_COUNT'],
      ['2-top', '12 12', 'DUPLICATE_SELECTION'],
      ['run-bottom', '1 2 1', 'DUPLICATE_SELECTION'],
      ['3-top', allNumbers(3).slice(0, 101).join(' '), 'TOO_MANY_NUMBERS'],
    ];
    for (const [code, text, error] of cases) expect([code, text, thai(code).parse(text)]).toEqual([code, text, { error }]);
    expect(thai('run-top').parse('9,0;5')).toEqual({
      lines: [['0'], ['5'], ['9']],
      text: '0 5 9',
    });
  });
});

describe('4D bet types', () => {
  it('pays Big on every tier and Small on the top three', () => {
    const big = fourD('big');
    const small = fourD('small');
    const tiers: [string, number, number][] = [
      ['1234', 2_500_000, 3_500_000],
      ['2345', 1_000_000, 2_000_000],
      ['3456', 500_000, 1_000_000],
      ['0005', 180_000, 0], // special
      ['0015', 60_000, 0], // consolation
      ['9999', 0, 0],
    ];
    for (const [n, b, s] of tiers) expect([n, pays(big, n, FOUR_D), pays(small, n, FOUR_D)]).toEqual([n, b, s]);
    expect(big.odds(['1234'], big.defaults)).toBe(2_500_000);
    expect(small.odds(['1234'], small.defaults)).toBe(3_500_000);
  });

  it("scales the whole tier table with the row's first-prize odds", () => {
    const big = fourD('big');
    const terms = { ...big.defaults, oddsMilli: 2_000_000 };
    expect(['1234', '2345', '3456', '0005', '0015'].map((n) => big.pays([n], FOUR_D, terms))).toEqual([2_000_000, 800_000, 400_000, 144_000, 48_000]);
    const small = fourD('small');
    expect(small.pays(['2345'], FOUR_D, { ...small.defaults, oddsMilli: 3_000_000 })).toBe(1_714_285); // 2,000 × 3,000 ÷ 3,500, rounded down
  });

  it('refuses bad selections with a clear code', () => {
    for (const [text, error] of [
      ['', 'EMPTY_SELECTION'],
      ['12345', 'WRONG_DIGIT_COUNT'],
      ['12 ab', 'NUMBER_OUT_OF_RANGE'],
      ['0001 0001', 'DUPLICATE_SELECTION'],
      [allNumbers(4).slice(0, 101).join(' '), 'TOO_MANY_NUMBERS'],
    ]) {
      expect(fourD('big').parse(text!)).toEqual({ error });
    }
    expect(fourD('small').parse('9999 0007')).toEqual({
      lines: [['0007'], ['9999']],
      text: '0007 9999',
    });
  });
});

describe('SEA returns (docs/lottery.md "VN and SEA odds")', () => {
  it('returns the stated rate on any draw for 3 top, 3 tod, 2 top and 2 bottom (every number swept)', () => {
    const random = seeded(66);
    for (let d = 0; d < 50; d++) {
      const result = randomResult('thai', random);
      for (const [code, digits] of [
        ['3-top', 3],
        ['3-tod', 3],
        ['2-top', 2],
        ['2-bottom', 2],
      ] as const) {
        expect(sweepReturn(thai(code), digits, result)).toBeCloseTo(thai(code).defaults.returnBps / 10_000, 9);
      }
    }
  });

  it('states the exact run top and run bottom return, enumerating every 3 top and 2 bottom', () => {
    const top = thai('run-top');
    const bottom = thai('run-bottom');
    let topPaid = 0;
    for (const t of allNumbers(3)) for (const digit of allNumbers(1)) topPaid += top.pays([digit], thaiResult(`000${t}`, '00'), top.defaults);
    let bottomPaid = 0;
    for (const b of allNumbers(2)) for (const digit of allNumbers(1)) bottomPaid += bottom.pays([digit], thaiResult('000000', b), bottom.defaults);
    // (1 − 0.9³) × 3.3 = 89.43 %; (1 − 0.9²) × 4.7 = 89.30 %.
    expect(topPaid / 10_000 / 1000).toBeCloseTo(top.defaults.returnBps / 10_000, 9);
    expect(bottomPaid / 1000 / 1000).toBeCloseTo(bottom.defaults.returnBps / 10_000, 9);
  });

  it('returns the stated 4D rate on any draw (every number swept over house draws)', () => {
    const sum = (t: Partial<Record<string, number>>) => Object.values(t).reduce((a: number, b) => a + (b ?? 0), 0);
    expect(
      sum({
        ...BIG_TIERS,
        special: 10 * BIG_TIERS.special!,
        consolation: 10 * BIG_TIERS.consolation!,
      }) /
        10_000 /
        1000,
    ).toBe(fourD('big').defaults.returnBps / 10_000);
    expect(sum(SMALL_TIERS) / 10_000 / 1000).toBe(fourD('small').defaults.returnBps / 10_000);
    for (let d = 0; d < 5; d++) {
      const result = drawResult('my4d', 'c0ffee'.repeat(10) + 'abcd', `MY4D:${d}`);
      expect(new Set(result).size).toBe(23);
      for (const code of ['big', 'small']) expect(sweepReturn(fourD(code), 4, result)).toBeCloseTo(fourD(code).defaults.returnBps / 10_000, 9);
    }
  });
});
