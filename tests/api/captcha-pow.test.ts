import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, type Envelope, imageCaptcha, login, sealed, solveSlider } from '../fixtures/auth.ts';

let asked = 0;

/** Fetches a proof-of-work challenge from a fresh address (the pace limit is per address). */
async function powChallenge(t: TestApp): Promise<{ id: string; challenge: Challenge }> {
  asked++;
  const res = await t.request('/wps/captcha/pow', { headers: { 'x-forwarded-for': `192.0.2.${asked & 255}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return ((await res.json()) as Envelope<{ id: string; challenge: Challenge }>).value!;
}

/** Solves it the way the browser does: WebCrypto SHA-256 from counter 0 until the key matches. */
async function solvePow(t: TestApp) {
  const { id, challenge } = await powChallenge(t);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return { id, pow: { challenge, solution } };
}

describe.each(DIALECTS)('proof-of-work alternative to the slider on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  const loginWith = async (account: string, password: string, slider: unknown, ip = '203.0.113.7') => {
    const body = await sealed(t, { type: 'username', username: account, password, slider });
    const res = await t.request('/wps/session/login', { method: 'POST', headers: browser(ip), body });
    return { status: res.status, body: (await res.json()) as Envelope };
  };

  it('issues a signed challenge without revealing the answer or the signing secret', async () => {
    const { id, challenge } = await powChallenge(t);
    const row = await t.app.db.selectFrom('captchas').select(['kind', 'answer']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.kind).toBe('pow');
    expect(JSON.stringify(challenge)).not.toContain(row.answer);
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('logs in with a solved proof of work instead of the slider, once', async () => {
    const m = await insertMember(t.app.db);
    const answer = await solvePow(t);
    expect((await loginWith(m.account, m.password, answer)).status).toBe(200);
    const replay = await loginWith(m.account, m.password, answer);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ success: false, code: 'SLIDER_INVALID' });
  });

  it('refuses a wrong counter, a solution moved to another challenge, a slider id and an expired challenge', async () => {
    const m = await insertMember(t.app.db);
    const wrong = await solvePow(t);
    wrong.pow.solution = { ...wrong.pow.solution, counter: wrong.pow.solution.counter + 1 };
    expect((await loginWith(m.account, m.password, wrong)).body.code).toBe('SLIDER_INVALID');

    const solved = await solvePow(t);
    const other = await powChallenge(t);
    expect((await loginWith(m.account, m.password, { id: other.id, pow: solved.pow })).body.code).toBe('SLIDER_INVALID');

    const { id: sliderId } = await solveSlider(t);
    const again = await solvePow(t);
    expect((await loginWith(m.account, m.password, { id: sliderId, pow: again.pow })).body.code).toBe('SLIDER_INVALID');

    const late = await solvePow(t);
    await t.app.db.updateTable('captchas').set({ expires_at: Date.now() - 1 }).where('id', '=', late.id).execute();
    expect((await loginWith(m.account, m.password, late)).body.code).toBe('SLIDER_INVALID');
  });

  it('answers malformed proofs with a clear 400, never a server error', async () => {
    const m = await insertMember(t.app.db);
    const { id, pow } = await solvePow(t);
    const bad: unknown[] = [
      { id, pow: {} },
      { id, pow: { ...pow, solution: { counter: -1, derivedKey: 'zz' } } },
      { id, pow: { ...pow, challenge: { ...pow.challenge, parameters: { ...pow.challenge.parameters, algorithm: 'ARGON2ID' } } } },
      { id, pow: 'not an object' },
    ];
    for (const slider of bad) {
      const r = await loginWith(m.account, m.password, slider);
      expect(r.status, JSON.stringify(slider).slice(0, 80)).toBe(400);
      expect(r.body.success).toBe(false);
      expect(typeof r.body.code).toBe('string');
    }
  });

  it('lets exactly one of 30 parallel logins with the same solved proof through', async () => {
    const m = await insertMember(t.app.db);
    const answer = await solvePow(t);
    const bodies = await Promise.all(Array.from({ length: 30 }, () => sealed(t, { type: 'username', username: m.account, password: m.password, slider: answer })));
    const results = await Promise.all(bodies.map((body, i) => t.request('/wps/session/login', { method: 'POST', headers: browser(`203.0.113.${100 + i}`), body })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  it('stands in for the image captcha after three failures, with its cookie set, once', async () => {
    const ip = '203.0.113.201';
    const m = await insertMember(t.app.db);
    for (let i = 0; i < 3; i++) await login(t, m.account, 'nope', { ip });
    expect((await login(t, m.account, m.password, { ip })).json.code).toBe('CAPTCHA_REQUIRED');

    const res = await t.request('/wps/captcha/pow?for=image', { headers: { 'x-forwarded-for': ip } });
    const { id, challenge } = ((await res.json()) as Envelope<{ id: string; challenge: Challenge }>).value!;
    expect(res.headers.get('set-cookie')).toContain(`mcap=${id}`);
    expect(res.headers.get('x-captcha-id')).toBe(id);
    const solution = await solveChallenge({ challenge, deriveKey });
    const answer = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url');

    const forged = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, counter: solution!.counter + 1 } })).toString('base64url');
    const other = await powChallenge(t);
    expect((await login(t, m.account, m.password, { ip, captcha: { id: other.id, answer: forged } })).json.code).toBe('CAPTCHA_INVALID');
    expect((await login(t, m.account, m.password, { ip, captcha: { id, answer: 'AB2Z' } })).json.code).toBe('CAPTCHA_INVALID');

    // The picture's pace limit is one a second per address: the next challenge comes from a neighbour.
    const next = await t.request('/wps/captcha/pow?for=image', { headers: { 'x-forwarded-for': '203.0.113.203' } });
    const fresh = ((await next.json()) as Envelope<{ id: string; challenge: Challenge }>).value!;
    const freshSolution = await solveChallenge({ challenge: fresh.challenge, deriveKey });
    const freshAnswer = Buffer.from(JSON.stringify({ challenge: fresh.challenge, solution: freshSolution })).toString('base64url');
    expect((await login(t, m.account, m.password, { ip, captcha: { id: fresh.id, answer: freshAnswer } })).status).toBe(200);
    // Used up (a success resets the failures, so a replay would not even be asked for a captcha).
    const row = await t.app.db.selectFrom('captchas').select('used_at').where('id', '=', fresh.id).executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
    expect(answer).not.toBe(freshAnswer);
  });

  it('does not take a proof of work as the characters of a picture', async () => {
    const ip = '203.0.113.202';
    const m = await insertMember(t.app.db);
    for (let i = 0; i < 3; i++) await login(t, m.account, 'nope', { ip });
    const picture = await imageCaptcha(t, ip);
    const solved = await solvePow(t);
    const proofText = Buffer.from(JSON.stringify(solved.pow)).toString('base64url');
    expect((await login(t, m.account, m.password, { ip, captcha: { id: picture.id, answer: proofText } })).json.code).toBe('CAPTCHA_INVALID');
  });
});
