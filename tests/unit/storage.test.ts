import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkKey, localStorage, uploadStorage } from '#server/storage.ts';

const root = mkdtempSync(join(tmpdir(), 'meridian-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('upload storage on local disk', () => {
  it('stores, reads back and deletes a file under its key, creating the directory on the first write', async () => {
    const files = localStorage(join(root, 'a', 'uploads'));
    expect(await files.get('x.png')).toBeUndefined();
    await files.put('x.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect([...((await files.get('x.png')) ?? [])]).toEqual([1, 2, 3]);
    expect(files.url('x.png')).toBeNull();
    await files.delete('x.png');
    await files.delete('x.png');
    expect(await files.get('x.png')).toBeUndefined();
  });

  it('never overwrites a stored file', async () => {
    const files = localStorage(join(root, 'b'));
    await files.put('same.jpg', new Uint8Array([1]), 'image/jpeg');
    await expect(files.put('same.jpg', new Uint8Array([2]), 'image/jpeg')).rejects.toThrow();
    expect([...((await files.get('same.jpg')) ?? [])]).toEqual([1]);
  });

  it('refuses keys that could leave its directory', async () => {
    for (const bad of ['../x.png', '..', 'a/b.png', '/etc/passwd', '', '.hidden', 'a..b', 'x'.repeat(201)]) expect(() => checkKey(bad), bad).toThrow(/not a storage key/);
    const files = localStorage(join(root, 'c'));
    await expect(files.get('../../etc/passwd')).rejects.toThrow(/not a storage key/);
    await expect(files.put('../escape.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/not a storage key/);
    expect(readdirSync(root)).not.toContain('escape.png');
  });

  it('keeps a data directory’s uploads under DATA_DIR/uploads', async () => {
    const dataDir = join(root, 'data');
    await uploadStorage(dataDir).put('chat-1.png', new Uint8Array([9]), 'image/png');
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual(['chat-1.png']);
    expect(uploadStorage(dataDir)).toBe(uploadStorage(dataDir));
  });
});
