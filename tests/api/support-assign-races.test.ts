/**
 * Assignment under concurrency: parallel runs of the assignment job (as several instances would
 * run it) never give an agent more than their cap nor a chat to two agents; of many parallel takes
 * of one chat exactly one wins; parallel closes close once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignWaiting, newChatToken } from '#server/support/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedInStaff } from '../fixtures/staff.ts';

let ipSeq = 0;

describe.each(DIALECTS)('support assignment races on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  async function agent(role: 'support' | 'support_lead' = 'support') {
    const s = await signedInStaff(t, role, `192.0.2.${++ipSeq}`);
    const call = async (path: string, body: unknown) => {
      const res = await t.request(path, { method: 'POST', headers: s.headers, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { success: boolean; code?: string } };
    };
    return { ...s.staff, call };
  }

  async function queued(n: number, language: 'bn' | 'en' = 'bn'): Promise<number[]> {
    const now = Date.now();
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const row = await t.app.db
        .insertInto('chat_conversations')
        .values({
          token_hash: newChatToken().hash,
          member_id: null,
          name: `Racer ${i}`,
          email: null,
          language,
          queue: i % 3 === 0 ? 'vip' : 'general',
          kind: 'chat',
          status: 'queued',
          agent_id: null,
          agent_name: null,
          created_at: now - 10_000 + i,
          assigned_at: null,
          first_response_at: null,
          last_message_at: now,
          closed_at: null,
          close_reason: null,
          closed_by: null,
          rating: null,
          rating_comment: null,
          transcript_sent_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
    return ids;
  }

  it('50 parallel assignment runs, 10 waiting chats, 2 agents of cap 3: exactly 6 assigned, 3 each, one join line each', async () => {
    const a = await agent();
    const b = await agent();
    // Agents on duty before the chats arrive (going available assigns at once; nothing waits yet).
    for (const s of [a, b]) expect((await s.call('/backoffice/api/support/availability', { available: true, maxChats: 3 })).status).toBe(200);
    const ids = await queued(10);
    const runs = await Promise.all(Array.from({ length: 50 }, () => assignWaiting(t.app)));
    expect(runs.reduce((x, y) => x + y, 0)).toBe(6);
    const rows = await t.app.db.selectFrom('chat_conversations').select(['id', 'status', 'agent_id', 'queue']).where('id', 'in', ids).orderBy('id').execute();
    const perAgent = (id: number) => rows.filter((r) => r.agent_id === id && r.status === 'active').length;
    expect([perAgent(a.id), perAgent(b.id)]).toEqual([3, 3]);
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(4);
    // The VIP chats (every third) went first.
    expect(rows.filter((r) => r.queue === 'vip').every((r) => r.status === 'active')).toBe(true);
    const lines = await t.app.db.selectFrom('chat_messages').select(['conversation_id']).where('conversation_id', 'in', ids).where('author', '=', 'system').where('body', '=', 'joined').execute();
    expect(lines).toHaveLength(6);
    expect(new Set(lines.map((l) => l.conversation_id)).size).toBe(6);
    await t.app.db.updateTable('chat_conversations').set({ status: 'closed' }).where('id', 'in', ids).execute();
    for (const s of [a, b]) await s.call('/backoffice/api/support/availability', { available: false });
  });

  it('30 parallel takes of one chat by two agents: exactly one wins, the others are told CHAT_TAKEN', async () => {
    const a = await agent();
    const b = await agent();
    const [id = 0] = await queued(1);
    const { version } = await t.app.db.selectFrom('chat_conversations').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).call(`/backoffice/api/support/conversations/${id}/take`, { version: Number(version) })));
    expect(answers.filter((x) => x.body.success)).toHaveLength(1);
    expect(answers.filter((x) => !x.body.success).map((x) => x.body.code)).toEqual(Array.from({ length: 29 }, () => 'CHAT_TAKEN'));
    expect(answers.every((x) => x.status < 500)).toBe(true);
    const row = await t.app.db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active', version: Number(version) + 1 });
    expect([a.id, b.id]).toContain(row.agent_id);
    const audited = await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'support.take').where('target_id', '=', String(id)).execute();
    expect(audited).toHaveLength(1);

    // 30 parallel closes by the winner: closed once, one line, one audit entry.
    const winner = row.agent_id === a.id ? a : b;
    const closes = await Promise.all(Array.from({ length: 30 }, () => winner.call(`/backoffice/api/support/conversations/${id}/close`, { reason: 'resolved' })));
    expect(closes.every((x) => x.body.success)).toBe(true);
    const closedLines = await t.app.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', id).where('body', '=', 'closed_by_staff').execute();
    expect(closedLines).toHaveLength(1);
    expect(await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'support.close').where('target_id', '=', String(id)).execute()).toHaveLength(1);
  });
});
