import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createFloatSource,
  createFloats,
  fromHex,
  hex,
  hmacSha256,
  intBelow,
  isServerSeed,
  pick,
  roundHmacHex,
  serverSeedHash,
  sha256,
  shuffle,
  utf8Decode,
  utf8Encode,
} from '#lib/fair/rng.ts';

const ascii = (text: string) => utf8Encode(text);
const repeat = (byte: number, n: number) => new Uint8Array(n).fill(byte);

/** A tiny deterministic PRNG for generating test inputs (not for game outcomes). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('SHA-256 (FIPS 180-4 vectors)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j', (text, digest) => {
    expect(hex(sha256(ascii(text)))).toBe(digest);
  });

  it('hashes one million "a"', () => {
    expect(hex(sha256(repeat(0x61, 1_000_000)))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('agrees with node:crypto at every length around the padding boundaries', () => {
    const next = lcg(1);
    for (let n = 0; n <= 200; n++) {
      const bytes = Uint8Array.from({ length: n }, () => Math.floor(next() * 256));
      expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});

describe('HMAC-SHA256 (RFC 4231)', () => {
  const cases: Array<[string, Uint8Array, Uint8Array, string]> = [
    ['1', repeat(0x0b, 20), ascii('Hi There'), 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7'],
    [
      '2',
      ascii('Jefe'),
      ascii('what do ya want for nothing?'),
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    ],
    ['3', repeat(0xaa, 20), repeat(0xdd, 50), '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe'],
    [
      '4',
      Uint8Array.from({ length: 25 }, (_, i) => i + 1),
      repeat(0xcd, 50),
      '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
    ],
    [
      '6',
      repeat(0xaa, 131),
      ascii('Test Using Larger Than Block-Size Key - Hash Key First'),
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    ],
    [
      '7',
      repeat(0xaa, 131),
      ascii(
        'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
      ),
      '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
    ],
  ];
  it.each(cases)('test case %s', (_, key, message, mac) => {
    expect(hex(hmacSha256(key, message))).toBe(mac);
  });

  it('agrees with node:crypto createHmac on 200 random keys and messages', () => {
    const next = lcg(2);
    for (let i = 0; i < 200; i++) {
      const key = Uint8Array.from({ length: Math.floor(next() * 150) }, () => Math.floor(next() * 256));
      const message = Uint8Array.from({ length: Math.floor(next() * 300) }, () => Math.floor(next() * 256));
      expect(hex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });
});

describe('hex and UTF-8 helpers', () => {
  it('round-trips hex and refuses malformed text', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromHex(hex(bytes))).toEqual(bytes);
    expect(fromHex('ABcd')).toEqual(Uint8Array.from([0xab, 0xcd]));
    expect(() => fromHex('abc')).toThrow(RangeError);
    expect(() => fromHex('zz')).toThrow(RangeError);
  });

  it('encodes and decodes UTF-8', () => {
    expect(hex(utf8Encode('é✓'))).toBe('c3a9e29c93');
    expect(utf8Decode(utf8Encode('Ünïcode ✓ seed'))).toBe('Ünïcode ✓ seed');
    expect(() => utf8Decode(Uint8Array.from([0xff]))).toThrow();
  });
});

/** sha256("meridian fair test seed") in hex: a server seed in the published format. */
const SEED = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';

