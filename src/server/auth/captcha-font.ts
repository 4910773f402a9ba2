/**
 * The captcha's stroke font: 5×7 cell bitmaps drawn as SVG strokes, so the text does not depend on
 * which fonts the server happens to have installed.
 */
import { n } from './captcha-svg.ts';

/** Glyph cells are GLYPH_WIDTH × GLYPH_HEIGHT; the pen is a little over a cell wide so strokes look solid. */
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
const PEN_WIDTH = 1.12;

/* 5×7 bitmaps for the characters a captcha may use; 0, 1, O, I, L and Q are left out on purpose. */
const GLYPH_ROWS: Record<string, string> = {
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '###.. #..#. #...# #...# #...# #..#. ###..',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  P: '####. #...# #...# ####. #.... #.... #....',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
};

/**
 * The SVG path of a glyph: strokes joining the centres of neighbouring inked cells (in font cells),
 * so glyphs render as smooth, connected lines instead of stair-stepped squares. A diagonal neighbour
 * is joined only where no orthogonal neighbour already bridges the corner; a lone cell is a dot.
 */
function glyphPath(rows: string): string {
  const cells = [...rows.replaceAll(' ', '')].map((cell) => cell === '#');
  const on = (col: number, row: number): boolean =>
    col >= 0 && col < GLYPH_WIDTH && row >= 0 && row < GLYPH_HEIGHT && (cells[row * GLYPH_WIDTH + col] ?? false);
  const segments: string[] = [];
  const join = (c0: number, r0: number, c1: number, r1: number): void => {
    segments.push(`M${c0 + 0.5} ${r0 + 0.5}L${c1 + 0.5} ${r1 + 0.5}`);
  };
  for (let row = 0; row < GLYPH_HEIGHT; row++) {
    for (let col = 0; col < GLYPH_WIDTH; col++) {
      if (!on(col, row)) continue;
      join(col, row, col, row);
      if (on(col + 1, row)) join(col, row, col + 1, row);
      if (on(col, row + 1)) join(col, row, col, row + 1);
      for (const side of [-1, 1]) {
        if (on(col + side, row + 1) && !on(col + side, row) && !on(col, row + 1)) join(col, row, col + side, row + 1);
      }
    }
  }
  return segments.join('');
}

const GLYPHS: ReadonlyMap<string, string> = new Map(Object.entries(GLYPH_ROWS).map(([ch, rows]) => [ch, glyphPath(rows)]));

/** The characters the built-in stroke font can draw. */
export const FONT_CHARACTERS: string = Object.keys(GLYPH_ROWS).join('');

/**
 * One character of the stroke font as an SVG element, each font cell `scale` pixels square, centred
 * on (cx, cy) and rotated by `rotation` radians (clockwise on screen). Unknown characters draw nothing.
 */
export function glyphElement(ch: string, cx: number, cy: number, scale: number, rotation: number, colour: string): string {
  const path = GLYPHS.get(ch);
  if (!path) return '';
  const transform = `translate(${n(cx)} ${n(cy)}) rotate(${n((rotation * 180) / Math.PI)}) scale(${n(scale)}) translate(${-GLYPH_WIDTH / 2} ${-GLYPH_HEIGHT / 2})`;
  return `<path transform="${transform}" d="${path}" fill="none" stroke="${colour}" stroke-width="${PEN_WIDTH}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

