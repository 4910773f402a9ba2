import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_RULES } from '#fixtures/demo/system.ts';
import { insertRegisterRule } from '#fixtures/factories.ts';
import { ageCheck } from '#lib/validation/age.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, type Envelope, sealed, solveSlider } from '../fixtures/auth.ts';
import { signedIn } from '../fixtures/member.ts';

/** A YYYY-MM-DD date `years` years before today (UTC), shifted by `days`. */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Issue 13 item 13: the 21+ rule is the server's, at registration and on the profile. */
describe.each(DIALECTS)('age 21 or over, checked on the server, on %s', (dialect) => {
  let t: TestApp;
  let ip = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    for (const [i, rule] of REGISTER_RULES.entries()) await insertRegisterRule(t.app.db, { ...rule, sort: i });
  });
  afterAll(() => t.close());

  const register = async (username: string, birthday: string) => {
    const res = await t.request('/wps/member/register', {
      method: 'PUT',
      headers: browser(`100.65.0.${++ip % 250}`),
      body: await sealed(t, { agree: true, login: true, slider: await solveSlider(t), username, password: 'Sunny-River-42', confirmPassword: 'Sunny-River-42', birthday }),
    });
    return { status: res.status, body: (await res.json()) as Envelope & { fields?: { field: string; message: string }[] } };
  };

  it('registration refuses a birthday under 21 with UNDER_AGE and creates nothing; 21 today is accepted', async () => {
    const young = await register('youngOne1', yearsAgo(21, 1));
    expect(young.status).toBe(422);
    expect(young.body).toMatchObject({ success: false, code: 'UNDER_AGE', fields: [{ field: 'birthday', message: 'validation.age' }] });
    expect(await t.app.db.selectFrom('members').select('id').where('account', '=', 'youngOne1').executeTakeFirst()).toBeUndefined();
    const bad = await register('badDate01', '2001-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    const ok = await register('grownUp21', yearsAgo(21));
    expect(ok.status).toBe(200);
    const row = await t.app.db.selectFrom('members').select('birthday').where('account', '=', 'grownUp21').executeTakeFirstOrThrow();
    expect(row.birthday).toBe(yearsAgo(21));
  });

  it('a profile birthday edit under 21 is refused with UNDER_AGE and nothing is stored', async () => {
    const m = await signedIn(t);
    const young = await m.post('/wps/member/profile', { birthday: yearsAgo(20) });
    expect(young.status).toBe(422);
    expect(young.body.code).toBe('UNDER_AGE');
    expect((await m.get<{ birthday: string | null }>('/wps/member/profile')).body.value.birthday).toBeNull();
    const ok = await m.post<{ birthday: string }>('/wps/member/profile', { birthday: '1990-05-17' });
    expect(ok.status).toBe(200);
    expect(ok.body.value.birthday).toBe('1990-05-17');
  });

  it('the rule itself: real dates only, and 29 February', () => {
    const now = Date.UTC(2026, 2, 1);
    expect(ageCheck('2005-02-28', now)).toBe('adult');
    expect(ageCheck('2005-03-02', now)).toBe('under_age');
    expect(ageCheck('2004-02-29', Date.UTC(2025, 1, 28))).toBe('under_age');
    expect(ageCheck('2004-02-29', Date.UTC(2025, 2, 1))).toBe('adult');
    expect(ageCheck('2001-13-01', now)).toBe('invalid');
    expect(ageCheck('17-05-1990', now)).toBe('invalid');
  });
});
