import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where uploaded files live (receipts, proofs, feedback and chat images). Keys are flat names
 * the application makes (`<uuid>.png`, `chat-<uuid>.jpg`), recorded in the database row that owns
 * the file. Local disk under DATA_DIR/uploads by default: with several instances that directory
 * must be shared (a network volume), or the store replaced by an S3-compatible one implementing
 * this interface (decision 032 lists what it needs).
 */
export interface FileStorage {
  /** Stores `data` under `key` (a new key each time: files are never overwritten). */
  put(key: string, data: Uint8Array, mime: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** A URL the browser may fetch the file from directly, or null when the application serves it (local disk; private files). */
  url(key: string): string | null;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Refuses a key that could leave the store's directory (or name nothing). */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Files in one directory on local disk (created on the first write). */
export function localStorage(dir: string): FileStorage {
  let made: Promise<unknown> | null = null;
  return {
    async put(key, data) {
      made ??= mkdir(dir, { recursive: true }).catch((err: unknown) => {
        made = null;
        throw err;
      });
      await made;
      await writeFile(join(dir, checkKey(key)), data, { flag: 'wx' });
    },
    async get(key) {
      try {
        return await readFile(join(dir, checkKey(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async delete(key) {
      await rm(join(dir, checkKey(key)), { force: true });
    },
    url() {
      return null;
    },
  };
}

const stores = new Map<string, FileStorage>();

/** The uploads store of a data directory. */
export function uploadStorage(dataDir: string): FileStorage {
  let s = stores.get(dataDir);
  if (!s) stores.set(dataDir, (s = localStorage(join(dataDir, 'uploads'))));
  return s;
}
