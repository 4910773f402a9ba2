/**
 * Spec §5: registration fields are checked against the server's per-field rules — pattern
 * ("*" means anything), length between min and max, required — on both sides. The message is a
 * translated text per patternId with min and max substituted.
 */
export interface FieldRule {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
}

/** A failed check: the message key and its values, so both sides can word it. */
export interface FieldError {
  field: string;
  key: string;
  values: Record<string, string | number>;
}

export const REGISTER_FIELDS = [
  'username', 'password', 'payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat',
  'idNumber', 'email', 'mobileNum', 'affiliateCode', 'recommenderId', 'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const patterns = new Map<string, RegExp | null>();

function compiled(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    let re: RegExp | null = null;
    try {
      re = pattern === '*' || pattern === '' ? null : new RegExp(pattern, 'u');
    } catch {
      re = null;
    }
    patterns.set(pattern, re);
  }
  return patterns.get(pattern) ?? null;
}

/** Checks one value against its rule: the first problem, or null. Empty optional values pass. */
export function checkField(rule: FieldRule, value: string | undefined, required = rule.required): FieldError | null {
  const v = (value ?? '').trim();
  if (v === '') return required ? { field: rule.field, key: 'validation.required', values: {} } : null;
  const length = [...v].length;
  const tooShort = rule.minLength > 0 && length < rule.minLength;
  const tooLong = rule.maxLength > 0 && length > rule.maxLength;
  const re = compiled(rule.acceptedPattern);
  if (tooShort || tooLong || (re && !re.test(v))) {
    return { field: rule.field, key: `validation.pattern.${rule.patternId}`, values: { min: rule.minLength, max: rule.maxLength } };
  }
  return null;
}

export type RegisterKind = 'username' | 'mobile';

/**
 * What the feature switches change in the form (spec §6): `mobilePassword`
 * (mobilePasswordOnRegistration) whether a mobile registration asks for a password (without one,
 * the member signs in by SMS code or sets one through recovery); `inviteOnly` (directRegister off)
 * whether an invitation code is required. Left out: a password is asked, no code is required.
 */
export interface RegisterOptions {
  mobilePassword?: boolean | undefined;
  inviteOnly?: boolean | undefined;
}

/** Whether the form of this kind asks for a password. */
export const asksPassword = (kind: RegisterKind, opts: RegisterOptions = {}): boolean => kind === 'username' || opts.mobilePassword !== false;

/**
 * Which fields a registration form asks for: the always-required ones of its kind, and the
 * optional ones the merchant enabled.
 */
export function formFields(rules: readonly FieldRule[], kind: RegisterKind, opts: RegisterOptions = {}): { rule: FieldRule; required: boolean }[] {
  const always = [kind === 'username' ? 'username' : 'mobileNum', ...(asksPassword(kind, opts) ? ['password'] : []), ...(opts.inviteOnly ? ['affiliateCode'] : [])];
  return rules
    .filter((r) => r.field !== 'captcha' && r.field !== 'recommenderId' && (r.enabled || always.includes(r.field)))
    .filter((r) => !(kind === 'mobile' && r.field === 'username'))
    .filter((r) => r.field !== 'password' || asksPassword(kind, opts))
    .map((r) => ({ rule: r, required: always.includes(r.field) || r.required }));
}

/** Every problem of a registration payload, first per field (the form shows the first one under each field). */
export function checkRegistration(rules: readonly FieldRule[], kind: RegisterKind, payload: Record<string, string | undefined>, opts: RegisterOptions = {}): FieldError[] {
  const errors: FieldError[] = [];
  for (const { rule, required } of formFields(rules, kind, opts)) {
    const error = checkField(rule, payload[rule.field], required);
    if (error) errors.push(error);
  }
  if (asksPassword(kind, opts) && (payload['password'] ?? '') !== (payload['confirmPassword'] ?? '')) {
    errors.push({ field: 'confirmPassword', key: 'validation.inconsistentTwice', values: {} });
  }
  return errors;
}
