/** K3: three dice. Big (sum 11–17) and small (4–10); a triple loses both. */
import type { BetType } from './bet-type.ts';
import { ODDS_SCALE } from '#lib/contracts/lottery-model.ts';

const sum = (dice: readonly string[]) => dice.reduce((n, d) => n + Number(d), 0);
const isTriple = (dice: readonly string[]) => dice[0] === dice[1] && dice[1] === dice[2];
/** 105 of the 216 outcomes are big (or small) and not a triple. */
const BIG_SMALL_WAYS = 105;

const bigSmall: BetType = {
  code: 'big-small',
  pick: { kind: 'options', options: ['big', 'small'], min: 1, max: 2 },
  parse(text) {
    const picked = text.split(/[\s,;]+/).filter(Boolean);
    if (!picked.length) return { error: 'EMPTY_SELECTION' };
    if (picked.some((p) => p !== 'big' && p !== 'small')) return { error: 'NUMBER_OUT_OF_RANGE' };
    if (new Set(picked).size !== picked.length) return { error: 'DUPLICATE_SELECTION' };
    const lines = ['big', 'small'].filter((o) => picked.includes(o)).map((o) => [o]);
    return { lines, text: lines.map((l) => l[0]).join(' ') };
  },
  pays(line, result, terms) {
    if (isTriple(result)) return 0;
    const big = sum(result) >= 11;
    return (line[0] === 'big') === big ? this.odds(line, terms) : 0;
  },
  odds(_line, terms) {
    return Math.floor((216 / BIG_SMALL_WAYS) * terms.returnBps * (ODDS_SCALE / 10_000));
  },
  defaults: { oddsMilli: null, returnBps: 9_750, costUnits: 1, maxStake: 5_000_000, maxPayout: 50_000_000 },
};

export const K3_BETS: readonly BetType[] = [bigSmall];
