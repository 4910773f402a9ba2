import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import { generateTotpSecret, totp } from '#server/auth/totp.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, type Envelope, latestCode, login, sealed, solveSlider } from '../fixtures/auth.ts';

const GUESSES = 30;

/** Counts the answers by code ("OK" for a success). */
function tally(answers: Envelope[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of answers) out[a.success ? 'OK' : (a.code ?? '?')] = (out[a.success ? 'OK' : (a.code ?? '?')] ?? 0) + 1;
  return out;
}

describe.each(DIALECTS)('verification codes under parallel guessing on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  const post = async (path: string, body: string, headers: Record<string, string>) => {
    const res = await t.request(path, { method: 'POST', headers, body });
    return { status: res.status, body: (await res.json()) as Envelope };
  };
  const wrongFor = (code: string) => (code === '111111' ? '222222' : '111111');

  it('judges at most five of thirty parallel SMS-login guesses, and the right code is refused after them', async () => {
    await insertMember(t.app.db, { mobile: ['880', '1716000001'] });
    expect((await post('/wps/verification/sms/noLogin', JSON.stringify({ mobileNum: '1716000001', countryDialingCode: '880' }), browser('10.14.0.1'))).status).toBe(200);
    const code = await latestCode(t, '8801716000001');
    const attempt = async (c: string, i: number) => {
      const body = await sealed(t, { type: 'sms', mobileNum: '1716000001', countryDialingCode: '880', verificationCode: c, slider: await solveSlider(t) });
      return post('/wps/session/login', body, browser(`10.14.1.${i}`));
    };
    const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => attempt(wrongFor(code), i)));
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(tally(answers.map((a) => a.body))).toEqual({ CODE_INVALID: 5, CODE_EXPIRED: GUESSES - 5 });
    const right = await attempt(code, 200);
    expect(right.body.code).toBe('CODE_EXPIRED');
    expect(right.status).toBe(400);
  });

  it('judges at most five of thirty parallel password-recovery guesses', async () => {
    await insertMember(t.app.db, { mobile: ['880', '1716000002'] });
    expect((await post('/wps/verification/sms/forgetPassword', JSON.stringify({ mobileNum: '1716000002', countryDialingCode: '880' }), browser('10.14.0.2'))).status).toBe(200);
    const code = await latestCode(t, '8801716000002');
    const attempt = async (c: string, i: number) =>
      post('/wps/member/password/verification', await sealed(t, { mobileNum: '1716000002', countryDialingCode: '880', verificationCode: c, newPassword: 'Guessed-Not-77' }), browser(`10.14.2.${i}`));
    const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => attempt(wrongFor(code), i)));
    expect(tally(answers.map((a) => a.body))).toEqual({ CODE_INVALID: 5, CODE_EXPIRED: GUESSES - 5 });
    expect((await attempt(code, 200)).body.code).toBe('CODE_EXPIRED');
  });

  /** A member with TOTP on, logged in once from `${net}.1`, now asked for the second factor from `${net}.2`. */
  async function totpChallenge(net: string) {
    const m = await insertMember(t.app.db);
    const secret = generateTotpSecret();
    await t.app.db.updateTable('members').set({ totp_secret: secret }).where('id', '=', m.id).execute();
    expect((await login(t, m.account, m.password, { ip: `${net}.1` })).status).toBe(200);
    const fresh = await login(t, m.account, m.password, { ip: `${net}.2` });
    expect(fresh.json.code).toBe('SECOND_FACTOR_REQUIRED');
    const { challengeId } = fresh.json as unknown as { challengeId: string };
    const verify = (code: string) => post('/wps/session/secondFactor/verify', JSON.stringify({ challengeId, method: 'totp', code }), browser(`${net}.2`));
    return { right: totp(secret, Date.now()), verify };
  }

  it('judges at most five of thirty parallel second-factor guesses (TOTP), and then the right code no longer logs in', async () => {
    const { right, verify } = await totpChallenge('10.14.3');
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: GUESSES }, () => verify(wrong)));
    const counts = tally(answers.map((a) => a.body));
    // The per-address limit refuses some by itself; of those that got through, only five are judged.
    expect(counts['CODE_INVALID']).toBe(5);
    expect((counts['CODE_EXPIRED'] ?? 0) + (counts['TOO_MANY_REQUESTS'] ?? 0)).toBe(GUESSES - 5);
    await t.app.limits.reset('secondFactorIp', '10.14.3.2');
    expect((await verify(right)).body.code).toBe('CODE_EXPIRED');
  });

  it('lets one of thirty parallel uses of the right TOTP code log in', async () => {
    const { right, verify } = await totpChallenge('10.14.4');
    const answers = await Promise.all(Array.from({ length: GUESSES }, () => verify(right)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
  });
});

describe.each(DIALECTS)('code requests do not tell which numbers have accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  /** Two requests at once for a number; the answers without the wait's exact seconds. */
  const twice = async (path: string, mobileNum: string, ip: string) => {
    const ask = async () => {
      const res = await t.request(path, { method: 'POST', headers: browser(ip), body: JSON.stringify({ mobileNum, countryDialingCode: '880' }) });
      const body = (await res.json()) as Envelope;
      return { status: res.status, retryAfter: res.headers.has('retry-after'), body: { ...body, message: String(body.message ?? '').replace(/\d+/g, 'N'), retryAfterSeconds: typeof body['retryAfterSeconds'] } };
    };
    const first = await ask();
    const second = await ask();
    return [first, second];
  };

  for (const path of ['/wps/verification/sms/noLogin', '/wps/verification/sms/forgetPassword']) {
    it(`answers ${path} alike for a registered and an unregistered number, the second request at once included`, async () => {
      const suffix = path.endsWith('noLogin') ? '1' : '2';
      await insertMember(t.app.db, { mobile: ['880', `171700000${suffix}`] });
      const registered = await twice(path, `171700000${suffix}`, `10.15.${suffix}.1`);
      const unregistered = await twice(path, `171799999${suffix}`, `10.15.${suffix}.2`);
      expect(registered[0]?.status).toBe(200);
      expect(registered[1]?.status).toBe(429);
      expect(unregistered).toEqual(registered);
      expect(await t.app.db.selectFrom('outbox').select('id').where('target', '=', `880171799999${suffix}`).execute()).toEqual([]);
    });
  }
});