describe('provably fair floats', () => {
  it('commits to the seed with the hex SHA-256 of its text', () => {
    expect(isServerSeed(SEED)).toBe(true);
    expect(isServerSeed(SEED.toUpperCase())).toBe(false);
    expect(serverSeedHash(SEED)).toBe('4fd47aabc6f6928de1d35a13e2e4ba9f2b43306039853a60f3fdd221b2f71ef4');
  });

  // Written down from node:crypto: createHmac('sha256', SEED).update(`${client}:${nonce}:${cursor}`),
  // readUInt32BE(4i) for cursors 0 and 1; the first 10 values.
  const VECTORS: Array<[string, number, number[]]> = [
    [
      'player-seed',
      0,
      [610428496, 29678692, 1132778204, 500856258, 1555149655, 2201819970, 428914834, 3440548084, 388023877, 3394214310],
    ],
    [
      'player-seed',
      1,
      [2485197338, 3032369172, 2968621214, 3771064540, 4107339212, 3435724521, 105207224, 2035552056, 3732360409, 4143015028],
    ],
    [
      'Ünïcode ✓ seed',
      42,
      [3675559793, 3395631003, 1243177437, 3738862663, 3372501493, 568460459, 239068384, 3277547313, 4054758088, 3662433787],
    ],
  ];
  it.each(VECTORS)('reproduces the fixed vector for client seed %j, nonce %i', (clientSeed, nonce, words) => {
    const next = createFloats(SEED, clientSeed, nonce);
    expect(words.map(() => next() * 2 ** 32)).toEqual(words);
    expect(roundHmacHex(SEED, clientSeed, nonce, 1)).toBe(
      createHmac('sha256', SEED).update(`${clientSeed}:${nonce}:1`).digest('hex'),
    );
  });

  it('matches node:crypto block by block over many cursors (multi-digit cursors, long client seeds)', () => {
    for (const clientSeed of ['c', 'x'.repeat(50), 'y'.repeat(130)]) {
      const next = createFloats(SEED, clientSeed, 123456789);
      for (let cursor = 0; cursor < 40; cursor++) {
        const mac = createHmac('sha256', SEED).update(`${clientSeed}:123456789:${cursor}`).digest();
        for (let i = 0; i < 8; i++) expect(next()).toBe(mac.readUInt32BE(4 * i) / 2 ** 32);
      }
    }
  });

  it('gives the same streams through a shared source, interleaved', () => {
    const source = createFloatSource(SEED);
    const a = source('a', 1);
    const b = source('b', 2);
    const fromSource: number[] = [];
    for (let i = 0; i < 20; i++) fromSource.push(a(), b());
    const a2 = createFloats(SEED, 'a', 1);
    const b2 = createFloats(SEED, 'b', 2);
    const direct: number[] = [];
    for (let i = 0; i < 20; i++) direct.push(a2(), b2());
    expect(fromSource).toEqual(direct);
  });

  it('refuses a nonce that is not a non-negative safe integer', () => {
    for (const nonce of [-1, 1.5, Number.NaN, 2 ** 53]) expect(() => createFloats(SEED, 'c', nonce)).toThrow(RangeError);
  });

  it('stays in [0, 1) and is uniform (chi-square over 1,000,000 floats in 100 buckets)', () => {
    const next = createFloats(SEED, 'uniformity', 0);
    const buckets = new Float64Array(100);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 1_000_000; i++) {
      const x = next();
      if (x < min) min = x;
      if (x > max) max = x;
      buckets[Math.floor(x * 100)]!++;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    const expected = 10_000;
    let chi2 = 0;
    for (const observed of buckets) chi2 += (observed - expected) ** 2 / expected;
    // 99 degrees of freedom: the 0.999 quantile is about 148.2.
    expect(chi2).toBeLessThan(148.2);
  });
});

describe('helpers', () => {
  it('intBelow is floor(next() * n) and refuses bad n', () => {
    const values = [0, 0.5, 0.999999];
    let i = 0;
    const next = () => values[i++]!;
    expect([intBelow(next, 10), intBelow(next, 10), intBelow(next, 10)]).toEqual([0, 5, 9]);
    for (const n of [0, -1, 1.5, 2 ** 32 + 1]) expect(() => intBelow(() => 0, n)).toThrow(RangeError);
  });

  it('pick uses one float and refuses an empty list', () => {
    expect(pick(() => 0.7, ['a', 'b', 'c'])).toBe('c');
    expect(() => pick(() => 0, [])).toThrow(RangeError);
  });

  it('shuffle is Fisher–Yates from the end with one float per swap, leaving the input alone', () => {
    const draws: number[] = [];
    const floats = [0.1, 0.9, 0.5, 0.0];
    const next = () => {
      const x = floats[draws.length]!;
      draws.push(x);
      return x;
    };
    const input = ['a', 'b', 'c', 'd', 'e'];
    // i=4: j=floor(0.1*5)=0 → e b c d a; i=3: j=floor(0.9*4)=3 → same; i=2: j=1 → e c b d a; i=1: j=0 → c e b d a.
    expect(shuffle(next, input)).toEqual(['c', 'e', 'b', 'd', 'a']);
    expect(draws).toHaveLength(4);
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shuffle gives every permutation of 4 items equally often', () => {
    const next = createFloats(SEED, 'shuffle', 7);
    const counts = new Map<string, number>();
    const n = 240_000;
    for (let i = 0; i < n; i++) {
      const k = shuffle(next, [1, 2, 3, 4]).join('');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    let chi2 = 0;
    for (const c of counts.values()) chi2 += (c - n / 24) ** 2 / (n / 24);
    // 23 degrees of freedom: the 0.999 quantile is about 49.7.
    expect(chi2).toBeLessThan(49.7);
  });
});
