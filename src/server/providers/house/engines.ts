import { ROUND_INPUTS } from '#lib/contracts/house-shapes.ts';
import { FISH_STAKES } from '#lib/fair/fish.ts';
import { validateRouletteBets } from '#lib/fair/roulette.ts';
import { validateSlotStake } from '#lib/fair/slot.ts';
import type { GameInputs } from '#lib/fair/verify.ts';
import { ValidationFailed } from '#server/errors.ts';

/** The house engines a single player plays against (the card table is played at rooms). */
export type SoloEngine = 'slot' | 'roulette' | 'fish';

export function isSoloEngine(engine: string | null): engine is SoloEngine {
  return engine === 'slot' || engine === 'roulette' || engine === 'fish';
}

/** The round bodies are declared once, in the contract the route serves. */
const INPUTS = ROUND_INPUTS;

function rangeChecked<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof RangeError) throw new ValidationFailed(err.message);
    throw err;
  }
}

/**
 * The player's choice for one round, validated against the game's rules and the table's limits
 * (config.stakes for slots and fish, config.minChip / maxTotal for roulette).
 */
export function parseInput<E extends SoloEngine>(engine: E, body: unknown, config: Record<string, unknown>): { input: GameInputs[E]; stake: number } {
  const parsed = INPUTS[engine].safeParse(body);
  if (!parsed.success) throw new ValidationFailed(parsed.error.issues[0]?.message ?? 'invalid round');
  if (engine === 'slot') {
    const { stake } = parsed.data as GameInputs['slot'];
    const allowed = Array.isArray(config['stakes']) ? (config['stakes'] as number[]) : [];
    if (allowed.length && !allowed.includes(stake)) throw new ValidationFailed(`the stake must be one of ${allowed.join(', ')}`);
    rangeChecked(() => validateSlotStake(stake));
    return { input: { stake } as GameInputs[E], stake };
  }
  if (engine === 'fish') {
    const { stake, speciesId } = parsed.data as GameInputs['fish'];
    const allowed = Array.isArray(config['stakes']) ? (config['stakes'] as number[]) : FISH_STAKES;
    if (!allowed.includes(stake) || !FISH_STAKES.includes(stake)) throw new ValidationFailed(`the stake must be one of ${allowed.join(', ')}`);
    return { input: { stake, speciesId } as GameInputs[E], stake };
  }
  const { bets } = parsed.data as GameInputs['roulette'];
  const minChip = Number(config['minChip'] ?? 1);
  const maxTotal = Number(config['maxTotal'] ?? Number.MAX_SAFE_INTEGER);
  if (bets.some((b) => b.stake < minChip)) throw new ValidationFailed(`each bet must be at least ${minChip}`);
  const total = rangeChecked(() => validateRouletteBets(bets));
  if (total > maxTotal) throw new ValidationFailed(`the total of the bets must be at most ${maxTotal}`);
  return { input: { bets } as GameInputs[E], stake: total };
}
