/**
 * Team crests drawn for the project: a team's code decides its shape, pattern and two colours
 * (always the same for the same code, so every instance and every reseed draws the same crest),
 * its English name its initials. The colours are picked from a palette whose pairs keep the
 * initials readable (a dark and a light one).
 */
import type { Crest } from '#lib/contracts/sports-model.ts';

const SHAPES: Crest['shape'][] = ['shield', 'round', 'diamond', 'hex'];
const PATTERNS: Crest['pattern'][] = ['plain', 'stripes', 'hoops', 'half', 'sash', 'chevron'];
/** Deep colours (the crest's field). */
const DARK = ['#0b3d91', '#8b1e3f', '#1b5e20', '#4a148c', '#b71c1c', '#004d40', '#263238', '#e65100', '#01579b', '#3e2723', '#880e4f', '#33691e'];
/** Light colours (the pattern and the initials). */
const LIGHT = ['#ffffff', '#ffd54f', '#b3e5fc', '#f8bbd0', '#c8e6c9', '#ffe0b2', '#e1bee7', '#fff59d', '#cfd8dc'];

/** FNV-1a over the code: a small, stable spread (not a secret). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Two or three capital letters from a name: the first letters of its words ("Riverside Comets" → "RC"), or the first three of a single word. */
export function initialsOf(name: string): string {
  const words = name.normalize('NFKD').replace(/[^A-Za-z0-9 ]+/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'FC';
  if (words.length === 1) return words[0]!.slice(0, 3).toUpperCase().padEnd(2, 'X');
  return words.slice(0, 3).map((w) => w[0]!.toUpperCase()).join('');
}

/** The crest of a team with this code and English name. */
export function crestOf(code: string, name: string): Crest {
  const h = hash(code);
  const h2 = hash(`${code}:colour`);
  return {
    shape: SHAPES[h % SHAPES.length]!,
    pattern: PATTERNS[(h >>> 8) % PATTERNS.length]!,
    primary: DARK[h2 % DARK.length]!,
    secondary: LIGHT[(h2 >>> 8) % LIGHT.length]!,
    initials: initialsOf(name),
  };
}
