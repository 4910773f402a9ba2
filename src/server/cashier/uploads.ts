import { randomUUID } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { TooManyRequests } from '#server/auth/index.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { lockMemberRow } from '#server/members/index.ts';
import { NotFound } from '#server/errors.ts';
import { uploadStorage } from '#server/storage.ts';
import { UploadRefused } from './errors.ts';

/** Spec §5: png or jpg only, 5 MB each, at most 3. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_PROOF_IMAGES = 3;
/**
 * The most an image may take once decoded (width × height × channels × bytes per sample), read
 * from its header before any decoding: a 12-megapixel photo (36 MB) fits; a small file that
 * would unpack to hundreds of megabytes (a 6000 × 6000 16-bit RGBA png is 288 MB) is refused.
 * With one decode at a time this keeps the server within its 300 MB budget (DESIGN.md).
 */
export const MAX_DECODED_BYTES = 36_000_000;
/** Images one member may upload in 24 hours. */
export const MAX_UPLOADS_PER_DAY = 20;
const DAY_MS = 86_400_000;
/** Uploads waiting for the decoder beyond this many are refused at once (their bodies are held in memory). */
const MAX_WAITING = 6;

// One image in the decoder at a time, no pixel cache kept between images: memory stays bounded.
sharp.cache(false);
sharp.concurrency(1);

const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/** The bytes an image will take once decoded, from its header only (nothing is decoded). */
export async function decodedBytes(bytes: Uint8Array): Promise<number> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new UploadRefused('The image could not be read.');
  }
  const { width, height, channels, depth } = meta;
  const sample = depth ? SAMPLE_BYTES[depth] : undefined;
  if (!width || !height || !channels || !sample) throw new UploadRefused('The image could not be read.');
  return width * height * channels * sample;
}

let decoding: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Runs `fn` when no other image is being decoded; refuses when too many are already waiting. */
async function oneAtATime<T>(fn: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING) throw new TooManyRequests('Many images are being processed. Try again in a few seconds.', { retryAfterSeconds: 5 });
  waiting++;
  const turn = decoding.then(
    () => fn(),
    () => fn(),
  );
  decoding = turn.catch(() => undefined);
  try {
    return await turn;
  } finally {
    waiting--;
  }
}

/** Refuses when the member has used up the day's uploads (read before anything is decoded). */
async function assertUploadsLeft(db: Db, memberId: number, now: number): Promise<void> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('member_id', '=', memberId)
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= MAX_UPLOADS_PER_DAY) {
    const seconds = Math.max(1, Math.ceil((Number(row?.oldest ?? now) + DAY_MS - now) / 1000));
    throw new TooManyRequests(`At most ${MAX_UPLOADS_PER_DAY} images a day. Try again later.`, { retryAfterSeconds: seconds });
  }
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The type an image really is, from its first bytes (the name and the declared type are not trusted). */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'image/png';
  if (starts(JPEG)) return 'image/jpeg';
  return null;
}

/**
 * A clean copy of an uploaded image, or a refusal: it must be a real png or jpg within the size
 * limit whose header promises a decoded size within MAX_DECODED_BYTES; it is then decoded (one
 * image at a time) and re-encoded, which drops metadata and anything hidden after the image
 * data, so what is served is only ever a clean image. Nothing is written: the chat keeps its
 * images in a table of its own.
 */
