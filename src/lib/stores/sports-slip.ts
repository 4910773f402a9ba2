/**
 * The sportsbook's bet slip (shared by the event pages' odds buttons and the slip): the picks in the
 * order added, kept across pages in this tab (sessionStorage). Odds buttons show their selection
 * state from `$slipIds`; the slip's own parts (stakes, system bets, placing) build on `$slip`.
 */
import { atom, computed } from 'nanostores';
import { SYSTEM_SHAPES, SYSTEM_TYPES, type SportKind, type SystemType } from '../contracts/sports-model.ts';
import type { SlipBet, SlipLeg } from '../contracts/sports-bets.ts';
import { potentialReturn } from '../sports/returns.ts';
import { lineCount } from '../sports/systems.ts';

/** One pick of the slip: enough to show it and to send it (selection id and the odds shown). */
export interface SlipPick {
  selectionId: number;
  marketId: number;
  eventId: number;
  kind: SportKind;
  odds: number;
  event: string;
  market: string;
  selection: string;
  startsAt: number;
  live: boolean;
}

const KEY = 'sports-slip';
const MAX_PICKS = 20;

function stored(): SlipPick[] {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SlipPick[]) : [];
  } catch {
    return [];
  }
}

export const $slip = atom<SlipPick[]>([]);
export const $slipIds = computed($slip, (picks) => new Set(picks.map((p) => p.selectionId)));

let loaded = false;
/** Reads the slip kept in this tab (call once an island mounts). */
export function loadSlip(): void {
  if (loaded) return;
  loaded = true;
  $slip.set(stored());
  $slip.subscribe((picks) => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(KEY, JSON.stringify(picks));
  });
}

/** Adds a pick, or removes it when it is on the slip already (an odds button pressed twice). At most 20 picks. */
export function toggleSelection(pick: SlipPick): void {
  const picks = $slip.get();
  if (picks.some((p) => p.selectionId === pick.selectionId)) $slip.set(picks.filter((p) => p.selectionId !== pick.selectionId));
  else if (picks.length < MAX_PICKS) $slip.set([...picks, pick]);
}

export function removePick(selectionId: number): void {
  $slip.set($slip.get().filter((p) => p.selectionId !== selectionId));
}

export function clearSlip(): void {
  $slip.set([]);
}

/** New odds for picks on the slip (a push, or the server's ODDS_CHANGED prices). */
export function updatePickOdds(prices: readonly { selectionId: number; odds: number }[]): void {
  const by = new Map(prices.map((p) => [p.selectionId, p.odds]));
  $slip.set($slip.get().map((p) => (by.has(p.selectionId) ? { ...p, odds: by.get(p.selectionId)! } : p)));
}

/* ---------------------------------------------------------------------------------------------
 * The slip's bets: which kinds fit the picks, the bets a confirmation sends, and their figures.
 * Pure functions of the picks and the stakes typed, so the slip and its tests agree.
 * ------------------------------------------------------------------------------------------- */

/** The slip's tabs: a single per pick, one accumulator of every pick, or a system bet over them. */
export const SLIP_MODES = ['singles', 'acca', 'system'] as const;
export type SlipMode = (typeof SLIP_MODES)[number];

/** A system bet the slip offers: a named type, or "n from m" with its n. */
export interface SystemChoice {
  system: SystemType;
  size: number | null;
}

/** What the player typed: a stake per single (by selection id), the accumulator's stake, the system choice and its unit stake (minor units). */
export interface SlipStakes {
  singles: Record<number, number>;
  acca: number;
  system: SystemChoice | null;
  unit: number;
}

export const EMPTY_STAKES: SlipStakes = { singles: {}, acca: 0, system: null, unit: 0 };

/** Event ids with two or more picks: such picks are related and cannot be combined in one bet. */
export function relatedEvents(picks: readonly SlipPick[]): Set<number> {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const p of picks) (seen.has(p.eventId) ? twice : seen).add(p.eventId);
  return twice;
}

