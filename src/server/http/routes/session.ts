import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LoginPayload, session } from '#lib/contracts/session.ts';
import { issueImageCaptcha, issuePowChallenge, issueSlider, loginFreePlay, loginWithPassword, loginWithSms, logout, publicKey, sendFactorCode, verifyFactor } from '#server/auth/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { readSealed } from '../sealed.ts';
import { clearSessionCookie, clientOf, isSecure, tokenOf, withSessionCookie } from '../session.ts';

const CAPTCHA_COOKIE = 'mcap';

/** Binds a captcha to this browser (apps may send the X-Captcha-Id back as captchaId instead). */
function bindCaptcha(c: Context<ApiEnv>, id: string): void {
  setCookie(c, CAPTCHA_COOKIE, id, { httpOnly: true, sameSite: 'Lax', secure: isSecure(c), path: '/wps/', maxAge: 300 });
  c.header('X-Captcha-Id', id);
}

export const sessionRoutes = new Hono<ApiEnv>();

serve(sessionRoutes, session.publicKey, (c) => publicKey(c.get('app').db));

serve(sessionRoutes, session.imageCaptcha, async (c) => {
  const { db, limits } = c.get('app');
  await limits.hit('captchaIp', clientOf(c).ip);
  const { id, image } = await issueImageCaptcha(db);
  bindCaptcha(c, id);
  c.header('Cache-Control', 'no-store');
  return image;
});

serve(sessionRoutes, session.slider, async (c) => {
  const { db, limits } = c.get('app');
  await limits.hit('sliderIp', clientOf(c).ip);
  c.header('Cache-Control', 'no-store');
  return issueSlider(db);
});

/** Decision 016: the proof of work stands in for the slider or, `for=image`, for the picture. */
serve(sessionRoutes, session.pow, async (c, { query }) => {
  const { db, limits } = c.get('app');
  const forImage = query.for === 'image';
  await limits.hit(forImage ? 'captchaIp' : 'sliderIp', clientOf(c).ip);
  const value = await issuePowChallenge(db);
  if (forImage) bindCaptcha(c, value.id);
  c.header('Cache-Control', 'no-store');
  return value;
});

serve(sessionRoutes, session.login, async (c) => {
  const body = await readSealed(c, LoginPayload);
  const app = c.get('app');
  const client = clientOf(c);
  if (body.type === 'sms') return withSessionCookie(c, await loginWithSms(app, body, client));
  const captchaId = body.captchaId ?? getCookie(c, CAPTCHA_COOKIE);
  return withSessionCookie(c, await loginWithPassword(app, { ...body, captchaId }, client));
});

serve(sessionRoutes, session.freePlay, async (c) => withSessionCookie(c, await loginFreePlay(c.get('app'), clientOf(c))));

serve(sessionRoutes, session.sendFactorCode, (c, { body }) => sendFactorCode(c.get('app'), body.challengeId, body.method, clientOf(c)));

serve(sessionRoutes, session.verifyFactor, async (c, { body }) => withSessionCookie(c, await verifyFactor(c.get('app'), body, clientOf(c))));

serve(sessionRoutes, session.logout, async (c) => {
  await logout(c.get('app'), tokenOf(c));
  clearSessionCookie(c);
  return { loggedOut: true } as const;
});
