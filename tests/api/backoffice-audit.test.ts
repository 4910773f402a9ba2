import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, checkAuditChain, type StaffActor } from '#server/backoffice/index.ts';
import { openDb } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedInStaff, type TestStaff } from '../fixtures/staff.ts';

const actorOf = (s: TestStaff): StaffActor => ({ staffId: s.id, username: s.username, displayName: s.username, role: s.role, sessionId: 0, ip: '203.0.113.9', userAgent: 'vitest' });

type Row = { id: number; at: number; staffId: number | null; staffName: string; role: string; action: string; targetType: string; targetId: string; before: string | null; after: string | null; ip: string; userAgent: string };
type Page = { list: Row[]; pageNum: number; totalPages: number; total: number };

describe.each(DIALECTS)('the audit log on %s', (dialect) => {
  let t: TestApp;
  let analyst: { staff: TestStaff; headers: Record<string, string> };
  let finance: { staff: TestStaff; headers: Record<string, string> };
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    analyst = await signedInStaff(t, 'analyst');
    finance = await signedInStaff(t, 'finance');
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, string>, headers = analyst.headers) => {
    const res = await t.request(`/backoffice/api/audit?${new URLSearchParams(query)}`, { headers });
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value: Page } };
  };

  it('appends thirty rows written at once as one unbroken chain, and moves its head', async () => {
    const before = await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => audit(t.app.db, actorOf(finance.staff), { action: 'test.parallel', targetType: 'member', targetId: 1000 + i, before: { n: i }, after: { n: i + 1 } })));
    expect(new Set(ids).size).toBe(30);
    const rows = await t.app.db.selectFrom('audit_log').select('id').orderBy('id').execute();
    expect(rows).toHaveLength(Number(before.n) + 30);
    // No gaps: ids run 1..n.
    expect(rows.map((r) => Number(r.id))).toEqual(rows.map((_, i) => i + 1));
    const head = await t.app.db.selectFrom('audit_head').selectAll().executeTakeFirstOrThrow();
    expect(Number(head.last_id)).toBe(rows.length);
    expect(await checkAuditChain(t.app.db)).toEqual({ rows: rows.length, firstBad: null });
  });

  it('lists the log newest first, filtered by staff member, action, target and date', async () => {
    const all = await list({ action: 'test.parallel', pageSize: '10' });
    expect(all.status).toBe(200);
    expect(all.body.value.total).toBe(30);
    expect(all.body.value.totalPages).toBe(3);
    const ids = all.body.value.list.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = all.body.value.list[0]!;
    expect(first).toMatchObject({ staffName: finance.staff.username, role: 'finance', targetType: 'member', ip: '203.0.113.9', userAgent: 'vitest' });
    expect(JSON.parse(first.after ?? 'null')).toHaveProperty('n');

    expect((await list({ staff: finance.staff.username })).body.value.total).toBe(30);
    expect((await list({ staff: analyst.staff.username })).body.value.total).toBe(0);
    expect((await list({ targetType: 'member', targetId: '1007' })).body.value.list.map((r) => r.targetId)).toEqual(['1007']);
    expect((await list({ action: 'test.' })).body.value.total).toBe(30);
    expect((await list({ action: 'test' })).body.value.total).toBe(0);
    const asc = await list({ action: 'test.parallel', order: 'asc', pageSize: '5' });
    expect(asc.body.value.list[0]!.id).toBeLessThan(asc.body.value.list[4]!.id);

    const at = first.at;
    expect((await list({ action: 'test.parallel', from: String(at + 60_000) })).body.value.total).toBe(0);
    expect((await list({ action: 'test.parallel', from: String(at - 60_000), to: String(at + 60_000) })).body.value.total).toBe(30);
    // Days on the merchant's clock: yesterday until tomorrow holds now; a day long ago holds nothing.
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect((await list({ action: 'test.parallel', from: day(at - 86_400_000), to: day(at + 86_400_000) })).body.value.total).toBe(30);
    expect((await list({ action: 'test.parallel', from: '2001-01-01', to: '2001-01-02' })).body.value.total).toBe(0);
  });

  it('refuses bad filters, other roles and callers without a staff session', async () => {
    expect((await list({ from: 'yesterday' })).body.code).toBe('VALIDATION_ERROR');
    expect((await list({ pageSize: '5000' })).body.code).toBe('VALIDATION_ERROR');
    expect((await list({}, finance.headers)).status).toBe(403);
    expect((await list({}, finance.headers)).body.code).toBe('STAFF_FORBIDDEN');
    const anon = await t.request('/backoffice/api/audit', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(anon.status).toBe(401);
  });

  it('exports the filtered log as CSV', async () => {
    const res = await t.request(`/backoffice/api/audit.csv?action=test.parallel`, { headers: analyst.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,time \(.+\),staff,role,action,target type,target id,before,after,ip,user agent$/);
    expect(lines).toHaveLength(31);
    expect(lines[1]).toContain(finance.staff.username);
  });

  describe('tampering', () => {
    /** A fresh chain of 10 rows in its own table space: every test works on a copy of the app's log. */
    const ids = async () => (await t.app.db.selectFrom('audit_log').select('id').orderBy('id').execute()).map((r) => Number(r.id));

    it('an edited row is named', async () => {
      const [, , third] = await ids();
      const row = await t.app.db.selectFrom('audit_log').selectAll().where('id', '=', third!).executeTakeFirstOrThrow();
      await t.app.db.updateTable('audit_log').set({ after_json: '{"n":999}' }).where('id', '=', third!).execute();
      expect((await checkAuditChain(t.app.db)).firstBad).toEqual({ id: third, problem: 'edited' });
      await t.app.db.updateTable('audit_log').set({ after_json: row.after_json }).where('id', '=', third!).execute();
      expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();
    });

    it('two rows reordered (their contents exchanged) are named', async () => {
      const all = await ids();
      const [a, b] = [all[4]!, all[5]!];
      const ra = await t.app.db.selectFrom('audit_log').selectAll().where('id', '=', a).executeTakeFirstOrThrow();
      const rb = await t.app.db.selectFrom('audit_log').selectAll().where('id', '=', b).executeTakeFirstOrThrow();
      const content = (r: typeof ra) => ({ staff_id: r.staff_id, staff_name: r.staff_name, role: r.role, action: r.action, target_type: r.target_type, target_id: r.target_id, before_json: r.before_json, after_json: r.after_json, ip: r.ip, user_agent: r.user_agent });
      await t.app.db.updateTable('audit_log').set(content(rb)).where('id', '=', a).execute();
      await t.app.db.updateTable('audit_log').set(content(ra)).where('id', '=', b).execute();
      expect((await checkAuditChain(t.app.db)).firstBad).toEqual({ id: a, problem: 'edited' });
      await t.app.db.updateTable('audit_log').set(content(ra)).where('id', '=', a).execute();
      await t.app.db.updateTable('audit_log').set(content(rb)).where('id', '=', b).execute();
      expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();
    });

    it('a deleted middle row is named by the row after it, and a cut-off tail by the head', async () => {
      const all = await ids();
      const middle = all[10]!;
      const kept = await t.app.db.selectFrom('audit_log').selectAll().where('id', '=', middle).executeTakeFirstOrThrow();
      await t.app.db.deleteFrom('audit_log').where('id', '=', middle).execute();
      expect((await checkAuditChain(t.app.db)).firstBad).toEqual({ id: middle + 1, problem: 'broken-link' });
      await t.app.db.insertInto('audit_log').values(kept).execute();
      expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();

      const last = all.at(-1)!;
      const tail = await t.app.db.selectFrom('audit_log').selectAll().where('id', '>=', last - 1).orderBy('id').execute();
      await t.app.db.deleteFrom('audit_log').where('id', '>=', last - 1).execute();
      expect((await checkAuditChain(t.app.db)).firstBad).toEqual({ id: last - 1, problem: 'missing' });
      await t.app.db.insertInto('audit_log').values(tail).execute();
      expect((await checkAuditChain(t.app.db)).firstBad).toBeNull();
    });
  });
});

