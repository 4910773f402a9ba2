import { describe, expect, it } from 'vitest';
import { ticketPayout, ticketStake } from '#lib/contracts/lottery-model.ts';
import { type BetType, isRefused } from '#lib/lottery/bet-type.ts';
import { betTypeOf } from '#lib/lottery/registry.ts';
import { choose } from '#lib/lottery/digits.ts';
import { randomResult, seeded, sweepReturn } from './lottery-digit-results.ts';

const bet = (format: 'vn-north' | 'vn-south', code: string): BetType => {
  const b = betTypeOf(format, code);
  if (!b) throw new Error(`no ${format} ${code}`);
  return b;
};
const north = (code: string) => bet('vn-north', code);
const south = (code: string) => bet('vn-south', code);
const pays = (b: BetType, text: string, result: string[]) => b.pays(text.split(' '), result, b.defaults);

/**
 * A North result, prize by prize. Last two digits: 45 four times (special, 2nd, 6th, 7th),
 * 90 three times (1st, 5th, 7th); 245 ends a 5-digit and a 3-digit prize and is also the 7th
 * prize's "45" (too short for lô 3).
 */
const NORTH = [
  '12345', // special
  '67890', // 1st
  '11111',
  '22245', // 2nd
  '30303',
  '40404',
  '50505',
  '60606',
  '70707',
  '80808', // 3rd
  '1213',
  '1414',
  '1515',
  '1616', // 4th
  '1717',
  '1818',
  '1919',
  '2090',
  '2121',
  '2323', // 5th
  '245',
  '324',
  '525', // 6th
  '45',
  '26',
  '27',
  '90', // 7th
];

/** A South (or Central) province's result: 18 prizes, the special prize 6 digits. */
const SOUTH = [
  '654321', // special
  '11111', // 1st
  '22222', // 2nd
  '33321',
  '44444', // 3rd
  '50001',
  '50002',
  '50003',
  '50004',
  '50005',
  '50006',
  '50007', // 4th
  '6321', // 5th
  '7001',
  '7002',
  '7003', // 6th
  '321', // 7th
  '21', // 8th
];

