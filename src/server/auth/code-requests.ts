/**
 * Spec §7 SMS codes asked for before a login: to log in and to register. The answer to a login
 * code and its pace are the same whether or not the number has an account (a code is only sent
 * when it has), so the endpoint cannot be used to find members.
 */
import type { AppContext } from '#server/app-context.ts';
import { findMemberByMobile } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { paceCode, phoneTarget, sendCode } from './codes.ts';
import { FeatureDisabled, MobileExists } from './errors.ts';
import type { Client } from './session-start.ts';

export interface Phone {
  mobileNum: string;
  countryDialingCode: string;
}

export async function sendLoginCode(app: AppContext, phone: Phone, client: Client): Promise<{ expiredMinutes: number }> {
  const settings = await loadSettings(app.db);
  if (!settings.switches.smsLogin) throw new FeatureDisabled('SMS login is not available.');
  const member = await findMemberByMobile(app.db, phone.countryDialingCode, phone.mobileNum);
  const target = phoneTarget(phone.countryDialingCode, phone.mobileNum);
  if (member) return sendCode(app, { purpose: 'login', channel: 'sms', target, ip: client.ip, lang: client.lang, memberId: member.id });
  await paceCode(app.limits, client.ip, target);
  return { expiredMinutes: settings.auth.smsExpiredMinutes };
}

/** A code to register a new account by this number; a number that has an account is refused. */
export async function sendRegisterCode(app: AppContext, phone: Phone, client: Client): Promise<{ expiredMinutes: number }> {
  const settings = await loadSettings(app.db);
  if (!settings.switches.mobileRegistration || !settings.switches.smsVerification) throw new FeatureDisabled('Registration by mobile number is not available.');
  if (await findMemberByMobile(app.db, phone.countryDialingCode, phone.mobileNum)) throw new MobileExists('This mobile number already has an account.');
  return sendCode(app, { purpose: 'register', channel: 'sms', target: phoneTarget(phone.countryDialingCode, phone.mobileNum), ip: client.ip, lang: client.lang });
}
