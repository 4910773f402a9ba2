import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newChatToken } from '#server/support/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { agentOnDuty, type ChatConversation, chatBrowser, type ChatState, refreshAgents } from '../fixtures/chat-conversations.ts';

/** Nobody reaches a conversation but the browser that holds its cookie or the member who started it. */
describe.each(DIALECTS)('chat isolation on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    await agentOnDuty(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await refreshAgents(t);
  });

  const rowOf = (id: number) => t.app.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  /** Every player call a stranger could make, answered without touching anyone's conversation. */
  async function strangerCannotReach(stranger: { call: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: { code?: string; value: unknown } }> }, victimId: number) {
    const before = await rowOf(victimId);
    const state = await stranger.call('GET', '/wps/chat?language=en');
    expect(state.status).toBe(200);
    expect((state.body.value as ChatState).conversation?.id).not.toBe(victimId);
    expect((state.body.value as ChatState).history.every((m) => m.body !== 'secret of the victim')).toBe(true);
    for (const [path, body] of [
      ['/wps/chat/close', { id: victimId }],
      ['/wps/chat/rating', { rating: 1, id: victimId }],
      ['/wps/chat/transcript', { email: 'thief@example.com', id: victimId }],
    ] as const) {
      const res = await stranger.call('POST', path, body);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const after = await rowOf(victimId);
    expect(after).toEqual(before);
    expect(await t.app.db.selectFrom('outbox').select('id').where('target', '=', 'thief@example.com').execute()).toHaveLength(0);
  }

  async function victimChat(): Promise<{ id: number; cookie: string }> {
    const v = chatBrowser(t);
    const res = await v.call<ChatState>('POST', '/wps/chat/conversations', { name: 'Victim', email: 'victim@example.com', language: 'en' });
    const id = res.body.value.conversation?.id ?? 0;
    await t.app.db.insertInto('chat_messages').values({ conversation_id: id, author: 'player', staff_id: null, body: 'secret of the victim', file_id: null, client_id: 'victim-0001', created_at: Date.now(), agent_name: null }).execute();
    return { id, cookie: v.cookie };
  }

  it('keeps a visitor’s chat from another visitor, a forged or malformed cookie, and signed-in members', async () => {
    const victim = await victimChat();
    await strangerCannotReach(chatBrowser(t), victim.id);
    const forged = chatBrowser(t);
    forged.cookie = `meridian_chat=${newChatToken().token}`;
    await strangerCannotReach(forged, victim.id);
    // A token one character off, and cookies that are not tokens at all.
    const near = chatBrowser(t);
    near.cookie = `${victim.cookie.slice(0, -1)}${victim.cookie.endsWith('A') ? 'B' : 'A'}`;
    await strangerCannotReach(near, victim.id);
    for (const junk of ['', 'x', "' or 1=1 --", 'A'.repeat(5000), '%00%ff', String(victim.id)]) {
      const b = chatBrowser(t);
      b.cookie = `meridian_chat=${junk}`;
      await strangerCannotReach(b, victim.id);
    }
    // The stored hash is not a token either.
    const hashed = chatBrowser(t);
    hashed.cookie = `meridian_chat=${(await rowOf(victim.id)).token_hash}`;
    await strangerCannotReach(hashed, victim.id);

    const m = await signedIn(t);
    const asMember = chatBrowser(t, m.cookie);
    await strangerCannotReach(asMember, victim.id);
  });

  it('keeps a member’s chat, open or ended, from other members and from a browser holding its cookie', async () => {
    const owner = await signedIn(t);
    const ownerBrowser = chatBrowser(t, owner.cookie);
    const started = await ownerBrowser.call<ChatState>('POST', '/wps/chat/conversations', { language: 'en' });
    const id = started.body.value.conversation?.id ?? 0;
    await t.app.db.insertInto('chat_messages').values({ conversation_id: id, author: 'player', staff_id: null, body: 'secret of the victim', file_id: null, client_id: 'victim-0002', created_at: Date.now(), agent_name: null }).execute();
    expect(ownerBrowser.cookie).not.toBe('');

    const other = await signedIn(t);
    await strangerCannotReach(chatBrowser(t, other.cookie), id);
    // The owner's own chat cookie, carried by another member or a visitor, opens nothing.
    const stolenByMember = chatBrowser(t, other.cookie);
    stolenByMember.cookie = ownerBrowser.cookie;
    await strangerCannotReach(stolenByMember, id);
    const stolenByVisitor = chatBrowser(t);
    stolenByVisitor.cookie = ownerBrowser.cookie;
    await strangerCannotReach(stolenByVisitor, id);
    // Neighbouring conversations: each one's own browser sees only its own.
    const neighbours = await Promise.all([0, 1, 2].map(async () => {
      const b = chatBrowser(t);
      const r = await b.call<ChatState>('POST', '/wps/chat/conversations', { name: 'Neighbour', language: 'en' });
      return { b, id: r.body.value.conversation?.id ?? 0 };
    }));
    const before = await rowOf(id);
    for (const n of neighbours) {
      expect((await n.b.call<ChatState>('GET', '/wps/chat?language=en')).body.value.conversation?.id).toBe(n.id);
      // Naming the member's conversation in the body changes nothing: the caller's own is the one ended.
      const own = await n.b.call<ChatConversation>('POST', '/wps/chat/close', { id });
      expect(own.body.value).toMatchObject({ id: n.id, status: 'closed' });
      expect((await n.b.call<ChatConversation>('POST', '/wps/chat/rating', { rating: 2, id })).body.value.id).toBe(n.id);
    }
    expect(await rowOf(id)).toEqual(before);

    // Ended by its owner, it still belongs to no one else.
    const closed = await ownerBrowser.call<ChatConversation>('POST', '/wps/chat/close', {});
    expect(closed.body.value).toMatchObject({ id, status: 'closed' });
    await strangerCannotReach(chatBrowser(t, other.cookie), id);
    await strangerCannotReach(stolenByVisitor, id);
    // The owner signed in from another browser (no chat cookie) still reaches it.
    const elsewhere = chatBrowser(t, owner.cookie);
    const rated = await elsewhere.call<ChatConversation>('POST', '/wps/chat/rating', { rating: 4 });
    expect(rated.body.value).toMatchObject({ id, rating: 4 });
  });

  it('gives no one a cookie to a ticket', async () => {
    const v = chatBrowser(t);
    const ticket = await v.call<{ id: number }>('POST', '/wps/chat/tickets', { name: 'Offline', email: 'offline@example.com', language: 'en', text: 'Please call me back', clientId: 'ticket-iso-1' });
    expect(ticket.status).toBe(200);
    expect(v.cookie).toBe('');
    const state = await v.call<ChatState>('GET', '/wps/chat?language=en');
    expect(state.body.value.conversation).toBeNull();
    expect((await v.call('POST', '/wps/chat/close', {})).status).toBe(404);
  });
});
