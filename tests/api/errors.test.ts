import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe('API errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite');
  });
  afterAll(() => t.close());

  it('answers an unknown path with NOT_FOUND in the envelope', async () => {
    for (const path of ['/wps/nothing', '/lgw/games/none', '/lotto/lgw/games/opened/numero', '/wps/relay/MCSFE_unknown']) {
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

  it('carries a request id on every answer', async () => {
    const res = await t.request('/wps/system/whitelabel');
    expect(res.headers.get('x-request-id')).toMatch(/\S+/);
  });
});
