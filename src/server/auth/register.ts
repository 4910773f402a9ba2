import { randomBytes } from 'node:crypto';
import { asksPassword, checkRegistration, type RegisterKind, type RegisterOptions } from '#lib/validation/register-rules.ts';
import type { AppContext } from '#server/app-context.ts';
import { ValidationFailed } from '#server/errors.ts';
import { assertAdult, createMember, findAgentByAffiliateCode, findMemberByAccount, findMemberByMobile, getMember } from '#server/members/index.ts';
import { listRegisterRules, loadSettings } from '#server/system/index.ts';
import { type SliderSolution, verifySlider } from './captcha.ts';
import { phoneTarget, useCode } from './codes.ts';
import { AccountExists, FeatureDisabled, InvalidAffiliateCode, MobileExists } from './errors.ts';
import { type Client, type LoginResult, startSession } from './login.ts';
import { assertAcceptablePassword, hashPassword } from './passwords.ts';

/** Spec §3 register payload (the fields this site stores), plus the client's additions. */
export interface Registration {
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  payeeName?: string | undefined;
  email?: string | undefined;
  qqNum?: string | undefined;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  verificationCode?: string | undefined;
  recommenderId?: string | undefined;
  referralCode?: string | undefined;
  affiliateCode?: string | undefined;
  paymentPassword?: string | undefined;
  line?: string | undefined;
  whatsapp?: string | undefined;
  facebook?: string | undefined;
  wechat?: string | undefined;
  idNumber?: string | undefined;
  /** YYYY-MM-DD; when given it must be of someone 21 or over (checked here, not only in the browser). */
  birthday?: string | undefined;
  domain?: string | undefined;
  registerUrl?: string | undefined;
  registerMethod?: string | undefined;
  login: boolean;
  agree: boolean;
  slider: SliderSolution;
}

export type RegisterResult = LoginResult | { registered: true; account: string };

/** Spec §4 register: validate against the merchant's rules, check the affiliate code and slider, create, then log in. */
export async function register(app: AppContext, kind: RegisterKind, r: Registration, client: Client): Promise<RegisterResult> {
  const { db, limits } = app;
  const settings = await loadSettings(db);
  if (kind === 'username' && !settings.switches.usernameRegistration) throw new FeatureDisabled('Registration by username is not available.');
  if (kind === 'mobile' && !settings.switches.mobileRegistration) throw new FeatureDisabled('Registration by mobile number is not available.');
  if (!r.agree) throw new ValidationFailed('agree: accept the terms to register', { fields: [{ field: 'agree', message: 'required' }] });
  await limits.hit('registerIp', client.ip);

  const rules = await listRegisterRules(db);
  const fields: Record<string, string | undefined> = { ...r, login: undefined, agree: undefined, slider: undefined } as never;
  // The switches shape the form (spec §6): directRegister off asks for an invitation code.
  const opts: RegisterOptions = { mobilePassword: settings.switches.mobilePasswordOnRegistration, inviteOnly: !settings.switches.directRegister };
  const errors = checkRegistration(rules, kind, fields, opts);
  if (errors.length) {
    const first = errors[0];
    throw new ValidationFailed(`${first?.field}: ${first?.key}`, { fields: errors.map((e) => ({ field: e.field, message: e.key, values: e.values })) });
  }
  if (opts.inviteOnly && !r.affiliateCode?.trim()) {
    throw new ValidationFailed('affiliateCode: an invitation code is required', { fields: [{ field: 'affiliateCode', message: 'validation.required' }] });
  }
  if (r.birthday !== undefined) assertAdult(r.birthday);
  await verifySlider(db, r.slider);

  const mobile = r.mobileNum?.trim() || undefined;
  const country = r.countryDialingCode?.replace(/\D/g, '') || undefined;
  if (kind === 'mobile' && (!mobile || !country)) throw new ValidationFailed('mobileNum: required');
  if (mobile && country && (await findMemberByMobile(db, country, mobile))) throw new MobileExists('This mobile number already has an account.');
  if (kind === 'mobile' && settings.switches.smsVerification) {
    await useCode(db, { purpose: 'register', target: phoneTarget(country ?? '', mobile ?? ''), code: r.verificationCode ?? '' });
  }
  const account = kind === 'username' ? (r.username ?? '').trim() : `${country}${mobile}`;
  if (await findMemberByAccount(db, account)) throw new AccountExists('This username is taken. Choose another one.');
  // Without a password asked (mobile, mobilePasswordOnRegistration off) the account gets a random one nobody knows.
  const password = asksPassword(kind, opts) ? (r.password ?? '') : randomBytes(24).toString('base64url');
  assertAcceptablePassword(password, account);

  let uplineId: number | null = null;
  if (r.affiliateCode?.trim()) {
    const agent = await findAgentByAffiliateCode(db, r.affiliateCode);
    if (!agent) throw new InvalidAffiliateCode('The invitation code is not valid.');
    uplineId = agent.id;
  }

  const contacts = Object.fromEntries(
    (['qqNum', 'line', 'whatsapp', 'facebook', 'wechat'] as const).map((k) => [k === 'qqNum' ? 'qq' : k, r[k]?.trim()]).filter(([, v]) => v),
  );
  const id = await createMember(db, {
    account,
    password_hash: await hashPassword(password),
    payment_password_hash: r.paymentPassword ? await hashPassword(r.paymentPassword) : null,
    is_agent: 0,
    real_name: r.payeeName?.trim() || null,
    email: r.email?.trim() || null,
    mobile_country: mobile ? (country ?? null) : null,
    mobile_num: mobile ?? null,
    mobile_verified: kind === 'mobile' && settings.switches.smsVerification ? 1 : 0,
    id_number: r.idNumber?.trim() || null,
    birthday: r.birthday ?? null,
    contacts: JSON.stringify(contacts),
    upline_id: uplineId,
    referrer: (r.recommenderId ?? r.referralCode)?.trim() || null,
    register_ip: client.ip,
    register_method: r.registerMethod?.slice(0, 16) ?? 'WEB',
    register_url: r.registerUrl?.slice(0, 500) ?? r.domain?.slice(0, 200) ?? null,
  });
  if (!r.login) return { registered: true, account };
  const member = await getMember(db, id);
  return startSession(app, member, { remember: false, client });
}