/** Why the picks cannot make an accumulator or a system bet (null when they can): too few, or related picks. */
export function comboBlock(picks: readonly SlipPick[], maxLegs = 20): 'few' | 'related' | 'many' | null {
  if (picks.length < 2) return 'few';
  if (relatedEvents(picks).size > 0) return 'related';
  if (picks.length > maxLegs) return 'many';
  return null;
}

/** The system bets that fit m picks: the named type(s) of exactly m legs, then "n from m" for n = 2 … m − 1 (3 picks or more). */
export function fittingSystems(m: number, maxLegs = 20): SystemChoice[] {
  if (m < 3 || m > maxLegs) return [];
  const out: SystemChoice[] = [];
  for (const [system, shape] of Object.entries(SYSTEM_SHAPES) as [Exclude<SystemType, 'n_of_m'>, (typeof SYSTEM_SHAPES)[keyof typeof SYSTEM_SHAPES]][]) {
    if (shape.legs === m) out.push({ system, size: null });
  }
  for (let n = 2; n < m; n++) out.push({ system: 'n_of_m', size: n });
  return out;
}

/** A system choice as one key (a select's value): "trixie", "n_of_m:2". */
export const systemKey = (c: SystemChoice): string => (c.system === 'n_of_m' ? `n_of_m:${c.size}` : c.system);
export function systemOfKey(key: string): SystemChoice | null {
  const [system, size] = key.split(':');
  if (!system || !(SYSTEM_TYPES as readonly string[]).includes(system)) return null;
  return system === 'n_of_m' ? { system: 'n_of_m', size: Number(size) || 0 } : { system: system as SystemType, size: null };
}

const legsOf = (picks: readonly SlipPick[]): SlipLeg[] => picks.map((p) => ({ selectionId: p.selectionId, odds: p.odds }));

/** The bets a confirmation sends for a tab (bets without a stake are left out). */
export function slipBets(mode: SlipMode, picks: readonly SlipPick[], stakes: SlipStakes, maxLegs = 20): SlipBet[] {
  if (mode === 'singles') {
    return picks.filter((p) => (stakes.singles[p.selectionId] ?? 0) > 0).map((p) => ({ kind: 'single', legs: legsOf([p]), unitStake: stakes.singles[p.selectionId]! }));
  }
  if (comboBlock(picks, maxLegs) || (mode === 'acca' ? stakes.acca : stakes.unit) <= 0) return [];
  if (mode === 'acca') return [{ kind: 'acca', legs: legsOf(picks), unitStake: stakes.acca }];
  const c = stakes.system;
  if (!c || lineCount({ kind: 'system', system: c.system, size: c.size, legs: picks.length }, maxLegs) === null) return [];
  return [{ kind: 'system', system: c.system, ...(c.size ? { size: c.size } : {}), legs: legsOf(picks), unitStake: stakes.unit }];
}

/** The figures shown before confirming: how many bets (lines), the total stake and the most it can return. */
export interface SlipSummary {
  bets: number;
  stake: number;
  potential: number;
}

/** Lines, stake and potential return of one slip bet. */
export function betFigures(bet: SlipBet): SlipSummary {
  const shape = { kind: bet.kind, system: bet.system ?? null, size: bet.size ?? null, legs: bet.legs.length };
  const lines = lineCount(shape) ?? 0;
  const stake = bet.unitStake * lines;
  return { bets: lines, stake, potential: lines ? potentialReturn({ ...shape, unitStake: bet.unitStake, stake }, bet.legs.map((l) => l.odds)) : 0 };
}

export function slipSummary(bets: readonly SlipBet[]): SlipSummary {
  const out = { bets: 0, stake: 0, potential: 0 };
  for (const b of bets) {
    const f = betFigures(b);
    out.bets += f.bets;
    out.stake += f.stake;
    out.potential += f.potential;
  }
  return out;
}

/** The stakes typed on the slip (kept while the player moves between pages of this tab only in memory). */
export const $slipStakes = atom<SlipStakes>(EMPTY_STAKES);
export const $slipMode = atom<SlipMode>('singles');
