import { Hono } from 'hono';
import { z } from 'zod';
import { changePassword, requestEmailReset, resetWithLink, resetWithPhone } from '#server/auth/recovery.ts';
import { register } from '#server/auth/register.ts';
import { findAgentByAffiliateCode, getMember, toMemberInfo } from '#server/members/members.ts';
import { AVATARS, setAvatar } from '#server/members/security.ts';
import type { ApiEnv } from '../env.ts';
import { readSealed } from '../sealed.ts';
import { dialingCode, mobileNum, password, slider, smsCode, text, trimmed } from '../schemas.ts';
import { answerLogin, clientOf, requireSession, sessionOf } from '../session.ts';
import { readJson, readQuery } from '../validate.ts';

const optional = (max = 100) => trimmed(max).optional();

/** Spec §3 register payload; the client adds registerUrl, registerMethod and login. */
const registration = z.object({
  username: optional(64),
  password,
  confirmPassword: z.string().max(128),
  payeeName: optional(),
  email: optional(120),
  qqNum: optional(30),
  mobileNum: optional(20),
  countryDialingCode: z.string().max(6).optional(),
  verificationCode: optional(10),
  recommenderId: optional(40),
  referralCode: optional(40),
  affiliateCode: optional(40),
  paymentPassword: z.string().max(64).optional(),
  line: optional(60),
  whatsapp: optional(30),
  facebook: optional(100),
  wechat: optional(60),
  idNumber: optional(40),
  birthday: z.string().max(10).optional(),
  captcha: optional(12),
  domain: optional(200),
  registerUrl: optional(500),
  registerMethod: optional(16),
  login: z.boolean().default(true),
  agree: z.boolean(),
  slider,
});

const member = requireSession({ allowTrial: false });
const anyone = requireSession({ allowTrial: true });
const avatarUrl = (a: string | null) => `/images/avatars/${a ?? 'a1'}.svg`;

export const memberRoutes = new Hono<ApiEnv>()
  .put('/wps/member/register', async (c) => {
    const result = await register(c.get('app'), 'username', await readSealed(c, registration), clientOf(c));
    return 'token' in result ? answerLogin(c, result) : c.json({ success: true, value: result });
  })
  .put('/wps/member/register/mobile', async (c) => {
    const result = await register(c.get('app'), 'mobile', await readSealed(c, registration), clientOf(c));
    return 'token' in result ? answerLogin(c, result) : c.json({ success: true, value: result });
  })
  .get('/wps/agent/affiliate', async (c) => {
    const { code } = readQuery(c, z.object({ code: trimmed(40).pipe(z.string().min(1)), domain: optional(200) }));
    const agent = await findAgentByAffiliateCode(c.get('app').db, code);
    return c.json({ success: true, value: { valid: agent !== undefined, code: code.toUpperCase() } });
  })

  .post('/wps/member/password/email', async (c) => {
    const body = await readJson(c, z.object({ username: trimmed(64).pipe(z.string().min(1)), email: trimmed(120).pipe(z.email()) }));
    const app = c.get('app');
    const origin = app.config.publicUrl ?? new URL(c.req.url).origin;
    await requestEmailReset(app, { ...body, origin }, clientOf(c));
    return c.json({ success: true, value: { sent: true } });
  })
  .post('/wps/member/password/reset', async (c) => {
    const body = await readSealed(c, z.object({ token: text(64), newPassword: password, confirmPassword: z.string().max(128) }));
    await resetWithLink(c.get('app'), body);
    return c.json({ success: true, value: { reset: true } });
  })
  .post('/wps/member/password/verification', async (c) => {
    const body = await readSealed(
      c,
      z.object({ mobileNum, countryDialingCode: dialingCode, verificationCode: smsCode, newPassword: password, confirmPassword: z.string().max(128).optional() }),
    );
    return answerLogin(c, await resetWithPhone(c.get('app'), { ...body, confirmPassword: body.confirmPassword ?? body.newPassword }, clientOf(c)));
  })
  .post('/wps/member/password', member, async (c) => {
    const body = await readSealed(c, z.object({ oldPassword: password, newPassword: password, confirmNewPassword: z.string().max(128) }));
    return answerLogin(c, await changePassword(c.get('app'), sessionOf(c), body, clientOf(c)));
  })

  .get('/wps/member/info', anyone, async (c) => {
    const m = await getMember(c.get('app').db, sessionOf(c).memberId);
    return c.json({ success: true, value: toMemberInfo(m) });
  })
  .get('/wps/relay/MCSFE_getPlayerAvatar', anyone, async (c) => {
    const m = await getMember(c.get('app').db, sessionOf(c).memberId);
    return c.json({ success: true, value: { avatar: avatarUrl(m.avatar) } });
  })
  .get('/wps/member/info/icon', anyone, async (c) => {
    const m = await getMember(c.get('app').db, sessionOf(c).memberId);
    return c.json({ success: true, value: { icon: avatarUrl(m.avatar), choices: AVATARS.map((a) => ({ id: a, url: avatarUrl(a) })) } });
  })
  .post('/wps/member/info/icon', member, async (c) => {
    const body = await readJson(c, z.object({ avatar: z.enum(AVATARS) }));
    await setAvatar(c.get('app').db, sessionOf(c).memberId, body.avatar);
    return c.json({ success: true, value: { icon: avatarUrl(body.avatar) } });
  });
