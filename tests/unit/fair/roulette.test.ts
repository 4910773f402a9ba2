import { describe, expect, it } from 'vitest';
import {
  BET_KINDS,
  PAYOUT_ODDS,
  POCKETS,
  RED,
  TABLE_COLUMNS,
  TABLE_ROWS,
  THEORETICAL_RTP,
  betNumbers,
  betRtp,
  isValidBet,
  pocketColor,
  spinRoulette,
  theoreticalRtp,
  validBets,
  type BetKind,
  type RouletteBet,
} from '#lib/fair/roulette.ts';

/** A float that makes floor(float × 37) land on `pocket`. */
const floatFor = (pocket: number) => (pocket + 0.5) / POCKETS;
const fixed = (...floats: number[]) => {
  let i = 0;
  return () => {
    if (i >= floats.length) throw new Error('out of floats');
    return floats[i++]!;
  };
};

/** Table geometry: 0 at the head, number n > 0 at row ⌊(n−1)/3⌋, column (n−1) mod 3. */
const cell = (n: number) => ({ row: Math.floor((n - 1) / 3), col: (n - 1) % 3 });
const adjacent = (a: number, b: number) => {
  if (a === 0 || b === 0) return a + b >= 1 && a + b <= 3;
  const p = cell(a);
  const q = cell(b);
  return (p.row === q.row && Math.abs(p.col - q.col) === 1) || (p.col === q.col && Math.abs(p.row - q.row) === 1);
};

describe('layout', () => {
  it('has 18 red and 18 black numbers, 12 rows and 3 columns', () => {
    expect(RED.size).toBe(18);
    expect(pocketColor(0)).toBe('green');
    expect([1, 3, 36].map(pocketColor)).toEqual(['red', 'red', 'red']);
    expect([2, 4, 35].map(pocketColor)).toEqual(['black', 'black', 'black']);
    expect(TABLE_ROWS).toHaveLength(12);
    expect(TABLE_ROWS[11]).toEqual([34, 35, 36]);
    expect(TABLE_COLUMNS.map((c) => c.length)).toEqual([12, 12, 12]);
    expect(TABLE_COLUMNS[1]!.slice(0, 3)).toEqual([2, 5, 8]);
    expect(new Set([...TABLE_COLUMNS.flat()]).size).toBe(36);
  });
});

