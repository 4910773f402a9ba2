/**
 * The staff side of the chat through the back office's API: availability and automatic
 * assignment (caps, languages, VIP first), take-over, transfer, closing with a reason, idle
 * closing, answers on tickets reaching the member or the visitor, notes, the desk's stream, and
 * every action in the audit log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkAuditChain } from '#server/backoffice/audit.ts';
import type { ChatEvent } from '#server/events/bus.ts';
import { assignWaiting, closeIdle, newChatToken, postMessage } from '#server/support/index.ts';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { signedInStaff } from '../fixtures/staff.ts';

interface Answer<T = Record<string, unknown>> {
  success: boolean;
  code?: string;
  value: T;
}
interface Conversation {
  id: number;
  status: string;
  agentId: number | null;
  agentName: string | null;
  version: number;
  queue: string;
  unread: number;
  lastText: string;
  closeReason: string | null;
}
interface Thread {
  conversation: Conversation;
  messages: { id: number; author: string; body: string; agentName: string | null }[];
}
interface Overview {
  me: { staffId: number; available: boolean; online: boolean; active: number; maxChats: number };
  mine: Conversation[];
  waiting: Conversation[];
  others: Conversation[];
  queues: { queue: string; language: string; kind: string; waiting: number }[];
  agents: { staffId: number; name: string; online: boolean; active: number }[];
}

let ipSeq = 0;

describe.each(DIALECTS)('support desk on %s', (dialect) => {
  let t: TestApp;
  let dir = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'meridian-support-desk-'));
    t = await testApp(dialect, { seed: true, config: { trustProxy: true, dataDir: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Each test starts with nobody on duty and nothing open.
  beforeEach(async () => {
    await t.app.db.updateTable('chat_agents').set({ available: 0, seen_at: 0 }).execute();
    await t.app.db.updateTable('chat_conversations').set({ status: 'closed', closed_at: 1 }).where('status', '<>', 'closed').execute();
  });

  async function agent(role: StaffRole = 'support') {
    const s = await signedInStaff(t, role, `198.51.100.${++ipSeq}`);
    const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
      const res = await t.request(path, { method, headers: s.headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      return { status: res.status, body: (await res.json()) as Answer<T> };
    };
    return {
      ...s.staff,
      headers: s.headers,
      call,
      overview: async () => (await call<Overview>('GET', '/backoffice/api/support/desk')).body.value,
      available: (o: { available: boolean; maxChats?: number; languages?: string[] }) => call('POST', '/backoffice/api/support/availability', o),
      take: (id: number, version: number) => call<Thread>('POST', `/backoffice/api/support/conversations/${id}/take`, { version }),
      transfer: (id: number, body: Record<string, unknown>) => call<Thread>('POST', `/backoffice/api/support/conversations/${id}/transfer`, body),
      send: (id: number, body: Record<string, unknown>) => call<{ id: number; author: string; agentName: string | null }>('POST', `/backoffice/api/support/conversations/${id}/messages`, body),
      close: (id: number, body: Record<string, unknown>) => call<Thread>('POST', `/backoffice/api/support/conversations/${id}/close`, body),
    };
  }

  let chatSeq = 0;
  async function chat(o: { queue?: 'general' | 'vip'; language?: 'bn' | 'en'; kind?: 'chat' | 'ticket'; memberId?: number; email?: string; at?: number } = {}) {
    const at = o.at ?? Date.now() - 60_000 + ++chatSeq;
    const row = await t.app.db
      .insertInto('chat_conversations')
      .values({
        token_hash: newChatToken().hash,
        member_id: o.memberId ?? null,
        name: `Visitor ${chatSeq}`,
        email: o.email ?? null,
        language: o.language ?? 'bn',
        queue: o.queue ?? 'general',
        kind: o.kind ?? 'chat',
        status: 'queued',
        agent_id: null,
        agent_name: null,
        created_at: at,
        assigned_at: null,
        first_response_at: null,
        last_message_at: at,
        closed_at: null,
        close_reason: null,
        closed_by: null,
        rating: null,
        rating_comment: null,
        transcript_sent_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return row;
  }
  const rowOf = (id: number) => t.app.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const linesOf = (id: number, author = 'system') => t.app.db.selectFrom('chat_messages').selectAll().where('conversation_id', '=', id).where('author', '=', author).orderBy('id').execute();
  const audits = (action: string, id: number) => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(id)).execute();
  const cid = () => `desk-${Math.random().toString(36).slice(2, 12)}`;

  it('assigns waiting chats on duty: VIP first, then oldest, only in the agent’s languages, never past the cap', async () => {
    const bn = await agent();
    const en = await agent();
    expect((await bn.available({ available: true, maxChats: 2, languages: ['bn'] })).status).toBe(200);
    expect((await en.available({ available: true, maxChats: 1, languages: ['en'] })).status).toBe(200);
    const general1 = await chat({ language: 'bn' });
    const general2 = await chat({ language: 'bn' });
    const vip = await chat({ language: 'bn', queue: 'vip' });
    const en1 = await chat({ language: 'en' });
    const en2 = await chat({ language: 'en' });
    expect(await assignWaiting(t.app)).toBe(3);

    const rows = await Promise.all([general1, general2, vip, en1, en2].map((c) => rowOf(c.id)));
    expect(rows.map((r) => [r.status, r.agent_id])).toEqual([
      ['active', bn.id],
      ['queued', null],
      ['active', bn.id],
      ['active', en.id],
      ['queued', null],
    ]);
    expect(rows[0]?.agent_name).toBe(bn.username);
    const joined = await linesOf(vip.id);
    expect(joined.map((l) => [l.body, l.agent_name])).toEqual([['joined', bn.username]]);

    const o = await bn.overview();
    expect(o.me).toMatchObject({ staffId: bn.id, available: true, online: true, active: 2, maxChats: 2 });
    expect(o.mine.map((c) => c.id).sort()).toEqual([general1.id, vip.id].sort());
    expect(o.waiting.map((c) => c.id)).toEqual([general2.id, en2.id]);
    expect(o.others).toEqual([]);
    expect(o.queues.find((q) => q.queue === 'general' && q.language === 'en' && q.kind === 'chat')?.waiting).toBe(1);

    // Going away takes nothing new; an agent not seen for a minute is offline even if "available".
    await bn.available({ available: false });
    await t.app.db.updateTable('chat_agents').set({ seen_at: Date.now() - 61_000 }).where('staff_id', '=', en.id).execute();
    await t.app.db.updateTable('chat_conversations').set({ status: 'closed' }).where('id', 'in', [general1.id, vip.id, en1.id]).execute();
    expect(await assignWaiting(t.app)).toBe(0);
    // Back on duty with a larger cap: the waiting bn chat comes at once.
    await bn.available({ available: true, maxChats: 3 });
    expect((await rowOf(general2.id)).agent_id).toBe(bn.id);
    expect((await audits('support.availability', bn.id)).map((a) => JSON.parse(a.after_json ?? '{}') as { available: boolean })).toMatchObject([{ available: true }, { available: false }, { available: true }]);
  });

  it('take-over needs support.manage; a lead moves the chat to themselves, audited', async () => {
    const a = await agent();
    const b = await agent();
    const lead = await agent('support_lead');
    const c = await chat();
    const taken = await a.take(c.id, Number(c.version));
    expect(taken.status).toBe(200);
    expect(taken.body.value.conversation).toMatchObject({ status: 'active', agentId: a.id, version: Number(c.version) + 1 });
    const v = taken.body.value.conversation.version;
    expect((await b.take(c.id, v)).body.code).toBe('STAFF_FORBIDDEN');
    expect((await rowOf(c.id)).agent_id).toBe(a.id);
    // Another support agent sees neither the chat nor its traffic in "others".
    expect((await b.overview()).others).toEqual([]);
    expect((await lead.overview()).others.map((o) => o.id)).toContain(c.id);
    const over = await lead.take(c.id, v);
    expect(over.body.value.conversation).toMatchObject({ agentId: lead.id, agentName: lead.username });
    expect((await a.send(c.id, { clientId: cid(), text: 'still mine?' })).body.code).toBe('CHAT_NOT_YOURS');
    expect(await audits('support.take', c.id)).toHaveLength(1);
    expect((await audits('support.take_over', c.id))[0]).toMatchObject({ staff_id: lead.id });
    // A stale version is refused.
    expect((await lead.take(c.id, v)).body.code).toBe('CHAT_TAKEN');
  });

  it('transfers to an agent on duty or back to a queue; to an agent off duty it refuses and changes nothing', async () => {
    const a = await agent();
    const b = await agent();
    const away = await agent();
    await away.available({ available: true });
    await t.app.db.updateTable('chat_agents').set({ seen_at: Date.now() - 120_000 }).where('staff_id', '=', away.id).execute();
    const c = await chat();
    const v = (await a.take(c.id, Number(c.version))).body.value.conversation.version;
    const refused = await a.transfer(c.id, { version: v, toStaffId: away.id });
    expect(refused.body.code).toBe('CHAT_AGENT_UNAVAILABLE');
    expect(await rowOf(c.id)).toMatchObject({ agent_id: a.id, version: v });
    expect(await linesOf(c.id, 'note')).toEqual([]);
    expect((await a.transfer(c.id, { version: v })).body.code).toBe('VALIDATION_ERROR');

    await b.available({ available: true, languages: ['bn'] });
    const moved = await a.transfer(c.id, { version: v, toStaffId: b.id, note: 'Asks about a bKash deposit' });
    expect(moved.status).toBe(200);
    expect(moved.body.value.conversation).toMatchObject({ agentId: b.id, agentName: b.username, status: 'active' });
    expect(moved.body.value.messages.slice(-2).map((m) => [m.author, m.body])).toEqual([
      ['system', 'transferred'],
      ['note', 'Asks about a bKash deposit'],
    ]);
    // Back to the VIP queue: nobody on duty answers it, so it waits there.
    await b.available({ available: false });
    const back = await b.transfer(c.id, { version: moved.body.value.conversation.version, toQueue: 'vip' });
    expect(back.body.value.conversation).toMatchObject({ status: 'queued', agentId: null, queue: 'vip' });
    expect(await audits('support.transfer', c.id)).toHaveLength(2);
    // Not theirs and no support.manage: refused.
    expect((await a.transfer(c.id, { version: back.body.value.conversation.version, toQueue: 'general' })).body.code).toBe('STAFF_FORBIDDEN');
  });

  it('closes with a reason (the player sees a system line; the note stays with staff); another agent may not', async () => {
    const a = await agent();
    const b = await agent();
    const c = await chat();
    await a.take(c.id, Number(c.version));
    expect((await b.close(c.id, { reason: 'resolved' })).body.code).toBe('CHAT_NOT_YOURS');
    const closed = await a.close(c.id, { reason: 'resolved', note: 'Deposit found and credited' });
    expect(closed.body.value.conversation).toMatchObject({ status: 'closed', closeReason: 'resolved', closedBy: 'staff' });
    expect(closed.body.value.messages.slice(-2).map((m) => [m.author, m.body])).toEqual([
      ['system', 'closed_by_staff'],
      ['note', 'Deposit found and credited'],
    ]);
    // Closing again answers it as it is, and writes nothing more.
    expect((await a.close(c.id, { reason: 'other' })).body.value.conversation.closeReason).toBe('resolved');
    expect(await audits('support.close', c.id)).toHaveLength(1);
    expect((await a.send(c.id, { clientId: cid(), text: 'hello?' })).body.code).toBe('CHAT_CLOSED');
  });

  it('closes idle chats (not tickets) after the settings’ minutes, and frees the agent', async () => {
    const a = await agent();
    await a.available({ available: true, maxChats: 1 });
    const old = Date.now() - 31 * 60_000;
    const idle = await chat({ at: old });
    const ticket = await chat({ at: old, kind: 'ticket', email: 'idle@example.com' });
    const waiting = await chat();
    await assignWaiting(t.app);
    expect((await rowOf(idle.id)).agent_id).toBe(a.id);
    expect(await closeIdle(t.app)).toBe(1);
    expect(await rowOf(idle.id)).toMatchObject({ status: 'closed', closed_by: 'system', close_reason: null });
    expect((await linesOf(idle.id)).map((l) => l.body)).toEqual(['joined', 'closed_idle']);
    expect((await rowOf(ticket.id)).status).toBe('queued');
    // The freed agent got the next waiting chat.
    expect((await rowOf(waiting.id)).agent_id).toBe(a.id);
    expect(await closeIdle(t.app)).toBe(0);
  });

  it('answers a member’s ticket with an internal message, a visitor’s by email; notes reach neither', async () => {
    const a = await agent();
    const m = await signedIn(t);
    const memberTicket = await chat({ kind: 'ticket', memberId: m.id, language: 'en' });
    const visitorTicket = await chat({ kind: 'ticket', email: 'guest@example.com', language: 'bn' });
    // Tickets are not auto-assigned: a person takes them.
    await a.available({ available: true });
    expect((await rowOf(memberTicket.id)).status).toBe('queued');
    expect((await a.send(memberTicket.id, { clientId: cid(), text: 'Not yet taken' })).body.code).toBe('CHAT_NOT_YOURS');
    await a.take(memberTicket.id, Number(memberTicket.version));
    await a.take(visitorTicket.id, Number(visitorTicket.version));

    const note = await a.send(memberTicket.id, { clientId: cid(), text: 'Checked the bank statement', note: true });
    expect(note.body.value.author).toBe('note');
    const clientId = cid();
    const answer = await a.send(memberTicket.id, { clientId, text: `Your deposit was credited at 14:05. ${'x'.repeat(600)}` });
    expect(answer.body.value).toMatchObject({ author: 'staff', agentName: a.username });
    // A resend is the same message and sends nothing twice.
    expect((await a.send(memberTicket.id, { clientId, text: 'Your deposit was credited at 14:05.' })).body.value.id).toBe(answer.body.value.id);
    const inbox = await m.get<{ list: { kind: string; params: { id: number; text: string } }[] }>('/wps/relay/CSP_messageList');
    const replies = inbox.body.value.list.filter((x) => x.kind === 'ticket_replied');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.params.id).toBe(memberTicket.id);
    expect(replies[0]?.params.text.startsWith('Your deposit was credited at 14:05.')).toBe(true);
    expect([...(replies[0]?.params.text ?? '')].length).toBe(500);

    await a.send(visitorTicket.id, { clientId: cid(), text: 'আপনার টাকা জমা হয়েছে।' });
    const mail = await t.app.db.selectFrom('outbox').selectAll().where('target', '=', 'guest@example.com').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain('আপনার টাকা জমা হয়েছে।');
    expect(mail[0]?.subject).toContain(String(visitorTicket.id));

    expect((await audits('support.message', memberTicket.id)).map((x) => JSON.parse(x.after_json ?? '{}') as unknown)).toEqual([{ conversationId: memberTicket.id, messageId: answer.body.value.id, fileId: null }]);
    expect(await audits('support.note', memberTicket.id)).toHaveLength(1);
  });

  it('writes each new answer and its audit entry together: 30 resends at once and 10 other answers make 11 lines and 11 entries', async () => {
    const a = await agent();
    const c = await chat();
    await a.take(c.id, Number(c.version));
    const clientId = cid();
    const sends = await Promise.all([...Array.from({ length: 30 }, () => a.send(c.id, { clientId, text: 'One moment please' })), ...Array.from({ length: 10 }, (_, i) => a.send(c.id, { clientId: cid(), text: `Line ${i}` }))]);
    expect(sends.every((x) => x.status === 200)).toBe(true);
    expect(new Set(sends.slice(0, 30).map((x) => x.body.value.id)).size).toBe(1);
    const lines = await t.app.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', c.id).where('author', '=', 'staff').execute();
    const entries = await audits('support.message', c.id);
    expect(lines).toHaveLength(11);
    expect(entries.map((x) => (JSON.parse(x.after_json ?? '{}') as { messageId: number }).messageId).sort((x, y) => x - y)).toEqual(lines.map((l) => Number(l.id)).sort((x, y) => x - y));
    expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();
  });

  it('answers a member’s ticket once when 30 resends of the answer arrive together', async () => {
    const a = await agent();
    const m = await signedIn(t);
    const ticket = await chat({ kind: 'ticket', memberId: m.id, language: 'en' });
    await a.available({ available: true });
    await a.take(ticket.id, Number(ticket.version));
    const clientId = cid();
    const sends = await Promise.all(Array.from({ length: 30 }, () => a.send(ticket.id, { clientId, text: 'Your withdrawal was paid at 10:20.' })));
    expect(new Set(sends.map((x) => x.body.value.id)).size).toBe(1);
    const inbox = await m.get<{ list: { kind: string; params: { id: number } }[] }>('/wps/relay/CSP_messageList');
    expect(inbox.body.value.list.filter((x) => x.kind === 'ticket_replied' && x.params.id === ticket.id)).toHaveLength(1);
    expect(await audits('support.message', ticket.id)).toHaveLength(1);
  });

  it('streams the desk: a player’s message and typing reach the answering agent, not another support agent', async () => {
    const a = await agent();
    const b = await agent();
    const c = await chat();
    await a.take(c.id, Number(c.version));
    const streamOf = async (headers: Record<string, string>) => {
      const controller = new AbortController();
      const res = await t.request('/backoffice/api/support/stream', { headers, signal: controller.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      const decoder = new TextDecoder();
      const until = async (pattern: RegExp, ms = 3_000): Promise<boolean> => {
        const deadline = Date.now() + ms;
        while (!pattern.test(text)) {
          const left = deadline - Date.now();
          if (left <= 0) return false;
          const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
          if (chunk === null) return false;
          if (chunk.done) return pattern.test(text);
          text += decoder.decode(chunk.value);
        }
        return true;
      };
      return { until, text: () => text, stop: () => controller.abort() };
    };
    const sa = await streamOf(a.headers);
    const sb = await streamOf(b.headers);
    expect(await sa.until(/event: ping/)).toBe(true);
    expect(await sb.until(/event: ping/)).toBe(true);
    const row = await rowOf(c.id);
    await postMessage(t.app, row, { author: 'player', clientId: cid(), text: 'Is anyone there?' });
    t.app.events.chat({ conversationId: c.id, type: 'typing', from: 'player', data: { typing: true } });
    expect(await sa.until(/event: message\ndata: .*Is anyone there\?/)).toBe(true);
    expect(await sa.until(/event: typing\ndata: \{"conversationId":\d+,"typing":true\}/)).toBe(true);
    // A waiting chat's change reaches both desks; the other agent never saw a's conversation traffic.
    const waiting = await chat();
    t.app.events.chat({ conversationId: waiting.id, type: 'conversation', from: 'player', data: {} });
    expect(await sb.until(new RegExp(`event: conversation\\ndata: \\{"id":${waiting.id},`))).toBe(true);
    expect(sb.text()).not.toContain('Is anyone there?');
    // The open stream keeps its agent seen.
    expect(Number((await t.app.db.selectFrom('chat_agents').select('seen_at').where('staff_id', '=', b.id).executeTakeFirstOrThrow()).seen_at)).toBeGreaterThan(Date.now() - 10_000);
    sa.stop();
    sb.stop();
  });

  it('answers with an image, tells the player of typing and moves the read marks; only the answering agent may', async () => {
    const a = await agent();
    const b = await agent();
    const c = await chat();
    await a.take(c.id, Number(c.version));
    const player = await postMessage(t.app, await rowOf(c.id), { author: 'player', clientId: cid(), text: 'Here is my receipt' });
    const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 20, g: 120, b: 60 } } })
      .png()
      .toBuffer();
    const upload = (who: typeof a) =>
      t.request(`/backoffice/api/support/conversations/${c.id}/files`, { method: 'POST', headers: { ...who.headers, 'content-type': 'image/png' }, body: new Blob([new Uint8Array(png)]) }).then(async (r) => (await r.json()) as Answer<{ id: number; mime: string }>);
    expect((await upload(b)).code).toBe('CHAT_NOT_YOURS');
    const up = await upload(a);
    expect(up.value.mime).toBe('image/png');
    const sent = await a.send(c.id, { clientId: cid(), fileId: up.value.id });
    expect(sent.body.value).toMatchObject({ author: 'staff' });
    const file = await t.request(`/backoffice/api/support/files/${up.value.id}`, { headers: b.headers });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect((await t.request('/backoffice/api/support/files/999999', { headers: a.headers }).then((r) => r.json()) as Answer).code).toBe('NOT_FOUND');

    const told: ChatEvent[] = [];
    const unlisten = t.app.events.listenChat(c.id, (e) => told.push(e));
    expect((await b.call('POST', `/backoffice/api/support/conversations/${c.id}/typing`, { typing: true })).body.code).toBe('CHAT_NOT_YOURS');
    expect((await a.call('POST', `/backoffice/api/support/conversations/${c.id}/typing`, { typing: true })).body.success).toBe(true);
    expect((await b.call('POST', `/backoffice/api/support/conversations/${c.id}/marks`, { readId: player.id })).body.code).toBe('CHAT_NOT_YOURS');
    expect((await a.call('POST', `/backoffice/api/support/conversations/${c.id}/marks`, { readId: player.id })).body.success).toBe(true);
    unlisten();
    expect(told.map((e) => [e.type, e.from])).toEqual([
      ['typing', 'staff'],
      ['conversation', 'staff'],
    ]);
    expect(await rowOf(c.id)).toMatchObject({ staff_read_id: player.id, staff_delivered_id: player.id });
    expect((await a.overview()).mine.find((x) => x.id === c.id)?.unread).toBe(0);
  });
});
