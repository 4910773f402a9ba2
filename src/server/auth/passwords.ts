import { hash, verify } from '@node-rs/argon2';
import { WeakPassword } from './errors.ts';

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when an account does not exist, so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}

/**
 * NIST 800-63B: length over composition, and no password from the lists of the most common
 * ones. The merchant's field rules (length, pattern) still apply on top.
 */
const COMMON = new Set(
  (
    '123456 123456789 12345678 password qwerty123 qwerty 1q2w3e4r 111111 123123 1234567890 000000 abc123 password1 ' +
    'iloveyou 1234567 12345 654321 666666 121212 123321 112233 987654321 555555 7777777 888888 999999 123qwe ' +
    'qwertyuiop asdfghjkl zxcvbnm 1qaz2wsx qazwsx 1qazxsw2 passw0rd p@ssw0rd p@ssword admin admin123 welcome ' +
    'welcome1 letmein monkey dragon football baseball sunshine princess master shadow superman michael ' +
    'abcd1234 aa123456 a123456 a12345678 12341234 11223344 123654 147258369 159753 1122334455 zaq12wsx ' +
    'qwer1234 asdf1234 password123 password12 pass1234 test1234 love1234 bangladesh bangladesh1 dhaka123 ' +
    'football1 cricket cricket1 casino casino123 meridian meridian1 changeme secret secret123'
  ).split(' '),
);

export function assertAcceptablePassword(password: string, account?: string): void {
  const lower = password.toLowerCase();
  if (COMMON.has(lower) || (account && lower.includes(account.toLowerCase()) && account.length >= 4)) {
    throw new WeakPassword('This password is too easy to guess. Choose another one.');
  }
  if (/^(.)\1+$/.test(password)) throw new WeakPassword('A password of one repeated character is too easy to guess.');
}