describe('Vietnamese bet types', () => {
  it('has every bet type in both regions, in the same order', () => {
    const codes = ['lo2', 'lo3', 'lo4', 'de', 'de-first', 'de-last', '3-cang', 'xien2', 'xien3', 'xien4'];
    for (const format of ['vn-north', 'vn-south'] as const) for (const code of codes) expect(betTypeOf(format, code)?.code).toBe(code);
    expect(NORTH).toHaveLength(27);
    expect(SOUTH).toHaveLength(18);
  });

  it('costs lô as many units as there are prizes long enough: 27/23/20 in the North, 18/17/16 in the South', () => {
    expect([north('lo2'), north('lo3'), north('lo4')].map((b) => b.defaults.costUnits)).toEqual([27, 23, 20]);
    expect([south('lo2'), south('lo3'), south('lo4')].map((b) => b.defaults.costUnits)).toEqual([18, 17, 16]);
    for (const code of ['de', 'de-first', 'de-last', '3-cang', 'xien2', 'xien3', 'xien4']) {
      expect(north(code).defaults.costUnits).toBe(1);
      expect(south(code).defaults.costUnits).toBe(1);
    }
  });

  it('pays lô once per occurrence: 4×, 3×, 1× and nothing', () => {
    const lo2 = north('lo2');
    expect(pays(lo2, '45', NORTH)).toBe(4 * 97_000);
    expect(pays(lo2, '90', NORTH)).toBe(3 * 97_000);
    expect(pays(lo2, '11', NORTH)).toBe(97_000);
    expect(pays(lo2, '99', NORTH)).toBe(0);
    // A ticket of "45 90" at ৳1 a unit: 2 lines × 27 units = ৳54; it returns 7 × 97 = ৳679.
    const parsed = lo2.parse('90 45');
    if (isRefused(parsed)) throw new Error(parsed.error);
    expect(ticketStake(parsed.lines.length, lo2.defaults.costUnits, 100, 1)).toBe(5_400);
    const sum = parsed.lines.reduce((n, l) => n + lo2.pays(l, NORTH, lo2.defaults), 0);
    expect(ticketPayout(sum, 100, 1)).toBe(67_900);
  });

  it('counts lô 3 and lô 4 only on prizes with enough digits', () => {
    expect(pays(north('lo3'), '245', NORTH)).toBe(2 * 960_000); // 22245 and 245, not the 7th prize 45
    expect(pays(north('lo3'), '345', NORTH)).toBe(960_000);
    expect(pays(north('lo3'), '090', NORTH)).toBe(960_000); // 2090 (67890 ends in 890)
    expect(pays(north('lo4'), '2245', NORTH)).toBe(9_500_000);
    expect(pays(north('lo4'), '2090', NORTH)).toBe(9_500_000);
    expect(pays(north('lo4'), '0245', NORTH)).toBe(0); // the 6th prize 245 has 3 digits only
    expect(pays(south('lo3'), '321', SOUTH)).toBe(4 * 960_000); // 654321, 33321, 6321, 321; not the 8th prize 21
    expect(pays(south('lo2'), '21', SOUTH)).toBe(5 * 97_000);
    expect(pays(south('lo4'), '4321', SOUTH)).toBe(9_500_000);
    expect(pays(south('lo4'), '0321', SOUTH)).toBe(0);
  });

  it('reads đề, đầu, đuôi and 3 càng from the special prize only', () => {
    expect(pays(north('de'), '45', NORTH)).toBe(95_000);
    expect(pays(north('de'), '90', NORTH)).toBe(0); // drawn, but not on the special prize
    expect(pays(north('de-first'), '4', NORTH)).toBe(9_500);
    expect(pays(north('de-first'), '5', NORTH)).toBe(0);
    expect(pays(north('de-last'), '5', NORTH)).toBe(9_500);
    expect(pays(north('de-last'), '4', NORTH)).toBe(0);
    expect(pays(north('3-cang'), '345', NORTH)).toBe(950_000);
    expect(pays(north('3-cang'), '245', NORTH)).toBe(0);
    expect(pays(south('de'), '21', SOUTH)).toBe(95_000);
    expect(pays(south('de-first'), '2', SOUTH)).toBe(9_500);
    expect(pays(south('de-last'), '1', SOUTH)).toBe(9_500);
    expect(pays(south('3-cang'), '321', SOUTH)).toBe(950_000);
    expect(pays(south('3-cang'), '654', SOUTH)).toBe(0);
  });

  it('pays xiên once when every number appears, however often', () => {
    expect(pays(north('xien2'), '45 90', NORTH)).toBe(17_000); // 45 four times and 90 three times: one win
    expect(pays(north('xien3'), '11 45 90', NORTH)).toBe(75_000);
    expect(pays(north('xien3'), '11 45 99', NORTH)).toBe(0);
    expect(pays(north('xien4'), '11 13 45 90', NORTH)).toBe(350_000);
    expect(pays(north('xien4'), '11 12 45 90', NORTH)).toBe(0); // 12 is only inside 1213
    expect(pays(south('xien2'), '21 01', SOUTH)).toBe(36_000);
    expect(pays(south('xien3'), '01 02 21', SOUTH)).toBe(240_000);
    expect(pays(south('xien4'), '01 02 03 21', SOUTH)).toBe(1_700_000);
    expect(pays(south('xien4'), '01 02 03 99', SOUTH)).toBe(0);
  });

  it('turns a xiên selection into every combination of it', () => {
    const parsed = north('xien3').parse('56; 12,34\n07');
    if (isRefused(parsed)) throw new Error(parsed.error);
    expect(parsed.text).toBe('07 12 34 56');
    expect(parsed.lines).toEqual([
      ['07', '12', '34'],
      ['07', '12', '56'],
      ['07', '34', '56'],
      ['12', '34', '56'],
    ]);
    const many = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(2, '0')).join(' ');
    for (const [k, max] of [
      [2, 45],
      [3, 19],
      [4, 13],
    ] as const) {
      const b = north(`xien${k}`);
      expect(b.pick).toMatchObject({
        kind: 'numbers',
        from: 0,
        to: 99,
        pad: 2,
        min: k,
        max,
      });
      const ok = b.parse(many(max));
      expect(isRefused(ok) ? ok.error : ok.lines.length).toBe(choose(max, k));
      expect(b.parse(many(max + 1))).toEqual({ error: 'TOO_MANY_NUMBERS' });
      expect(b.parse(many(k - 1))).toEqual({ error: 'TOO_FEW_NUMBERS' });
    }
  });

  it('reads typed numbers: separators, Bengali digits, sorted canonical text', () => {
    expect(north('lo2').parse(' 56, 12;34\n07 ')).toEqual({
      lines: [['07'], ['12'], ['34'], ['56']],
      text: '07 12 34 56',
    });
    expect(north('lo2').parse('১২ ৩৪')).toEqual({
      lines: [['12'], ['34']],
      text: '12 34',
    });
    expect(north('3-cang').parse('045 900')).toEqual({
      lines: [['045'], ['900']],
      text: '045 900',
    });
    expect(north('de-first').parse('9 0')).toEqual({
      lines: [['0'], ['9']],
      text: '0 9',
    });
  });

  it('refuses bad selections with a clear code', () => {
    const cases: [string, string, string][] = [
      ['lo2', '', 'EMPTY_SELECTION'],
      ['lo2', ' ,; \n', 'EMPTY_SELECTION'],
      ['lo2', '1a', 'NUMBER_OUT_OF_RANGE'],
      ['lo2', '-1', 'NUMBER_OUT_OF_RANGE'],
      ['lo2', '12 3.5', 'NUMBER_OUT_OF_RANGE'],
      ['lo2', '123', 'WRONG_DIGIT_COUNT'],
      ['lo2', '5', 'WRONG_DIGIT_COUNT'],
      ['lo3', '12', 'WRONG_DIGIT_COUNT'],
      ['de-first', '12', 'WRONG_DIGIT_COUNT'],
      ['lo2', '12 12', 'DUPLICATE_SELECTION'],
      ['xien2', '12 34 12', 'DUPLICATE_SELECTION'],
      ['xien3', '12 34', 'TOO_FEW_NUMBERS'],
      ['xien2', '12', 'TOO_FEW_NUMBERS'],
      ['lo3', Array.from({ length: 101 }, (_, i) => String(i).padStart(3, '0')).join(' '), 'TOO_MANY_NUMBERS'],
    ];
    for (const [code, text, error] of cases) expect([code, text, north(code).parse(text)]).toEqual([code, text, { error }]);
    expect(isRefused(north('lo2').parse(Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(' ')))).toBe(false);
  });

  it('offers one occurrence at the odds', () => {
    expect(north('lo2').odds(['45'], north('lo2').defaults)).toBe(97_000);
    expect(
      north('lo2').odds(['45'], {
        oddsMilli: 99_000,
        returnBps: 9_900,
        costUnits: 27,
      }),
    ).toBe(99_000);
    expect(south('xien4').odds(['01', '02', '03', '04'], south('xien4').defaults)).toBe(1_700_000);
  });
});

