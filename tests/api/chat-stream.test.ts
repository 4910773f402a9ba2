/**
 * The player's chat stream (GET /wps/chat/stream), through Hono's stream (no server) and through
 * Node's own response (the site's server): the backlog after Last-Event-ID, then live messages;
 * nothing lost or doubled across a reconnect or while the backlog is read; notes never reach it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postMessage, setMarks, setTyping } from '#server/support/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser } from '../fixtures/auth.ts';
import { insertConversation } from '../fixtures/chat-conversations.ts';

interface Sse {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/** Reads server-sent events one at a time; a read that times out stays pending for the next call. */
function events(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  const parse = (block: string): Sse => {
    const e: Sse = { event: 'message', data: {} };
    for (const line of block.split('\n')) {
      const at = line.indexOf(': ');
      const [key, value] = [line.slice(0, at), line.slice(at + 2)];
      if (key === 'id') e.id = value;
      if (key === 'event') e.event = value;
      if (key === 'data') e.data = JSON.parse(value) as Record<string, unknown>;
    }
    return e;
  };
  const next = async (timeoutMs: number): Promise<Sse | null> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return parse(block);
      }
      pending ??= reader.read();
      const left = deadline - Date.now();
      if (left <= 0) return null;
      const r = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
      if (r === null) return null;
      pending = null;
      if (r.done) return null;
      buffer += decoder.decode(r.value, { stream: true });
    }
  };
  return {
    next,
    /** Every event (pings left out) until none comes for `quietMs`. */
    async settle(quietMs = 300): Promise<Sse[]> {
      const out: Sse[] = [];
      for (let e = await next(quietMs); e; e = await next(quietMs)) if (e.event !== 'ping') out.push(e);
      return out;
    },
    close: () => reader.cancel().catch(() => undefined),
  };
}

const bodies = (list: Sse[]) => list.filter((e) => e.event === 'message').map((e) => (e.data as { body: string }).body);

