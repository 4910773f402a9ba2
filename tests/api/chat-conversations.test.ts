import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { latestMessage } from '#server/notify/index.ts';
import { getSetting, merchantTimeZone, setSetting } from '#server/system/index.ts';
import { chatAvailability, estimateWait, withinHours } from '#server/support/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { agentOnDuty, type ChatConversation, chatBrowser, type ChatState, queuedChat, refreshAgents } from '../fixtures/chat-conversations.ts';

const MIN = 60_000;

describe.each(DIALECTS)('chat conversations on %s', (dialect) => {
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
  /** Earlier tests' chats ended, so the agent on duty has room and answers the next one at once. */
  const endOpenChats = () => t.app.db.updateTable('chat_conversations').set({ status: 'closed' }).where('status', '<>', 'closed').execute();

  it('refuses a visitor without a name and stores nothing', async () => {
    const before = await t.app.db.selectFrom('chat_conversations').select('id').execute();
    const v = chatBrowser(t);
    const res = await v.call('POST', '/wps/chat/conversations', { language: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CHAT_NAME_REQUIRED');
    const blank = await v.call('POST', '/wps/chat/conversations', { name: '   ', language: 'en' });
    expect(blank.body.success).toBe(false);
    expect(v.cookie).toBe('');
    expect(await t.app.db.selectFrom('chat_conversations').select('id').execute()).toHaveLength(before.length);
  });

  it('starts a visitor’s chat once: the second start with the cookie answers the same conversation', async () => {
    const v = chatBrowser(t);
    const first = await v.call('POST', '/wps/chat/conversations', { name: 'Anika', language: 'en' });
    expect(first.status).toBe(200);
    const c1 = first.body.value.conversation;
    expect(c1).toMatchObject({ kind: 'chat', queue: 'general', language: 'en', name: 'Anika', member: false, hasEmail: false, transcriptSent: false });
    expect(v.cookie).toMatch(/^meridian_chat=[A-Za-z0-9_-]{43}$/);
    const cookie = v.cookie;
    const second = await v.call('POST', '/wps/chat/conversations', { name: 'Someone else', language: 'bn' });
    expect(second.body.value.conversation?.id).toBe(c1?.id);
    expect(second.body.value.conversation?.name).toBe('Anika');
    expect(v.cookie).toBe(cookie);
    const state = await v.call<ChatState>('GET', '/wps/chat?language=en');
    expect(state.body.value).toMatchObject({ online: true, offlineReason: null, maxMessage: 2000 });
    expect(state.body.value.conversation?.id).toBe(c1?.id);
    // Pressed 30 times at once with the cookie: still the one conversation.
    const burst = await Promise.all(Array.from({ length: 30 }, () => v.call<ChatState>('POST', '/wps/chat/conversations', { name: 'Anika', language: 'en' })));
    expect(new Set(burst.map((b) => b.body.value.conversation?.id))).toEqual(new Set([c1?.id]));
    // Without the cookie the same browser is a new visitor.
    const fresh = await chatBrowser(t).call('POST', '/wps/chat/conversations', { name: 'Anika', language: 'en' });
    expect(fresh.body.value.conversation?.id).not.toBe(c1?.id);
  });

  it('knows a member by their account and email, and puts ranks above 4 in the VIP queue', async () => {
    const plain = await signedIn(t, { vipRank: 4, email: 'plain@example.com' });
    const vip = await signedIn(t, { vipRank: 5 });
    const a = await plain.post<ChatState>('/wps/chat/conversations', { language: 'bn' });
    expect(a.body.value.conversation).toMatchObject({ member: true, name: plain.account, queue: 'general', hasEmail: true, language: 'bn' });
    const b = await vip.post<ChatState>('/wps/chat/conversations', { name: 'ignored', language: 'en' });
    expect(b.body.value.conversation).toMatchObject({ member: true, name: vip.account, queue: 'vip', hasEmail: false });
    const row = await t.app.db.selectFrom('chat_conversations').selectAll().where('id', '=', b.body.value.conversation?.id ?? 0).executeTakeFirstOrThrow();
    expect(Number(row.member_id)).toBe(vip.id);
    // The member's state shows their chat without any chat cookie.
    const state = await vip.get<ChatState>('/wps/chat?language=en');
    expect(state.body.value.conversation?.id).toBe(b.body.value.conversation?.id);
  });

  it('makes one conversation of 30 parallel starts by one member', async () => {
    const m = await signedIn(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => m.post<ChatState>('/wps/chat/conversations', { language: 'bn' })));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    const ids = new Set(answers.map((a) => a.body.value.conversation?.id));
    expect(ids.size).toBe(1);
    const rows = await t.app.db.selectFrom('chat_conversations').select('id').where('member_id', '=', m.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('goes offline outside the staffed hours and takes a message instead', async () => {
    const saved = await getSetting(t.app.db, 'support');
    await setSetting(t.app.db, 'support', { ...saved, hours: { open: '09:00', close: '17:00', days: [] } });
    try {
      const v = chatBrowser(t);
      const state = await v.call<ChatState>('GET', '/wps/chat?language=bn');
      expect(state.body.value).toMatchObject({ online: false, offlineReason: 'hours', hours: { open: '09:00', close: '17:00', days: [] } });
      const start = await v.call('POST', '/wps/chat/conversations', { name: 'Rafi', language: 'bn' });
      expect(start.status).toBe(409);
      expect(start.body).toMatchObject({ success: false, code: 'CHAT_OFFLINE' });

      const noEmail = await v.call('POST', '/wps/chat/tickets', { name: 'Rafi', language: 'bn', text: 'My deposit is missing', clientId: 'ticket-0001' });
      expect(noEmail.body.code).toBe('CHAT_EMAIL_REQUIRED');
      const noName = await v.call('POST', '/wps/chat/tickets', { email: 'rafi@example.com', language: 'bn', text: 'My deposit is missing', clientId: 'ticket-0001' });
      expect(noName.body.code).toBe('CHAT_NAME_REQUIRED');
      expect(await t.app.db.selectFrom('chat_conversations').select('id').where('name', '=', 'Rafi').execute()).toHaveLength(0);

      const ticket = await v.call<{ id: number }>('POST', '/wps/chat/tickets', { name: 'Rafi', email: 'rafi@example.com', language: 'bn', text: ' My deposit is missing ', clientId: 'ticket-0001' });
      expect(ticket.status).toBe(200);
      const again = await v.call<{ id: number }>('POST', '/wps/chat/tickets', { name: 'Rafi', email: 'rafi@example.com', language: 'bn', text: 'My deposit is missing', clientId: 'ticket-0001' });
      expect(again.body.value.id).toBe(ticket.body.value.id);
      const row = await t.app.db.selectFrom('chat_conversations').selectAll().where('id', '=', ticket.body.value.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ kind: 'ticket', status: 'queued', name: 'Rafi', email: 'rafi@example.com', member_id: null });
      const messages = await t.app.db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', ticket.body.value.id).execute();
      expect(messages.map((m) => [m.author, m.body, m.client_id])).toEqual([['player', 'My deposit is missing', 'ticket-0001']]);

      // A member's ticket needs no email: the answer comes as an internal message.
      const m = await signedIn(t);
      const own = await m.post<{ id: number }>('/wps/chat/tickets', { language: 'en', text: 'Where is my bonus?', clientId: 'ticket-0002' });
      expect(own.status).toBe(200);
    } finally {
      await setSetting(t.app.db, 'support', saved);
    }
  });

  it('is offline with no agent on duty, and reads the hours in the merchant’s time zone', async () => {
    await t.app.db.updateTable('chat_agents').set({ seen_at: Date.now() - 2 * MIN }).execute();
    expect((await chatAvailability(t.app, Date.now())).offlineReason).toBe('no_agents');
    const res = await chatBrowser(t).call('POST', '/wps/chat/conversations', { name: 'Late', language: 'en' });
    expect(res.body.code).toBe('CHAT_OFFLINE');
    await refreshAgents(t);
    expect((await chatAvailability(t.app, Date.now())).online).toBe(true);

    // Saturday 2026-11-28 03:30 in Dhaka is Friday 21:30 UTC.
    const sat0330 = Date.UTC(2026, 10, 27, 21, 30);
    const weekdays = { open: '09:00', close: '17:00', days: [1, 2, 3, 4, 5] };
    expect(withinHours(weekdays, 'Asia/Dhaka', sat0330)).toBe(false);
    expect(withinHours(weekdays, 'UTC', sat0330)).toBe(false);
    expect(withinHours({ open: '21:00', close: '24:00', days: [5] }, 'UTC', sat0330)).toBe(true);
    // A window past midnight: Friday 22:00 – 06:00 covers Saturday 03:30, not Sunday's.
    expect(withinHours({ open: '22:00', close: '06:00', days: [5] }, 'Asia/Dhaka', sat0330)).toBe(true);
    expect(withinHours({ open: '22:00', close: '06:00', days: [6] }, 'Asia/Dhaka', sat0330)).toBe(false);
    expect(typeof (await merchantTimeZone(t.app.db))).toBe('string');
  });

  it('shows each of three waiting chats its place in line and an estimated wait from recent waits', async () => {
    // A line of its own: no earlier test's chats, waits or assignments.
    await t.app.db.deleteFrom('chat_messages').execute();
    await t.app.db.deleteFrom('chat_conversations').execute();
    const now = Date.now();
    expect(await estimateWait(t.app.db, 'general', 'en', 1, now)).toBeNull();
    // Recent waits of 60, 120 and 600 s (median 120 s); one from three hours ago does not count.
    for (const [created, assigned] of [
      [now - 30 * MIN, now - 29 * MIN],
      [now - 20 * MIN, now - 18 * MIN],
      [now - 15 * MIN, now - 5 * MIN],
      [now - 200 * MIN, now - 180 * MIN],
    ] as const) {
      await queuedChat(t, { language: 'en', createdAt: created, assignedAt: assigned, status: 'closed' });
    }
    const chats = [];
    for (let i = 0; i < 3; i++) chats.push(await queuedChat(t, { language: 'en', createdAt: now - 3 * MIN + i * 1000 }));
    await queuedChat(t, { language: 'bn', createdAt: now - 10 * MIN });
    await queuedChat(t, { language: 'en', queue: 'vip', createdAt: now - 10 * MIN });
    for (const [i, chat] of chats.entries()) {
      const v = chatBrowser(t);
      v.cookie = chat.cookie;
      const state = (await v.call<ChatState>('GET', '/wps/chat?language=en')).body.value;
      expect(state.waiting).toBe(3);
      expect(state.conversation).toMatchObject({ id: chat.id, status: 'queued', position: i + 1, etaSeconds: 120 * (i + 1) });
    }
    // A second agent on duty halves the wait.
    await agentOnDuty(t, 'Tarek');
    const v = chatBrowser(t);
    v.cookie = chats[2]?.cookie ?? '';
    expect((await v.call<ChatState>('GET', '/wps/chat?language=en')).body.value.conversation?.etaSeconds).toBe(180);
    // Someone not yet in line sees the line's length and the wait of its fourth place.
    const outside = (await chatBrowser(t).call<ChatState>('GET', '/wps/chat?language=en')).body.value;
    expect(outside).toMatchObject({ waiting: 3, etaSeconds: 240, conversation: null, history: [] });
    await t.app.db.deleteFrom('chat_agents').where('name', '=', 'Tarek').execute();
  });

  it('ends a chat once, then takes one rating and sends one transcript', async () => {
    await endOpenChats();
    const v = chatBrowser(t);
    await v.call('POST', '/wps/chat/conversations', { name: 'Mitu', email: 'mitu@example.com', language: 'en' });
    const early = await v.call('POST', '/wps/chat/rating', { rating: 5 });
    expect(early.body.code).toBe('INVALID_STATE');
    const earlyMail = await v.call('POST', '/wps/chat/transcript', {});
    expect(earlyMail.body.code).toBe('INVALID_STATE');

    const closes = await Promise.all(Array.from({ length: 30 }, () => v.call<ChatConversation>('POST', '/wps/chat/close', {})));
    expect(closes.every((c) => c.status === 200 && c.body.value.status === 'closed' && c.body.value.closedBy === 'player')).toBe(true);
    const id = closes[0]?.body.value.id ?? 0;
    // The agent on duty was given the chat at once ('joined'); the close is one line however often pressed.
    const lines = await t.app.db.selectFrom('chat_messages').select(['author', 'body']).where('conversation_id', '=', id).orderBy('id').execute();
    expect(lines).toEqual([
      { author: 'system', body: 'joined' },
      { author: 'system', body: 'closed_by_player' },
    ]);
    const state = (await v.call<ChatState>('GET', '/wps/chat?language=en')).body.value;
    expect(state.conversation).toMatchObject({ id, status: 'closed', position: null, etaSeconds: null });
    expect(state.history.map((m) => [m.author, m.body, m.agentName])).toEqual([
      ['system', 'joined', 'Rina'],
      ['system', 'closed_by_player', null],
    ]);

    const bad = await v.call('POST', '/wps/chat/rating', { rating: 6 });
    expect(bad.status).toBe(400);
    const ratings = await Promise.all(Array.from({ length: 30 }, (_, i) => v.call<ChatConversation>('POST', '/wps/chat/rating', { rating: (i % 5) + 1, comment: 'Quick and kind' })));
    expect(ratings.filter((r) => r.status === 200)).toHaveLength(1);
    expect(ratings.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(29);
    const row = await t.app.db.selectFrom('chat_conversations').select(['rating', 'rating_comment']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.rating_comment).toBe('Quick and kind');
    expect(ratings.find((r) => r.status === 200)?.body.value.rating).toBe(row.rating);

    const sends = await Promise.all(Array.from({ length: 30 }, () => v.call<ChatConversation>('POST', '/wps/chat/transcript', {})));
    expect(sends.filter((s) => s.status === 200)).toHaveLength(1);
    expect(sends.every((s) => s.status === 200 || s.body.code === 'INVALID_STATE' || s.body.code === 'TOO_MANY_REQUESTS')).toBe(true);
    expect(sends.find((s) => s.status === 200)?.body.value.transcriptSent).toBe(true);
    const mails = await t.app.db.selectFrom('outbox').selectAll().where('target', '=', 'mitu@example.com').execute();
    expect(mails).toHaveLength(1);
    const mail = await latestMessage(t.app.db, 'mitu@example.com');
    expect(mail?.subject).toBe('Your chat with customer service');
    expect(mail?.body).toContain('Hello Mitu');
    expect(mail?.body).toMatch(/\[\d{4}-\d\d-\d\d \d\d:\d\d\] Notice: Rina joined the chat\n.*Notice: You ended the chat\n/);
  });

  it('emails a Bengali transcript to a given address, and asks for one when there is none', async () => {
    await endOpenChats();
    const v = chatBrowser(t);
    const started = await v.call('POST', '/wps/chat/conversations', { name: 'সুমি', language: 'bn' });
    const id = started.body.value.conversation?.id ?? 0;
    await t.app.db
      .insertInto('chat_messages')
      .values([
        { conversation_id: id, author: 'player', staff_id: null, body: 'হ্যালো', file_id: null, client_id: 'c-000001', created_at: Date.now(), agent_name: null },
        { conversation_id: id, author: 'note', staff_id: 1, body: 'secret staff note', file_id: null, client_id: 'n-000001', created_at: Date.now(), agent_name: null },
        { conversation_id: id, author: 'staff', staff_id: 1, body: 'কীভাবে সাহায্য করতে পারি?', file_id: null, client_id: 's-000001', created_at: Date.now(), agent_name: 'Rina' },
        { conversation_id: id, author: 'player', staff_id: null, body: '', file_id: 77, client_id: 'c-000002', created_at: Date.now(), agent_name: null },
      ])
      .execute();
    const history = (await v.call<ChatState>('GET', '/wps/chat?language=bn')).body.value.history;
    expect(history.map((m) => [m.author, m.agentName])).toEqual([
      ['system', 'Rina'],
      ['player', null],
      ['staff', 'Rina'],
      ['player', null],
    ]);
    await v.call('POST', '/wps/chat/close', {});
    const none = await v.call('POST', '/wps/chat/transcript', {});
    expect(none.body.code).toBe('CHAT_EMAIL_REQUIRED');
    const invalid = await v.call('POST', '/wps/chat/transcript', { email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    const sent = await v.call<ChatConversation>('POST', '/wps/chat/transcript', { email: 'sumi@example.com' });
    expect(sent.body.value.transcriptSent).toBe(true);
    const mail = await latestMessage(t.app.db, 'sumi@example.com');
    expect(mail?.subject).toBe('গ্রাহক সেবার সাথে আপনার চ্যাট');
    expect(mail?.body).toContain('আপনি: হ্যালো');
    expect(mail?.body).toContain('Rina: কীভাবে সাহায্য করতে পারি?');
    expect(mail?.body).toContain('আপনি: [ছবি]');
    expect(mail?.body).not.toContain('secret staff note');
  });
});
