import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { login } from '../fixtures/auth.ts';

/** Every endpoint a client can call, by method. */
const ENDPOINTS: [method: string, path: string][] = [
  ['GET', '/wps/system/status'], ['GET', '/wps/system/whitelabel'], ['GET', '/wps/system/setting/register'],
  ['GET', '/wps/system/domainRoute'], ['GET', '/wps/system/helpCenter'], ['GET', '/wps/system/countryCodes'],
  ['GET', '/wps/system/qrcode'], ['GET', '/wps/relay/MCSFE_getListAnnouncements'], ['GET', '/lgw/games/game_menus'],
  ['GET', '/wps/system/publicKey'], ['GET', '/wps/captcha'], ['GET', '/wps/captcha/slider'], ['GET', '/wps/agent/affiliate'],
  ['GET', '/wps/member/info'], ['GET', '/wps/member/profile'], ['GET', '/wps/relay/MCSFE_getPlayerAvatar'], ['GET', '/wps/member/info/icon'],
  ['POST', '/wps/session/login'], ['POST', '/wps/session/login/freeplay'], ['POST', '/wps/session/secondFactor/send'],
  ['POST', '/wps/session/secondFactor/verify'], ['POST', '/wps/verification/sms/noLogin'], ['POST', '/wps/verification/sms/register'],
  ['POST', '/wps/verification/sms/forgetPassword'], ['POST', '/wps/member/password/email'], ['POST', '/wps/member/password/reset'],
  ['POST', '/wps/member/password/verification'], ['POST', '/wps/member/password'], ['POST', '/wps/member/profile'],
  ['POST', '/wps/member/mobile/code'], ['POST', '/wps/member/mobile'], ['POST', '/wps/member/email/code'], ['POST', '/wps/member/email'],
  ['POST', '/wps/member/paymentPassword'], ['POST', '/wps/member/contact'], ['POST', '/wps/member/totp/begin'], ['POST', '/wps/member/totp'],
  ['POST', '/wps/member/info/icon'], ['PUT', '/wps/member/register'], ['PUT', '/wps/member/register/mobile'], ['DELETE', '/wps/session/logout'],
];

let deep = '1';
for (let i = 0; i < 3000; i++) deep = `{"a":${deep}}`;

/** Malformed, oversized and type-confused bodies. */
const BODIES: string[] = [
  '', 'null', '[]', '{', '"text"', '123', 'true', '{"a":1', '\u0000', deep,
  '{"__proto__":{"polluted":true},"username":"a","password":"b"}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"username":{"$gt":""},"password":["x"],"slider":"x","remember":"yes"}',
  '{"type":"sms","mobileNum":12345,"countryDialingCode":null,"verificationCode":1e309}',
  '{"kid":"x","key":"AAAA","iv":"AAAA","data":"AAAA"}',
  '{"kid":"' + 'k'.repeat(100) + '","key":"@@@","iv":"!","data":"~"}',
  JSON.stringify({ username: 'x'.repeat(300_000), email: 'y'.repeat(10_000), mobileNum: '9'.repeat(500) }),
  JSON.stringify({ mobileNum: '\u200b1712\u0000', countryDialingCode: '+880\n', email: 'a@b', avatar: '../x', kind: 'qq', value: '<script>' }),
  JSON.stringify({ challengeId: 'a'.repeat(64), method: 'sms', code: '12345x' }),
  JSON.stringify({ secret: 'AAAAAAAAAAAAAAAAA1', code: '123456' }),
];

const QUERIES = ['?language=xx', '?language[]=bn', '?resourceType=%00', '?code=' + 'c'.repeat(5000), '?pageNo=-1&pageSize=1e9', '?types=B,,,', '?url=%E0%A4%A'];

describe.each(DIALECTS)('fuzzing every endpoint on %s', (dialect) => {
  let t: TestApp;
  let cookie = '';
  let trial = '';
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    const m = await insertMember(t.app.db);
    cookie = (await login(t, m.account, m.password)).cookie;
    const res = await t.request('/wps/session/login/freeplay', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost' }, body: '{}' });
    trial = ((await res.json()) as { value: { token: string } }).value.token;
  });
  afterAll(() => t.close());

  const count = async () => ({
    // Free play legitimately makes a trial account from any JSON object; real members must not change.
    members: Number((await t.app.db.selectFrom('members').select((e) => e.fn.countAll().as('n')).where('is_agent', '!=', 4).executeTakeFirstOrThrow()).n),
    sessions: Number((await t.app.db.selectFrom('sessions').select((e) => e.fn.countAll().as('n')).where('revoked_at', 'is', null).executeTakeFirstOrThrow()).n),
    settings: Number((await t.app.db.selectFrom('settings').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
  });

  it('answers every malformed request with a 4xx and a code, and changes nothing', async () => {
    const before = await count();
    const auths: Record<string, string>[] = [{}, { cookie }, { authorization: `Bearer ${trial}` }, { authorization: 'Bearer ' + 'z'.repeat(43) }];
    let requests = 0;
    for (const [method, path] of ENDPOINTS) {
      for (const auth of auths) {
        const variants: RequestInit[] =
          method === 'GET'
            ? QUERIES.map(() => ({ method, headers: { ...auth, 'x-forwarded-for': '10.66.0.1' } }))
            : BODIES.flatMap((body) => [
                { method, body, headers: { ...auth, 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '10.66.0.1' } },
                { method, body, headers: { ...auth, 'content-type': 'text/plain', origin: 'http://localhost', 'x-forwarded-for': '10.66.0.1' } },
              ]);
        for (const [i, init] of variants.entries()) {
          const url = method === 'GET' ? path + (QUERIES[i] ?? '') : path;
          const res = await t.request(url, init);
          requests++;
          // These succeed on any JSON object: logout, free play (a trial account) and starting a TOTP setup (nothing stored).
          if (['/wps/session/logout', '/wps/session/login/freeplay', '/wps/member/totp/begin'].includes(path) && res.status === 200) continue;
          if (res.status < 400) {
            // Public reads may legitimately answer (an ignored or defaulted query parameter).
            expect(method, `${method} ${url}`).toBe('GET');
            continue;
          }
          expect(res.status, `${method} ${url} ${String(init.body).slice(0, 60)}`).toBeLessThan(500);
          const body = (await res.json()) as { success: boolean; code: unknown };
          expect(body.success).toBe(false);
          expect(typeof body.code).toBe('string');
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    const after = await count();
    expect(after.members).toBe(before.members);
    expect(after.settings).toBe(before.settings);
    const trials = Number((await t.app.db.selectFrom('members').select((e) => e.fn.countAll().as('n')).where('is_agent', '=', 4).executeTakeFirstOrThrow()).n);
    // Sessions only end by logout, and only start by free play.
    expect(after.sessions).toBeLessThanOrEqual(before.sessions + trials);
  }, 180_000);
});
