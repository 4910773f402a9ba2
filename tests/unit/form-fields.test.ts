import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as fields from '#lib/contracts/fields.ts';
import { passwordLoginForm, phoneRecoveryForm, smsLoginForm } from '#lib/forms/auth-forms.ts';
import { paymentPasswordForm, profileFieldForm } from '#lib/forms/member-forms.ts';
import { registerFields, registerForm } from '#lib/forms/register-form.ts';
import { messageOf, word } from '#lib/forms/wording.ts';
import type { FieldRule } from '#lib/validation/register-rules.ts';

const rules: FieldRule[] = [
  { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 6, maxLength: 16 },
  { field: 'password', enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 },
  { field: 'mobileNum', enabled: true, required: false, acceptedPattern: '^\\d+$', patternId: 'DIGITS', minLength: 10, maxLength: 10 },
  { field: 'email', enabled: false, required: false, acceptedPattern: '*', patternId: 'EMAIL', minLength: 6, maxLength: 80 },
];

/** The first wording per field, as a form shows it. */
function firstErrors(schema: z.core.$ZodType, values: unknown): Record<string, unknown> {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  const out: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!(path in out)) out[path] = messageOf(issue.message);
  }
  return out;
}

describe('shared field rules on the server', () => {
  it('read ids, mobile numbers, dialing codes and codes as the routes always did', () => {
    const body = z.object({ id: fields.recordId, mobile: fields.mobileNum, code: fields.smsCode, dial: fields.dialingCode });
    expect(body.parse({ id: '12', mobile: ' 01712345678 ', code: '123456', dial: '+880' })).toEqual({ id: 12, mobile: '01712345678', code: '123456', dial: '880' });
    for (const id of [true, '1e3', '0x10', ' 7', 1.5, -1, 0]) expect(fields.recordId.safeParse(id).success).toBe(false);
    expect(z.object({ mobile: fields.mobileNum }).safeParse({ mobile: '12' }).error?.issues[0]?.message).toBe('digits only, 5 to 15');
    expect(fields.pageNo.parse(undefined)).toBe(1);
    expect(fields.pageSizeOf(20, 50).safeParse('51').success).toBe(false);
    expect(fields.languageCode(['bn', 'en'], 'bn').parse('EN')).toBe('en');
    expect(fields.languageCode(['bn', 'en'], 'bn').safeParse('fr').error?.issues[0]?.message).toBe('language must be one of bn, en');
  });

  it('read a typed amount into minor units, and refuse what the cashier would', () => {
    const amount = fields.amountInput(2, 'bad');
    expect(amount.parse('1,250.50')).toBe(125050);
    expect(amount.parse('৫০০')).toBe(50000);
    for (const text of ['0', '1.234', 'abc', '-5', '99999999999999']) expect(amount.safeParse(text).success).toBe(false);
    expect(fields.amount.safeParse(1.5).success).toBe(false);
  });
});

describe('form wording', () => {
  it('carries a key and its values in one string and back', () => {
    expect(messageOf(word('validation.pattern.DIGITS', { min: 6, max: 6 }))).toEqual({ key: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } });
    expect(messageOf('validation.required')).toEqual({ key: 'validation.required' });
    expect(messageOf(undefined)).toBeNull();
  });
});

describe('account forms', () => {
  it('ask for both login fields, and the captcha only once the server wants it', () => {
    expect(firstErrors(passwordLoginForm(false), { username: ' ', password: '', captcha: '' })).toEqual({
      username: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
    expect(firstErrors(passwordLoginForm(true), { username: 'a', password: 'b', captcha: '' })).toEqual({ captcha: { key: 'validation.required' } });
  });

  it('word a fixed-length mobile rule as "N-digit phone number", and check the code', () => {
    expect(firstErrors(smsLoginForm(rules), { mobileNum: '12345', verificationCode: '12' })).toEqual({
      mobileNum: { key: 'validation.phoneDigits', values: { count: 10 } },
      verificationCode: { key: 'validation.code' },
    });
    expect(firstErrors(smsLoginForm(null), { mobileNum: '12', verificationCode: '' })).toEqual({ mobileNum: { key: 'validation.mobile' }, verificationCode: { key: 'validation.required' } });
    expect(z.parse(smsLoginForm(rules), { mobileNum: '1712000001', verificationCode: ' 123456 ' })).toEqual({ mobileNum: '1712000001', verificationCode: '123456' });
  });

  it('check a new password by the merchant rule and its confirmation even while other fields are wrong', () => {
    expect(firstErrors(phoneRecoveryForm(rules), { mobileNum: '', verificationCode: '123456', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      mobileNum: { key: 'validation.required' },
      newPassword: { key: 'validation.pattern.ANY', values: { min: 6, max: 20 } },
      confirmPassword: { key: 'validation.inconsistentTwice' },
    });
  });

  it('register with the fields the merchant enabled, each by its rule', () => {
    const fieldsShown = registerFields(rules, 'username', false);
    expect(fieldsShown.map((f) => f.rule.field)).toEqual(['username', 'password', 'mobileNum']);
    const schema = registerForm(fieldsShown, false);
    expect(firstErrors(schema, { username: '9abc', password: 'secret1', confirmPassword: 'secret1', mobileNum: '' })).toEqual({
      username: { key: 'validation.pattern.LETTER_FIRST_ALNUM', values: { min: 6, max: 16 } },
    });
    expect(firstErrors(registerForm(registerFields(rules, 'mobile', false), true), { mobileNum: '', password: 'secret1', confirmPassword: 'secret1', verificationCode: '' })).toEqual({
      mobileNum: { key: 'validation.required' },
      verificationCode: { key: 'validation.required' },
    });
  });
});

describe('member forms', () => {
  it('want six digits for the payment password, twice the same', () => {
    expect(firstErrors(paymentPasswordForm(), { currentPassword: '', paymentPassword: '12345', confirmPaymentPassword: '12346' })).toEqual({
      currentPassword: { key: 'validation.required' },
      paymentPassword: { key: 'validation.pattern.DIGITS', values: { min: 6, max: 6 } },
      confirmPaymentPassword: { key: 'validation.inconsistentTwice' },
    });
  });

  it('want a real birthday of someone 21 or over', () => {
    expect(firstErrors(profileFieldForm(null, 'birthday'), { value: '2001-02-30' })).toEqual({ value: { key: 'validation.pattern.DATE_YMD', values: { min: 10, max: 10 } } });
    expect(firstErrors(profileFieldForm(null, 'birthday'), { value: `${new Date().getUTCFullYear() - 5}-01-01` })).toEqual({ value: { key: 'validation.age', values: { min: 21 } } });
    expect(firstErrors(profileFieldForm(null, 'birthday'), { value: '1990-05-01' })).toEqual({});
  });
});
