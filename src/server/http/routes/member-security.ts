/** The member centre's security settings: profile, mobile and e-mail binding, payment password, contacts, authenticator app. */
import { Hono } from 'hono';
import { z } from 'zod';
import { getMember } from '#server/members/members.ts';
import { beginTotp, bindEmail, bindMobile, confirmTotp, sendBindEmailCode, sendBindMobileCode } from '#server/auth/member-bindings.ts';
import { setPaymentPassword } from '#server/cashier/payment-password-change.ts';
import { completeProfile, CONTACT_KINDS, linkContact, toProfile } from '#server/members/security.ts';
import type { ApiEnv } from '../env.ts';
import { qrSvg } from '../responses/qr.ts';
import { dialingCode, mobileNum, password, smsCode, trimmed } from '../schemas.ts';
import { clientOf, requireSession, sessionOf } from '../session.ts';
import { readJson } from '../validate.ts';

const member = requireSession({ allowTrial: false });

export const memberSecurityRoutes = new Hono<ApiEnv>()
  .get('/wps/member/profile', member, async (c) => {
    return c.json({ success: true, value: toProfile(await getMember(c.get('app').db, sessionOf(c).memberId)) });
  })
  .post('/wps/member/profile', member, async (c) => {
    const body = await readJson(
      c,
      z
        .object({ nickname: trimmed(30).optional(), realName: trimmed(60).optional(), birthday: z.iso.date().optional() })
        .refine((b) => b.nickname !== undefined || b.realName !== undefined || b.birthday !== undefined, { message: 'nothing to change' }),
    );
    await completeProfile(c.get('app').db, sessionOf(c).memberId, body);
    return c.json({ success: true, value: toProfile(await getMember(c.get('app').db, sessionOf(c).memberId)) });
  })
  .post('/wps/member/mobile/code', member, async (c) => {
    const body = await readJson(c, z.object({ mobileNum, countryDialingCode: dialingCode }));
    return c.json({ success: true, value: await sendBindMobileCode(c.get('app'), sessionOf(c).memberId, body, clientOf(c)) });
  })
  .post('/wps/member/mobile', member, async (c) => {
    const body = await readJson(c, z.object({ mobileNum, countryDialingCode: dialingCode, verificationCode: smsCode }));
    await bindMobile(c.get('app').db, sessionOf(c).memberId, body);
    return c.json({ success: true, value: { bound: true } });
  })
  .post('/wps/member/email/code', member, async (c) => {
    const body = await readJson(c, z.object({ email: trimmed(120).pipe(z.email()) }));
    return c.json({ success: true, value: await sendBindEmailCode(c.get('app'), sessionOf(c).memberId, body.email, clientOf(c)) });
  })
  .post('/wps/member/email', member, async (c) => {
    const body = await readJson(c, z.object({ email: trimmed(120).pipe(z.email()), verificationCode: smsCode }));
    await bindEmail(c.get('app').db, sessionOf(c).memberId, body);
    return c.json({ success: true, value: { bound: true } });
  })
  .post('/wps/member/paymentPassword', member, async (c) => {
    const body = await readJson(c, z.object({ currentPassword: password, paymentPassword: z.string().max(12), confirmPaymentPassword: z.string().max(12) }));
    await setPaymentPassword(c.get('app').db, sessionOf(c).memberId, body);
    return c.json({ success: true, value: { set: true } });
  })
  .post('/wps/member/contact', member, async (c) => {
    const body = await readJson(c, z.object({ kind: z.enum(CONTACT_KINDS), value: trimmed(100).pipe(z.string().min(2)) }));
    await linkContact(c.get('app').db, sessionOf(c).memberId, body.kind, body.value);
    return c.json({ success: true, value: { linked: true } });
  })
  .post('/wps/member/totp/begin', member, async (c) => {
    const { secret, uri } = await beginTotp(c.get('app').db, sessionOf(c).memberId);
    return c.json({ success: true, value: { secret, uri, qr: await qrSvg(uri, 0) } });
  })
  .post('/wps/member/totp', member, async (c) => {
    const body = await readJson(c, z.object({ secret: z.string().trim().regex(/^[A-Za-z2-7 =]{16,64}$/), code: smsCode }));
    await confirmTotp(c.get('app').db, sessionOf(c).memberId, body);
    return c.json({ success: true, value: { bound: true } });
  });
