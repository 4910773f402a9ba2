import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Db } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { UploadRefused } from './errors.ts';

/** Spec §5: png or jpg only, 5 MB each, at most 3. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_PROOF_IMAGES = 3;

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
 * Stores an uploaded image: refused unless it is a real png or jpg within the size limit, then
 * decoded and re-encoded (which drops metadata and anything hidden after the image data), so what
 * is served is only ever a clean image.
 */
export async function storeImage(db: Db, dataDir: string, memberId: number, purpose: string, bytes: Uint8Array, now = Date.now()): Promise<{ id: number; mime: string; bytes: number }> {
  if (bytes.length === 0) throw new UploadRefused('The file is empty.');
  if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadRefused('Images may be at most 5 MB.');
  const mime = sniffImage(bytes);
  if (!mime) throw new UploadRefused('Only png and jpg images are accepted.');
  let clean: Buffer;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    clean = mime === 'image/png' ? await image.png({ compressionLevel: 9 }).toBuffer() : await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  } catch {
    throw new UploadRefused('The image could not be read.');
  }
  const dir = join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${mime === 'image/png' ? 'png' : 'jpg'}`;
  await writeFile(join(dir, name), clean);
  const row = await db
    .insertInto('uploads')
    .values({ member_id: memberId, purpose, ref_id: null, mime, bytes: clean.length, path: name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), mime, bytes: clean.length };
}

/** An upload of the member (another member's id is not found). */
export async function readUpload(db: Db, dataDir: string, memberId: number, id: number): Promise<{ mime: string; data: Buffer }> {
  const row = await db.selectFrom('uploads').select(['mime', 'path']).where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  if (!row) throw new NotFound('No such file.');
  return { mime: row.mime, data: await readFile(join(dataDir, 'uploads', row.path)) };
}

/** Attaches unused uploads of the member to a record; refuses ones that are not theirs or already used. */
export async function attachUploads(db: Db, memberId: number, purpose: string, ids: readonly number[], refId: number): Promise<void> {
  if (ids.length === 0) return;
  if (ids.length > MAX_PROOF_IMAGES) throw new UploadRefused(`At most ${MAX_PROOF_IMAGES} images.`);
  const rows = await db.selectFrom('uploads').select('id').where('id', 'in', [...ids]).where('member_id', '=', memberId).where('purpose', '=', purpose).where('ref_id', 'is', null).execute();
  if (rows.length !== new Set(ids).size) throw new UploadRefused('An image is missing or already used.');
  await db.updateTable('uploads').set({ ref_id: refId }).where('id', 'in', [...ids]).execute();
}
