import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import { REGISTER_RULES } from '#fixtures/demo/system.ts';
import { insertRegisterRule } from '#fixtures/factories.ts';
import { setSetting } from '#server/system/settings.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, type Envelope, latestCode, sealed, solveSlider } from '../fixtures/auth.ts';

type Fields = { fields: { field: string; message: string; values?: Record<string, number> }[] };

describe.each(DIALECTS)('registration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    for (const [i, rule] of REGISTER_RULES.entries()) await insertRegisterRule(t.app.db, { ...rule, sort: i });
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  const put = async (path: string, payload: Record<string, unknown>) => {
    const res = await t.request(path, {
      method: 'PUT',
      headers: browser(`100.64.0.${++ipCounter % 250}`),
      body: await sealed(t, { agree: true, login: true, registerMethod: 'WEB', registerUrl: 'http://localhost/register', slider: await solveSlider(t), ...payload }),
    });
    return { status: res.status, body: (await res.json()) as Envelope<{ token?: string; member?: { account: string } }> & Partial<Fields>, res };
  };

  it('registers by username, applies the field rules on the server, and logs in', async () => {
    const ok = await put('/wps/member/register', { username: 'newPlayer7', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42', email: 'np7@example.org' });
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toMatch(/\S{43}/);
    expect(ok.body.value.member?.account).toBe('newPlayer7');
    expect(ok.res.headers.get('set-cookie')).toMatch(/msid=/);
    const row = await t.app.db.selectFrom('members').selectAll().where('account_key', '=', 'newplayer7').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.register_method).toBe('WEB');
  });

  it('refuses what the rules forbid, naming each field and the message family with min and max', async () => {
    const bad = await put('/wps/member/register', { username: '9abc', password: 'short', confirmPassword: 'other' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const byField = Object.fromEntries((bad.body.fields ?? []).map((f) => [f.field, f]));
    expect(byField['username']).toMatchObject({ message: 'validation.pattern.LETTER_FIRST_ALNUM', values: { min: 6, max: 16 } });
    expect(byField['password']?.message).toBe('validation.pattern.LETTERS_AND_DIGITS');
    expect(byField['confirmPassword']?.message).toBe('validation.inconsistentTwice');
    const missing = await put('/wps/member/register', { password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42' });
    expect(missing.body.fields?.[0]).toMatchObject({ field: 'username', message: 'validation.required' });
    const noTerms = await put('/wps/member/register', { username: 'termsless1', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42', agree: false });
    expect(noTerms.body.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a taken username (whatever its case) and a common password', async () => {
    await insertMember(t.app.db, { account: 'takenName1' });
    expect((await put('/wps/member/register', { username: 'TAKENNAME1', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42' })).body.code).toBe('ACCOUNT_EXISTS');
    expect((await put('/wps/member/register', { username: 'freshName1', password: 'password123', confirmPassword: 'password123' })).body.code).toBe('WEAK_PASSWORD');
  });

  it('checks the affiliate code and places the member under its agent', async () => {
    const agent = await insertMember(t.app.db, { isAgent: 1 });
    const code = (await t.app.db.selectFrom('members').select('affiliate_code').where('id', '=', agent.id).executeTakeFirstOrThrow()).affiliate_code ?? '';
    const check = await t.json<Envelope<{ valid: boolean }>>(`/wps/agent/affiliate?code=${code.toLowerCase()}&domain=localhost`);
    expect(check.body.value.valid).toBe(true);
    expect((await t.json<Envelope<{ valid: boolean }>>('/wps/agent/affiliate?code=NOPE1234')).body.value.valid).toBe(false);
    expect((await put('/wps/member/register', { username: 'invited01', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42', affiliateCode: 'NOPE1234' })).body.code).toBe('INVALID_AFFILIATE_CODE');
    const ok = await put('/wps/member/register', { username: 'invited01', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42', affiliateCode: code });
    expect(ok.status).toBe(200);
    const row = await t.app.db.selectFrom('members').select(['id', 'upline_id']).where('account_key', '=', 'invited01').executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(agent.id);
    const tree = await t.app.db.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('descendant_id', '=', row.id).orderBy('depth').execute();
    expect(tree).toEqual([{ ancestor_id: row.id, depth: 0 }, { ancestor_id: agent.id, depth: 1 }]);
  });

  it('registers by mobile number with the SMS code, once per number', async () => {
    const ask = await t.json<Envelope<{ expiredMinutes: number }>>('/wps/verification/sms/register', {
      method: 'POST',
      headers: browser('100.64.1.1'),
      body: JSON.stringify({ countryDialingCode: '880', mobileNo: '1713000009' }),
    });
    expect(ask.status).toBe(200);
    const wrong = await put('/wps/member/register/mobile', { mobileNum: '1713000009', countryDialingCode: '880', verificationCode: '000000', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42' });
    expect(wrong.body.code).toBe('CODE_INVALID');
    const code = await latestCode(t, '8801713000009');
    const ok = await put('/wps/member/register/mobile', { mobileNum: '1713000009', countryDialingCode: '880', verificationCode: code, password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42' });
    expect(ok.status).toBe(200);
    expect(ok.body.value.member?.account).toBe('8801713000009');
    const again = await t.json<Envelope>('/wps/verification/sms/register', { method: 'POST', headers: browser('100.64.1.2'), body: JSON.stringify({ countryDialingCode: '880', mobileNo: '1713000009' }) });
    expect(again.body.code).toBe('MOBILE_EXISTS');
  });

  it('does not let a code of one purpose serve another', async () => {
    await insertMember(t.app.db, { mobile: ['880', '1713000010'] });
    await t.request('/wps/verification/sms/noLogin', { method: 'POST', headers: browser('100.64.2.1'), body: JSON.stringify({ mobileNum: '1713000010', countryDialingCode: '880' }) });
    const loginCode = await latestCode(t, '8801713000010');
    const res = await put('/wps/member/register/mobile', { mobileNum: '1713000011', countryDialingCode: '880', verificationCode: loginCode, password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42' });
    expect(res.body.code).toBe('CODE_EXPIRED');
  });

  it('closes a registration kind when its switch is off', async () => {
    const switches = (await import('#server/system/settings.ts')).getSetting;
    const current = await switches(t.app.db, 'switches');
    await setSetting(t.app.db, 'switches', { ...current, usernameRegistration: false });
    expect((await put('/wps/member/register', { username: 'closedOne1', password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42' })).body.code).toBe('FEATURE_DISABLED');
    await setSetting(t.app.db, 'switches', current);
  });

  it('creates a trial account by free play, kept out of real-money actions', async () => {
    const res = await t.request('/wps/session/login/freeplay', { method: 'POST', headers: browser('100.64.3.1'), body: JSON.stringify({ os: 'web', platform: 'W', gatewayVersion: 3 }) });
    expect(res.status).toBe(200);
    const { value } = (await res.json()) as Envelope<{ token: string; member: { type: number; account: string } }>;
    expect(value.member.type).toBe(4);
    const auth = { authorization: `Bearer ${value.token}` };
    expect((await t.json<Envelope<{ type: number }>>('/wps/member/info', { headers: auth })).body.value.type).toBe(4);
    const profile = await t.json('/wps/member/profile', { headers: auth });
    expect(profile.status).toBe(403);
    expect(profile.body).toMatchObject({ code: 'TRIAL_ACCOUNT' });
    const current = await (await import('#server/system/settings.ts')).getSetting(t.app.db, 'switches');
    await setSetting(t.app.db, 'switches', { ...current, freePlay: false });
    const off = await t.json('/wps/session/login/freeplay', { method: 'POST', headers: browser('100.64.3.2'), body: '{}' });
    expect(off.body).toMatchObject({ code: 'FEATURE_DISABLED' });
    await setSetting(t.app.db, 'switches', current);
  });
});
