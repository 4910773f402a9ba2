/**
 * Captcha pictures are drawn as SVG and rendered to PNG by sharp (librsvg + libvips): the shapes,
 * anti-aliasing, compositing and PNG encoding all come from the library. This file holds what the
 * image captcha and the slider puzzle share: random numbers, SVG text, rasterising and PNG output.
 */
import { randomInt } from 'node:crypto';
import sharp from 'sharp';

/**
 * PNG settings: on these flat, anti-aliased pictures unfiltered rows at zlib level 9 are the smallest
 * (the image captcha stays well under 6 KB; adaptive filtering made it about a quarter larger) and
 * still take only a few milliseconds.
 */
const PNG_OPTIONS = { compressionLevel: 9, adaptiveFiltering: false } as const;

/** An RGBA image: `data` holds width × height × 4 bytes, row-major, not premultiplied. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A point in pixels. */
export interface Point {
  x: number;
  y: number;
}

/** A uniformly random integer in [min, max], both inclusive. */
export const randInt = (min: number, max: number): number => randomInt(min, max + 1);

/** A random real in [min, max] with a resolution of a millionth of the range. */
export const randReal = (min: number, max: number): number => min + ((max - min) * randomInt(0, 1_000_001)) / 1_000_000;

/** A number for SVG text: two decimals are far below a pixel. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

/** A CSS colour from hue (degrees), saturation and lightness (0–1) and an opacity. */
export function hsl(hue: number, saturation: number, lightness: number, alpha = 1): string {
  const h = ((hue % 360) + 360) % 360;
  return `hsla(${n(h)},${n(saturation * 100)}%,${n(lightness * 100)}%,${n(alpha)})`;
}

export function svgDocument(width: number, height: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);
}

/** Rasterises an SVG document to RGBA pixels. */
export async function rasterise(svg: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** 8-bit RGBA PNG (sharp / libvips) of `rgba`, width × height × 4 bytes; RangeError on a bad size or buffer. */
export async function encodePng(width: number, height: number, rgba: Uint8Array): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError(`invalid image size ${width}×${height}`);
  if (rgba.length !== width * height * 4) throw new RangeError(`expected ${width * height * 4} bytes of RGBA, got ${rgba.length}`);
  return sharp(rgba, { raw: { width, height, channels: 4 } }).png(PNG_OPTIONS).toBuffer();
}

export const pngOf = (pixels: Pixels): Promise<Buffer> => encodePng(pixels.width, pixels.height, pixels.data);
