import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import { totp } from '#server/auth/totp.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, type Envelope, latestCode, login } from '../fixtures/auth.ts';

describe.each(DIALECTS)('security centre on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  async function member(over: Parameters<typeof insertMember>[1] = {}) {
    const m = await insertMember(t.app.db, over);
    const { cookie } = await login(t, m.account, m.password);
    const call = async <T = Record<string, unknown>>(path: string, body?: unknown) => {
      const res = await t.request(path, body === undefined ? { headers: { cookie } } : { method: 'POST', headers: browser(undefined, cookie), body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as Envelope<T> };
    };
    return { ...m, cookie, call };
  }

  it('shows the profile as masked labels, only to its owner', async () => {
    const m = await member({ mobile: ['880', '1715000001'], email: 'owner@example.org', realName: 'Sadia Islam' });
    const { body } = await m.call<{ mobile: string; email: string; realName: string; hasPaymentPassword: boolean }>('/wps/member/profile');
    expect(body.value.mobile).toBe('+880 17•••••001');
    expect(body.value.email).toBe('ow•••@example.org');
    expect(body.value.realName).toBe('Sadia Islam');
    expect(body.value.hasPaymentPassword).toBe(false);
    const other = await member();
    expect((await other.call<{ account: string }>(`/wps/member/profile?id=${m.id}`)).body.value.account).toBe(other.account);
    expect((await t.json('/wps/member/profile')).status).toBe(401);
  });

  it('binds a mobile number with a code, after which it cannot change', async () => {
    const m = await member();
    expect((await m.call('/wps/member/mobile/code', { mobileNum: '1715000002', countryDialingCode: '880' })).status).toBe(200);
    expect((await m.call('/wps/member/mobile', { mobileNum: '1715000002', countryDialingCode: '880', verificationCode: await latestCode(t, '8801715000002') })).status).toBe(200);
    const again = await m.call('/wps/member/mobile/code', { mobileNum: '1715000003', countryDialingCode: '880' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_BOUND');
  });

  it('binds an email with a code', async () => {
    const m = await member();
    await m.call('/wps/member/email/code', { email: 'Bind@Example.org' });
    const code = await latestCode(t, 'bind@example.org');
    expect((await m.call('/wps/member/email', { email: 'Bind@Example.org', verificationCode: code })).status).toBe(200);
    expect((await m.call<{ emailVerified: boolean }>('/wps/member/profile')).body.value.emailVerified).toBe(true);
  });

  it('sets the payment password with the login password, and changes it with the old one', async () => {
    const m = await member();
    expect((await m.call('/wps/member/paymentPassword', { currentPassword: 'wrong', paymentPassword: '123456', confirmPaymentPassword: '123456' })).body.code).toBe('INVALID_PASSWORD');
    expect((await m.call('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '12345', confirmPaymentPassword: '12345' })).body.code).toBe('VALIDATION_ERROR');
    expect((await m.call('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '482913', confirmPaymentPassword: '482913' })).status).toBe(200);
    expect((await m.call('/wps/member/paymentPassword', { currentPassword: m.password, paymentPassword: '111222', confirmPaymentPassword: '111222' })).body.code).toBe('INVALID_PASSWORD');
    expect((await m.call('/wps/member/paymentPassword', { currentPassword: '482913', paymentPassword: '111222', confirmPaymentPassword: '111222' })).status).toBe(200);
  });

  it('links a social contact once', async () => {
    const m = await member();
    expect((await m.call('/wps/member/contact', { kind: 'telegram', value: '@lucky_star' })).status).toBe(200);
    expect((await m.call('/wps/member/contact', { kind: 'telegram', value: '@other' })).body.code).toBe('ALREADY_BOUND');
    expect((await m.call('/wps/member/contact', { kind: 'myspace', value: 'x1' })).body.code).toBe('VALIDATION_ERROR');
  });

  it('turns on Google verification with a code from the authenticator, then uses it as second factor', async () => {
    const m = await member();
    const begin = await m.call<{ secret: string; uri: string; qr: string }>('/wps/member/totp/begin', {});
    expect(begin.body.value.uri).toMatch(/^otpauth:\/\/totp\/Meridian:/);
    expect(begin.body.value.qr).toMatch(/^<svg/);
    const { secret } = begin.body.value;
    expect((await m.call('/wps/member/totp', { secret, code: '000000' })).body.code).toBe('VALIDATION_ERROR');
    expect((await m.call('/wps/member/totp', { secret, code: totp(secret, Date.now()) })).status).toBe(200);
    const fresh = await login(t, m.account, m.password, { ip: '192.0.2.200' });
    const ch = fresh.json as unknown as { challengeId: string; methods: { method: string }[] };
    expect(ch.methods.map((x) => x.method)).toEqual(['totp']);
    const reused = await t.request('/wps/session/secondFactor/verify', { method: 'POST', headers: browser('192.0.2.200'), body: JSON.stringify({ challengeId: ch.challengeId, method: 'totp', code: totp(secret, Date.now()) }) });
    // The step used to turn it on cannot be used again.
    expect(((await reused.json()) as Envelope).code).toBe('CODE_INVALID');
    const next = await t.request('/wps/session/secondFactor/verify', { method: 'POST', headers: browser('192.0.2.200'), body: JSON.stringify({ challengeId: ch.challengeId, method: 'totp', code: totp(secret, Date.now() + 30_000) }) });
    expect(next.status).toBe(200);
  });

  it('chooses an avatar from the built-in set only', async () => {
    const m = await member();
    expect((await m.call<{ icon: string }>('/wps/member/info/icon', { avatar: 'a3' })).body.value.icon).toBe('/images/avatars/a3.svg');
    expect((await m.call('/wps/member/info/icon', { avatar: '../../etc/passwd' })).body.code).toBe('VALIDATION_ERROR');
    expect((await m.call<{ avatar: string }>('/wps/relay/MCSFE_getPlayerAvatar')).body.value.avatar).toBe('/images/avatars/a3.svg');
  });

  it('refuses a cross-site write and a write without the JSON content type', async () => {
    const m = await member();
    const cross = await t.request('/wps/member/contact', { method: 'POST', headers: { ...browser(undefined, m.cookie), origin: 'https://evil.example' }, body: JSON.stringify({ kind: 'qq', value: '12345' }) });
    expect(cross.status).toBe(403);
    expect(((await cross.json()) as Envelope).code).toBe('FORBIDDEN_ORIGIN');
    const noOrigin = await t.request('/wps/member/contact', { method: 'POST', headers: { cookie: m.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'qq', value: '12345' }) });
    expect(((await noOrigin.json()) as Envelope).code).toBe('FORBIDDEN_ORIGIN');
    const form = await t.request('/wps/member/contact', { method: 'POST', headers: { ...browser(undefined, m.cookie), 'content-type': 'text/plain' }, body: 'kind=qq&value=12345' });
    expect(form.status).toBe(415);
    expect(((await m.call<{ contacts: Record<string, string> }>('/wps/member/profile')).body.value.contacts)).toEqual({});
  });
});
