/**
 * Odds in the player's format (domain-facts.md), from decimal odds in thousandths:
 * - decimal d (2 places); fractional (d − 1) reduced to n/m with m ≤ 100; American +(d − 1) × 100
 *   when d ≥ 2, else −100 / (d − 1); Hong Kong d − 1; Malay d − 1 when d < 2, else −1 / (d − 1);
 *   Indonesian −1 / (d − 1) when d < 2, else d − 1 (the last three with 2 places).
 * `parseOdds` reads a format's text back to thousandths, so a shown price round-trips within the
 * display precision.
 */
import type { OddsFormat } from '#lib/contracts/sports-model.ts';
import { localDigits } from '#lib/format.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** d − 1 as the nearest fraction n/m with m ≤ 100, reduced. */
function fraction(milli: number): [number, number] {
  const x = (milli - 1000) / 1000;
  let best: [number, number] = [Math.round(x), 1];
  let err = Math.abs(x - best[0]);
  for (let m = 2; m <= 100 && err > 1e-9; m++) {
    const n = Math.round(x * m);
    const e = Math.abs(x - n / m);
    if (e < err - 1e-12) {
      best = [n, m];
      err = e;
    }
  }
  const g = gcd(best[0], best[1]) || 1;
  return [best[0] / g, best[1] / g];
}

const fixed = (v: number, places: number) => (Math.round(v * 10 ** places) / 10 ** places).toFixed(places);
const signed = (v: number, places: number) => (v > 0 ? `+${fixed(v, places)}` : fixed(v, places));

/** The odds as text in a format, ASCII digits. */
export function oddsText(milli: number, format: OddsFormat): string {
  const d = milli / 1000;
  const p = d - 1;
  switch (format) {
    case 'decimal':
      return fixed(d, 2);
    case 'fractional': {
      const [n, m] = fraction(milli);
      return `${n}/${m}`;
    }
    case 'american':
      return d >= 2 ? `+${Math.round(p * 100)}` : `${Math.round(-100 / p)}`;
    case 'hongkong':
      return fixed(p, 2);
    case 'malay':
      return d < 2 ? fixed(p, 2) : signed(-1 / p, 2);
    case 'indonesian':
      return d < 2 ? signed(-1 / p, 2) : signed(p, 2);
  }
}

/** The odds in a format, in the language's digits. */
export function formatOdds(milli: number, format: OddsFormat, lang: string): string {
  return localDigits(oddsText(milli, format), lang);
}

/** Text of a format back to decimal thousandths (rounded), or null when it is not a price of that format. */
export function parseOdds(text: string, format: OddsFormat): number | null {
  const s = text.trim().replace('−', '-');
  let d: number;
  if (format === 'fractional') {
    const m = /^(\d+)\/(\d+)$/.exec(s);
    if (!m || Number(m[2]) === 0) return null;
    d = 1 + Number(m[1]) / Number(m[2]);
  } else {
    const v = Number(s);
    if (!Number.isFinite(v) || s === '') return null;
    switch (format) {
      case 'decimal':
        d = v;
        break;
      case 'american':
        d = v >= 100 ? 1 + v / 100 : v <= -100 ? 1 + 100 / -v : NaN;
        break;
      case 'hongkong':
        d = 1 + v;
        break;
      case 'malay':
        d = v > 0 && v <= 1 ? 1 + v : v < 0 && v >= -1 ? 1 + 1 / -v : NaN;
        break;
      case 'indonesian':
        d = v >= 1 ? 1 + v : v <= -1 ? 1 + 1 / -v : NaN;
        break;
    }
  }
  if (!Number.isFinite(d) || d <= 1) return null;
  return Math.round(d * 1000);
}
