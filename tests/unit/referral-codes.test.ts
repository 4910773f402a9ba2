import { describe, expect, it } from 'vitest';
import { holdReasons, parseHoldReasons } from '#server/loyalty/referral-abuse.ts';
import { newReferralCode, normalReferralCode, REFERRAL_CODE_LENGTH, referralLink } from '#server/loyalty/referral-codes.ts';

describe('referral codes', () => {
  it('are 8 characters without the look-alikes 0, O, 1 and I, and rarely repeat', () => {
    const codes = Array.from({ length: 2_000 }, newReferralCode);
    for (const c of codes) expect(c).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(REFERRAL_CODE_LENGTH).toBe(8);
  });

  it('read what a friend typed in any case and with spaces around, and refuse what cannot be a code', () => {
    expect(normalReferralCode(' abcd2345 ')).toBe('ABCD2345');
    expect(normalReferralCode('ABCD234O')).toBeNull();
    expect(normalReferralCode('ABCD2341')).toBeNull();
    expect(normalReferralCode('ABCD234')).toBeNull();
    expect(normalReferralCode('ABCD23456')).toBeNull();
    expect(normalReferralCode('')).toBeNull();
  });

  it('make the registration link from the site origin', () => {
    expect(referralLink('https://meridian.example/', 'ABCD2345')).toBe('https://meridian.example/register?ref=ABCD2345');
  });
});

describe('referral hold reasons', () => {
  const none = { devices: [], ips: [], bankAccounts: [] };
  it('hold nothing when nothing is shared, and name each shared thing strongest first', () => {
    expect(holdReasons(none)).toEqual([]);
    expect(holdReasons({ ...none, bankAccounts: ['123'] })).toEqual(['same_payment_account']);
    expect(holdReasons({ devices: [{ ip: '1.2.3.4', userAgent: 'x' }], ips: ['1.2.3.4'], bankAccounts: ['9'] })).toEqual(['same_device', 'same_ip', 'same_payment_account']);
  });
  it('read back as stored, ignoring what is not a reason', () => {
    expect(parseHoldReasons('same_device,same_ip')).toEqual(['same_device', 'same_ip']);
    expect(parseHoldReasons(null)).toEqual([]);
    expect(parseHoldReasons('same_ip,bogus')).toEqual(['same_ip']);
  });
});
