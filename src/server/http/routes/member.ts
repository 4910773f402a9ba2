import { Hono } from 'hono';
import { LinkReset, member, PasswordChange, PhoneReset, Registration } from '#lib/contracts/member.ts';
import { changePassword, register, type RegisterResult, requestEmailReset, resetWithLink, resetWithPhone } from '#server/auth/index.ts';
import { AVATARS, findAgentByAffiliateCode, getMember, memberInfoOf, setAvatar } from '#server/members/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { readSealed } from '../sealed.ts';
import { answerLogin, clientOf, sessionOf } from '../session.ts';

const avatarUrl = (a: string | null) => `/images/avatars/${a ?? 'a1'}.svg`;

export const memberRoutes = new Hono<ApiEnv>();

/** A registration that signed in answers like a login (the session cookie is set). */
const registered = (c: Parameters<typeof answerLogin>[0], result: RegisterResult) => ('token' in result ? answerLogin(c, result) : result);

serve(memberRoutes, member.register, async (c) => registered(c, await register(c.get('app'), 'username', await readSealed(c, Registration), clientOf(c))));
serve(memberRoutes, member.registerMobile, async (c) => registered(c, await register(c.get('app'), 'mobile', await readSealed(c, Registration), clientOf(c))));
serve(memberRoutes, member.affiliate, async (c, { query: { code } }) => {
  const agent = await findAgentByAffiliateCode(c.get('app').db, code);
  return { valid: agent !== undefined, code: code.toUpperCase() };
});

serve(memberRoutes, member.passwordEmail, async (c, { body }) => {
  const app = c.get('app');
  const origin = app.config.publicUrl ?? new URL(c.req.url).origin;
  await requestEmailReset(app, { ...body, origin }, clientOf(c));
  return { sent: true } as const;
});
serve(memberRoutes, member.passwordReset, async (c) => {
  await resetWithLink(c.get('app'), await readSealed(c, LinkReset));
  return { reset: true } as const;
});
serve(memberRoutes, member.passwordByPhone, async (c) => {
  const body = await readSealed(c, PhoneReset);
  return answerLogin(c, await resetWithPhone(c.get('app'), { ...body, confirmPassword: body.confirmPassword ?? body.newPassword }, clientOf(c)));
});
serve(memberRoutes, member.changePassword, async (c) => answerLogin(c, await changePassword(c.get('app'), sessionOf(c), await readSealed(c, PasswordChange), clientOf(c))));

serve(memberRoutes, member.info, async (c) => memberInfoOf(c.get('app').db, await getMember(c.get('app').db, sessionOf(c).memberId)));
serve(memberRoutes, member.playerAvatar, async (c) => ({ avatar: avatarUrl((await getMember(c.get('app').db, sessionOf(c).memberId)).avatar) }));
serve(memberRoutes, member.avatars, async (c) => {
  const m = await getMember(c.get('app').db, sessionOf(c).memberId);
  return { icon: avatarUrl(m.avatar), choices: AVATARS.map((a) => ({ id: a, url: avatarUrl(a) })) };
});
serve(memberRoutes, member.chooseAvatar, async (c, { body }) => {
  await setAvatar(c.get('app').db, sessionOf(c).memberId, body.avatar);
  return { icon: avatarUrl(body.avatar) };
});
