import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  otpauthUri,
  totp,
  verifyTotp,
} from '#server/auth/totp.ts';

const ascii = (text: string) => new TextEncoder().encode(text);
const decodeAscii = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** RFC 6238 Appendix B, SHA-1 rows: the secret is the ASCII string "12345678901234567890". */
const RFC6238_SECRET = base32Encode(ascii('12345678901234567890'));
const RFC6238_SHA1: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

const RFC4648: Array<[string, string]> = [
  ['', ''],
  ['f', 'MY'],
  ['fo', 'MZXQ'],
  ['foo', 'MZXW6'],
  ['foob', 'MZXW6YQ'],
  ['fooba', 'MZXW6YTB'],
  ['foobar', 'MZXW6YTBOI'],
];

describe('base32 (RFC 4648)', () => {
  it.each(RFC4648)('encodes %j as %j and back', (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(decodeAscii(base32Decode(encoded))).toBe(text);
  });

  it('round-trips random bytes of every length', () => {
    for (let length = 0; length <= 64; length++) {
      const bytes = new Uint8Array(randomBytes(length));
      const encoded = base32Encode(bytes);
      expect(encoded).toMatch(/^[A-Z2-7]*$/);
      expect(base32Decode(encoded)).toEqual(bytes);
    }
  });

  it('decodes case-insensitively, ignoring spaces and padding', () => {
    expect(decodeAscii(base32Decode('mzxw 6ytb oi======'))).toBe('foobar');
    expect(decodeAscii(base32Decode('MZXW6YQ='))).toBe('foob');
    expect(decodeAscii(base32Decode('  mY  '))).toBe('f');
  });

  it('throws on invalid characters and impossible lengths', () => {
    for (const bad of ['MZXW1', 'MZXW8', 'MZXW6!', 'MZ=XW', 'MZXW\n6', 'MZ-XW', 'É']) {
      expect(() => base32Decode(bad), bad).toThrow(RangeError);
    }
    for (const bad of ['M', 'MZX', 'MZXW6Y']) expect(() => base32Decode(bad), bad).toThrow(RangeError);
  });
});

describe('totp (RFC 6238)', () => {
  it.each(RFC6238_SHA1)('matches Appendix B at T=%i s with 8 digits', (seconds, code) => {
    expect(totp(RFC6238_SECRET, seconds * 1000, 30, 8)).toBe(code);
  });

  it('defaults to the last 6 digits and zero-pads', () => {
    for (const [seconds, code] of RFC6238_SHA1) expect(totp(RFC6238_SECRET, seconds * 1000)).toBe(code.slice(2));
    expect(totp(RFC6238_SECRET, 1111111109 * 1000)).toBe('081804');
  });

  it('is stable within a step and changes across steps', () => {
    const secret = generateTotpSecret();
    const start = 1_700_000_010 * 1000; // a step boundary: 1_700_000_010 is a multiple of 30
    expect(totp(secret, start)).toBe(totp(secret, start + 29_999));
    expect(totp(secret, start + 30_000)).toMatch(/^[0-9]{6}$/);
  });

  it('rejects unusable parameters', () => {
    expect(() => totp(RFC6238_SECRET, 0, 30, 5)).toThrow(RangeError);
    expect(() => totp(RFC6238_SECRET, 0, 30, 9)).toThrow(RangeError);
    expect(() => totp(RFC6238_SECRET, 0, 0)).toThrow(RangeError);
    expect(() => totp(RFC6238_SECRET, -1)).toThrow(RangeError);
    expect(() => totp(RFC6238_SECRET, Number.NaN)).toThrow(RangeError);
    expect(() => totp('', 0)).toThrow(RangeError);
    expect(() => totp('not base32!', 0)).toThrow(RangeError);
  });
});

describe('generateTotpSecret', () => {
  it('returns 20 random bytes as 32 base32 characters', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });
});

describe('verifyTotp', () => {
  // Fixed secret and time: the codes of steps -2..2 below are known to be distinct.
  const secret = 'JBSWY3DPEHPK3PXP';
  const now = 1_700_000_000_000 + 12_345;
  const counter = Math.floor(now / 30_000);
  const codeAt = (step: number) => totp(secret, (counter + step) * 30_000);

  it('returns the counter of the current step', () => {
    expect(verifyTotp(secret, codeAt(0), now)).toBe(counter);
  });

  it('accepts the previous and the next step and says which one matched', () => {
    expect(verifyTotp(secret, codeAt(-1), now)).toBe(counter - 1);
    expect(verifyTotp(secret, codeAt(1), now)).toBe(counter + 1);
  });

  it('refuses codes two steps away unless the window is widened', () => {
    expect(new Set([-2, -1, 0, 1, 2].map(codeAt)).size).toBe(5);
    expect(verifyTotp(secret, codeAt(2), now)).toBeNull();
    expect(verifyTotp(secret, codeAt(-2), now)).toBeNull();
    expect(verifyTotp(secret, codeAt(2), now, 2)).toBe(counter + 2);
    expect(verifyTotp(secret, codeAt(-2), now, 2)).toBe(counter - 2);
    expect(verifyTotp(secret, codeAt(-1), now, 0)).toBeNull();
  });

  it('checks the RFC secret at a known time', () => {
    expect(verifyTotp(RFC6238_SECRET, '005924', 1234567890 * 1000)).toBe(Math.floor(1234567890 / 30));
  });

  it('refuses anything that is not exactly 6 ASCII digits', () => {
    const code = codeAt(0);
    for (const bad of ['', code.slice(1), `${code}0`, ` ${code}`, `${code} `, `${code}\n`, '12345a', '１２３４５６', '١٢٣٤٥٦', '+12345', '1e5000']) {
      expect(verifyTotp(secret, bad, now), JSON.stringify(bad)).toBeNull();
    }
  });

  it('refuses a wrong code', () => {
    const wrong = String((Number(codeAt(0)) + 1) % 1_000_000).padStart(6, '0');
    expect([-1, 0, 1].map(codeAt)).not.toContain(wrong);
    expect(verifyTotp(secret, wrong, now)).toBeNull();
  });

  it('works with the real clock by default', () => {
    const fresh = generateTotpSecret();
    const code = totp(fresh, Date.now());
    const matched = verifyTotp(fresh, code);
    expect(matched).not.toBeNull();
    expect(Math.abs((matched ?? 0) - Math.floor(Date.now() / 30_000))).toBeLessThanOrEqual(1);
  });
});

describe('otpauthUri', () => {
  it('builds the Key Uri Format with encoded label and issuer', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'alice@example.com')).toBe(
      'otpauth://totp/Meridian:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Meridian&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('encodes spaces, colons and other reserved characters and normalises the secret', () => {
    const uri = otpauthUri('jbsw y3dp ehpk 3pxp', 'a b:c&d', 'Meridian Casino & Co');
    expect(uri).toBe(
      'otpauth://totp/Meridian%20Casino%20%26%20Co:a%20b%3Ac%26d?secret=JBSWY3DPEHPK3PXP&issuer=Meridian%20Casino%20%26%20Co&algorithm=SHA1&digits=6&period=30',
    );
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('issuer')).toBe('Meridian Casino & Co');
    expect(parsed.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
  });
});
