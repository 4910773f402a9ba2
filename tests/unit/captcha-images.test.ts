import { crc32 as zlibCrc32, inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  encodePng,
  FONT_CHARACTERS,
  randomCaptchaText,
  renderGlyph,
  renderImageCaptcha,
  renderSliderPuzzle,
  renderSliderPuzzleRaw,
  type Pixels as Raster,
} from '#server/auth/captcha-images.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** Splits a PNG into chunks, checking the signature and every CRC against zlib's own crc32. */
function chunksOf(png: Buffer): Chunk[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(zlibCrc32(png.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data, crc });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  return chunks;
}

/**
 * The critical chunks of a PNG: ancillary ones (lower-case first letter, such as pHYs) carry nothing a
 * decoder needs. The image data may be split over several consecutive IDAT chunks (PNG §11.2.4).
 */
function criticalChunksOf(png: Buffer): Chunk[] {
  return chunksOf(png).filter((c) => /^[A-Z]/.test(c.type));
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** An independent decoder for the PNGs the captcha writes: 8-bit RGBA, not interlaced, any row filter. */
function decodePng(png: Buffer): Raster & { rawLength: number } {
  const chunks = criticalChunksOf(png);
  const critical = chunks.map((c) => c.type).filter((type, i, all) => type !== 'IDAT' || all[i - 1] !== 'IDAT');
  expect(critical).toEqual(['IHDR', 'IDAT', 'IEND']);
  const ihdr = chunks[0]!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  expect([...ihdr.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 4;
  const data = new Uint8Array(width * height * 4);
  const at = (i: number): number => (i >= 0 ? data[i]! : 0);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    expect(filter).toBeLessThanOrEqual(4);
    for (let i = 0; i < stride; i++) {
      const p = y * stride + i;
      const a = i >= 4 ? at(p - 4) : 0;
      const b = y > 0 ? at(p - stride) : 0;
      const c = i >= 4 && y > 0 ? at(p - stride - 4) : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      data[p] = (raw[y * (stride + 1) + 1 + i]! + predictor) & 0xff;
    }
  }
  return { width, height, data, rawLength: raw.length };
}

function pixel(raster: Raster, x: number, y: number): number[] {
  const i = (y * raster.width + x) * 4;
  return [...raster.data.subarray(i, i + 4)];
}

function brightness(raster: Raster, x: number, y: number): number {
  const [r = 0, g = 0, b = 0] = pixel(raster, x, y);
  return r + g + b;
}

describe('PNG encoder', () => {
  const width = 37;
  const height = 23;
  // A gradient, flat areas and noise-like bytes so that every row filter gets a chance.
  const rgbaBytes = Uint8Array.from({ length: width * height * 4 }, (_, i) => {
    const p = i >> 2;
    const [x, y] = [p % width, Math.floor(p / width)];
    return y < 6 ? (x * 7 + (i & 3) * 40) & 0xff : y < 10 ? 0x80 : y < 16 ? (x * 5 + y * 11) & 0xff : (p * 2654435761) >>> 24;
  });
  let png: Buffer;
  beforeAll(async () => {
    png = await encodePng(width, height, rgbaBytes);
  });

  it('writes the signature, IHDR/IDAT/IEND and valid chunk CRCs', () => {
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const chunks = criticalChunksOf(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks[0]!.data.readUInt32BE(0)).toBe(width);
    expect(chunks[0]!.data.readUInt32BE(4)).toBe(height);
    expect(chunks[2]!.data.length).toBe(0);
  });

  it('deflates height × (1 + width × 4) bytes of filtered rows', () => {
    const idat = Buffer.concat(criticalChunksOf(png).filter((c) => c.type === 'IDAT').map((c) => c.data));
    expect(inflateSync(idat).length).toBe(height * (1 + width * 4));
  });

  it('round-trips the pixels exactly', () => {
    const decoded = decodePng(png);
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    expect(Buffer.from(decoded.data).equals(Buffer.from(rgbaBytes))).toBe(true);
  });

  it('rejects bad sizes and pixel buffers', async () => {
    await expect(encodePng(0, 1, new Uint8Array(0))).rejects.toThrow(RangeError);
    await expect(encodePng(2, 2, new Uint8Array(15))).rejects.toThrow(RangeError);
  });
});

describe('stroke font', () => {
  it('draws every captcha character and nothing for unknown ones', async () => {
    for (const ch of CAPTCHA_ALPHABET) expect(FONT_CHARACTERS).toContain(ch);
    const inked = async (text: string): Promise<number> => {
      const r = await renderGlyph(text, 2, 0.3);
      return r.data.filter((_, i) => i % 4 === 3 && r.data[i]! > 0).length;
    };
    for (const ch of FONT_CHARACTERS) expect(await inked(ch), ch).toBeGreaterThan(20);
    expect(await inked('0')).toBe(0);
  });
});

describe('image captcha', () => {
  it('uses only unambiguous characters', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OILQ]/);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(randomCaptchaText()).toHaveLength(4);
    expect(randomCaptchaText(6)).toHaveLength(6);
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      for (const ch of randomCaptchaText()) {
        expect(CAPTCHA_ALPHABET).toContain(ch);
        seen.add(ch);
      }
    }
    expect(seen.size).toBeGreaterThan(CAPTCHA_ALPHABET.length / 2);
  });

  it('renders a small, valid 120×44 PNG on a dark navy background', async () => {
    const png = await renderImageCaptcha('AB2Z');
    expect(png.length).toBeLessThan(6 * 1024);
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([120, 44]);
    expect(image.rawLength).toBe(44 * (1 + 120 * 4));
    // The background is the commonest colour (noise lines and dots may cross any one pixel).
    const counts = new Map<string, number>();
    for (let y = 0; y < image.height; y++) {
      for (let x = 0; x < image.width; x++) {
        const colour = pixel(image, x, y).join();
        counts.set(colour, (counts.get(colour) ?? 0) + 1);
      }
    }
    const [background = ''] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [];
    const [r = 0, g = 0, b = 0, a] = background.split(',').map(Number);
    expect(a).toBe(255);
    expect(Math.max(r, g, b)).toBeLessThan(0x50);
  });

  it('stays small for any text', async () => {
    for (let i = 0; i < 30; i++) expect((await renderImageCaptcha(randomCaptchaText())).length).toBeLessThan(6 * 1024);
  });

  it('differs between two renders of the same text', async () => {
    expect((await renderImageCaptcha('7KPX')).equals(await renderImageCaptcha('7KPX'))).toBe(false);
  });

  it('refuses characters outside the alphabet', async () => {
    await expect(renderImageCaptcha('AB0Z')).rejects.toThrow(RangeError);
  });
});

