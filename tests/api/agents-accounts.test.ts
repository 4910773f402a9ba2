import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api.ts';
import { errorMessage, type Message } from '#lib/error-message.ts';
import { allMessages, SUPPORTED_LANGUAGES } from '#lib/i18n/messages.ts';
import { createTranslator } from '#lib/i18n/translator.ts';
import { checkField } from '#lib/validation/register-rules.ts';
import { quickMember, sessionToken } from '#server/agents/seed-data.ts';
import { verifyPassword } from '#server/auth/passwords.ts';
import { getSetting } from '#server/system/settings.ts';
import { listRegisterRules } from '#server/system/register-rules.ts';
import { browser, type Envelope, login, sealed } from '../fixtures/auth.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { REGISTER_RULES as DEMO_REGISTER_RULES } from '../fixtures/demo/system.ts';
import { insertRegisterRule } from '../fixtures/factories.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

const translators = SUPPORTED_LANGUAGES.map((lang) => ({ lang, i18n: createTranslator(lang, allMessages(lang)) }));

/** Words for a message as the islands word it (src/islands/forms/use-message.ts): "exactly n" where min = max. */
function render(lang: (typeof translators)[number], m: Message): string {
  const values = m.values ?? {};
  const exact = values['min'] !== undefined && values['min'] === values['max'] ? `${m.key}.exact` : null;
  return lang.i18n.t(exact && lang.i18n.exists(exact) ? exact : m.key, values);
}

/** Every language words the error the server sent: no "{{min, number}}" left, never a bare key. */
function expectWorded(envelope: Record<string, unknown>, status = 400): void {
  const { code = '', message = '', ...details } = envelope;
  const m = errorMessage(new ApiError(String(code), String(message), status, details));
  for (const lang of translators) {
    const text = render(lang, m);
    expect(text, `${lang.lang}: ${m.key}`).not.toContain('{{');
    expect(text, `${lang.lang}: ${m.key}`).not.toBe(m.key);
  }
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([A-Za-z]+)/g)].map((x) => x[1]).sort();

describe('error messages in every language', () => {
  const errorKeys = (lang: string) => Object.entries(allMessages(lang)).filter(([k]) => k.startsWith('errors.') || k.startsWith('validation.'));

  it('asks for the same values in every language', () => {
    const [first, ...others] = SUPPORTED_LANGUAGES;
    const base = new Map(errorKeys(first ?? 'bn'));
    for (const lang of others) {
      for (const [key, text] of errorKeys(lang)) expect(placeholders(text), `${lang}: ${key}`).toEqual(placeholders(base.get(key) ?? ''));
    }
  });

  it('words every rule pattern with the values a failed check carries', () => {
    for (const [key] of errorKeys('en').filter(([k]) => /^validation\.pattern\.[A-Z_]+$/.test(k))) {
      const patternId = key.slice('validation.pattern.'.length);
      for (const [min, max] of [[6, 16], [6, 6]] as const) {
        const failed = checkField({ field: 'x', enabled: true, required: true, acceptedPattern: '*', patternId, minLength: min, maxLength: max }, 'y'.repeat(max + 1));
        expect(failed).not.toBeNull();
        if (failed) expectWorded({ code: 'VALIDATION_ERROR', fields: [{ field: 'x', message: failed.key, values: failed.values }] });
      }
    }
  });

  it('words every error that carries numbers with the details the server sends', () => {
    const numbered = errorKeys('en').filter(([k, text]) => k.startsWith('errors.') && placeholders(text).length > 0).map(([k]) => k.replace(/_(one|other)$/, ''));
    const envelopes: Record<string, Record<string, unknown>[]> = {
      'errors.TOO_MANY_REQUESTS.minutes': [{ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 61 }, { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 3_600 }],
      'errors.TOO_MANY_REQUESTS.seconds': [{ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1 }, { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 }],
      'errors.CODE_INVALID.attemptsLeft': [{ code: 'CODE_INVALID', attemptsLeft: 1 }, { code: 'CODE_INVALID', attemptsLeft: 4 }],
      'errors.WRONG_PAYMENT_PASSWORD.triesLeft': [{ code: 'WRONG_PAYMENT_PASSWORD', triesLeft: 1 }, { code: 'WRONG_PAYMENT_PASSWORD', triesLeft: 4 }],
      'errors.PAYMENT_PASSWORD_LOCKED.until': [{ code: 'PAYMENT_PASSWORD_LOCKED', until: Date.now() + 900_000, retryAfterSeconds: 900 }],
    };
    // A new message with numbers must say here which details fill it.
    expect([...new Set(numbered)].sort()).toEqual(Object.keys(envelopes).sort());
    for (const list of Object.values(envelopes)) for (const e of list) expectWorded(e, 429);
  });
});

