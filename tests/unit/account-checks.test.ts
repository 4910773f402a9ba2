import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api.ts';
import { errorMessage, fieldErrors } from '#lib/error-message.ts';
import { needsCaptcha, secondFactorChallenge } from '#lib/login-errors.ts';
import { byRule, email, firstErrors, mobile, sameAs, verificationCode } from '#lib/validation/account-checks.ts';
import type { FieldRule } from '#lib/validation/register-rules.ts';

const rules: FieldRule[] = [
  { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 6, maxLength: 16 },
  { field: 'mobileNum', enabled: true, required: false, acceptedPattern: '^\\d+$', patternId: 'DIGITS', minLength: 10, maxLength: 10 },
  { field: 'email', enabled: true, required: false, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 'EMAIL', minLength: 6, maxLength: 80 },
];

describe('account form checks', () => {
  it('checks by the merchant rule, and only for presence without one', () => {
    expect(byRule(rules, 'username', '9abc')).toMatchObject({ key: 'validation.pattern.LETTER_FIRST_ALNUM', values: { min: 6, max: 16 } });
    expect(byRule(rules, 'username', 'goodName1')).toBeNull();
    expect(byRule(rules, 'password', '', 'newPassword')).toMatchObject({ field: 'newPassword', key: 'validation.required' });
    expect(byRule(null, 'password', 'x')).toBeNull();
  });

  it('asks for the same password twice, a six-digit code and a real email', () => {
    expect(sameAs('confirm', 'abc', 'abd')?.key).toBe('validation.inconsistentTwice');
    expect(sameAs('confirm', 'abc', 'abc')).toBeNull();
    expect(verificationCode('code', '12345')?.key).toBe('validation.code');
    expect(verificationCode('code', ' 123456 ')).toBeNull();
    expect(email(rules, 'email', 'not-an-email')?.key).toBe('validation.pattern.EMAIL');
    expect(email(null, 'email', 'a@b.co')).toBeNull();
  });

  it('says "N-digit phone number" when the mobile rule has one length', () => {
    expect(mobile(rules, 'mobileNum', '12345')).toMatchObject({ key: 'validation.phoneDigits', values: { count: 10 } });
    expect(mobile(null, 'mobileNum', '12')?.key).toBe('validation.mobile');
    expect(mobile(rules, 'mobileNum', '1712000001')).toBeNull();
  });

  it('keeps the first error of each field', () => {
    const found = firstErrors([{ field: 'a', key: 'one', values: {} }, null, { field: 'a', key: 'two', values: {} }]);
    expect(found['a']?.key).toBe('one');
  });
});

describe('API errors in words', () => {
  it('turns every code into a message key, with the wait for too many requests', () => {
    expect(errorMessage(new ApiError('INVALID_CREDENTIALS', 'x', 401))).toEqual({ key: 'errors.INVALID_CREDENTIALS' });
    expect(errorMessage(new ApiError('SOMETHING_NEW', 'x', 400))).toEqual({ key: 'errors.UNKNOWN' });
    expect(errorMessage(new Error('boom'))).toEqual({ key: 'errors.UNKNOWN' });
    expect(errorMessage(new ApiError('TOO_MANY_REQUESTS', 'x', 429, { retryAfterSeconds: 300 }))).toEqual({ key: 'errors.TOO_MANY_REQUESTS.minutes', values: { count: 5 } });
    expect(errorMessage(new ApiError('TOO_MANY_REQUESTS', 'x', 429, { retryAfterSeconds: 12 }))).toEqual({ key: 'errors.TOO_MANY_REQUESTS.seconds', values: { count: 12 } });
    expect(errorMessage(new ApiError('CODE_INVALID', 'x', 400, { attemptsLeft: 2 }))).toEqual({ key: 'errors.CODE_INVALID.attemptsLeft', values: { count: 2 } });
  });

  it('reads the field errors the server words as validation keys, and ignores the rest', () => {
    const err = new ApiError('VALIDATION_ERROR', 'x', 400, {
      fields: [
        { field: 'username', message: 'validation.pattern.LETTER_FIRST_ALNUM', values: { min: 6, max: 16 } },
        { field: 'password', message: 'String must contain at least 1 character(s)' },
      ],
    });
    expect(fieldErrors(err)).toEqual([{ field: 'username', key: 'validation.pattern.LETTER_FIRST_ALNUM', values: { min: 6, max: 16 } }]);
    expect(errorMessage(err)).toEqual({ key: 'validation.pattern.LETTER_FIRST_ALNUM', values: { min: 6, max: 16 } });
  });

  it('recognises the second-factor challenge and the captcha request', () => {
    const challenge = new ApiError('SECOND_FACTOR_REQUIRED', 'x', 401, { challengeId: 'abc', methods: [{ method: 'sms', hint: '+880 •••001' }, { method: 'fax' }] });
    expect(secondFactorChallenge(challenge)).toEqual({ challengeId: 'abc', methods: [{ method: 'sms', hint: '+880 •••001' }] });
    expect(secondFactorChallenge(new ApiError('INVALID_CREDENTIALS', 'x', 401))).toBeNull();
    expect(needsCaptcha(new ApiError('INVALID_CREDENTIALS', 'x', 401, { captchaRequired: true }))).toBe(true);
    expect(needsCaptcha(new ApiError('INVALID_CREDENTIALS', 'x', 401, { captchaRequired: false }))).toBe(false);
  });
});
