import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CannedReply, DeskConversation, DeskThread, MemberPanel, SupportMetrics } from '#lib/contracts/backoffice-support.ts';
import { insertChannel, insertMember } from '#fixtures/factories.ts';
import { supportMemberPanel } from '#server/backoffice/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedInStaff, type TestStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };
type Headers = Record<string, string>;
type Page<T> = { list: T[]; pageNum: number; totalPages: number; total: number };
const MIN = 60_000;

let made = 0;

describe.each(DIALECTS)('back office support records on %s', (dialect) => {
  let t: TestApp;
  let lead: Headers;
  let leadStaff: TestStaff;
  let support: Headers;
  let analyst: Headers;

  beforeAll(async () => {
    t = await testApp(dialect);
    ({ headers: lead, staff: leadStaff } = await signedInStaff(t, 'support_lead'));
    support = (await signedInStaff(t, 'support')).headers;
    analyst = (await signedInStaff(t, 'analyst')).headers;
  }, 120_000);
  afterAll(() => t.close());

  const call = async <T = Record<string, unknown>>(method: string, path: string, headers: Headers, body?: unknown) => {
    const res = await t.request(`/backoffice/api/support${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const audits = (action: string, targetId: number) => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();

  interface ConvOver {
    name?: string;
    memberId?: number | null;
    kind?: 'chat' | 'ticket';
    status?: 'queued' | 'active' | 'closed';
    queue?: 'general' | 'vip';
    language?: 'bn' | 'en';
    agentId?: number | null;
    createdAt?: number;
    assignedAt?: number | null;
    firstResponseAt?: number | null;
    closedAt?: number | null;
    rating?: number | null;
  }
  async function conversation(o: ConvOver = {}): Promise<number> {
    made++;
    const createdAt = o.createdAt ?? Date.now();
    const row = await t.app.db
      .insertInto('chat_conversations')
      .values({
        token_hash: `test-${dialect}-${made}-${Math.random().toString(36).slice(2)}`,
        member_id: o.memberId ?? null,
        name: o.name ?? `Visitor ${made}`,
        email: null,
        language: o.language ?? 'en',
        queue: o.queue ?? 'general',
        kind: o.kind ?? 'chat',
        status: o.status ?? 'closed',
        agent_id: o.agentId ?? null,
        created_at: createdAt,
        assigned_at: o.assignedAt ?? null,
        first_response_at: o.firstResponseAt ?? null,
        last_message_at: createdAt,
        closed_at: o.closedAt ?? null,
        close_reason: null,
        closed_by: o.status === 'closed' || o.status === undefined ? 'staff' : null,
        rating: o.rating ?? null,
        rating_comment: null,
        transcript_sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  async function message(conversationId: number, author: 'player' | 'staff' | 'note' | 'system', body: string, staffId: number | null = null, at = Date.now()): Promise<number> {
    made++;
    const row = await t.app.db
      .insertInto('chat_messages')
      .values({ conversation_id: conversationId, author, staff_id: staffId, body, file_id: null, client_id: `client-${made}`, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const search = (query: string, headers = analyst) => call<Page<DeskConversation>>('GET', `/conversations?${query}`, headers);

  it('finds transcripts by a word in any message, in any case, and not the others', async () => {
    const a = await conversation({ name: 'Rahim' });
    await message(a, 'player', 'My DEPOSIT via bKash has not arrived');
    await message(a, 'staff', 'Checking it now', leadStaff.id);
    const b = await conversation({ name: 'Karim' });
    await message(b, 'player', 'How do withdrawals work?');
    const c = await conversation({ name: 'Salma' });
    await message(c, 'note', 'possible duplicate deposit claim', leadStaff.id);

    const found = await search(`q=${encodeURIComponent('bkash has')}`);
    expect(found.status).toBe(200);
    expect(found.body.value.list.map((x) => x.id)).toEqual([a]);
    expect(found.body.value.list[0]).toMatchObject({ name: 'Rahim', status: 'closed', member: false, account: null, lastText: 'Checking it now', unread: 1 });

    const deposit = await search('q=Deposit');
    expect(deposit.body.value.list.map((x) => x.id)).toEqual([c, a]);
    expect((await search('q=nothing-says-this')).body.value).toMatchObject({ list: [], total: 0, totalPages: 1 });
    // System lines are keys, not words anyone typed.
    await message(b, 'system', 'joined');
    expect((await search('q=joined')).body.value.total).toBe(0);
  });

  it('takes %, _ and \\ in the words literally', async () => {
    const percent = await conversation();
    await message(percent, 'player', 'I got 100% of the bonus');
    const plain = await conversation();
    await message(plain, 'player', 'I got 1000 of the bonus');
    const under = await conversation();
    await message(under, 'player', 'code A_B7');
    const other = await conversation();
    await message(other, 'player', 'code AXB7 and a back\\slash');

    expect((await search(`q=${encodeURIComponent('100%')}`)).body.value.list.map((x) => x.id)).toEqual([percent]);
    expect((await search(`q=${encodeURIComponent('a_b7')}`)).body.value.list.map((x) => x.id)).toEqual([under]);
    expect((await search(`q=${encodeURIComponent('back\\slash')}`)).body.value.list.map((x) => x.id)).toEqual([other]);
    expect((await search(`q=${encodeURIComponent('%')}`)).body.value.list.map((x) => x.id)).toEqual([percent]);
  });

  it('pages 20 at a time, newest first, and filters by status, queue, language, member and period', async () => {
    const base = Date.UTC(2020, 0, 1);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await conversation({ name: `Pager Person ${i}`, createdAt: base + i * MIN, language: i % 2 ? 'bn' : 'en', queue: i === 3 ? 'vip' : 'general', status: i === 4 ? 'active' : 'closed' }));
    const first = await search('member=pager%20person');
    expect(first.body.value).toMatchObject({ total: 25, totalPages: 2, pageNum: 1 });
    expect(first.body.value.list.map((x) => x.id)).toEqual(ids.slice(5).reverse());
    const second = await search('member=pager%20person&pageNo=2');
    expect(second.body.value.list.map((x) => x.id)).toEqual(ids.slice(0, 5).reverse());
    expect((await search('member=pager%20person&language=bn')).body.value.total).toBe(12);
    expect((await search('member=pager%20person&queue=vip')).body.value.list.map((x) => x.id)).toEqual([ids[3]]);
    expect((await search('member=pager%20person&status=active')).body.value.list.map((x) => x.id)).toEqual([ids[4]]);
    expect((await search(`member=pager%20person&from=${base + 10 * MIN}&to=${base + 12 * MIN}`)).body.value.list.map((x) => x.id)).toEqual([ids[11], ids[10]]);

    const m = await insertMember(t.app.db, { account: `acct${dialect}${made}` });
    const mine = await conversation({ memberId: m.id, name: m.account });
    const byAccount = await search(`member=${m.account}`);
    expect(byAccount.body.value.list.map((x) => x.id)).toEqual([mine]);
    expect(byAccount.body.value.list[0]).toMatchObject({ member: true, memberId: m.id, account: m.account });
  });

  it('shows one conversation with every message and note, oldest first, with the agent’s name', async () => {
    const now = Date.now();
    const id = await conversation({ status: 'active', agentId: leadStaff.id, assignedAt: now });
    const p = await message(id, 'player', 'Hello, my withdrawal?', null, now);
    const n = await message(id, 'note', 'VIP, be quick', leadStaff.id, now + 1);
    const s = await message(id, 'staff', 'It is on its way', leadStaff.id, now + 2);
    const thread = await call<DeskThread>('GET', `/conversations/${id}`, support);
    expect(thread.status).toBe(200);
    expect(thread.body.value.conversation).toMatchObject({ id, status: 'active', agentId: leadStaff.id, agentName: leadStaff.username });
    expect(thread.body.value.messages.map((m) => [m.id, m.author, m.agentName])).toEqual([
      [p, 'player', null],
      [n, 'note', leadStaff.username],
      [s, 'staff', leadStaff.username],
    ]);
    expect((await call('GET', `/conversations/${id + 100_000}`, support)).body.code).toBe('NOT_FOUND');
  });

  it('lets only support.manage change canned replies, audits each change, and lists them by language and order', async () => {
    const refused = await call('POST', '/canned', support, { language: 'en', title: 'Hi', body: 'Hello there' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('STAFF_FORBIDDEN');
    expect(await t.app.db.selectFrom('chat_canned_replies').select('id').execute()).toEqual([]);

    const en = await call<CannedReply>('POST', '/canned', lead, { language: 'en', title: 'Greeting', body: 'Hello! How can I help?', sort: 5 });
    expect(en.status).toBe(200);
    const bn = await call<CannedReply>('POST', '/canned', lead, { language: 'bn', title: 'শুভেচ্ছা', body: 'নমস্কার! কীভাবে সাহায্য করতে পারি?', sort: 9 });
    const bn2 = await call<CannedReply>('POST', '/canned', lead, { language: 'bn', title: 'বিদায়', body: 'ধন্যবাদ!', sort: 1 });
    expect((await call('POST', '/canned', lead, { language: 'en', title: '', body: 'x' })).body.code).toBe('VALIDATION_ERROR');

    const list = await call<CannedReply[]>('GET', '/canned', support);
    expect(list.body.value.map((r) => r.id)).toEqual([bn2.body.value.id, bn.body.value.id, en.body.value.id]);

    expect((await call('PUT', `/canned/${en.body.value.id}`, support, { language: 'en', title: 'X', body: 'Y' })).body.code).toBe('STAFF_FORBIDDEN');
    const edited = await call<CannedReply>('PUT', `/canned/${en.body.value.id}`, lead, { language: 'en', title: 'Welcome', body: 'Welcome! How can I help?', sort: 5 });
    expect(edited.body.value).toEqual({ id: en.body.value.id, language: 'en', title: 'Welcome', body: 'Welcome! How can I help?', sort: 5 });
    expect((await call('PUT', '/canned/999999', lead, { language: 'en', title: 'X', body: 'Y' })).body.code).toBe('NOT_FOUND');

    expect((await call('DELETE', `/canned/${bn2.body.value.id}`, support)).body.code).toBe('STAFF_FORBIDDEN');
    // Thirty removals at once: exactly one removes it, the rest find nothing.
    const removals = await Promise.all(Array.from({ length: 30 }, () => call('DELETE', `/canned/${bn2.body.value.id}`, lead)));
    expect(removals.filter((r) => r.status === 200)).toHaveLength(1);
    expect(removals.filter((r) => r.body.code === 'NOT_FOUND')).toHaveLength(29);

    expect((await call<CannedReply[]>('GET', '/canned', analyst)).body.value.map((r) => r.id)).toEqual([bn.body.value.id, en.body.value.id]);
    const created = await audits('support.canned.create', en.body.value.id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ staff_id: leadStaff.id, role: 'support_lead' });
    const updated = await audits('support.canned.update', en.body.value.id);
    expect(JSON.parse(updated[0]!.before_json ?? '{}')).toMatchObject({ title: 'Greeting' });
    expect(JSON.parse(updated[0]!.after_json ?? '{}')).toMatchObject({ title: 'Welcome' });
    expect(await audits('support.canned.delete', bn2.body.value.id)).toHaveLength(1);
    expect(await audits('support.canned.update', 999999)).toHaveLength(0);
  });

  it('measures response times against figures worked out by hand', async () => {
    const from = Date.UTC(2019, 5, 1);
    const to = from + 24 * 60 * MIN;
    const other = (await signedInStaff(t, 'support')).staff;
    const S = 1_000;
    // Agent lead: first responses 10 s, 30 s, 50 s; waits 5 s, 20 s, 40 s; handles 100 s, 300 s (the third still open); ratings 5 and 3.
    await conversation({ createdAt: from, agentId: leadStaff.id, assignedAt: from + 5 * S, firstResponseAt: from + 10 * S, closedAt: from + 105 * S, rating: 5 });
    await conversation({ createdAt: from + MIN, agentId: leadStaff.id, assignedAt: from + MIN + 20 * S, firstResponseAt: from + MIN + 30 * S, closedAt: from + MIN + 320 * S, rating: 3 });
    await conversation({ createdAt: from + 2 * MIN, status: 'active', agentId: leadStaff.id, assignedAt: from + 2 * MIN + 40 * S, firstResponseAt: from + 2 * MIN + 50 * S });
    // Agent other: one chat, first response 70 s, wait 60 s, handle 200 s, rating 4.
    await conversation({ createdAt: from + 3 * MIN, agentId: other.id, assignedAt: from + 3 * MIN + 60 * S, firstResponseAt: from + 3 * MIN + 70 * S, closedAt: from + 3 * MIN + 260 * S, rating: 4 });
    // Missed: closed by the player before anyone answered; a ticket still queued; one outside the period.
    await conversation({ createdAt: from + 4 * MIN, closedAt: from + 5 * MIN });
    await conversation({ createdAt: from + 5 * MIN, kind: 'ticket', status: 'queued' });
    await conversation({ createdAt: to, agentId: other.id, assignedAt: to + S, firstResponseAt: to + 2 * S, closedAt: to + 3 * S, rating: 1 });

    const m = await call<SupportMetrics>('GET', `/metrics?from=${from}&to=${to}`, analyst);
    expect(m.status).toBe(200);
    expect(m.body.value).toMatchObject({
      from,
      to,
      chats: 5,
      tickets: 1,
      answered: 4,
      missed: 1,
      // First responses 10, 30, 50, 70 → p50 30 (nearest rank 2 of 4), p90 70.
      firstResponse: { p50: 30, p90: 70 },
      // Waits 5, 20, 40, 60.
      waitTime: { p50: 20, p90: 60 },
      // Handles of closed ones 100, 300, 200 → sorted 100, 200, 300.
      handleTime: { p50: 200, p90: 300 },
      rating: { average: 4, count: 3 },
    });
    expect(m.body.value.byAgent).toEqual([
      { staffId: leadStaff.id, name: leadStaff.username, chats: 3, firstResponseP50: 30, handleP50: 100, rating: 4 },
      { staffId: other.id, name: other.username, chats: 1, firstResponseP50: 70, handleP50: 200, rating: 4 },
    ]);
    const empty = await call<SupportMetrics>('GET', `/metrics?from=${from - 10 * MIN}&to=${from}`, analyst);
    expect(empty.body.value).toMatchObject({ chats: 0, firstResponse: { p50: null, p90: null }, rating: { average: null, count: 0 }, byAgent: [] });
    const recent = await call<SupportMetrics>('GET', '/metrics', support);
    expect(recent.body.value.to - recent.body.value.from).toBe(7 * 24 * 60 * MIN);
  });

  it('shows the member beside a chat from the owning domains, and nothing for a visitor', async () => {
    const m = await insertMember(t.app.db, { account: `panel${dialect}${made}`, nickname: 'Panel' });
    const channel = await insertChannel(t.app.db);
    const now = Date.now();
    const dep = await t.app.db.insertInto('deposits').values({ member_id: m.id, channel_id: channel, amount: 500_00, fee: 0, status: 'credited', created_at: now - 2 * MIN, decided_at: now - MIN }).returning('id').executeTakeFirstOrThrow();
    const bank = await t.app.db.insertInto('bank_accounts').values({ member_id: m.id, bank_name: 'Sonali', account_number: '0123456789', holder_name: 'Panel', confirmed_at: now, created_at: now }).returning('id').executeTakeFirstOrThrow();
    const wd = await t.app.db
      .insertInto('withdrawals')
      .values({ member_id: m.id, bank_account_id: Number(bank.id), amount: 200_00, fee: 0, status: 'paid', receipt: 'not_received', received_amount: 0, receipt_at: now, created_at: now - MIN, decided_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chat = await conversation({ memberId: m.id, name: m.account, status: 'active' });

    const panel = await call<MemberPanel>('GET', `/conversations/${chat}/member`, support);
    expect(panel.status).toBe(200);
    expect(panel.body.value).toMatchObject({
      memberId: m.id,
      account: m.account,
      nickname: 'Panel',
      balance: 0,
      deposits: [{ id: Number(dep.id), amount: 500_00, status: 'credited' }],
      withdrawals: [{ id: Number(wd.id), amount: 200_00, status: 'paid' }],
      openDisputes: [{ id: Number(wd.id), withdrawalId: Number(wd.id), status: 'not_received', time: now }],
      rg: { state: 'none', until: null },
    });
    expect(panel.body.value.vipRank).not.toBeNull();

    const visitor = await conversation({ status: 'active' });
    expect((await call('GET', `/conversations/${visitor}/member`, support)).body.code).toBe('NOT_FOUND');
    expect((await call('GET', `/conversations/${chat + 100_000}/member`, support)).body.code).toBe('NOT_FOUND');
    // A role that reads support but not members (none of the built-in ones today) is refused.
    const actor = { staffId: leadStaff.id, username: 'x', displayName: 'x', role: 'content' as const, sessionId: 0, ip: '127.0.0.1', userAgent: 'vitest' };
    await expect(supportMemberPanel(t.app, actor, chat)).rejects.toMatchObject({ code: 'STAFF_FORBIDDEN' });
  });

  it('refuses the desk records to roles without support.read', async () => {
    const finance = (await signedInStaff(t, 'finance')).headers;
    expect((await call('GET', '/conversations', finance)).status).toBe(403);
    expect((await call('GET', '/metrics', finance)).status).toBe(403);
    expect((await call('GET', '/canned', finance)).status).toBe(403);
  });
});
