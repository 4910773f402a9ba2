import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessage } from '#server/content/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';

const LIST = '/wps/relay/CSP_messageList';
const READ = '/wps/relay/CSP_readMessage';
const UNREAD = '/wps/relay/CSP_unreadCount';
const STREAM = '/wps/v2/wallets/stream';

type Page = { list: { id: number; kind: string; params: Record<string, unknown>; read: boolean }[]; total: number; unread: number };

/** Issue 20 rules: a member only ever reads and marks their own messages, and only their own pages hear of a new one. */
describe.each(DIALECTS)('message isolation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (memberId: number, subject: string) => sendMessage(t.app.db, t.app.events, memberId, 'staff_message', { subject, body: `Private to ${memberId}` });

  it('lists only the member’s own messages, and another member’s ids (neighbours included) read nothing', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    // A's and B's messages interleave, so every id of A has a neighbour of B's and the other way.
    for (let i = 0; i < 3; i++) {
      await send(a.id, `A${i}`);
      await send(b.id, `B${i}`);
    }
    const listA = (await a.get<Page>(`${LIST}?page=1&pageSize=50`)).body.value;
    const listB = (await b.get<Page>(`${LIST}?page=1&pageSize=50`)).body.value;
    expect(listA.list.map((m) => m.params['subject'])).toEqual(['A2', 'A1', 'A0']);
    expect(listB.list.map((m) => m.params['subject'])).toEqual(['B2', 'B1', 'B0']);
    expect([listA.total, listA.unread, listB.total, listB.unread]).toEqual([3, 3, 3, 3]);
    const idsA = listA.list.map((m) => m.id);
    const idsB = new Set(listB.list.map((m) => m.id));

    // B tries each of A's ids and every id around them: none of A's changes, B's own read as asked.
    const tried = [...new Set(idsA.flatMap((id) => [id - 1, id, id + 1]))].filter((id) => id > 0 && !idsB.has(id));
    for (const id of tried) {
      const r = await b.post<{ unread: number }>(READ, { id });
      expect(r.status).toBe(200);
      expect(r.body.value.unread).toBe(3);
    }
    // Parallel too, and "all" marks only B's own.
    await Promise.all(idsA.map((id) => b.post(READ, { id })));
    expect((await a.get<{ count: number }>(UNREAD)).body.value.count).toBe(3);
    expect((await b.post<{ unread: number }>(READ, { id: 'all' })).body.value.unread).toBe(0);
    expect((await a.get<Page>(LIST)).body.value.list.every((m) => !m.read)).toBe(true);
    expect((await a.get<{ count: number }>(UNREAD)).body.value.count).toBe(3);

    // A reads one: only that one, and B's list is untouched by it.
    expect((await a.post<{ unread: number }>(READ, { id: idsA[1] })).body.value.unread).toBe(2);
    expect((await a.get<Page>(LIST)).body.value.list.map((m) => m.read)).toEqual([false, true, false]);
    expect((await b.get<Page>(LIST)).body.value.list.map((m) => m.params['subject'])).toEqual(['B2', 'B1', 'B0']);
  });

  it('refuses bad ids with a clear code and changes nothing; a visitor reads nothing', async () => {
    const a = await signedIn(t);
    await send(a.id, 'mine');
    for (const id of [0, -1, 1.5, 'x', null, '1 or 1=1']) {
      const r = await a.post(READ, { id });
      expect(r.status).toBe(400);
      expect(r.body['code']).toBe('VALIDATION_ERROR');
    }
    expect((await a.get<{ count: number }>(UNREAD)).body.value.count).toBe(1);
    for (const path of [LIST, UNREAD]) expect((await t.request(path)).status).toBe(401);
    expect((await t.request(READ, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'all' }) })).status).toBe(401);
    expect((await a.get<{ count: number }>(UNREAD)).body.value.count).toBe(1);
  });

  it('pushes a new message’s unread count to the member’s own stream only', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const open = async (cookie: string) => {
      const res = await t.request(STREAM, { headers: { cookie } });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const seen: string[] = [];
      const pump = (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          seen.push(new TextDecoder().decode(value));
        }
      })();
      return { seen, close: async () => (await reader.cancel(), await pump.catch(() => undefined)) };
    };
    const sa = await open(a.cookie);
    const sb = await open(b.cookie);
    await new Promise((r) => setTimeout(r, 200));
    await send(a.id, 'live');
    await new Promise((r) => setTimeout(r, 300));
    expect(sa.seen.join('')).toMatch(/event: message\ndata: \{"kind":"staff_message","unread":1\}/);
    expect(sb.seen.join('')).not.toContain('event: message');
    // Reading it: the next look of the stream brings A's count back to 0, and B still hears nothing.
    await a.post(READ, { id: 'all' });
    await new Promise((r) => setTimeout(r, 2_600));
    expect(sa.seen.join('')).toMatch(/event: message\ndata: \{"unread":0\}/);
    expect(sb.seen.join('')).not.toContain('event: message');
    await sa.close();
    await sb.close();
  }, 15_000);
});