describe('npm run check:audit', () => {
  const run = promisify(execFile);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'meridian-audit-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const check = async (): Promise<{ code: number; out: string }> => {
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: '', SEED_DEMO: '0' };
    delete (env as Record<string, string | undefined>)['DATABASE_URL'];
    try {
      const { stdout, stderr } = await run(process.execPath, ['src/server/admin/check-audit.ts'], { env });
      return { code: 0, out: stdout + stderr };
    } catch (e) {
      const err = e as { code: number; stdout: string; stderr: string };
      return { code: err.code, out: err.stdout + err.stderr };
    }
  };

  it('exits 0 with the row count, and 1 naming the first bad row', async () => {
    const handle = openDb({ file: join(dir, 'meridian.db') });
    try {
      await migrateToLatest(handle.db);
      const actor: StaffActor = { staffId: 1, username: 'owner1', displayName: 'Owner', role: 'owner', sessionId: 1, ip: '203.0.113.1', userAgent: 'vitest' };
      for (let i = 0; i < 5; i++) await audit(handle.db, actor, { action: 'member.lock', targetType: 'member', targetId: i, after: { locked: true } });
    } finally {
      await handle.close();
    }
    expect(await check()).toEqual({ code: 0, out: expect.stringContaining('audit log ok: 5 rows') as string });

    const edit = openDb({ file: join(dir, 'meridian.db') });
    await edit.db.updateTable('audit_log').set({ ip: '198.51.100.1' }).where('id', '=', 3).execute();
    await edit.close();
    const bad = await check();
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('audit log: row 3 edited');

    const cut = openDb({ file: join(dir, 'meridian.db') });
    await cut.db.deleteFrom('audit_log').where('id', '>=', 3).execute();
    await cut.close();
    const truncated = await check();
    expect(truncated.code).toBe(1);
    expect(truncated.out).toContain('audit log: row 3 missing');
    // Three node processes start here; on a loaded machine that takes a while.
  }, 90_000);
});
