import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { importServerKey, seal, type SealedPayload } from '#lib/crypto/seal.ts';
import { AppError } from '#server/errors.ts';
import {
  DecryptionFailed,
  EncryptionRequired,
  PayloadExpired,
  type ServerKeyPair,
  generateServerKeyPair,
  isSealedPayload,
  openSealed,
} from '#server/auth/key-pair.ts';

const MINUTE = 60_000;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const unb64 = (text: string) => Buffer.from(text, 'base64');

/** Encrypts arbitrary plaintext bytes the way seal() does, with node:crypto. */
function sealBytes(
  plaintext: Uint8Array,
  pair: Pick<ServerKeyPair, 'publicSpki'>,
  kid: string,
  options: { aesKey?: Buffer; iv?: Buffer } = {},
): SealedPayload {
  const aesKey = options.aesKey ?? randomBytes(32);
  const iv = options.iv ?? randomBytes(12);
  const cipher = createCipheriv(aesKey.length === 16 ? 'aes-128-gcm' : 'aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  const publicKey = createPublicKey({ key: unb64(pair.publicSpki), format: 'der', type: 'spki' });
  const key = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { kid, key: b64(key), iv: b64(iv), data: b64(data) };
}

const sealJson = (json: string, pair: ServerKeyPair) => sealBytes(Buffer.from(json, 'utf8'), pair, pair.kid);

/** Runs `fn` and returns what it threw (fails the test if it did not throw). */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('expected a throw');
}

function expectCode(fn: () => unknown, code: string): void {
  const err = thrown(fn);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
}

/** Replaces one base64 field with its bytes transformed. */
function tamper(sealed: SealedPayload, field: 'key' | 'iv' | 'data', edit: (bytes: Buffer) => Buffer): SealedPayload {
  return { ...sealed, [field]: b64(edit(Buffer.from(unb64(sealed[field])))) };
}

function flip(index: number) {
  return (bytes: Buffer) => {
    const i = index < 0 ? bytes.length + index : index;
    bytes[i] = (bytes[i] ?? 0) ^ 0x01;
    return bytes;
  };
}

let pair: ServerKeyPair;
let other: ServerKeyPair;
let publicKey: CryptoKey;

beforeAll(async () => {
  pair = generateServerKeyPair();
  other = generateServerKeyPair();
  publicKey = await importServerKey(pair.publicSpki);
});

describe('generateServerKeyPair', () => {
  it('derives kid from the SPKI and yields distinct pairs', async () => {
    expect(pair.kid).toMatch(/^[0-9a-f]{16}$/);
    expect(other.kid).not.toBe(pair.kid);
    expect(pair.privatePem).toContain('BEGIN PRIVATE KEY');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', unb64(pair.publicSpki)));
    expect(Buffer.from(digest).toString('hex').slice(0, 16)).toBe(pair.kid);
  });
});