describe('bet validation', () => {
  it('knows every valid bet of each kind', () => {
    const counts = Object.fromEntries(BET_KINDS.map((k) => [k, validBets(k).length]));
    expect(counts).toEqual({
      straight: 37,
      split: 60, // 24 across, 33 down, 0-1 0-2 0-3
      street: 14, // 12 rows and the trios 0-1-2, 0-2-3
      corner: 23, // 22 and the first four
      sixline: 11,
      column: 3,
      dozen: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) expect(validBets(kind)[0]).toHaveLength(18);
  });

  it('splits are exactly the pairs of adjacent numbers', () => {
    const expected: string[] = [];
    for (let a = 0; a <= 36; a++) for (let b = a + 1; b <= 36; b++) if (adjacent(a, b)) expected.push(`${a}-${b}`);
    expect(validBets('split').map((s) => s.join('-'))).toEqual(expect.arrayContaining(expected));
    expect(validBets('split')).toHaveLength(expected.length);
  });

  it('corners are 2×2 blocks plus the first four, streets rows plus trios, six lines two adjacent rows', () => {
    for (const c of validBets('corner')) {
      if (c[0] === 0) {
        expect(c).toEqual([0, 1, 2, 3]);
        continue;
      }
      const [a, b, d, e] = c as [number, number, number, number];
      expect([b - a, d - a, e - a]).toEqual([1, 3, 4]);
      expect(cell(a).row).toBe(cell(b).row);
    }
    expect(validBets('street').slice(0, 2)).toEqual([
      [0, 1, 2],
      [0, 2, 3],
    ]);
    for (const six of validBets('sixline')) expect(six[0]! % 3).toBe(1);
  });

  const invalid: Array<[BetKind, number[]]> = [
    ['straight', [37]],
    ['straight', [-1]],
    ['straight', [1.5]],
    ['straight', [1, 2]],
    ['split', [1, 5]],
    ['split', [3, 4]], // end of one row, start of the next
    ['split', [0, 4]],
    ['split', [1, 1]],
    ['split', [2]],
    ['street', [2, 3, 4]],
    ['street', [0, 1, 3]],
    ['street', [1, 2]],
    ['corner', [0, 1, 2]],
    ['corner', [3, 4, 6, 7]],
    ['corner', [1, 2, 4, 6]],
    ['corner', [0, 1, 2, 3, 4]],
    ['sixline', [2, 3, 4, 5, 6, 7]],
    ['sixline', [34, 35, 36, 37, 38, 39]],
    ['column', [1, 4, 7]],
    ['dozen', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['red', [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35]],
    ['odd', []],
    ['low', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]],
  ];
  it.each(invalid)('refuses a %s bet on %j', (kind, numbers) => {
    expect(isValidBet(kind, numbers)).toBe(false);
    expect(() => spinRoulette(fixed(0), [{ kind, numbers, stake: 10 }])).toThrow(RangeError);
  });

  it('accepts bets in any order and refuses bad stakes, unknown kinds and empty or huge bet lists', () => {
    expect(isValidBet('corner', [5, 1, 4, 2])).toBe(true);
    expect(isValidBet('red', [...RED].reverse())).toBe(true);
    for (const stake of [0, -10, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => spinRoulette(fixed(0), [{ kind: 'straight', numbers: [1], stake }])).toThrow(RangeError);
    }
    expect(() => spinRoulette(fixed(0), [{ kind: 'trio' as BetKind, numbers: [0, 1, 2], stake: 1 }])).toThrow(RangeError);
    expect(() => spinRoulette(fixed(0), [])).toThrow(RangeError);
    const huge = Math.floor(Number.MAX_SAFE_INTEGER / 20);
    expect(() =>
      spinRoulette(fixed(0), [
        { kind: 'red', numbers: betNumbers('red'), stake: huge },
        { kind: 'black', numbers: betNumbers('black'), stake: huge },
      ]),
    ).toThrow(RangeError);
  });

  it('builds every valid bet with betNumbers and refuses impossible anchors', () => {
    expect(betNumbers('straight', 17)).toEqual([17]);
    expect(betNumbers('split', 20, 17)).toEqual([17, 20]);
    expect(betNumbers('split', 0, 2)).toEqual([0, 2]);
    expect(betNumbers('street', 34)).toEqual([34, 35, 36]);
    expect(betNumbers('street', 0, 1)).toEqual([0, 1, 2]);
    expect(betNumbers('street', 0, 3)).toEqual([0, 2, 3]);
    expect(betNumbers('corner', 0)).toEqual([0, 1, 2, 3]);
    expect(betNumbers('corner', 5)).toEqual([5, 6, 8, 9]);
    expect(betNumbers('sixline', 31)).toEqual([31, 32, 33, 34, 35, 36]);
    expect(betNumbers('column', 3)).toEqual(TABLE_COLUMNS[2]);
    expect(betNumbers('dozen', 2)).toEqual(Array.from({ length: 12 }, (_, i) => 13 + i));
    expect(betNumbers('high')).toEqual(Array.from({ length: 18 }, (_, i) => 19 + i));
    const bad: Array<[BetKind, number, number?]> = [
      ['straight', 37],
      ['split', 3, 4],
      ['split', 5],
      ['street', 2],
      ['street', 0, 2],
      ['corner', 3],
      ['corner', 33],
      ['sixline', 34],
      ['column', 0],
      ['dozen', 4],
    ];
    for (const [kind, anchor, second] of bad) expect(() => betNumbers(kind, anchor, second)).toThrow(RangeError);
    // Every valid bet can be built from its lowest number (and second number where one is needed).
    for (const kind of BET_KINDS) {
      for (const numbers of validBets(kind)) {
        const built =
          kind === 'split'
            ? betNumbers(kind, numbers[0], numbers[1])
            : kind === 'street' && numbers[0] === 0
              ? betNumbers(kind, 0, numbers[1] === 1 ? 1 : 3)
              : kind === 'column'
                ? betNumbers(kind, numbers[0])
                : kind === 'dozen'
                  ? betNumbers(kind, (numbers[0]! + 11) / 12)
                  : betNumbers(kind, numbers[0]);
        expect(built).toEqual(numbers);
      }
    }
  });
});

describe('spin and pays', () => {
  it('draws one float for the pocket and pays stake × (odds + 1) on each winning bet', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', numbers: [17], stake: 10 },
      { kind: 'split', numbers: [17, 20], stake: 10 },
      { kind: 'street', numbers: betNumbers('street', 16), stake: 10 },
      { kind: 'corner', numbers: betNumbers('corner', 16), stake: 10 },
      { kind: 'sixline', numbers: betNumbers('sixline', 13), stake: 10 },
      { kind: 'column', numbers: betNumbers('column', 2), stake: 10 },
      { kind: 'dozen', numbers: betNumbers('dozen', 2), stake: 10 },
      { kind: 'black', numbers: betNumbers('black'), stake: 10 },
      { kind: 'odd', numbers: betNumbers('odd'), stake: 10 },
      { kind: 'low', numbers: betNumbers('low'), stake: 10 },
      { kind: 'red', numbers: betNumbers('red'), stake: 10 },
      { kind: 'even', numbers: betNumbers('even'), stake: 10 },
      { kind: 'high', numbers: betNumbers('high'), stake: 10 },
    ];
    let drawn = 0;
    const outcome = spinRoulette(() => {
      drawn++;
      return floatFor(17);
    }, bets);
    expect(drawn).toBe(1);
    expect(outcome.pocket).toBe(17);
    expect(outcome.color).toBe('black');
    expect(outcome.totalStake).toBe(130);
    expect(outcome.wins).toEqual([
      { betIndex: 0, pay: 360 },
      { betIndex: 1, pay: 180 },
      { betIndex: 2, pay: 120 },
      { betIndex: 3, pay: 90 },
      { betIndex: 4, pay: 60 },
      { betIndex: 5, pay: 30 },
      { betIndex: 6, pay: 30 },
      { betIndex: 7, pay: 20 },
      { betIndex: 8, pay: 20 },
      { betIndex: 9, pay: 20 },
    ]);
    expect(outcome.totalPay).toBe(930);
  });

  it('zero loses every even-money, column and dozen bet and wins the zero bets', () => {
    const outside = (['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({
      kind,
      numbers: betNumbers(kind),
      stake: 5,
    }));
    const zeroBets: RouletteBet[] = [
      { kind: 'straight', numbers: [0], stake: 1 },
      { kind: 'split', numbers: [0, 3], stake: 1 },
      { kind: 'street', numbers: [0, 2, 3], stake: 1 },
      { kind: 'corner', numbers: [0, 1, 2, 3], stake: 1 },
    ];
    const outcome = spinRoulette(fixed(floatFor(0)), [...outside, ...zeroBets]);
    expect(outcome.color).toBe('green');
    expect(outcome.wins.map((w) => w.betIndex)).toEqual([6, 7, 8, 9]);
    expect(outcome.totalPay).toBe(36 + 18 + 12 + 9);
  });

  it('maps floats to pockets by floor(float × 37), every pocket reachable', () => {
    expect(spinRoulette(fixed(0), [{ kind: 'straight', numbers: [0], stake: 1 }]).pocket).toBe(0);
    expect(spinRoulette(fixed(1 - 2 ** -32), [{ kind: 'straight', numbers: [0], stake: 1 }]).pocket).toBe(36);
    for (let p = 0; p < POCKETS; p++) {
      expect(spinRoulette(fixed(floatFor(p)), [{ kind: 'straight', numbers: [p], stake: 1 }]).totalPay).toBe(36);
    }
  });
});

