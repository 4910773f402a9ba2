import { randomInt } from 'node:crypto';
import { isAgentType, TRIAL_TYPE } from '#lib/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import { countFailedLogin, createMember, findMemberByAccount, findMemberByMobile, getMember, type MemberRow } from '#server/members/index.ts';
import { getSetting } from '#server/system/index.ts';
import { type SliderSolution, verifyImageCaptcha, verifySlider } from './captcha.ts';
import { phoneTarget, useCode } from './codes.ts';
import { AccountDisabled, CaptchaRequired, FeatureDisabled, InvalidCredentials, NonMember, NotAgent } from './errors.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts';
import { openChallengeIfNewAddress } from './second-factor.ts';
import { type Client, type LoginResult, type Side, startSession } from './session-start.ts';
import { newToken } from './tokens.ts';

export { type Client, type LoginResult, type Side, startSession } from './session-start.ts';

/** After this many failures (per account or per address) the image captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/**
 * Failures from one address (across accounts) before every login from it needs the picture too:
 * higher than the per-account count, since many people can share a mobile carrier's address.
 */
export const CAPTCHA_AFTER_IP_FAILURES = 10;

export interface PasswordLogin {
  username: string;
  password: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
  slider: SliderSolution;
  remember: boolean;
  side: Side;
}

/** Who may sign in where: house accounts never, disabled accounts not, non-agents not on the agent side. */
function assertMaySignIn(m: MemberRow, side: Side): void {
  if (m.kind !== 'member') throw new NonMember('Non-member account unable to login.');
  if (m.status !== 0) throw new AccountDisabled('This account is disabled. Please contact customer service.');
  if (side === 'agent' && !isAgentType(m.is_agent)) throw new NotAgent('Non-agents cannot log in.');
}

/**
 * Spec §4 login by username and password: slider always; the image captcha after three failures;
 * a second factor from an address the member has not used before.
 */
export async function loginWithPassword(app: AppContext, input: PasswordLogin, client: Client): Promise<LoginResult> {
  const { db, limits } = app;
  const key = input.username.trim().toLowerCase();
  await limits.hit('loginIp', client.ip);
  await limits.check('loginAccount', key);
  await verifySlider(db, input.slider);
  const member = await findMemberByAccount(db, key);
  const failures = Math.max(member?.failed_logins ?? 0, await limits.count('loginAccount', key));
  const captchaNeeded = failures >= CAPTCHA_AFTER_FAILURES || (await limits.count('loginFailuresIp', client.ip)) >= CAPTCHA_AFTER_IP_FAILURES;
  if (captchaNeeded) {
    if (!input.captcha) throw new CaptchaRequired('Enter the characters in the picture.', { captchaRequired: true });
    await verifyImageCaptcha(db, input.captchaId, input.captcha);
  }
  const ok = await verifyPassword(member?.password_hash ?? (await decoyHash()), input.password);
  if (!member || !ok) {
    await limits.fail('loginAccount', key);
    await limits.fail('loginFailuresIp', client.ip);
    // One atomic increment: parallel failures each count (a read-then-write would lose some).
    if (member) await countFailedLogin(db, member.id);
    throw new InvalidCredentials('The username or password is not right.', { captchaRequired: captchaNeeded || failures + 1 >= CAPTCHA_AFTER_FAILURES });
  }
  assertMaySignIn(member, input.side);
  await limits.reset('loginAccount', key);
  await openChallengeIfNewAddress(app, member, { remember: input.remember, client, side: input.side });
  return startSession(app, member, { remember: input.remember, client, password: input.password });
}

export interface SmsLogin {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  slider: SliderSolution;
  remember: boolean;
  side: Side;
}

/** Spec §4 SMS login: the code sent to the member's number is the proof (and the possession factor). */
export async function loginWithSms(app: AppContext, input: SmsLogin, client: Client): Promise<LoginResult> {
  const { db, limits } = app;
  if (!(await getSetting(db, 'switches')).smsLogin) throw new FeatureDisabled('SMS login is not available.');
  await limits.hit('loginIp', client.ip);
  await verifySlider(db, input.slider);
  await useCode(db, { purpose: 'login', target: phoneTarget(input.countryDialingCode, input.mobileNum), code: input.verificationCode });
  const member = await findMemberByMobile(db, input.countryDialingCode, input.mobileNum);
  if (!member) throw new InvalidCredentials('No account uses this mobile number.');
  assertMaySignIn(member, input.side);
  return startSession(app, member, { remember: input.remember, client });
}

/** Spec §4 free play: a trial account (isAgent 4) with play money only, when the switch is on. */
export async function loginFreePlay(app: AppContext, client: Client): Promise<LoginResult> {
  const { db, limits } = app;
  if (!(await getSetting(db, 'switches')).freePlay) throw new FeatureDisabled('Free play is not available.');
  await limits.hit('freePlayIp', client.ip);
  const account = `trial${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const id = await createMember(db, {
    account,
    password_hash: await hashPassword(newToken()),
    is_agent: TRIAL_TYPE,
    register_ip: client.ip,
    register_method: 'FREEPLAY',
  });
  const member = await getMember(db, id);
  return startSession(app, member, { remember: false, client });
}
