/**
 * The sportsbook's bet slip (shared by the event pages' odds buttons and the slip): the picks in the
 * order added, kept across pages in this tab (sessionStorage). Odds buttons show their selection
 * state from `$slipIds`; the slip's own parts (stakes, system bets, placing) build on `$slip`.
 */
import { atom, computed } from 'nanostores';
import type { SportKind } from '../contracts/sports-model.ts';

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