export async function cleanImage(bytes: Uint8Array, beforeDecoding?: () => Promise<void>): Promise<{ mime: 'image/png' | 'image/jpeg'; data: Buffer }> {
  if (bytes.length === 0) throw new UploadRefused('The file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRefused('Images may be at most 5 MB.');
  const mime = sniffImage(bytes);
  if (!mime) throw new UploadRefused('Only png and jpg images are accepted.');
  await beforeDecoding?.();
  if ((await decodedBytes(bytes)) > MAX_DECODED_BYTES) throw new UploadRefused('This image is too large once opened. Send a smaller picture or a screenshot.');
  const data = await oneAtATime(async () => {
    try {
      const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
      return mime === 'image/png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    } catch {
      throw new UploadRefused('The image could not be read.');
    }
  });
  return { mime, data };
}

/**
 * Stores an uploaded image (cleanImage) from a member with uploads left today. The day's count
 * is read before anything is decoded, and again under the member's row lock when the row is
 * written, so parallel uploads cannot pass it.
 */
export async function storeImage(db: Db, dataDir: string, memberId: number, purpose: string, bytes: Uint8Array, now = Date.now()): Promise<{ id: number; mime: string; bytes: number }> {
  const { mime, data: clean } = await cleanImage(bytes, () => assertUploadsLeft(db, memberId, now));
  const files = uploadStorage(dataDir);
  const name = `${randomUUID()}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await files.put(name, clean, mime);
  try {
    const id = await atomically(db, async (tx) => {
      // The member's row serialises the count and the insert (PostgreSQL; SQLite runs one transaction at a time).
      await lockMemberRow(tx, memberId);
      await assertUploadsLeft(tx, memberId, now);
      const row = await tx
        .insertInto('uploads')
        .values({ member_id: memberId, purpose, ref_id: null, mime, bytes: clean.length, path: name, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    });
    return { id, mime, bytes: clean.length };
  } catch (err) {
    await files.delete(name);
    throw err;
  }
}

/** An upload of the member (another member's id is not found). */
export async function readUpload(db: Db, dataDir: string, memberId: number, id: number): Promise<{ mime: string; data: Buffer }> {
  const row = await db.selectFrom('uploads').select(['mime', 'path']).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw new NotFound('No such file.');
  return { mime: row.mime, data: await storedFile(dataDir, row.path, 'No such file.') };
}

/** Attaches unused uploads of the member to a record; refuses ones that are not theirs or already used. */
export async function attachUploads(db: Db, memberId: number, purpose: string, ids: readonly number[], refId: number): Promise<void> {
  if (ids.length === 0) return;
  if (ids.length > MAX_PROOF_IMAGES) throw new UploadRefused(`At most ${MAX_PROOF_IMAGES} images.`);
  // One guarded update inside the caller's transaction: an image another request attached first
  // matches no more, and the shortfall refuses (and so undoes) this whole request.
  const attached = await db
    .updateTable('uploads')
    .set({ ref_id: refId })
    .where('id', 'in', [...ids])
    .where('member_id', '=', memberId)
    .where('purpose', '=', purpose)
    .where('ref_id', 'is', null)
    .executeTakeFirst();
  if (Number(attached.numUpdatedRows) !== new Set(ids).size) throw new UploadRefused('An image is missing or already used.');
}

/** The uploads attached to records of one purpose (their ids by record), oldest first. */
export async function attachedUploads(db: Db, purpose: string, refIds: readonly number[]): Promise<{ id: number; refId: number }[]> {
  if (!refIds.length) return [];
  const rows = await db.selectFrom('uploads').select(['id', 'ref_id']).where('purpose', '=', purpose).where('ref_id', 'in', [...refIds]).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), refId: Number(r.ref_id) }));
}

/** An upload attached to a record of `purpose`, for staff (an unattached one, or one of another purpose, is not found). */
export async function readAttachedUpload(db: Db, dataDir: string, purpose: string, id: number): Promise<{ mime: string; data: Buffer }> {
  const row = await db.selectFrom('uploads').select(['mime', 'path']).where('id', '=', id).where('purpose', '=', purpose).where('ref_id', 'is not', null).executeTakeFirst();
  if (!row) throw new NotFound('No such image.');
  return { mime: row.mime, data: await storedFile(dataDir, row.path, 'No such image.') };
}

/** A stored upload's bytes; a row whose file is gone is not found either. */
export async function storedFile(dataDir: string, path: string, missing: string): Promise<Buffer> {
  const data = await uploadStorage(dataDir).get(path);
  if (!data) throw new NotFound(missing);
  return data;
}
