import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import { resolveSession } from '#server/auth/sessions.ts';
import { getSetting, setSetting } from '#server/system/settings.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, type Envelope, latestCode, login, sealed } from '../fixtures/auth.ts';

describe.each(DIALECTS)('passwords on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  const post = async (path: string, body: string, headers = browser()) => {
    const res = await t.request(path, { method: 'POST', headers, body });
    return { status: res.status, body: (await res.json()) as Envelope<{ token?: string }> };
  };

  it('emails a reset link only when username and email match, and answers the same either way', async () => {
    const m = await insertMember(t.app.db, { email: 'reset.me@example.org' });
    const wrong = await post('/wps/member/password/email', JSON.stringify({ username: m.account, email: 'other@example.org' }));
    const right = await post('/wps/member/password/email', JSON.stringify({ username: m.account, email: 'RESET.me@example.org' }));
    expect(wrong).toEqual(right);
    expect(right.body.value).toEqual({ sent: true });
    const mails = await t.app.db.selectFrom('outbox').select(['target', 'body']).where('channel', '=', 'email').execute();
    expect(mails.map((x) => x.target)).toEqual(['reset.me@example.org']);
    const token = /reset=([A-Za-z0-9_-]+)/.exec(mails[0]?.body ?? '')?.[1] ?? '';
    const session = await login(t, m.account, m.password);
    const reset = await post('/wps/member/password/reset', await sealed(t, { token, newPassword: 'Brand-New-77', confirmPassword: 'Brand-New-77' }));
    expect(reset.body.value).toEqual({ reset: true });
    expect(await resolveSession(t.app, session.token)).toBeNull();
    expect((await login(t, m.account, 'Brand-New-77')).status).toBe(200);
    const reused = await post('/wps/member/password/reset', await sealed(t, { token, newPassword: 'Another-One-88', confirmPassword: 'Another-One-88' }));
    expect(reused.body.code).toBe('CODE_EXPIRED');
  });

  it('resets by phone with an SMS code and logs straight in, ending other sessions', async () => {
    const m = await insertMember(t.app.db, { mobile: ['880', '1714000001'] });
    const other = await login(t, m.account, m.password);
    const ask = await post('/wps/verification/sms/forgetPassword', JSON.stringify({ mobileNum: '1714000001', countryDialingCode: '880' }));
    expect(ask.status).toBe(200);
    const code = await latestCode(t, '8801714000001');
    const done = await post('/wps/member/password/verification', await sealed(t, { mobileNum: '1714000001', countryDialingCode: '880', verificationCode: code, newPassword: 'Phone-Reset-55' }));
    expect(done.status).toBe(200);
    expect(done.body.value.token).toMatch(/\S{43}/);
    expect(await resolveSession(t.app, other.token)).toBeNull();
    expect((await login(t, m.account, 'Phone-Reset-55')).status).toBe(200);
  });

  it('offers phone recovery only with the whitelabel flag', async () => {
    const wl = await getSetting(t.app.db, 'whitelabel');
    await setSetting(t.app.db, 'whitelabel', { ...wl, flags: [] });
    const ask = await post('/wps/verification/sms/forgetPassword', JSON.stringify({ mobileNum: '1714000001', countryDialingCode: '880' }));
    expect(ask.body.code).toBe('FEATURE_DISABLED');
    await setSetting(t.app.db, 'whitelabel', wl);
  });

  it('changes the password: the old one must be right; a new token, every other session ended', async () => {
    const m = await insertMember(t.app.db);
    const a = await login(t, m.account, m.password);
    const b = await login(t, m.account, m.password);
    const change = (oldPassword: string, newPassword: string, confirm = newPassword) =>
      sealed(t, { oldPassword, newPassword, confirmNewPassword: confirm }).then((body) => post('/wps/member/password', body, browser(undefined, a.cookie)));
    expect((await change('not-it', 'Changed-Pass-66')).body.code).toBe('INVALID_PASSWORD');
    expect((await change(m.password, 'Changed-Pass-66', 'Changed-Pass-67')).body.code).toBe('PASSWORD_MISMATCH');
    expect((await change(m.password, m.password)).body.code).toBe('WEAK_PASSWORD');
    const ok = await change(m.password, 'Changed-Pass-66');
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).not.toBe(a.token);
    expect(await resolveSession(t.app, a.token)).toBeNull();
    expect(await resolveSession(t.app, b.token)).toBeNull();
    expect(await resolveSession(t.app, ok.body.value.token ?? '')).not.toBeNull();
  });

  it('tells the client to force a change for the default password and for an expired one', async () => {
    const fresh = await insertMember(t.app.db, { password: 'Meridian2025', passwordIsDefault: true });
    expect((await login(t, fresh.account, 'Meridian2025')).json.value).toMatchObject({ defaultPassword: true });
    const old = await insertMember(t.app.db);
    await t.app.db.updateTable('members').set({ password_changed_at: Date.now() - 91 * 86_400_000 }).where('id', '=', old.id).execute();
    expect((await login(t, old.account, old.password)).json.value).toMatchObject({ passwordExpired: true, defaultPassword: false });
    const switches = await getSetting(t.app.db, 'switches');
    await setSetting(t.app.db, 'switches', { ...switches, forcePasswordChangeOnExpiry: false });
    expect((await login(t, old.account, old.password)).json.value).toMatchObject({ passwordExpired: false });
    await setSetting(t.app.db, 'switches', switches);
  });

  it('lets a session with the default password read, change it and log out, and nothing else until it is changed', async () => {
    const fresh = await insertMember(t.app.db, { password: 'Meridian2025' });
    const a = await login(t, fresh.account, 'Meridian2025');
    expect(a.json.value).toMatchObject({ defaultPassword: true });
    expect((await resolveSession(t.app, a.token))?.mustChangePassword).toBe(true);
    const headers = browser(undefined, a.cookie);
    expect((await t.request('/wps/member/profile', { headers })).status).toBe(200);
    const act = await post('/wps/relay/MCSFE_addFavoriteGame', JSON.stringify({ gameId: 1 }), headers);
    expect(act.status).toBe(403);
    expect(act.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const launch = await post('/wps/game/launchGame', JSON.stringify({ gameId: 1 }), headers);
    expect(launch.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await post('/wps/member/password', await sealed(t, { oldPassword: 'Meridian2025', newPassword: 'Own-Choice-2026', confirmNewPassword: 'Own-Choice-2026' }), headers);
    expect(changed.status).toBe(200);
    expect((await resolveSession(t.app, changed.body.value.token ?? ''))?.mustChangePassword).toBe(false);
  });

  it('limits codes: six digits, five tries, then a new one is needed', async () => {
    const m = await insertMember(t.app.db, { mobile: ['880', '1714000002'] });
    await post('/wps/verification/sms/forgetPassword', JSON.stringify({ mobileNum: '1714000002', countryDialingCode: '880' }), browser('10.9.9.9'));
    const code = await latestCode(t, '8801714000002');
    const wrongCode = code === '111111' ? '222222' : '111111';
    const attempt = async (c: string) =>
      post('/wps/member/password/verification', await sealed(t, { mobileNum: '1714000002', countryDialingCode: '880', verificationCode: c, newPassword: 'Five-Tries-99' }), browser('10.9.9.9'));
    for (let i = 0; i < 5; i++) expect((await attempt(wrongCode)).body.code).toBe('CODE_INVALID');
    expect((await attempt(code)).body.code).toBe('CODE_EXPIRED');
    void m;
  });

  it('refuses a second code for the same number within the minute', async () => {
    await insertMember(t.app.db, { mobile: ['880', '1714000003'] });
    const body = JSON.stringify({ mobileNum: '1714000003', countryDialingCode: '880' });
    expect((await post('/wps/verification/sms/forgetPassword', body, browser('10.9.9.10'))).status).toBe(200);
    const second = await post('/wps/verification/sms/forgetPassword', body, browser('10.9.9.10'));
    expect(second.status).toBe(429);
    expect(second.body.code).toBe('TOO_MANY_REQUESTS');
  });
});
