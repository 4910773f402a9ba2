import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertMember } from '#fixtures/factories.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { login } from '../fixtures/auth.ts';
import { openWalletStream } from '../fixtures/member.ts';
import { STREAM_POLL_MS } from '#server/http/routes/wallet.ts';

/**
 * An operator command runs in a process of its own: its changes publish no event in the web
 * server, yet open pages must still see them. The stream looks for itself every few seconds.
 */
describe.each(DIALECTS)('wallet event stream on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('pushes a balance and an unread count changed outside this process', async () => {
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, 5_000);
    const { cookie } = await login(t, m.account, m.password);
    const { read, close } = await openWalletStream(t, cookie);
    expect(await read()).toContain('"balance":5000');

    // Straight into the ledger and the messages table, as another process would: no event here.
    await fundMember(t.app.db, m.id, 2_500);
    expect(await read()).toMatch(/event: balance\ndata: \{"balance":7500\}/);
    await t.app.db.insertInto('messages').values({ member_id: m.id, kind: 'deposit_credited', params: '{}', read_at: null, created_at: Date.now() }).execute();
    expect(await read()).toMatch(/event: message\ndata: \{"unread":1\}/);
    await close();
  }, 15_000);

  it('stops looking once the page has gone, even when it leaves before the first answer', async () => {
    const m = await insertMember(t.app.db);
    const { cookie } = await login(t, m.account, m.password);
    const reads = { n: 0 };
    const get = t.app.reader.get;
    t.app.reader.get = (...args) => {
      reads.n++;
      return get(...args);
    };
    try {
      // Leaving at once (as a closed tab does) and after the first event.
      const gone = await Promise.all(Array.from({ length: 5 }, () => t.request('/wps/v2/wallets/stream', { headers: { cookie } })));
      for (const res of gone) await res.body?.cancel();
      const later = await t.request('/wps/v2/wallets/stream', { headers: { cookie } });
      const reader = (later.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      await reader.cancel();
      await new Promise((r) => setTimeout(r, 200));
      const settled = reads.n;
      await new Promise((r) => setTimeout(r, STREAM_POLL_MS * 2 + 500));
      expect(reads.n).toBe(settled);
    } finally {
      t.app.reader.get = get;
    }
  }, 15_000);
});