describe.each(DIALECTS)('chat stream on %s', (dialect) => {
  let t: TestApp;
  let server: Server;
  let base = '';
  let seq = 0;
  beforeAll(async () => {
    t = await testApp(dialect);
    server = createServer(getRequestListener(t.api.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await t.close();
  });

  const cid = () => `st-${dialect}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  const say = (cookie: string, text: string) => t.request('/wps/chat/messages', { method: 'POST', headers: browser('203.0.113.60', cookie), body: JSON.stringify({ clientId: cid(), text }) });

  for (const transport of ['hono', 'node'] as const) {
    /** Opens the stream as the browser's EventSource does. */
    const open = async (cookie: string | undefined, o: { lastEventId?: number; after?: number } = {}) => {
      const headers: Record<string, string> = { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...(o.lastEventId !== undefined ? { 'last-event-id': String(o.lastEventId) } : {}) };
      const path = `/wps/chat/stream${o.after !== undefined ? `?after=${o.after}` : ''}`;
      return transport === 'hono' ? t.request(path, { headers }) : fetch(`${base}${path}`, { headers });
    };
    const stream = async (cookie: string, o: { lastEventId?: number; after?: number } = {}) => {
      const res = await open(cookie, o);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      return events(res.body as ReadableStream<Uint8Array>);
    };

    describe(`through ${transport}`, () => {
      it('answers NOT_FOUND as JSON without a conversation', async () => {
        for (const cookie of [undefined, `meridian_chat=${'C'.repeat(43)}`]) {
          const res = await open(cookie);
          expect(res.status).toBe(404);
          expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
        }
      });

      it('sends the history, then live messages, the agent’s typing and changes — never a note or the player’s own typing', async () => {
        const chat = await insertConversation(t.app.db);
        await say(chat.cookie, 'Hello');
        await postMessage(t.app, chat.row, { author: 'note', staffId: 3, clientId: cid(), text: 'secret note' });
        await postMessage(t.app, chat.row, { author: 'staff', staffId: 3, clientId: cid(), text: 'Hi, Asha here' });
        const s = await stream(chat.cookie);
        const history = await s.settle();
        expect(bodies(history)).toEqual(['Hello', 'Hi, Asha here']);
        expect(history.every((e) => e.id === String((e.data as { id: number }).id))).toBe(true);

        await postMessage(t.app, chat.row, { author: 'note', staffId: 3, clientId: cid(), text: 'another note' });
        await setTyping(t.app, chat.row, 'player', true);
        await setTyping(t.app, chat.row, 'staff', true);
        await say(chat.cookie, 'My deposit');
        const reply = await postMessage(t.app, chat.row, { author: 'staff', staffId: 3, clientId: cid(), text: 'Checking' });
        await setMarks(t.app, chat.row, 'staff', { readId: reply.id });
        const live = await s.settle();
        expect(live.map((e) => e.event)).toEqual(['typing', 'message', 'message', 'conversation']);
        expect(live[0]?.data).toEqual({ typing: true });
        expect(bodies(live)).toEqual(['My deposit', 'Checking']);
        // The agent read up to the reply: the page's ✓✓ come from the conversation's view.
        expect(live[3]?.data).toMatchObject({ id: chat.row.id, status: 'active', staffReadId: reply.id, agentName: 'Asha' });
        expect(live[2]?.data).toMatchObject({ author: 'staff', agentName: 'Asha' });
        expect(JSON.stringify([...history, ...live])).not.toContain('note');
        await s.close();
      });

      it('delivers a message sent while disconnected exactly once after reconnecting with Last-Event-ID', async () => {
        const chat = await insertConversation(t.app.db);
        for (const text of ['one', 'two', 'three']) await say(chat.cookie, text);
        const first = await stream(chat.cookie);
        const seen = await first.settle();
        expect(bodies(seen)).toEqual(['one', 'two', 'three']);
        await first.close();
        // While the connection is down: the agent answers, the player's resend of 'three' stores nothing new.
        await postMessage(t.app, chat.row, { author: 'staff', staffId: 3, clientId: cid(), text: 'four' });
        const lastId = Number(seen.at(-1)?.id);
        const again = await stream(chat.cookie, { lastEventId: lastId });
        await say(chat.cookie, 'five');
        const after = await again.settle();
        expect(bodies(after)).toEqual(['four', 'five']);
        await again.close();
        // The page's own `after` works the same (a reload that kept the history).
        const byQuery = await stream(chat.cookie, { after: lastId });
        expect(bodies(await byQuery.settle())).toEqual(['four', 'five']);
        await byQuery.close();
      });

      it('neither loses nor doubles messages committed while the stream opens', async () => {
        const chat = await insertConversation(t.app.db);
        const sending = (async () => {
          for (let i = 0; i < 12; i++) await postMessage(t.app, chat.row, { author: 'staff', staffId: 3, clientId: cid(), text: `m${i}` });
        })();
        const streams = [];
        for (let i = 0; i < 4; i++) {
          streams.push(await stream(chat.cookie));
          await new Promise((r) => setTimeout(r, 5));
        }
        await sending;
        const want = Array.from({ length: 12 }, (_, i) => `m${i}`);
        for (const s of streams) {
          expect(bodies(await s.settle())).toEqual(want);
          await s.close();
        }
      });

      it('isolation: another conversation’s stream carries none of this one’s messages', async () => {
        const mine = await insertConversation(t.app.db);
        const theirs = await insertConversation(t.app.db);
        const s = await stream(theirs.cookie);
        await say(mine.cookie, 'private');
        await setTyping(t.app, mine.row, 'staff', true);
        expect(await s.settle()).toEqual([]);
        await s.close();
      });

      it('stays open when the conversation closes, so the page can ask for a rating', async () => {
        const chat = await insertConversation(t.app.db);
        const s = await stream(chat.cookie);
        await s.settle();
        await t.app.db.updateTable('chat_conversations').set({ status: 'closed', closed_at: Date.now(), closed_by: 'staff' }).where('id', '=', chat.row.id).execute();
        // Told without the view (as the desk's lines are): the stream reads it, in its turn.
        t.app.events.chat({ conversationId: chat.row.id, type: 'conversation', from: 'staff', data: {} });
        await postMessage(t.app, chat.row, { author: 'staff', staffId: 3, clientId: cid(), text: 'too late' }).catch(() => null);
        t.app.events.chat({ conversationId: chat.row.id, type: 'typing', from: 'staff', data: { typing: false } });
        const ended = await s.settle();
        expect(ended.map((e) => e.event)).toEqual(['conversation', 'typing']);
        expect(ended[0]?.data).toMatchObject({ id: chat.row.id, status: 'closed', closedBy: 'staff' });
        // A closed conversation's stream still opens (the page after a reload).
        const reopened = await stream(chat.cookie);
        expect(await reopened.settle()).toEqual([]);
        await Promise.all([s.close(), reopened.close()]);
      });
    });
  }

  it('lets go of the bus when pages leave, also pages that leave before the first answer', async () => {
    const chat = await insertConversation(t.app.db);
    const events_ = t.app.events;
    const listen = events_.listenChat.bind(events_);
    let active = 0;
    events_.listenChat = (id, fn) => {
      active++;
      const off = listen(id, fn);
      return () => {
        active--;
        off();
      };
    };
    try {
      const pages = await Promise.all(Array.from({ length: 10 }, () => fetch(`${base}/wps/chat/stream`, { headers: { cookie: chat.cookie } })));
      const readers = pages.map((p) => events(p.body as ReadableStream<Uint8Array>));
      await Promise.all(readers.map((r) => r.settle(100)));
      expect(active).toBe(10);
      await say(chat.cookie, 'to all');
      let delivered = 0;
      for (const r of readers) delivered += bodies(await r.settle(200)).length;
      expect(delivered).toBe(10);
      await Promise.all(readers.map((r) => r.close()));
      // Pages gone at once, as a closed tab is.
      const gone = await Promise.all(Array.from({ length: 5 }, () => t.request('/wps/chat/stream', { headers: { cookie: chat.cookie } })));
      for (const res of gone) await res.body?.cancel();
      const aborted = Array.from({ length: 5 }, () => {
        const controller = new AbortController();
        const res = fetch(`${base}/wps/chat/stream`, { headers: { cookie: chat.cookie }, signal: controller.signal }).catch(() => null);
        controller.abort();
        return res;
      });
      await Promise.all(aborted);
      await new Promise((r) => setTimeout(r, 300));
      expect(active).toBe(0);
    } finally {
      events_.listenChat = listen;
    }
  });
});