describe('seal (browser side)', () => {
  it('produces the wire format: 256-byte wrapped key, 12-byte IV, ciphertext plus 16-byte tag', async () => {
    const payload = { user: 'alice' };
    const sealed = await seal(payload, publicKey, pair.kid);
    expect(Object.keys(sealed).sort()).toEqual(['data', 'iv', 'key', 'kid']);
    expect(sealed.kid).toBe(pair.kid);
    expect(unb64(sealed.key)).toHaveLength(256);
    expect(unb64(sealed.iv)).toHaveLength(12);
    const jsonLength = JSON.stringify({ ...payload, ts: Date.now() }).length;
    expect(unb64(sealed.data)).toHaveLength(jsonLength + 16);
    expect(isSealedPayload(sealed)).toBe(true);
  });

  it('uses a fresh key and IV every time', async () => {
    const a = await seal({ n: 1 }, publicKey, pair.kid);
    const b = await seal({ n: 1 }, publicKey, pair.kid);
    expect(a.key).not.toBe(b.key);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('uses no Node-only API (the file is bundled for the browser)', () => {
    const source = readFileSync(new URL('../../src/lib/crypto/seal.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from\s+['"]node:|require\(|\bBuffer\b|\bprocess\./);
  });
});

describe('openSealed', () => {
  it('round-trips what the browser sealed and strips ts', async () => {
    const payload = { username: 'alice', password: 'correct horse ✓ 馬', nested: { list: [1, 'two', null] } };
    const opened = openSealed(await seal(payload, publicKey, pair.kid), [pair]);
    expect(opened).toEqual(payload);
    expect(opened).not.toHaveProperty('ts');
  });

  it('picks the key pair named by kid (rotation)', async () => {
    const sealed = await seal({ ok: true }, publicKey, pair.kid);
    expect(openSealed(sealed, [other, pair])).toEqual({ ok: true });
  });

  it('round-trips a large payload', async () => {
    const big = 'x'.repeat(500_000);
    expect(openSealed(await seal({ big }, publicKey, pair.kid), [pair])).toEqual({ big });
  });

  it('requires encryption for anything that is not a sealed body', () => {
    const good = sealJson(JSON.stringify({ ts: Date.now() }), pair);
    const bodies: unknown[] = [
      { username: 'alice', password: 'hunter2' },
      null,
      undefined,
      'sealed',
      42,
      [good.kid, good.key, good.iv, good.data],
      { ...good, kid: undefined },
      { ...good, key: 7 },
      { ...good, iv: '' },
      { ...good, kid: 'k'.repeat(65) },
      { ...good, key: 'A'.repeat(1028) },
      { ...good, iv: 'A'.repeat(68) },
      { ...good, data: 'A'.repeat(1_400_004) },
      { ...good, data: 'not base64 at all!' },
      { ...good, iv: 'AAAAAAAAAAAAAAA' },
      { ...good, key: `${good.key}\n` },
    ];
    for (const body of bodies) expectCode(() => openSealed(body, [pair]), 'ENCRYPTION_REQUIRED');
    expect(thrown(() => openSealed({ username: 'alice' }, [pair]))).toBeInstanceOf(EncryptionRequired);
  });

  describe('refuses anything cryptographically wrong with DECRYPTION_FAILED', () => {
    let sealed: SealedPayload;
    beforeAll(async () => {
      sealed = await seal({ username: 'alice' }, publicKey, pair.kid);
    });

    const cases: Array<[string, () => unknown]> = [
      ['unknown kid', () => ({ ...sealed, kid: '0000000000000000' })],
      ['a flipped ciphertext byte', () => tamper(sealed, 'data', flip(0))],
      ['a flipped tag byte', () => tamper(sealed, 'data', flip(-1))],
      ['a truncated tag', () => tamper(sealed, 'data', (b) => b.subarray(0, b.length - 1))],
      ['data shorter than a tag', () => tamper(sealed, 'data', (b) => b.subarray(0, 15))],
      ['an 8-byte IV', () => tamper(sealed, 'iv', (b) => b.subarray(0, 8))],
      ['a 16-byte IV', () => tamper(sealed, 'iv', (b) => Buffer.concat([b, Buffer.alloc(4)]))],
      ['a different 12-byte IV', () => tamper(sealed, 'iv', flip(3))],
      ['a flipped wrapped-key byte', () => tamper(sealed, 'key', flip(100))],
      ['a truncated wrapped key', () => tamper(sealed, 'key', (b) => b.subarray(0, 128))],
      ['base64-shaped garbage', () => ({ kid: pair.kid, key: 'Z2FyYmFnZQ==', iv: 'AAAAAAAAAAAAAAAA', data: 'Z2FyYmFnZSBnYXJiYWdl' })],
      ['a key wrapped for another key pair', () => sealBytes(Buffer.from(`{"ts":${Date.now()}}`), other, pair.kid)],
      ['a 16-byte (AES-128) wrapped key', () => sealBytes(Buffer.from(`{"ts":${Date.now()}}`), pair, pair.kid, { aesKey: randomBytes(16) })],
    ];

    it.each(cases)('%s', (_name, body) => {
      const err = thrown(() => openSealed(body(), [pair, other]));
      expect(err).toBeInstanceOf(DecryptionFailed);
      expect(err).toMatchObject({ code: 'DECRYPTION_FAILED', name: 'DecryptionFailed' });
    });

    it('fails with no key pairs configured', () => {
      expectCode(() => openSealed(sealed, []), 'DECRYPTION_FAILED');
    });

    it('gives one message for every cause (no padding oracle)', () => {
      const messages = new Set(cases.map(([, body]) => (thrown(() => openSealed(body(), [pair])) as Error).message));
      expect(messages.size).toBe(1);
    });

    it('wraps every single-bit corruption of every field as DECRYPTION_FAILED', () => {
      for (const field of ['key', 'iv', 'data'] as const) {
        const length = unb64(sealed[field]).length;
        for (const index of [0, 1, Math.floor(length / 2), length - 2, length - 1]) {
          expectCode(() => openSealed(tamper(sealed, field, flip(index)), [pair]), 'DECRYPTION_FAILED');
        }
      }
    });

    it('fails cleanly when the stored private key is unusable', () => {
      const broken = { ...pair, privatePem: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----\n' };
      expectCode(() => openSealed(sealed, [broken]), 'DECRYPTION_FAILED');
    });
  });

  it('accepts only a JSON object as plaintext', () => {
    const now = Date.now();
    for (const json of ['[1,2,3]', `[{"ts":${now}}]`, '"a string"', '42', 'null', 'true', '{"ts":', 'not json', '']) {
      expectCode(() => openSealed(sealJson(json, pair), [pair]), 'DECRYPTION_FAILED');
    }
    const invalidUtf8 = Buffer.concat([Buffer.from(`{"ts":${now},"s":"`), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    expectCode(() => openSealed(sealBytes(invalidUtf8, pair, pair.kid), [pair]), 'DECRYPTION_FAILED');
  });

  it('drops __proto__ keys without touching any prototype', () => {
    const json = `{"ts":${Date.now()},"__proto__":{"polluted":"yes","isAdmin":true},"user":"alice","nested":{"__proto__":{"polluted":"deep"},"keep":1},"list":[{"__proto__":{"polluted":"list"}}]}`;
    const opened = openSealed(sealJson(json, pair), [pair]);

    expect(opened).toEqual({ user: 'alice', nested: { keep: 1 }, list: [{}] });
    expect(Object.getPrototypeOf(opened)).toBe(Object.prototype);
    expect(Object.hasOwn(opened, '__proto__')).toBe(false);
    expect(Object.hasOwn(opened['nested'] as object, '__proto__')).toBe(false);
    expect(Object.getPrototypeOf(opened['nested'])).toBe(Object.prototype);
    expect((opened as { isAdmin?: unknown }).isAdmin).toBeUndefined();

    const merged: Record<string, unknown> = Object.assign({}, opened, { ...opened });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  describe('freshness window', () => {
    it('refuses a payload sealed 6 minutes ago and one from 6 minutes in the future', async () => {
      const sealed = await seal({ user: 'alice' }, publicKey, pair.kid);
      expectCode(() => openSealed(sealed, [pair], Date.now() + 6 * MINUTE), 'PAYLOAD_EXPIRED');
      expectCode(() => openSealed(sealed, [pair], Date.now() - 6 * MINUTE), 'PAYLOAD_EXPIRED');
      expect(thrown(() => openSealed(sealed, [pair], Date.now() + 6 * MINUTE))).toBeInstanceOf(PayloadExpired);
    });

    it('accepts the edges of the window and honours a custom window', () => {
      const ts = 1_700_000_000_000;
      const sealed = sealJson(JSON.stringify({ ts, a: 1 }), pair);
      expect(openSealed(sealed, [pair], ts + 5 * MINUTE)).toEqual({ a: 1 });
      expect(openSealed(sealed, [pair], ts - 5 * MINUTE)).toEqual({ a: 1 });
      expectCode(() => openSealed(sealed, [pair], ts + 5 * MINUTE + 1), 'PAYLOAD_EXPIRED');
      expectCode(() => openSealed(sealed, [pair], ts + 2_000, 1_000), 'PAYLOAD_EXPIRED');
    });

    it('refuses a missing or non-numeric ts', () => {
      for (const json of ['{"a":1}', '{"ts":"1700000000000"}', '{"ts":null}', '{"ts":[1]}', '{"ts":1e400}']) {
        expectCode(() => openSealed(sealJson(json, pair), [pair], 1_700_000_000_000), 'PAYLOAD_EXPIRED');
      }
    });

    it('overrides a ts the caller put in the payload', async () => {
      const sealed = await seal({ ts: 0, a: 1 }, publicKey, pair.kid);
      expect(openSealed(sealed, [pair])).toEqual({ a: 1 });
    });
  });
});
