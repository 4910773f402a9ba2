import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { STATUS_BY_CODE } from '#server/http/errors.ts';
import { recordId } from '#server/http/schemas.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, login } from '../fixtures/auth.ts';

/** Every `readonly code = '…'` an error class in src/server declares, with the file it is in. */
function declaredCodes(): { code: string; file: string }[] {
  const root = 'src/server';
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
  return files.flatMap((file) => [...readFileSync(join(root, file), 'utf8').matchAll(/readonly code = '([A-Z0-9_]+)'/g)].map((m) => ({ code: m[1] ?? '', file })));
}

describe('API errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers an unknown path with NOT_FOUND in the envelope', async () => {
    for (const path of ['/wps/nothing', '/lgw/games/none', '/lotto/lgw/games/none', '/wps/relay/MCSFE_unknown']) {
      const { status, body } = await t.json(path);
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(typeof body['message']).toBe('string');
    }
  });

  it('refuses a body over 1 MB with 413 and a code', async () => {
    const { status, body } = await t.json('/wps/system/status', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('validates query values instead of failing on them', async () => {
    const cases = [
      '/wps/relay/MCSFE_getListAnnouncements?pageNo=0',
      '/wps/relay/MCSFE_getListAnnouncements?pageNo=abc',
      '/wps/relay/MCSFE_getListAnnouncements?pageSize=500',
      '/wps/relay/MCSFE_getListAnnouncements?types=ZZ',
      '/wps/relay/MCSFE_getListAnnouncements?platform=X',
      '/wps/relay/MCSFE_getListAnnouncements?language=__proto__',
      '/wps/system/qrcode',
      '/wps/system/status?url=' + 'x'.repeat(3000),
    ];
    for (const path of cases) {
      const { status, body } = await t.json(path);
      expect(status, path).toBe(400);
      expect(body, path).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('maps every code a domain error declares to a status in the one table (none falls back to 400)', () => {
    const codes = declaredCodes();
    expect(codes.length).toBeGreaterThan(60);
    const unmapped = codes.filter((c) => !Object.hasOwn(STATUS_BY_CODE, c.code));
    expect(unmapped).toEqual([]);
    for (const status of Object.values(STATUS_BY_CODE)) expect(status >= 400 && status < 600).toBe(true);
  });

  it('carries a request id on every answer', async () => {
    const res = await t.request('/wps/system/whitelabel');
    expect(res.headers.get('x-request-id')).toMatch(/\S+/);
  });
});

describe('record ids', () => {
  it('are positive whole numbers, as a number or a string of digits, and nothing else', () => {
    for (const ok of [1, 42, '7', '9007199254740991', Number.MAX_SAFE_INTEGER]) expect(recordId.safeParse(ok).success, String(ok)).toBe(true);
    expect(recordId.parse('12')).toBe(12);
    for (const bad of [true, false, null, '1e3', 1e21, '0x10', ' 7', '7 ', '', '0', 0, -1, '-1', 1.5, '1.5', '01', '9007199254740993', Infinity, NaN, [], {}, [1]]) {
      expect(recordId.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('are parsed by the one schema in every route file (no route coerces an id by itself)', () => {
    const dir = 'src/server/http/routes';
    for (const file of readdirSync(dir)) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text, file).not.toMatch(/(?:[iI]d|Ids?)\b\s*[:=]\s*z\.(?:coerce|number|array\(z\.number)/);
    }
  });
});

describe.each(DIALECTS)('game ids on %s', (dialect) => {
  let t: TestApp;
  let cookie = '';
  let game = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    game = await insertGame(t.app.db, { vendor: await insertVendor(t.app.db) });
    const m = await insertMember(t.app.db);
    cookie = (await login(t, m.account, m.password)).cookie;
  });
  afterAll(() => t.close());

  it('refuses true, "1e3" and other non-ids as a game id with VALIDATION_ERROR, and changes nothing', async () => {
    // The first game of a fresh database: `true` used to be read as its id.
    expect(game).toBe(1);
    const plays = async () => (await t.app.db.selectFrom('games').select('plays').where('id', '=', game).executeTakeFirstOrThrow()).plays;
    const before = await plays();
    for (const gameId of [true, '1e0', 1.5, '0x1', -1, '1.0', [1], { id: 1 }]) {
      for (const path of ['/wps/game/launchGame', '/wps/relay/MCSFE_addFavoriteGame']) {
        const res = await t.request(path, { method: 'POST', headers: browser('10.18.0.1', cookie), body: JSON.stringify({ gameId, trial: true }) });
        expect(res.status, `${path} ${JSON.stringify(gameId)}`).toBe(400);
        expect(await res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      }
    }
    expect(await plays()).toBe(before);
    const favourites = await t.app.db.selectFrom('favourites').select('game_id').execute();
    expect(favourites).toEqual([]);
    const byText = await t.request('/wps/game/launchGame', { method: 'POST', headers: browser('10.18.0.1'), body: JSON.stringify({ gameId: String(game), trial: true }) });
    expect(byText.status).toBe(200);
  });

  it('answers an id in a path that is not a whole number as not found', async () => {
    for (const id of ['1e3', '0x10', '-1', '1.5', 'true']) {
      const res = await t.request(`/wps/cashier/uploads/${id}`, { headers: browser('10.18.0.2', cookie) });
      expect(res.status, id).toBe(404);
    }
  });
});
