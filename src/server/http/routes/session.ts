import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { issueImageCaptcha, issuePowChallenge, issueSlider } from '#server/auth/captcha.ts';
import { publicKey } from '#server/auth/keys.ts';
import { loginFreePlay, loginWithPassword, loginWithSms } from '#server/auth/login.ts';
import { sendFactorCode, verifyFactor } from '#server/auth/second-factor.ts';
import { resolveSession, revokeSession } from '#server/auth/sessions.ts';
import type { ApiEnv } from '../env.ts';
import { readSealed } from '../sealed.ts';
import { dialingCode, mobileNum, password, slider, smsCode, text, trimmed } from '../schemas.ts';
import { answerLogin, clearSessionCookie, clientOf, isSecure, tokenOf } from '../session.ts';
import { readJson } from '../validate.ts';

const CAPTCHA_COOKIE = 'mcap';

const loginBody = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['username', '']).transform(() => 'username' as const),
    username: trimmed(64).pipe(z.string().min(1)),
    password,
    // The characters in the picture, or a solved proof of work (base64url JSON) for the non-visual check.
    captcha: trimmed(2000).optional(),
    captchaId: text(64).optional(),
    slider,
    remember: z.boolean().default(false),
    side: z.enum(['member', 'agent']).default('member'),
  }),
  z.object({
    type: z.literal('sms'),
    mobileNum,
    countryDialingCode: dialingCode,
    verificationCode: smsCode,
    slider,
    remember: z.boolean().default(false),
    side: z.enum(['member', 'agent']).default('member'),
  }),
]);

export const sessionRoutes = new Hono<ApiEnv>()
  .get('/wps/system/publicKey', async (c) => c.json({ success: true, value: await publicKey(c.get('app').db) }))

  /** Spec §7: the image captcha, a base64 PNG; bound to this browser by a cookie (apps may send captchaId). */
  .get('/wps/captcha', async (c) => {
    const { db, limits } = c.get('app');
    await limits.hit('captchaIp', clientOf(c).ip);
    const { id, image } = await issueImageCaptcha(db);
    setCookie(c, CAPTCHA_COOKIE, id, { httpOnly: true, sameSite: 'Lax', secure: isSecure(c), path: '/wps/', maxAge: 300 });
    c.header('X-Captcha-Id', id);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, value: image });
  })
  .get('/wps/captcha/slider', async (c) => {
    const { db, limits } = c.get('app');
    await limits.hit('sliderIp', clientOf(c).ip);
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, value: await issueSlider(db) });
  })
  /**
   * The non-visual alternative to the slider and, with `?for=image`, to the image captcha: a
   * proof-of-work challenge the browser solves (decision 016). For the image captcha it is bound
   * to the browser by the image captcha's cookie, like a picture.
   */
  .get('/wps/captcha/pow', async (c) => {
    const { db, limits } = c.get('app');
    const forImage = c.req.query('for') === 'image';
    await limits.hit(forImage ? 'captchaIp' : 'sliderIp', clientOf(c).ip);
    const value = await issuePowChallenge(db);
    if (forImage) {
      setCookie(c, CAPTCHA_COOKIE, value.id, { httpOnly: true, sameSite: 'Lax', secure: isSecure(c), path: '/wps/', maxAge: 300 });
      c.header('X-Captcha-Id', value.id);
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true, value });
  })

  .post('/wps/session/login', async (c) => {
    const body = await readSealed(c, loginBody);
    const app = c.get('app');
    const client = clientOf(c);
    if (body.type === 'sms') return answerLogin(c, await loginWithSms(app, body, client));
    const captchaId = body.captchaId ?? getCookie(c, CAPTCHA_COOKIE);
    return answerLogin(c, await loginWithPassword(app, { ...body, captchaId }, client));
  })
  .post('/wps/session/login/freeplay', async (c) => {
    await readJson(c, z.object({ os: text(40).optional(), platform: z.literal('W').default('W'), gatewayVersion: z.coerce.number().int().optional() }));
    return answerLogin(c, await loginFreePlay(c.get('app'), clientOf(c)));
  })
  .post('/wps/session/secondFactor/send', async (c) => {
    const body = await readJson(c, z.object({ challengeId: text(64), method: z.enum(['sms', 'email']) }));
    return c.json({ success: true, value: await sendFactorCode(c.get('app'), body.challengeId, body.method, clientOf(c)) });
  })
  .post('/wps/session/secondFactor/verify', async (c) => {
    const body = await readJson(c, z.object({ challengeId: text(64), method: z.enum(['sms', 'email', 'totp']), code: smsCode }));
    return answerLogin(c, await verifyFactor(c.get('app'), body, clientOf(c)));
  })
  .delete('/wps/session/logout', async (c) => {
    const token = tokenOf(c);
    const app = c.get('app');
    const session = token ? await resolveSession(app, token) : null;
    if (session) await revokeSession(app.db, session.sessionId);
    clearSessionCookie(c);
    return c.json({ success: true, value: { loggedOut: true } });
  });
