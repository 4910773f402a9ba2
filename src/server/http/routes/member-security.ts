/** The member centre's security settings: profile, mobile and e-mail binding, payment password, contacts, authenticator app. */
import { Hono } from 'hono';
import { memberSecurity as api } from '#lib/contracts/member-security.ts';
import { completeProfile, getMember, linkContact, toProfile } from '#server/members/index.ts';
import { beginTotp, bindEmail, bindMobile, confirmTotp, sendBindEmailCode, sendBindMobileCode } from '#server/auth/index.ts';
import { setPaymentPassword } from '#server/cashier/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { qrSvg } from '../responses/qr.ts';
import { clientOf, sessionOf } from '../session.ts';

export const memberSecurityRoutes = new Hono<ApiEnv>();

serve(memberSecurityRoutes, api.profile, async (c) => toProfile(await getMember(c.get('app').db, sessionOf(c).memberId)));
serve(memberSecurityRoutes, api.updateProfile, async (c, { body }) => {
  await completeProfile(c.get('app').db, sessionOf(c).memberId, body);
  return toProfile(await getMember(c.get('app').db, sessionOf(c).memberId));
});
serve(memberSecurityRoutes, api.mobileCode, (c, { body }) => sendBindMobileCode(c.get('app'), sessionOf(c).memberId, body, clientOf(c)));
serve(memberSecurityRoutes, api.bindMobile, async (c, { body }) => {
  await bindMobile(c.get('app').db, sessionOf(c).memberId, body);
  return { bound: true } as const;
});
serve(memberSecurityRoutes, api.emailCode, (c, { body }) => sendBindEmailCode(c.get('app'), sessionOf(c).memberId, body.email, clientOf(c)));
serve(memberSecurityRoutes, api.bindEmail, async (c, { body }) => {
  await bindEmail(c.get('app').db, sessionOf(c).memberId, body);
  return { bound: true } as const;
});
serve(memberSecurityRoutes, api.paymentPassword, async (c, { body }) => {
  await setPaymentPassword(c.get('app').db, sessionOf(c).memberId, body);
  return { set: true } as const;
});
serve(memberSecurityRoutes, api.linkContact, async (c, { body }) => {
  await linkContact(c.get('app').db, sessionOf(c).memberId, body.kind, body.value);
  return { linked: true } as const;
});
serve(memberSecurityRoutes, api.beginTotp, async (c) => {
  const { secret, uri } = await beginTotp(c.get('app').db, sessionOf(c).memberId);
  return { secret, uri, qr: await qrSvg(uri, 0) };
});
serve(memberSecurityRoutes, api.confirmTotp, async (c, { body }) => {
  await confirmTotp(c.get('app').db, sessionOf(c).memberId, body);
  return { bound: true } as const;
});
