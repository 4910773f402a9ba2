/**
 * The odds a bet type is offered at, for the rules page: each option's own odds for a choice of
 * named options (big, small, a sum…), else the odds of the smallest selection the grid allows (its
 * first values), computed with the bet type's own `odds` on this lottery's terms.
 */
import type { LotteryFormat, OddsTerms } from '#lib/contracts/lottery-model.ts';
import { isRefused } from './bet-type.ts';
import { gridRows, textOf } from './pick-grid.ts';
import { betTypeOf } from './registry.ts';

export interface OfferedOdds {
  /** The option the odds are for (options bet types); null for one number selection. */
  option: string | null;
  milli: number;
}

export function offeredOdds(format: LotteryFormat, code: string, terms: OddsTerms): OfferedOdds[] {
  const bet = betTypeOf(format, code);
  if (!bet) return [];
  const pick = bet.pick;
  if (pick.kind === 'options') return pick.options.map((option) => ({ option, milli: bet.odds([option], terms) }));
  const rows = gridRows(pick);
  if (pick.kind === 'numbers') {
    // The usual price, not a special case's: "000" is a triple that 3 tod pays six times over, so
    // the lowest odds among a few spread-out selections is the one stated (lines of one number each
    // for most bet types; a combination's first line for xiên and any-N).
    const values = rows[0]?.values ?? [];
    const size = Math.max(1, pick.min);
    // A number of different digits ("123", "1234") among the first values looked at.
    const distinct = Array.from({ length: pick.pad }, (_, i) => String((i + 1) % 10)).join('');
    const at = (value: string) => Math.max(0, Math.min(values.indexOf(value), values.length - size));
    const starts = [0, at(distinct), Math.floor(values.length / 2)].filter((x, i, all) => all.indexOf(x) === i);
    const odds = starts.flatMap((start) => {
      const parsed = bet.parse(values.slice(start, start + size).join(' '));
      return isRefused(parsed) || !parsed.lines[0] ? [] : [bet.odds(parsed.lines[0], terms)];
    });
    return odds.length ? [{ option: null, milli: Math.min(...odds) }] : [];
  }
  // Positions: a different value in each place first (some bets want every place), else the first place alone.
  let parsed = bet.parse(textOf(pick, rows.map((r, i) => r.values.slice(i, i + 1))));
  if (isRefused(parsed)) parsed = bet.parse(textOf(pick, rows.map((r, i) => (i === 0 ? r.values.slice(0, 1) : []))));
  if (isRefused(parsed) || !parsed.lines[0]) return [];
  return [{ option: null, milli: bet.odds(parsed.lines[0], terms) }];
}
