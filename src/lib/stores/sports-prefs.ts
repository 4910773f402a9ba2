/** The player's sportsbook preferences, kept on this device: the odds format and which odds changes a slip accepts. */
import { atom } from 'nanostores';
import { ODDS_CHANGE_MODES, ODDS_FORMATS, type OddsChangeMode, type OddsFormat } from '../contracts/sports-model.ts';

const FORMAT_KEY = 'sports-odds-format';
const CHANGE_KEY = 'sports-odds-change';

function read<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const v = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return v && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}

export const $oddsFormat = atom<OddsFormat>('decimal');
export const $oddsChange = atom<OddsChangeMode>('higher');

/** Reads the kept preferences (call once an island mounts; the server renders decimal). */
export function loadSportsPrefs(): void {
  $oddsFormat.set(read(FORMAT_KEY, ODDS_FORMATS, 'decimal'));
  $oddsChange.set(read(CHANGE_KEY, ODDS_CHANGE_MODES, 'higher'));
}

export function setOddsFormat(f: OddsFormat): void {
  $oddsFormat.set(f);
  localStorage.setItem(FORMAT_KEY, f);
}

export function setOddsChange(m: OddsChangeMode): void {
  $oddsChange.set(m);
  localStorage.setItem(CHANGE_KEY, m);
}
