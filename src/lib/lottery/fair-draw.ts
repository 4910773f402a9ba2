/**
 * A house draw's numbers from its seed, the same in the browser (the verification page) and on the
 * server. The bytes are HMAC-SHA256(key = UTF-8 of the seed's hex text, message =
 * `${drawKey}:${cursor}`) for cursor = 0, 1, 2, …, read as big-endian uint32 words. A value in
 * 0..n−1 takes the next word w and keeps it only when w < ⌊2^32 / n⌋ × n (rejection sampling), then
 * answers w mod n: every value is equally likely, with no modulo bias. Distinct draws (11x5, Keno,
 * 4D prizes) reject repeats; a ranking is a Fisher–Yates shuffle driven by the same values.
 */
import { type DrawResult, DRAW_SHAPES, type LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { hmacSha256, utf8Encode } from '#lib/fair/rng.ts';

const TWO_POW_32 = 4294967296;

/** A stream of unbiased whole numbers below n, from the seed and the draw's key. */
export function uniformSource(seed: string, drawKey: string): (n: number) => number {
  const key = utf8Encode(seed);
  let cursor = 0;
  let words: DataView = new DataView(new ArrayBuffer(0));
  let index = 0;
  const nextWord = (): number => {
    if (index * 4 >= words.byteLength) {
      const block = hmacSha256(key, utf8Encode(`${drawKey}:${cursor++}`));
      words = new DataView(block.buffer, block.byteOffset, block.byteLength);
      index = 0;
    }
    return words.getUint32(4 * index++);
  };
  return (n) => {
    if (!Number.isSafeInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError('A range of 1..2^32 values.');
    const limit = Math.floor(TWO_POW_32 / n) * n;
    for (;;) {
      const w = nextWord();
      if (w < limit) return w % n;
    }
  };
}

const padded = (value: number, width: number) => String(value).padStart(width, '0');

/** The result of a house draw of `format`: HMAC(seed, drawKey) mapped onto the format's shape (DRAW_SHAPES). */
export function drawResult(format: LotteryFormat, seed: string, drawKey: string): DrawResult {
  return shapeResult(format, uniformSource(seed, drawKey));
}

/**
 * A result of `format` from any source of unbiased whole numbers below n (the house draws use the
 * HMAC source; the return simulation of the fast games a seeded generator).
 */
export function shapeResult(format: LotteryFormat, next: (n: number) => number): DrawResult {
  const shape = DRAW_SHAPES[format];
  const out: string[] = [];
  switch (shape.kind) {
    case 'digits': {
      const seen = new Set<string>();
      for (const row of shape.prizes) {
        for (let i = 0; i < row.count; i++) {
          let value: string;
          do value = padded(next(10 ** row.digits), row.digits);
          while (shape.distinct && seen.has(value));
          seen.add(value);
          out.push(value);
        }
      }
      return out;
    }
    case 'dice':
      for (let i = 0; i < shape.count; i++) out.push(String(1 + next(6)));
      return out;
    case 'distinct': {
      const size = shape.to - shape.from + 1;
      const seen = new Set<number>();
      while (out.length < shape.count) {
        const value = shape.from + next(size);
        if (seen.has(value)) continue;
        seen.add(value);
        out.push(padded(value, shape.pad));
      }
      return out;
    }
    case 'permutation': {
      const ranks = Array.from({ length: shape.size }, (_, i) => i + 1);
      for (let i = ranks.length - 1; i > 0; i--) {
        const j = next(i + 1);
        [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
      }
      return ranks.map((r) => padded(r, 2));
    }
  }
}
