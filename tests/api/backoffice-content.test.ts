import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnnouncement, insertMember } from '#fixtures/factories.ts';
import { ANNOUNCEMENTS } from '#server/db/demo/announcements.ts';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { signedInStaff } from '../fixtures/staff.ts';

type Env<T = Record<string, unknown>> = { success: boolean; code?: string; value: T };
type Text = { title: string; content: string };
type Notice = { id: number; version: number; type: string; text: { bn: Text; en: Text }; imageUrl: string | null; status: string; publishAt: number; expireAt: number | null };
type Page<T> = { list: T[]; pageNum: number; totalPages: number; total: number };
type SiteNotice = { id: number; title: string; content: string };
type HelpItem = { id: number; version: number; published: boolean; text: { bn: Text; en: Text } };

const HOUR = 3_600_000;
const text = (en: string, bn = `বাংলা ${en}`, content = '<p>Hello <strong>there</strong></p>') => ({ bn: { title: bn, content }, en: { title: en, content } });

describe.each(DIALECTS)('back office content desk on %s', (dialect) => {
  let t: TestApp;
  const as: Partial<Record<StaffRole, Record<string, string>>> = {};
  let rid = 0;

  beforeAll(async () => {
    t = await testApp(dialect);
    for (const role of ['owner', 'content', 'marketing', 'support', 'analyst', 'finance'] as const) as[role] = (await signedInStaff(t, role)).headers;
  });
  afterAll(() => t.close());

  const h = (role: StaffRole) => as[role] ?? {};
  const call = async <T = Record<string, unknown>>(method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const res = await t.request(`/backoffice/api/content${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    return { status: res.status, body: (await res.json()) as Env<T> };
  };
  const notice = (over: Record<string, unknown> = {}) => ({ requestId: requestId(), type: 'PL', text: text(`Notice ${++rid}`), publishAt: Date.now() - HOUR, ...over });
  const siteTitles = async (lang: 'bn' | 'en', types = 'PL,PU,PR,H,B') =>
    (await t.json<Env<Page<SiteNotice>>>(`/wps/relay/MCSFE_getListAnnouncements?types=${types}&language=${lang}&pageSize=50`)).body.value.list.map((n) => n.title);
  const audits = (action: string, targetId: string | number) => t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target_id', '=', String(targetId)).execute();
  const requestId = () => `req-${Math.random().toString(36).slice(2, 12)}`;

  describe('access', () => {
    it('needs a staff session', async () => {
      const res = await call('GET', '/notices', { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-for': '203.0.113.77' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('STAFF_NOT_LOGGED_IN');
    });

    it('lets every content.read role read and refuses others', async () => {
      for (const role of ['owner', 'content', 'marketing', 'support', 'analyst'] as const) {
        expect((await call('GET', '/notices', h(role))).status).toBe(200);
        expect((await call('GET', '/help', h(role))).status).toBe(200);
        expect((await call('GET', '/messages', h(role))).status).toBe(200);
      }
      const finance = await call('GET', '/notices', h('finance'));
      expect(finance.status).toBe(403);
      expect(finance.body.code).toBe('STAFF_FORBIDDEN');
    });

    it('lets only content.write roles write notices and help items', async () => {
      for (const role of ['support', 'analyst', 'finance'] as const) {
        expect((await call('POST', '/notices', h(role), notice())).body.code).toBe('STAFF_FORBIDDEN');
        expect((await call('POST', '/help', h(role), { requestId: requestId(), text: text('Help') })).body.code).toBe('STAFF_FORBIDDEN');
      }
      for (const role of ['owner', 'content', 'marketing'] as const) expect((await call('POST', '/notices', h(role), notice())).status).toBe(200);
    });

    it('keeps banners to marketing.write: content may not write, change or delete one', async () => {
      const banner = notice({ type: 'B', imageUrl: 'https://cdn.example/banner.png' });
      const refused = await call('POST', '/notices', h('content'), banner);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('STAFF_FORBIDDEN');
      const made = await call<Notice>('POST', '/notices', h('marketing'), banner);
      expect(made.status).toBe(200);
      const { id, version } = made.body.value;
      expect((await call('PUT', `/notices/${id}`, h('content'), { ...banner, version })).body.code).toBe('STAFF_FORBIDDEN');
      expect((await call('DELETE', `/notices/${id}`, h('content'))).body.code).toBe('STAFF_FORBIDDEN');
      // Nor may content turn a notice into a banner.
      const plain = (await call<Notice>('POST', '/notices', h('content'), notice())).body.value;
      expect((await call('PUT', `/notices/${plain.id}`, h('content'), { ...banner, version: plain.version })).body.code).toBe('STAFF_FORBIDDEN');
      expect((await call('DELETE', `/notices/${id}`, h('marketing'))).status).toBe(200);
    });

    it('sends one-member messages with messages.write and segment messages only with marketing.write', async () => {
      const m = await insertMember(t.app.db);
      expect((await call('POST', '/messages', h('content'), { requestId: requestId(), to: { member: m.id }, subject: 'Hi', body: 'Text' })).body.code).toBe('STAFF_FORBIDDEN');
      expect((await call('POST', '/messages', h('support'), { requestId: requestId(), to: { member: m.id }, subject: 'Hi', body: 'Text' })).status).toBe(200);
      const seg = await call('POST', '/messages', h('support'), { requestId: requestId(), to: { vipRank: 0 }, subject: 'Hi', body: 'Text' });
      expect(seg.status).toBe(403);
      expect(seg.body.code).toBe('STAFF_FORBIDDEN');
      expect((await call('POST', '/messages', h('marketing'), { requestId: requestId(), to: { vipRank: 0 }, subject: 'Hi', body: 'Text' })).status).toBe(200);
    });
  });

  describe('notices', () => {
    it('writes both languages, lists them with their status and audits the creation', async () => {
      const made = await call<Notice>('POST', '/notices', h('content'), notice({ text: text('Both languages', 'দুই ভাষা') }));
      expect(made.status).toBe(200);
      const n = made.body.value;
      expect(n.text.en.title).toBe('Both languages');
      expect(n.text.bn.title).toBe('দুই ভাষা');
      expect(n.status).toBe('live');
      expect(await siteTitles('en')).toContain('Both languages');
      expect(await siteTitles('bn')).toContain('দুই ভাষা');
      const [row] = await audits('notice.create', n.id);
      expect(row?.before_json).toBeNull();
      expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({ id: n.id, text: { en: { title: 'Both languages' } } });
      const one = await call<Notice>('GET', `/notices/${n.id}`, h('support'));
      expect(one.body.value.text.bn.title).toBe('দুই ভাষা');
    });

    it('shows a scheduled notice on the site only between publishAt and expireAt', async () => {
      const now = Date.now();
      const future = (await call<Notice>('POST', '/notices', h('content'), notice({ text: text('Tomorrow'), publishAt: now + 24 * HOUR, expireAt: now + 48 * HOUR }))).body.value;
      const past = (await call<Notice>('POST', '/notices', h('content'), notice({ text: text('Yesterday'), publishAt: now - 48 * HOUR, expireAt: now - 24 * HOUR }))).body.value;
      const window = (await call<Notice>('POST', '/notices', h('content'), notice({ text: text('This hour'), publishAt: now - HOUR, expireAt: now + HOUR }))).body.value;
      expect([future.status, past.status, window.status]).toEqual(['scheduled', 'expired', 'live']);
      const titles = await siteTitles('en');
      expect(titles).toContain('This hour');
      expect(titles).not.toContain('Tomorrow');
      expect(titles).not.toContain('Yesterday');
      // Moving the schedule into the past makes it appear; moving the expiry before now takes it away.
      await call('PUT', `/notices/${future.id}`, h('content'), { ...notice({ text: text('Tomorrow'), publishAt: now - 1000, expireAt: now + HOUR }), version: future.version });
      await call('PUT', `/notices/${window.id}`, h('content'), { ...notice({ text: text('This hour'), publishAt: now - HOUR, expireAt: now - 1 }), version: window.version });
      const after = await siteTitles('en');
      expect(after).toContain('Tomorrow');
      expect(after).not.toContain('This hour');
      // The list filters by status.
      const scheduled = await call<Page<Notice>>('GET', '/notices?status=expired&pageSize=100', h('content'));
      expect(scheduled.body.value.list.map((x) => x.text.en.title)).toEqual(expect.arrayContaining(['Yesterday', 'This hour']));
      expect(scheduled.body.value.list.every((x) => x.status === 'expired')).toBe(true);
    });

    it('strips script, event handlers and unsafe links on save', async () => {
      const dirty = '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">x</a><img src="https://cdn.example/a.png" onerror="x()"><a href="https://ok.example/">ok</a></p>';
      const n = (await call<Notice>('POST', '/notices', h('content'), notice({ text: text('Dirty', 'নোংরা', dirty) }))).body.value;
      const stored = await t.app.db.selectFrom('announcements').select(['content', 'locale']).where((eb) => eb.or([eb('id', '=', n.id), eb('notice_id', '=', n.id)])).execute();
      expect(stored).toHaveLength(2);
      for (const row of stored) {
        expect(row.content).not.toMatch(/script|onclick|onerror|javascript:/i);
        expect(row.content).toContain('https://cdn.example/a.png');
        expect(row.content).toContain('href="https://ok.example/"');
      }
      const preview = await call<{ lang: string; title: string; content: string }>('GET', `/notices/${n.id}/preview?lang=bn`, h('support'));
      expect(preview.body.value.lang).toBe('bn');
      expect(preview.body.value.title).toBe('নোংরা');
      expect(preview.body.value.content).not.toMatch(/script|onerror/i);
      const draft = await call<{ lang: string; content: string }[]>('POST', '/preview', h('content'), { text: text('Draft', 'খসড়া', dirty) });
      expect(draft.body.value.map((p) => p.lang)).toEqual(['bn', 'en']);
      expect(draft.body.value[0]?.content).not.toMatch(/script|onerror|javascript:/i);
    });

    it('refuses bad fields: a banner without an image, an expiry before publishing, an unsafe link, a missing language', async () => {
      const cases = [
        notice({ type: 'B' }),
        notice({ publishAt: Date.now(), expireAt: Date.now() - 1 }),
        notice({ linkUrl: 'javascript:alert(1)' }),
        notice({ imageUrl: '//evil.example/x.png' }),
        { type: 'PL', text: { en: { title: 'Only English', content: '' } }, publishAt: Date.now() },
        notice({ type: 'XX' }),
        notice({ text: text('') }),
      ];
      for (const body of cases) {
        const res = await call('POST', '/notices', h('owner'), body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
      }
    });

    it('answers NOT_FOUND for a notice that does not exist', async () => {
      expect((await call('GET', '/notices/999999', h('content'))).body.code).toBe('NOT_FOUND');
      expect((await call('GET', '/notices/999999/preview?lang=en', h('content'))).body.code).toBe('NOT_FOUND');
      expect((await call('PUT', '/notices/999999', h('content'), { ...notice(), version: 0 })).body.code).toBe('NOT_FOUND');
      const gone = await call('DELETE', '/notices/999999', h('content'));
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('NOT_FOUND');
    });

    it('audits an edit with before and after, and refuses an edit of a stale version', async () => {
      const n = (await call<Notice>('POST', '/notices', h('content'), notice({ text: text('Old title') }))).body.value;
      const edited = await call<Notice>('PUT', `/notices/${n.id}`, h('content'), { ...notice({ text: text('New title') }), version: n.version });
      expect(edited.status).toBe(200);
      expect(edited.body.value.version).toBe(n.version + 1);
      const [row] = await audits('notice.update', n.id);
      expect(JSON.parse(row?.before_json ?? '{}').text.en.title).toBe('Old title');
      expect(JSON.parse(row?.after_json ?? '{}').text.en.title).toBe('New title');
      const stale = await call('PUT', `/notices/${n.id}`, h('content'), { ...notice({ text: text('Lost edit') }), version: n.version });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('INVALID_STATE');
    });

    it('lets exactly one of 30 simultaneous edits of the same version win', async () => {
      const n = (await call<Notice>('POST', '/notices', h('content'), notice({ text: text('Raced') }))).body.value;
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => call('PUT', `/notices/${n.id}`, h('content'), { ...notice({ text: text(`Raced ${i}`) }), version: n.version })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(29);
      expect(await audits('notice.update', n.id)).toHaveLength(1);
      const now = (await call<Notice>('GET', `/notices/${n.id}`, h('content'))).body.value;
      expect(now.version).toBe(n.version + 1);
    });

    it('deletes a notice in both languages once: 30 simultaneous deletes, one wins', async () => {
      const n = (await call<Notice>('POST', '/notices', h('content'), notice({ text: text('Doomed', 'বিলুপ্ত') }))).body.value;
      const results = await Promise.all(Array.from({ length: 30 }, () => call('DELETE', `/notices/${n.id}`, h('content'))));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.body.code === 'NOT_FOUND')).toHaveLength(29);
      expect(await audits('notice.delete', n.id)).toHaveLength(1);
      expect(await siteTitles('en')).not.toContain('Doomed');
      expect(await siteTitles('bn')).not.toContain('বিলুপ্ত');
    });

    it('edits a notice written in one language only (seeded or from the command line) into both', async () => {
      const id = await insertAnnouncement(t.app.db, { title: 'Seeded alone', locale: 'en', type: 'PL' });
      const one = await call<Notice>('GET', `/notices/${id}`, h('content'));
      expect(one.body.value.text).toEqual({ bn: { title: '', content: '' }, en: expect.objectContaining({ title: 'Seeded alone' }) });
      const edited = await call<Notice>('PUT', `/notices/${id}`, h('content'), { ...notice({ text: text('Seeded alone', 'একা লেখা') }), version: one.body.value.version });
      expect(edited.status).toBe(200);
      expect(edited.body.value.text.bn.title).toBe('একা লেখা');
      expect(await siteTitles('bn')).toContain('একা লেখা');
      expect(await siteTitles('en')).toContain('Seeded alone');
      const rows = await t.app.db.selectFrom('announcements').select(['id', 'locale']).where((eb) => eb.or([eb('id', '=', id), eb('notice_id', '=', id)])).execute();
      expect(rows.map((r) => r.locale).sort()).toEqual(['bn', 'en']);
    });

    it('pages and sorts the list, banners apart from notices', async () => {
      const page = await call<Page<Notice>>('GET', '/notices?pageSize=2&sort=id&order=asc', h('content'));
      expect(page.body.value.list).toHaveLength(2);
      expect(page.body.value.totalPages).toBeGreaterThan(1);
      const [a, b] = page.body.value.list;
      expect((a?.id ?? 0) < (b?.id ?? 0)).toBe(true);
      expect(page.body.value.list.every((x) => x.type !== 'B')).toBe(true);
      await call('POST', '/notices', h('marketing'), notice({ type: 'B', imageUrl: '/images/banner.png' }));
      const banners = await call<Page<Notice>>('GET', '/notices?kind=banners', h('content'));
      expect(banners.body.value.total).toBeGreaterThan(0);
      expect(banners.body.value.list.every((x) => x.type === 'B')).toBe(true);
      expect((await call('GET', '/notices?sort=nope', h('content'))).body.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('help items', () => {
    it('writes, edits and publishes a help item that the help centre then lists after the built-in pages', async () => {
      const made = await call<HelpItem>('POST', '/help', h('content'), { requestId: requestId(), text: text('Stored help', 'সংরক্ষিত সাহায্য', '<p>Read<script>x()</script></p>') });
      expect(made.status).toBe(200);
      const item = made.body.value;
      expect(item.published).toBe(false);
      expect(item.text.en.content).not.toContain('script');
      const slugs = async (lang: string) => (await t.json<Env<{ slug: string; title: string }[]>>(`/wps/system/helpCenter?language=${lang}`)).body.value;
      expect((await slugs('en')).map((x) => x.title)).not.toContain('Stored help');
      const edited = await call<HelpItem>('PUT', `/help/${item.id}`, h('content'), { text: text('Stored help', 'সংরক্ষিত সাহায্য'), published: true, version: item.version });
      expect(edited.status).toBe(200);
      const en = await slugs('en');
      expect(en.at(-1)).toMatchObject({ slug: `item-${item.id}`, title: 'Stored help' });
      expect(en.length).toBeGreaterThan(1);
      expect((await slugs('bn')).at(-1)?.title).toBe('সংরক্ষিত সাহায্য');
      const [row] = await audits('help.update', item.id);
      expect(JSON.parse(row?.before_json ?? '{}').published).toBe(false);
      expect(JSON.parse(row?.after_json ?? '{}').published).toBe(true);
      expect(await audits('help.create', item.id)).toHaveLength(1);
      const list = await call<HelpItem[]>('GET', '/help', h('support'));
      expect(list.body.value.map((x) => x.id)).toContain(item.id);
    });

    it('refuses a stale edit and an unknown item; one of 30 simultaneous edits wins', async () => {
      const item = (await call<HelpItem>('POST', '/help', h('content'), { requestId: requestId(), text: text('Raced help') })).body.value;
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => call('PUT', `/help/${item.id}`, h('content'), { text: text(`Raced help ${i}`), version: item.version })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409 && r.body.code === 'INVALID_STATE')).toHaveLength(29);
      expect(await audits('help.update', item.id)).toHaveLength(1);
      expect((await call('PUT', '/help/999999', h('content'), { text: text('x'), version: 0 })).body.code).toBe('NOT_FOUND');
      expect((await call('POST', '/help', h('content'), { requestId: requestId(), text: { bn: { title: '', content: '' } } })).body.code).toBe('VALIDATION_ERROR');
    });
  });

  describe('one creation per submission (request id)', () => {
    const requests = (id: string) => t.app.db.selectFrom('content_requests').selectAll().where('request_id', '=', id).execute();

    it.each([
      ['notice', 'content', 'notice.create', () => notice({ text: text(`Once ${++rid}`, `একবার ${rid}`) })],
      ['banner', 'marketing', 'banner.create', () => notice({ type: 'B', imageUrl: '/images/banner.png', text: text(`Banner once ${++rid}`) })],
    ] as const)('30 identical creates of a %s at once write one, and every answer names it', async (_kind, role, action, make) => {
      const body = make();
      const results = await Promise.all(Array.from({ length: 30 }, () => call<Notice>('POST', '/notices', h(role), body)));
      expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
      const ids = new Set(results.map((r) => r.body.value.id));
      expect(ids.size).toBe(1);
      const [id] = [...ids] as [number];
      const rows = await t.app.db.selectFrom('announcements').select(['id', 'locale']).where('title', 'in', [body.text.en.title, body.text.bn.title]).execute();
      expect(rows.map((r) => r.locale).sort()).toEqual(['bn', 'en']);
      expect(await audits(action, id)).toHaveLength(1);
      const recorded = await requests(body.requestId);
      expect(recorded).toHaveLength(1);
      expect(Number(recorded[0]?.ref_id)).toBe(id);
      // A later retry of the same submission answers the same notice, still one.
      const again = await call<Notice>('POST', '/notices', h(role), body);
      expect(again.body.value.id).toBe(id);
      expect(await audits(action, id)).toHaveLength(1);
    });

    it('refuses the same request id with another body, another kind or from another staff member (409 REQUEST_ID_REUSED), writing nothing', async () => {
      const body = notice({ text: text('First body') });
      const first = await call<Notice>('POST', '/notices', h('content'), body);
      expect(first.status).toBe(200);
      const before = Number((await t.app.db.selectFrom('announcements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const cases = [
        ['content', { ...body, text: text('Second body') }],
        ['content', { ...body, sort: 5 }],
        ['owner', body],
      ] as const;
      for (const [role, other] of cases) {
        const res = await call('POST', '/notices', h(role), other);
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('REQUEST_ID_REUSED');
      }
      const asHelp = await call('POST', '/help', h('content'), { requestId: body.requestId, text: text('Help now') });
      expect(asHelp.status).toBe(409);
      expect(asHelp.body.code).toBe('REQUEST_ID_REUSED');
      const after = Number((await t.app.db.selectFrom('announcements').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      expect(after).toBe(before);
      expect(await t.app.db.selectFrom('help_items').select('id').where('title_en', '=', 'Help now').execute()).toHaveLength(0);
    });

    it('needs a well-formed request id', async () => {
      const { requestId: _omitted, ...bare } = notice();
      for (const body of [bare, { ...bare, requestId: 'short' }, { ...bare, requestId: 'has spaces in it' }]) {
        const res = await call('POST', '/notices', h('content'), body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_ERROR');
      }
      expect((await call('POST', '/help', h('content'), { text: text('No id') })).body.code).toBe('VALIDATION_ERROR');
    });

    it('answers NOT_FOUND to a retry of a submission whose notice was deleted since, and does not write it again', async () => {
      const body = notice({ text: text('Short-lived') });
      const made = (await call<Notice>('POST', '/notices', h('content'), body)).body.value;
      expect((await call('DELETE', `/notices/${made.id}`, h('content'))).status).toBe(200);
      const retry = await call('POST', '/notices', h('content'), body);
      expect(retry.status).toBe(404);
      expect(retry.body.code).toBe('NOT_FOUND');
      expect(await t.app.db.selectFrom('announcements').select('id').where('title', '=', 'Short-lived').execute()).toHaveLength(0);
    });

    it('30 identical help item creates at once write one item, and every answer names it', async () => {
      const body = { requestId: requestId(), text: text('Help once', 'একবার সাহায্য'), published: true };
      const results = await Promise.all(Array.from({ length: 30 }, () => call<HelpItem>('POST', '/help', h('content'), body)));
      expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
      const ids = new Set(results.map((r) => r.body.value.id));
      expect(ids.size).toBe(1);
      expect(await t.app.db.selectFrom('help_items').select('id').where('title_en', '=', 'Help once').execute()).toHaveLength(1);
      expect(await audits('help.create', [...ids][0] as number)).toHaveLength(1);
      const reused = await call('POST', '/help', h('content'), { ...body, published: false });
      expect(reused.status).toBe(409);
      expect(reused.body.code).toBe('REQUEST_ID_REUSED');
    });
  });

  describe('messages', () => {
    let agent: number;
    let team: number[];
    let gold: number[];
    let rank7: number[];
    let outsider: number;

    beforeAll(async () => {
      agent = (await insertMember(t.app.db, { isAgent: 1 })).id;
      const sub = (await insertMember(t.app.db, { isAgent: 1, uplineId: agent })).id;
      const deep = (await insertMember(t.app.db, { uplineId: sub })).id;
      const direct = (await insertMember(t.app.db, { uplineId: agent })).id;
      team = [sub, deep, direct].sort((a, b) => a - b);
      gold = [(await insertMember(t.app.db)).id, (await insertMember(t.app.db)).id];
      await t.app.db.updateTable('members').set({ vip_label: 'Gold Club' }).where('id', 'in', gold).execute();
      rank7 = [(await insertMember(t.app.db, { vipRank: 7 })).id, (await insertMember(t.app.db, { vipRank: 7 })).id, (await insertMember(t.app.db, { vipRank: 7 })).id];
      outsider = (await insertMember(t.app.db, { vipRank: 6 })).id;
    });

    const receivers = async (subject: string) =>
      (await t.app.db.selectFrom('messages').select(['member_id', 'params']).where('kind', '=', 'staff_message').execute())
        .filter((r) => (JSON.parse(r.params) as { subject: string }).subject === subject)
        .map((r) => Number(r.member_id))
        .sort((a, b) => a - b);

    it.each([
      ['label', () => ({ label: 'Gold Club' }), () => gold],
      ['VIP rank', () => ({ vipRank: 7 }), () => rank7],
      ['agent team', () => ({ agentTeam: agent }), () => team],
      ['one member', () => ({ member: outsider }), () => [outsider]],
    ])('a message to a %s reaches exactly its members', async (name, to, who) => {
      const subject = `To ${name}`;
      const res = await call<{ recipients: number; replayed: boolean }>('POST', '/messages', h('owner'), { requestId: requestId(), to: to(), subject, body: 'Hello from the operator' });
      expect(res.status).toBe(200);
      expect(res.body.value).toMatchObject({ recipients: who().length, replayed: false });
      expect(await receivers(subject)).toEqual([...who()].sort((a, b) => a - b));
      const [row] = await audits('message.send', (res.body.value as unknown as { id: number }).id);
      expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({ to: to(), subject, recipients: who().length });
    });

    it('shows the message in the member’s own message list with its subject and body, unread', async () => {
      const member = await signedIn(t);
      await call('POST', '/messages', h('support'), { requestId: requestId(), to: { member: member.id }, subject: 'Your account', body: 'All is well.' });
      const list = await member.get<{ list: { kind: string; params: Record<string, string>; read: boolean }[]; unread: number }>('/wps/relay/CSP_messageList');
      expect(list.status).toBe(200);
      expect(list.body.value.unread).toBe(1);
      expect(list.body.value.list[0]).toMatchObject({ kind: 'staff_message', params: { subject: 'Your account', body: 'All is well.' }, read: false });
    });

    it('sends once for 30 simultaneous requests with the same request id', async () => {
      const id = requestId();
      const results = await Promise.all(Array.from({ length: 30 }, () => call<{ id: number; recipients: number; replayed: boolean }>('POST', '/messages', h('marketing'), { requestId: id, to: { vipRank: 7 }, subject: 'Once only', body: 'x' })));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => !r.body.value.replayed)).toHaveLength(1);
      expect(new Set(results.map((r) => r.body.value.id)).size).toBe(1);
      expect(await receivers('Once only')).toEqual(rank7);
      expect(await t.app.db.selectFrom('message_sends').select('id').where('request_id', '=', id).execute()).toHaveLength(1);
    });

    it('answers NOT_FOUND for an unknown member or agent, NO_RECIPIENTS for an empty segment, VALIDATION_ERROR for a bad target', async () => {
      const send = (to: unknown, extra: Record<string, unknown> = {}) => call('POST', '/messages', h('owner'), { requestId: requestId(), to, subject: 'S', body: 'B', ...extra });
      expect((await send({ member: 99_999_999 })).body.code).toBe('NOT_FOUND');
      expect((await send({ agentTeam: 99_999_999 })).body.code).toBe('NOT_FOUND');
      expect((await send({ agentTeam: outsider })).body.code).toBe('NOT_FOUND');
      const empty = await send({ label: 'Nobody Has This' });
      expect(empty.status).toBe(422);
      expect(empty.body.code).toBe('NO_RECIPIENTS');
      for (const bad of [{}, { member: 1, label: 'x' }, { vipRank: -1 }, { group: 'all' }]) expect((await send(bad)).body.code).toBe('VALIDATION_ERROR');
      expect((await send({ member: outsider }, { subject: '' })).body.code).toBe('VALIDATION_ERROR');
      expect((await send({ member: outsider }, { requestId: 'short' })).body.code).toBe('VALIDATION_ERROR');
    });

    it('lists the sends, newest first, paged', async () => {
      const page = await call<Page<{ subject: string; recipients: number; targetKind: string }>>('GET', '/messages?pageSize=2', h('analyst'));
      expect(page.status).toBe(200);
      expect(page.body.value.list).toHaveLength(2);
      expect(page.body.value.total).toBeGreaterThanOrEqual(6);
      expect(page.body.value.list[0]?.subject).toBe('Once only');
    });
  });
});

describe.each(DIALECTS)('seeded notices on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true });
    headers = (await signedInStaff(t, 'content')).headers;
  });
  afterAll(() => t.close());

  const list = async (kind: 'notices' | 'banners') =>
    (await t.json<Env<Page<Notice>>>(`/backoffice/api/content/notices?kind=${kind}&pageSize=100`, { headers })).body.value;

  it('lists each demo notice once, with both its languages', async () => {
    const [notices, banners] = [await list('notices'), await list('banners')];
    const all = [...notices.list, ...banners.list];
    expect(notices.total + banners.total).toBe(ANNOUNCEMENTS.en.length);
    expect(all).toHaveLength(ANNOUNCEMENTS.en.length);
    expect(new Set(all.map((n) => n.text.en.title))).toEqual(new Set(ANNOUNCEMENTS.en.map((n) => n.title)));
    for (const [i, en] of ANNOUNCEMENTS.en.entries()) {
      const n = all.find((x) => x.text.en.title === en.title);
      expect(n?.text.bn.title).toBe(ANNOUNCEMENTS.bn[i]?.title);
      expect(n?.type).toBe(en.type);
    }
  });

  it('still shows the member site each language’s notices once', async () => {
    for (const lang of ['en', 'bn'] as const) {
      const res = await t.json<Env<Page<SiteNotice>>>(`/wps/relay/MCSFE_getListAnnouncements?types=PL,PU,PR,H,B&language=${lang}&pageSize=50`);
      expect(res.body.value.list.map((n) => n.title).sort()).toEqual(ANNOUNCEMENTS[lang].map((n) => n.title).sort());
    }
  });
});