describe('return to player', () => {
  it.each(BET_KINDS)('every %s bet returns exactly 36/37 (enumeration over the 37 pockets)', (kind) => {
    for (const numbers of validBets(kind)) {
      expect(betRtp(kind, numbers) * 37).toBe(36);
      // n numbers covered × (odds + 1) = 36 for every kind.
      expect(numbers.length * (PAYOUT_ODDS[kind] + 1)).toBe(36);
    }
    expect(Math.abs(theoreticalRtp(kind) - THEORETICAL_RTP)).toBeLessThan(1e-9);
  });

  it('publishes 36/37 for the whole board', () => {
    expect(Math.abs(theoreticalRtp() - THEORETICAL_RTP)).toBeLessThan(1e-9);
    expect(THEORETICAL_RTP).toBeCloseTo(0.972972973, 9);
  });

  it('on the 32-bit float grid every pocket has probability 1/37 within 2^-32', () => {
    // pocket = floor(k · 37 / 2^32) for k = 0 … 2^32 − 1 (exact in doubles): count the k of each pocket.
    const grid = 2 ** 32;
    for (let p = 0; p < POCKETS; p++) {
      const count = Math.ceil(((p + 1) * grid) / POCKETS) - Math.ceil((p * grid) / POCKETS);
      expect(Math.abs(count / grid - 1 / POCKETS)).toBeLessThan(2 ** -32);
    }
  });
});
