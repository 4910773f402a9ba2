/**
 * The chips a player has put on the roulette board before a spin: placed one at a time (so the
 * last can be undone), summed per spot into the bets sent to the server.
 */
import type { BetKind, RouletteBet } from '../fair/roulette.ts';
import { spotKey } from './board.ts';

export interface ChipPlacement {
  kind: BetKind;
  numbers: number[];
  amount: number;
}

export type BetSlip = readonly ChipPlacement[];

export function slipTotal(slip: BetSlip): number {
  return slip.reduce((sum, c) => sum + c.amount, 0);
}

/** Minor units on each spot of the board (by spotKey). */
export function stakesBySpot(slip: BetSlip): Map<string, number> {
  const out = new Map<string, number>();
  for (const c of slip) {
    const key = spotKey(c.kind, c.numbers);
    out.set(key, (out.get(key) ?? 0) + c.amount);
  }
  return out;
}

/** The bets of a spin: one per spot, in the order each spot was first covered. */
export function slipBets(slip: BetSlip): RouletteBet[] {
  const bets = new Map<string, RouletteBet>();
  for (const c of slip) {
    const key = spotKey(c.kind, c.numbers);
    const bet = bets.get(key);
    if (bet) bet.stake += c.amount;
    else bets.set(key, { kind: c.kind, numbers: [...c.numbers].sort((a, b) => a - b), stake: c.amount });
  }
  return [...bets.values()];
}

/** Why a chip cannot go down: the spin would pass the table's limit. */
export type PlaceRefusal = 'max-total' | null;

/** Adds a chip unless the total would pass the table's maximum. */
export function placeChip(slip: BetSlip, chip: ChipPlacement, maxTotal: number): { slip: BetSlip; refused: PlaceRefusal } {
  if (slipTotal(slip) + chip.amount > maxTotal) return { slip, refused: 'max-total' };
  return { slip: [...slip, chip], refused: null };
}

/** Takes back the last chip. */
export function undoChip(slip: BetSlip): BetSlip {
  return slip.slice(0, -1);
}

/** The chips of bets already played (one placement per bet), for "repeat last bets". */
export function slipOfBets(bets: readonly RouletteBet[]): BetSlip {
  return bets.map((b) => ({ kind: b.kind, numbers: [...b.numbers], amount: b.stake }));
}