describe('Vietnamese returns (docs/lottery.md "VN and SEA odds")', () => {
  const straight: [string, number][] = [
    ['lo2', 2],
    ['lo3', 3],
    ['lo4', 4],
    ['de', 2],
    ['de-first', 1],
    ['de-last', 1],
    ['3-cang', 3],
  ];

  it('returns the stated rate on any draw for lô, đề, đầu, đuôi and 3 càng (every number swept)', () => {
    const random = seeded(18);
    for (const format of ['vn-north', 'vn-south'] as const) {
      for (let d = 0; d < 25; d++) {
        const result = randomResult(format, random);
        for (const [code, digits] of straight) {
          const b = bet(format, code);
          expect(sweepReturn(b, digits, result)).toBeCloseTo(b.defaults.returnBps / 10_000, 9);
        }
      }
    }
  });

  /** The chance that k given numbers all appear among n uniform two-digit endings (inclusion–exclusion). */
  const allAppear = (n: number, k: number) => Array.from({ length: k + 1 }, (_, j) => (-1) ** j * choose(k, j) * (1 - j / 100) ** n).reduce((a, b) => a + b, 0);

  it('states the exact xiên return, and 200,000 seeded draws measure it within ±0.5 pp', () => {
    const DRAWS = 200_000;
    for (const [format, prizes] of [
      ['vn-north', 27],
      ['vn-south', 18],
    ] as const) {
      const random = seeded(prizes);
      const xiens = ([2, 3, 4] as const).map((k) => ({
        k,
        b: bet(format, `xien${k}`),
      }));
      for (const { k, b } of xiens) expect(Math.round(allAppear(prizes, k) * (b.defaults.oddsMilli ?? 0) * 10)).toBe(b.defaults.returnBps);
      const paid = [0, 0, 0];
      /** Win chance of a line, by the number of distinct endings drawn: C(D, k) of the C(100, k) lines win. */
      const share = xiens.map(({ k }) => Array.from({ length: 101 }, (_, n) => choose(n, k) / choose(100, k)));
      let disagreements = 0;
      for (let d = 0; d < DRAWS; d++) {
        const result = randomResult(format, random);
        const drawn = new Set(result.map((v) => v.slice(-2)));
        xiens.forEach(({ k, b }, i) => {
          paid[i]! += share[i]![drawn.size]! * (b.defaults.oddsMilli ?? 0);
          if (d % 20) return;
          // Every 20th draw the rules are asked too: a line of drawn endings wins, a line wins only when all of it was drawn.
          if (b.pays([...drawn].slice(0, k), result, b.defaults) !== b.defaults.oddsMilli) disagreements++;
          const any = Array.from({ length: k }, (_, j) => String((d * 7 + j * 31) % 100).padStart(2, '0'));
          if (b.pays(any, result, b.defaults) > 0 !== any.every((n) => drawn.has(n))) disagreements++;
        });
      }
      expect(disagreements).toBe(0);
      xiens.forEach(({ b }, i) => {
        const measured = paid[i]! / DRAWS / 1000;
        expect(Math.abs(measured - b.defaults.returnBps / 10_000), `${format} ${b.code} ${measured}`).toBeLessThan(0.005);
      });
    }
  });
});
