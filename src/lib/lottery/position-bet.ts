/**
 * The "value at a position" bet of the fast formats that draw one value per named position (SSC's
 * digits, PK10's places): a line is (position, value) and wins when the draw put that value there,
 * at the fair odds of one in the range × the return rate.
 */
import type { BetType } from './bet-type.ts';
import type { OddsTerms } from '#lib/contracts/lottery-model.ts';
import { FAST_DEFAULTS, fairOdds } from './fast-odds.ts';
import { parsePositions, positionsText, refused } from './fast-selection.ts';

export function positionBet(positions: readonly string[], from: number, to: number, pad: number): BetType {
  const pick = { kind: 'positions', positions, from, to, pad } as const;
  const odds = (_line: readonly string[], terms: OddsTerms) => fairOdds(1, to - from + 1, terms);
  return {
    code: 'position',
    pick,
    parse(text) {
      const parts = parsePositions(text, pick, false);
      if (refused(parts)) return parts;
      return {
        lines: parts.flatMap((values, i) => values.map((v) => [positions[i]!, v])),
        text: positionsText(parts),
      };
    },
    pays: (line, result, terms) => (result[positions.indexOf(line[0] ?? '')] === line[1] ? odds(line, terms) : 0),
    odds,
    defaults: FAST_DEFAULTS,
  };
}