describe.each(DIALECTS)('agent-created accounts on %s', (dialect) => {
  let t: TestApp;
  let agentId = 0;
  let token = '';
  const post = async (body: unknown) => {
    const res = await t.request('/wps/agent/team/members', { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Envelope<{ id: number; account: string; passwordIsDefault: boolean; initialPassword?: string }> & { fields?: { field: string; message: string; values: Record<string, number>; reason: string }[] } };
  };

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    for (const rule of DEMO_REGISTER_RULES.filter((r) => r.field === 'username' || r.field === 'password')) await insertRegisterRule(t.app.db, rule);
    agentId = await quickMember(t.app.db, { isAgent: 2 });
    token = await sessionToken(t.app.db, agentId);
  });
  afterAll(() => t.close());

  it('words every refusal of a new account in every language, with the rule’s numbers', async () => {
    const rules = await listRegisterRules(t.app.db);
    const username = rules.find((r) => r.field === 'username');
    const cases: [unknown, string, string][] = [
      [{ account: 'ab1' }, 'account', 'TOO_SHORT'],
      [{ account: '1abcdefg' }, 'account', 'PATTERN'],
      [{ account: 'abcdefgh', password: 'short' }, 'password', 'TOO_SHORT'],
    ];
    for (const [body, field, reason] of cases) {
      const r = await post(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('VALIDATION_ERROR');
      expect(r.body.fields?.[0]).toMatchObject({ field, reason });
      expect(Object.keys(r.body.fields?.[0]?.values ?? {}).length).toBeGreaterThan(0);
      expectWorded(r.body);
    }
    expect(username?.maxLength).toBeGreaterThan(0);
    const empty = await post({ account: '' });
    expect(empty.body.fields?.[0]).toMatchObject({ field: 'account', reason: 'REQUIRED' });
    expectWorded(empty.body);
  });

  it('refuses a username over the limit with a clear reason and never shortens it', async () => {
    const rules = await listRegisterRules(t.app.db);
    const max = rules.find((r) => r.field === 'username')?.maxLength ?? 16;
    for (const long of [`longname${'x'.repeat(max)}`, `p${'q'.repeat(5_000)}`]) {
      const r = await post({ account: long });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(r.body.fields?.[0]).toMatchObject({ field: 'account', reason: 'TOO_LONG', values: { max } });
      expectWorded(r.body);
      const truncated = await t.app.db.selectFrom('members').select('id').where('account_key', '=', long.slice(0, max).toLowerCase()).executeTakeFirst();
      expect(truncated).toBeUndefined();
    }
  });

  it('gives each new account its own one-time initial password, answered once, never the shared default', async () => {
    const made = await Promise.all(['oneplayer01', 'oneplayer02', 'oneplayer03'].map((account) => post({ account })));
    const passwords = made.map((r) => r.body.value.initialPassword ?? '');
    for (const r of made) expect(r.body.value).toMatchObject({ passwordIsDefault: true });
    expect(new Set(passwords).size).toBe(3);
    const shared = (await getSetting(t.app.db, 'auth')).defaultInitialPassword;
    for (const [i, r] of made.entries()) {
      expect(passwords[i]).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z0-9]{12,}$/);
      expect(passwords[i]).not.toBe(shared);
      const row = await t.app.db.selectFrom('members').select(['password_hash', 'password_is_default']).where('id', '=', r.body.value.id).executeTakeFirstOrThrow();
      expect(row.password_is_default).toBe(1);
      expect(await verifyPassword(row.password_hash, passwords[i] ?? '')).toBe(true);
      expect(await verifyPassword(row.password_hash, shared)).toBe(false);
    }
    // Never shown again: the team list and the member's own page do not carry it.
    const list = await t.request('/wps/agent/team/members?scope=direct', { headers: { token } });
    const text = await list.text();
    expect(list.status).toBe(200);
    for (const p of passwords) expect(text).not.toContain(p);
    // A chosen password is not answered back.
    const chosen = await post({ account: 'chosenpw01', password: 'Tiger#Lily77' });
    expect(chosen.body.value).toEqual({ id: expect.any(Number), account: 'chosenpw01', passwordIsDefault: false });
  });

  it('forces the member to change the one-time password before anything else, on the server', async () => {
    const made = await post({ account: 'firstlogin01' });
    const initial = made.body.value.initialPassword ?? '';
    const first = await login(t, 'firstlogin01', initial);
    expect(first.status).toBe(200);
    expect(first.json.value).toMatchObject({ defaultPassword: true, firstTimeLogin: true });
    const headers = browser(undefined, first.cookie);
    const act = await t.request('/wps/member/profile', { method: 'POST', headers, body: JSON.stringify({ nickname: 'Early' }) });
    expect(act.status).toBe(403);
    expect(((await act.json()) as Envelope).code).toBe('PASSWORD_CHANGE_REQUIRED');
    const same = await t.request('/wps/member/password', { method: 'POST', headers, body: await sealed(t, { oldPassword: initial, newPassword: initial, confirmNewPassword: initial }) });
    expect(((await same.json()) as Envelope).code).toBe('WEAK_PASSWORD');
    const changed = await t.request('/wps/member/password', { method: 'POST', headers, body: await sealed(t, { oldPassword: initial, newPassword: 'Own-Choice-2026', confirmNewPassword: 'Own-Choice-2026' }) });
    expect(changed.status).toBe(200);
    const again = await login(t, 'firstlogin01', 'Own-Choice-2026');
    expect(again.json.value).toMatchObject({ defaultPassword: false });
    const allowed = await t.request('/wps/member/profile', { method: 'POST', headers: browser(undefined, again.cookie), body: JSON.stringify({ nickname: 'Later' }) });
    expect(allowed.status).toBe(200);
    // The one-time password is spent.
    expect((await login(t, 'firstlogin01', initial)).json.code).toBe('INVALID_CREDENTIALS');
  });
});
