/**
 * Odds in the player's format (domain-facts.md), from decimal odds in thousandths:
 * - decimal d (2 places); fractional (d − 1) reduced to n/m with m ≤ 100; American +(d − 1) × 100
 *   when d ≥ 2, else −100 / (d − 1); Hong Kong d − 1; Malay d − 1 when d < 2, else −1 / (d − 1);
 *   Indonesian −1 / (d − 1) when d < 2, else d − 1 (the last three with 2 places).
 * `parseOdds` reads a format's text back to thousandths, so a shown price round-trips within the
 * display precision. Evens has one text per format (+100, −1.00 Malay, +1.00 Indonesian), also for a
 * price just under it that rounds there, and no price shows as 0.00 or 0/1 (the smallest step instead).
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
  // A price so short that it rounds to 0/m is shown as the shortest fraction, 1/100.
  if (best[0] < 1) best = [1, 100];
  const g = gcd(best[0], best[1]) || 1;
  return [best[0] / g, best[1] / g];
}

/** v to `places` decimals, halves away from zero (1.855 → 1.86: the product is cleaned of binary noise first). */
const fixed = (v: number, places: number) => {
  const scaled = Math.round(Math.abs(Number((v * 10 ** places).toFixed(6))));
  return ((Math.sign(v) * scaled) / 10 ** places).toFixed(places);
};
/**
 * A nonzero value to 2 places, at least one hundredth in size: the shortest (1.001) and longest
 * (200.00) prices stay a readable, signed price of their format instead of 0.00.
 */
const cents = (v: number) => fixed(Math.sign(v) * Math.max(Math.abs(v), 0.01), 2);
const signed = (v: number) => (v > 0 ? `+${cents(v)}` : cents(v));

/** The odds as text in a format, ASCII digits. */
export function oddsText(milli: number, format: OddsFormat): string {
  const d = milli / 1000;
  const p = d - 1;
  switch (format) {
    case 'decimal':
      return fixed(Math.max(d, 1.01), 2);
    case 'fractional': {
      const [n, m] = fraction(milli);
      return `${n}/${m}`;
    }
    case 'american': {
      // Just under evens rounds to −100, which reads back as evens: show it as evens (+100).
      const v = d >= 2 ? Math.round(p * 100) : -Math.round(100 / p);
      return v === -100 ? '+100' : v > 0 ? `+${v}` : `${v}`;
    }
    case 'hongkong':
      return cents(p);
    case 'malay': {
      // Evens is −1.00 in Malay; a price just under evens that rounds to 1.00 is shown the same way.
      const t = d < 2 ? cents(p) : signed(-1 / p);
      return t === '1.00' ? '-1.00' : t;
    }
    case 'indonesian': {
      // Evens is +1.00 in Indonesian; a price just under evens that rounds to −1.00 is shown the same way.
      const t = d < 2 ? signed(-1 / p) : signed(p);
      return t === '-1.00' ? '+1.00' : t;
    }
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