describe('slider puzzle', () => {
  it('cuts a piece holding the original pixels of the hole, with the same outline', async () => {
    const { x, y, pieceSize, original, background, piece } = await renderSliderPuzzleRaw();
    let darkened = 0;
    for (let py = 0; py < pieceSize; py++) {
      for (let px = 0; px < pieceSize; px++) {
        const onOutline = px < 2 || py < 2 || px >= pieceSize - 2 || py >= pieceSize - 2;
        const expected = onOutline ? pixel(background, x + px, y + py) : pixel(original, x + px, y + py);
        expect(pixel(piece, px, py)).toEqual(expected);
        if (!onOutline && brightness(background, x + px, y + py) < brightness(original, x + px, y + py)) darkened++;
      }
    }
    expect(darkened).toBe((pieceSize - 4) ** 2);
  });

  it('leaves the background outside the hole untouched', async () => {
    const { x, y, pieceSize, original, background } = await renderSliderPuzzleRaw();
    const changed: string[] = [];
    for (let py = 0; py < background.height; py++) {
      for (let px = 0; px < background.width; px++) {
        const inHole = px >= x && px < x + pieceSize && py >= y && py < y + pieceSize;
        if (!inHole && pixel(background, px, py).join() !== pixel(original, px, py).join()) changed.push(`${px},${py}`);
      }
    }
    expect(changed).toEqual([]);
  });

  it('encodes a small 280×150 background and a 44×44 piece that fills the hole', async () => {
    const puzzle = await renderSliderPuzzle();
    expect(puzzle).toMatchObject({ width: 280, height: 150, pieceSize: 44 });
    expect(puzzle.background.length).toBeLessThan(40 * 1024);
    const background = decodePng(puzzle.background);
    const piece = decodePng(puzzle.piece);
    expect([background.width, background.height, piece.width, piece.height]).toEqual([280, 150, 44, 44]);
    // The outline is opaque, so it is identical in both images.
    for (let i = 0; i < 44; i++) {
      expect(pixel(piece, i, 0)).toEqual(pixel(background, puzzle.x + i, puzzle.y));
      expect(pixel(piece, 43, i)).toEqual(pixel(background, puzzle.x + 43, puzzle.y + i));
    }
  });

  it('places the hole at integer positions within range, not always the same', async () => {
    const xs = new Set<number>();
    const ys = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const { x, y, width, height, pieceSize } = await renderSliderPuzzle();
      expect(Number.isInteger(x) && Number.isInteger(y)).toBe(true);
      expect(x).toBeGreaterThanOrEqual(70);
      expect(x).toBeLessThanOrEqual(width - pieceSize - 10);
      expect(y).toBeGreaterThanOrEqual(10);
      expect(y).toBeLessThanOrEqual(height - pieceSize - 10);
      xs.add(x);
      ys.add(y);
    }
    expect(xs.size).toBeGreaterThan(20);
    expect(ys.size).toBeGreaterThan(10);
  });
});
