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
  // Positions: a different value in each place first (some bets want every place), else the first place alone.
  const picks = pick.kind === 'positions' ? rows.map((r, i) => r.values.slice(i, i + 1)) : [rows[0]?.values.slice(0, Math.max(1, pick.min)) ?? []];
  let parsed = bet.parse(textOf(pick, picks));
  if (isRefused(parsed) && pick.kind === 'positions') parsed = bet.parse(textOf(pick, rows.map((r, i) => (i === 0 ? r.values.slice(0, 1) : []))));
  if (isRefused(parsed) || !parsed.lines[0]) return [];
  return [{ option: null, milli: bet.odds(parsed.lines[0], terms) }];
}
