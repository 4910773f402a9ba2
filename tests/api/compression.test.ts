import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { login } from '../fixtures/auth.ts';
import { insertMember } from '#fixtures/factories.ts';

describe('API answers are compressed when the client accepts it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp('sqlite', { seed: true });
  });
  afterAll(() => t.close());

  const list = '/wps/relay/GCSGAME_gameList?gameType=RNG&language=en';

  it('gzips a large answer, and the same bytes decode to the plain answer', async () => {
    const plain = await t.request(list);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);

    for (let i = 0; i < 2; i++) {
      const packed = await t.request(list, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(packed.headers.get('content-encoding')).toBe('gzip');
      const bytes = Buffer.from(await packed.arrayBuffer());
      expect(Number(packed.headers.get('content-length'))).toBe(bytes.length);
      expect(gunzipSync(bytes).toString('utf8')).toBe(text);
    }
  });

  it('leaves small answers, errors keep their status, and clients without gzip get plain text', async () => {
    const small = await t.request('/wps/system/whitelabel', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).success).toBe(true);

    const missing = await t.request('/wps/no-such-call', { headers: { 'accept-encoding': 'gzip' } });
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('NOT_FOUND');

    const brOnly = await t.request(list, { headers: { 'accept-encoding': 'br' } });
    expect(brOnly.headers.get('content-encoding')).toBeNull();
    expect((await brOnly.json()).success).toBe(true);
  });

  it('never buffers the wallet event stream: each event reaches the page as it happens', async () => {
    const m = await insertMember(t.app.db);
    const { cookie } = await login(t, m.account, m.password);
    const res = await t.request('/wps/v2/wallets/stream', { headers: { cookie, 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: balance');
    await reader.cancel();
  });
});
