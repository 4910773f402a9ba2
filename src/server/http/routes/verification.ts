import { Hono } from 'hono';
import { z } from 'zod';
import { paceCode, phoneTarget, sendCode } from '#server/auth/codes.ts';
import { FeatureDisabled, MobileExists } from '#server/auth/errors.ts';
import { sendResetCode } from '#server/auth/recovery.ts';
import { findMemberByMobile } from '#server/members/members.ts';
import { loadSettings } from '#server/system/settings.ts';
import type { ApiEnv } from '../env.ts';
import { dialingCode, mobileNum } from '../schemas.ts';
import { clientOf } from '../session.ts';
import { readJson } from '../validate.ts';

const phone = z.object({ mobileNum, countryDialingCode: dialingCode });

export const verificationRoutes = new Hono<ApiEnv>()
  /**
   * Spec §7 login SMS code. The answer and its pace are the same whether or not the number has an
   * account (a code is only sent when it has), so the endpoint cannot be used to find members.
   */
  .post('/wps/verification/sms/noLogin', async (c) => {
    const body = await readJson(c, phone);
    const app = c.get('app');
    const settings = await loadSettings(app.db);
    if (!settings.switches.smsLogin) throw new FeatureDisabled('SMS login is not available.');
    const client = clientOf(c);
    const member = await findMemberByMobile(app.db, body.countryDialingCode, body.mobileNum);
    const target = phoneTarget(body.countryDialingCode, body.mobileNum);
    const sent = member
      ? await sendCode(app, { purpose: 'login', channel: 'sms', target, ip: client.ip, lang: client.lang, memberId: member.id })
      : await paceCode(app.limits, client.ip, target).then(() => ({ expiredMinutes: settings.auth.smsExpiredMinutes }));
    return c.json({ success: true, value: { ...sent, message: 'If this number has an account, a code is on its way.' } });
  })
  .post('/wps/verification/sms/register', async (c) => {
    const body = await readJson(c, z.object({ mobileNo: mobileNum, countryDialingCode: dialingCode }));
    const app = c.get('app');
    const settings = await loadSettings(app.db);
    if (!settings.switches.mobileRegistration || !settings.switches.smsVerification) throw new FeatureDisabled('Registration by mobile number is not available.');
    if (await findMemberByMobile(app.db, body.countryDialingCode, body.mobileNo)) throw new MobileExists('This mobile number already has an account.');
    const client = clientOf(c);
    const sent = await sendCode(app, { purpose: 'register', channel: 'sms', target: phoneTarget(body.countryDialingCode, body.mobileNo), ip: client.ip, lang: client.lang });
    return c.json({ success: true, value: { ...sent, message: 'A code is on its way.' } });
  })
  .post('/wps/verification/sms/forgetPassword', async (c) => {
    const body = await readJson(c, phone);
    const sent = await sendResetCode(c.get('app'), body, clientOf(c));
    return c.json({ success: true, value: { ...sent, message: 'If this number has an account, a code is on its way.' } });
  });
