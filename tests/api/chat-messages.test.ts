/**
 * The player's messages (POST /wps/chat/messages), marks and typing: a resend is the same message,
 * bad input changes nothing, flooding is refused, marks only move forward, and nobody reaches
 * another's conversation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '#lib/contracts/chat-model.ts';
import { type ChatEvent, MemberEvents } from '#server/events/bus.ts';
import { messagesAfter, postMessage } from '#server/support/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser } from '../fixtures/auth.ts';
import { insertConversation } from '../fixtures/chat-conversations.ts';
import { signedIn } from '../fixtures/member.ts';

interface Answer {
  success: boolean;
  code?: string;
  value?: { id: number; author: string; body: string; clientId: string; agentName: string | null; fileId: number | null };
}

describe.each(DIALECTS)('chat messages on %s', (dialect) => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  const cid = () => `client-${dialect}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  const post = async (cookie: string | undefined, path: string, body: unknown) => {
    const res = await t.request(path, { method: 'POST', headers: browser('203.0.113.40', cookie), body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const send = (cookie: string | undefined, body: unknown) => post(cookie, '/wps/chat/messages', body);
  const count = async (conversationId: number) =>
    Number((await t.app.db.selectFrom('chat_messages').select((e) => e.fn.countAll().as('n')).where('conversation_id', '=', conversationId).executeTakeFirstOrThrow()).n);

  it('stores a message once: the same clientId sent 30 times at once answers one row', async () => {
    const chat = await insertConversation(t.app.db);
    const events: ChatEvent[] = [];
    const unlisten = t.app.events.listenChat(chat.row.id, (e) => events.push(e));
    const clientId = cid();
    const answers = await Promise.all(Array.from({ length: 30 }, () => send(chat.cookie, { clientId, text: '  Hello, my deposit is late  ' })));
    unlisten();
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const ids = new Set(answers.map((a) => a.body.value?.id));
    expect(ids.size).toBe(1);
    expect(answers[0]?.body.value).toMatchObject({ author: 'player', body: 'Hello, my deposit is late', clientId, fileId: null, agentName: null });
    expect(await count(chat.row.id)).toBe(1);
    // Told once, to both sides.
    expect(events.filter((e) => e.type === 'message')).toHaveLength(1);
    const row = await t.app.db.selectFrom('chat_conversations').select('last_message_at').where('id', '=', chat.row.id).executeTakeFirstOrThrow();
    expect(Number(row.last_message_at)).toBeGreaterThanOrEqual(Number(chat.row.last_message_at));
    // A resend later (the answer was lost) is the same message too, and uses no allowance.
    const again = await send(chat.cookie, { clientId, text: 'Hello, my deposit is late' });
    expect(again.body.value?.id).toBe(answers[0]?.body.value?.id);
  });

  it('stores a message once across instances: two event buses racing 30 resends rely on the unique index', async () => {
    const chat = await insertConversation(t.app.db);
    const other: typeof t.app = { ...t.app, events: new MemberEvents() };
    const clientId = cid();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => postMessage(i % 2 ? t.app : other, chat.row, { author: 'player', clientId, text: 'Twice?' })));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(await count(chat.row.id)).toBe(1);
  });

  it(`refuses ${CHAT_MESSAGE_MAX + 1} characters and an empty message, storing nothing`, async () => {
    const chat = await insertConversation(t.app.db);
    const long = await send(chat.cookie, { clientId: cid(), text: 'a'.repeat(CHAT_MESSAGE_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const empty = await send(chat.cookie, { clientId: cid(), text: '   ' });
    expect(empty.body).toMatchObject({ success: false, code: 'CHAT_EMPTY_MESSAGE' });
    const badId = await send(chat.cookie, { clientId: 'short', text: 'hi' });
    expect(badId.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await count(chat.row.id)).toBe(0);
    // Exactly the limit is fine.
    expect((await send(chat.cookie, { clientId: cid(), text: 'b'.repeat(CHAT_MESSAGE_MAX) })).status).toBe(200);
    // The staff side's callers are held to the same limit.
    await expect(postMessage(t.app, chat.row, { author: 'staff', staffId: 1, clientId: cid(), text: 'c'.repeat(CHAT_MESSAGE_MAX + 1) })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await count(chat.row.id)).toBe(1);
  });

  it('refuses a flood after the allowance of 20 messages a minute, per conversation', async () => {
    const chat = await insertConversation(t.app.db);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => send(chat.cookie, { clientId: cid(), text: `message ${i}` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(await count(chat.row.id)).toBe(20);
    // Another conversation still talks.
    const other = await insertConversation(t.app.db);
    expect((await send(other.cookie, { clientId: cid(), text: 'hi' })).status).toBe(200);
  });

  it('refuses a closed conversation, yet a resend of a stored message still answers it', async () => {
    const chat = await insertConversation(t.app.db);
    const clientId = cid();
    const first = await send(chat.cookie, { clientId, text: 'Before the end' });
    await t.app.db.updateTable('chat_conversations').set({ status: 'closed', closed_at: Date.now(), closed_by: 'staff' }).where('id', '=', chat.row.id).execute();
    // The cookie's closed conversation is still the caller's (findConversation), so it is answered as closed.
    const late = await send(chat.cookie, { clientId: cid(), text: 'After the end' });
    expect(late.body).toMatchObject({ success: false, code: 'CHAT_CLOSED' });
    const resend = await send(chat.cookie, { clientId, text: 'Before the end' });
    expect(resend.status).toBe(200);
    expect(resend.body.value?.id).toBe(first.body.value?.id);
    expect(await count(chat.row.id)).toBe(1);
  });

  it('staff lines carry the agent’s name, the first sets the first response once, and notes stay off the player’s history', async () => {
    const chat = await insertConversation(t.app.db, { agentName: 'Asha' });
    const reply = await postMessage(t.app, chat.row, { author: 'staff', staffId: 7, clientId: cid(), text: 'How can I help?' });
    expect(reply).toMatchObject({ author: 'staff', agentName: 'Asha' });
    const first = await t.app.db.selectFrom('chat_conversations').select('first_response_at').where('id', '=', chat.row.id).executeTakeFirstOrThrow();
    expect(first.first_response_at).not.toBeNull();
    await postMessage(t.app, chat.row, { author: 'staff', staffId: 7, clientId: cid(), text: 'Still there?' }, Date.now() + 60_000);
    const later = await t.app.db.selectFrom('chat_conversations').select('first_response_at').where('id', '=', chat.row.id).executeTakeFirstOrThrow();
    expect(later.first_response_at).toBe(first.first_response_at);
    const note = await postMessage(t.app, chat.row, { author: 'note', staffId: 7, clientId: cid(), text: 'Checked the deposit: pending at the bank' });
    expect(note.agentName).toBeNull();
    const player = await messagesAfter(t.app.db, chat.row.id, 0, { notes: false, limit: 50 });
    expect(player.map((m) => m.author)).toEqual(['staff', 'staff']);
    const staff = await messagesAfter(t.app.db, chat.row.id, 0, { notes: true, limit: 50 });
    expect(staff.map((m) => m.author)).toEqual(['staff', 'staff', 'note']);
    expect(await messagesAfter(t.app.db, chat.row.id, reply.id, { notes: false, limit: 50 })).toHaveLength(1);
    // Nor does the chat page's state carry the note.
    const state = await t.request('/wps/chat?language=en', { headers: { cookie: chat.cookie } });
    const text = await state.text();
    expect(state.status).toBe(200);
    expect(text).toContain('Still there?');
    expect(text).not.toContain('pending at the bank');
    expect(text).not.toContain('"note"');
  });

  it('moves marks forward only, never past the last message, and tells the agent', async () => {
    const chat = await insertConversation(t.app.db);
    const a = await postMessage(t.app, chat.row, { author: 'staff', staffId: 7, clientId: cid(), text: 'one' });
    const b = await postMessage(t.app, chat.row, { author: 'staff', staffId: 7, clientId: cid(), text: 'two' });
    const events: ChatEvent[] = [];
    const unlisten = t.app.events.listenChat(chat.row.id, (e) => events.push(e));
    const marks = async () => t.app.db.selectFrom('chat_conversations').select(['player_delivered_id', 'player_read_id']).where('id', '=', chat.row.id).executeTakeFirstOrThrow();

    expect((await post(chat.cookie, '/wps/chat/marks', { deliveredId: b.id, readId: a.id })).status).toBe(200);
    expect(await marks()).toEqual({ player_delivered_id: b.id, player_read_id: a.id });
    expect(events.filter((e) => e.type === 'conversation')).toHaveLength(1);
    // Backwards: nothing moves, nobody is told.
    await post(chat.cookie, '/wps/chat/marks', { deliveredId: a.id, readId: 0 });
    expect(await marks()).toEqual({ player_delivered_id: b.id, player_read_id: a.id });
    expect(events.filter((e) => e.type === 'conversation')).toHaveLength(1);
    // Past the last message: held at the last one; reading delivers too.
    await post(chat.cookie, '/wps/chat/marks', { readId: b.id + 1_000 });
    expect(await marks()).toEqual({ player_delivered_id: b.id, player_read_id: b.id });
    // 30 at once, out of order: the mark ends at the highest.
    const c = await postMessage(t.app, chat.row, { author: 'staff', staffId: 7, clientId: cid(), text: 'three' });
    await Promise.all(Array.from({ length: 30 }, (_, i) => post(chat.cookie, '/wps/chat/marks', { readId: i % 2 ? c.id : b.id })));
    expect((await marks()).player_read_id).toBe(c.id);
    unlisten();
    const bad = await post(chat.cookie, '/wps/chat/marks', { readId: -1 });
    expect(bad.body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('tells the agent the player is typing, without storing anything', async () => {
    const chat = await insertConversation(t.app.db);
    const events: ChatEvent[] = [];
    const unlisten = t.app.events.listenDesk((e) => events.push(e));
    expect((await post(chat.cookie, '/wps/chat/typing', { typing: true })).status).toBe(200);
    unlisten();
    expect(events).toEqual([{ conversationId: chat.row.id, type: 'typing', from: 'player', data: { typing: true } }]);
    expect(await count(chat.row.id)).toBe(0);
  });

  it('refuses a flood of typing signals after 40 a minute, per conversation, and passes none of them on', async () => {
    const chat = await insertConversation(t.app.db);
    const events: ChatEvent[] = [];
    const unlisten = t.app.events.listenDesk((e) => events.push(e));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post(chat.cookie, '/wps/chat/typing', { typing: i % 2 === 0 })));
    unlisten();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 429 && a.body.code === 'TOO_MANY_REQUESTS')).toHaveLength(10);
    expect(events.filter((e) => e.type === 'typing')).toHaveLength(40);
    // Another conversation still types, and the flooded one still sends its messages.
    const other = await insertConversation(t.app.db);
    expect((await post(other.cookie, '/wps/chat/typing', { typing: true })).status).toBe(200);
    expect((await send(chat.cookie, { clientId: cid(), text: 'still here' })).status).toBe(200);
  });

  it('isolation: without the conversation’s cookie nobody sends, marks or types into it', async () => {
    const mine = await insertConversation(t.app.db);
    const theirs = await insertConversation(t.app.db);
    const member = await signedIn(t);
    const memberChat = await insertConversation(t.app.db, { memberId: member.id });
    const forged = `meridian_chat=${'A'.repeat(43)}`;
    for (const cookie of [undefined, forged, 'meridian_chat=short']) {
      for (const [path, body] of [
        ['/wps/chat/messages', { clientId: cid(), text: 'let me in' }],
        ['/wps/chat/marks', { readId: 1 }],
        ['/wps/chat/typing', { typing: true }],
      ] as const) {
        const res = await post(cookie, path, body);
        expect(res.status, `${path} with ${cookie ?? 'no cookie'}`).toBe(404);
        expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
    // My cookie reaches my conversation only; the member's session reaches the member's own.
    const sent = await send(mine.cookie, { clientId: cid(), text: 'mine' });
    const byMember = await t.request('/wps/chat/messages', { method: 'POST', headers: browser(member.ip, member.cookie), body: JSON.stringify({ clientId: cid(), text: 'member' }) });
    expect(byMember.status).toBe(200);
    // Another member's session (and that member's cookie of the first member's chat) reaches nothing.
    const other = await signedIn(t);
    const memberToken = await insertConversation(t.app.db, { memberId: member.id });
    const stranger = await t.request('/wps/chat/messages', { method: 'POST', headers: browser(other.ip, `${other.cookie}; ${memberToken.cookie}`), body: JSON.stringify({ clientId: cid(), text: 'not mine' }) });
    expect(stranger.status).toBe(404);
    expect(await count(theirs.row.id)).toBe(0);
    expect((await count(memberChat.row.id)) + (await count(memberToken.row.id))).toBe(1);
    expect(await count(mine.row.id)).toBe(1);
    expect(sent.body.value?.body).toBe('mine');
  });
});
