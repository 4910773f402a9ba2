import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackItem } from '#lib/contracts/feedback.ts';
import type { DeskFeedback } from '#lib/contracts/backoffice-support.ts';
import { createRateLimits } from '#server/rate-limits.ts';
import { getSetting, setSetting } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { signedInStaff } from '../fixtures/staff.ts';
import type { Envelope } from '../fixtures/auth.ts';

type Member = Awaited<ReturnType<typeof signedIn>>;
type Page<T> = { list: T[]; pageNum: number; totalPages: number; total: number };

const TEXT = 'The deposit I made this morning has not arrived in my wallet yet';

describe.each(DIALECTS)('feedback on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function upload(m: Member, colour = '#3a6ea5'): Promise<number> {
    const png = await sharp({ create: { width: 24, height: 18, channels: 3, background: colour } }).png().toBuffer();
    const res = await t.request('/wps/cashier/uploads?purpose=feedback', { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': 'image/png', 'x-forwarded-for': m.ip }, body: png });
    const body = (await res.json()) as Envelope<{ id: number }>;
    expect(body.success).toBe(true);
    return body.value.id;
  }

  async function submit(m: Member, over: Record<string, unknown> = {}) {
    const res = await t.request('/wps/feedback', {
      method: 'PUT',
      headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': 'application/json', 'x-forwarded-for': m.ip },
      body: JSON.stringify({ questionType: 'deposit', content: TEXT, contact: '01712345678', imageIds: [], language: 'en', ...over }),
    });
    return { status: res.status, body: (await res.json()) as Envelope<FeedbackItem> };
  }

  const feedbackRows = async (memberId: number) => t.app.db.selectFrom('feedback').select(['id']).where('member_id', '=', memberId).execute();
  const unattached = async (id: number) => (await t.app.db.selectFrom('uploads').select('ref_id').where('id', '=', id).executeTakeFirstOrThrow()).ref_id === null;

  async function staffCall<T>(headers: Record<string, string>, path: string, body?: unknown) {
    const res = await t.request(`/backoffice/api/support/feedback${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  it('stores feedback with two images and lists it for the member, images served to them and to staff', async () => {
    const m = await signedIn(t);
    const images = [await upload(m), await upload(m, '#a53a3a')];
    const sent = await submit(m, { imageIds: images, questionType: 'withdrawal', language: 'BN' });
    expect(sent.body.value).toMatchObject({ questionType: 'withdrawal', content: TEXT, contact: '01712345678', status: 'open', imageIds: images, replies: [] });
    const row = await t.app.db.selectFrom('feedback').select(['language', 'status']).where('id', '=', sent.body.value.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ language: 'bn', status: 'open' });
    const list = await m.get<Page<FeedbackItem>>('/wps/feedback');
    expect(list.body.value.list.map((f) => f.id)).toEqual([sent.body.value.id]);
    expect(list.body.value).toHaveProperty('contact');
    expect((await t.request(`/wps/cashier/uploads/${images[0]}`, { headers: { cookie: m.cookie } })).headers.get('content-type')).toBe('image/png');
    const { headers } = await signedInStaff(t, 'support');
    const img = await t.request(`/backoffice/api/support/feedback/images/${images[1]}`, { headers });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('refuses content outside the word limits with FEEDBACK_WORDS and stores nothing', async () => {
    const m = await signedIn(t);
    const image = await upload(m);
    const few = await submit(m, { content: 'too few words', imageIds: [image] });
    expect(few.body).toMatchObject({ success: false, code: 'FEEDBACK_WORDS', min: 5, max: 500, words: 3 });
    const many = await submit(m, { content: Array.from({ length: 501 }, (_, i) => `word${i}`).join(' '), imageIds: [image] });
    expect(many.body).toMatchObject({ code: 'FEEDBACK_WORDS', words: 501 });
    expect(await feedbackRows(m.id)).toEqual([]);
    expect(await unattached(image)).toBe(true);
  });

  it('refuses a fourth image (VALIDATION_ERROR), an empty contact, and another member’s image (UPLOAD_REFUSED), storing nothing', async () => {
    const m = await signedIn(t);
    const other = await signedIn(t);
    const mine = [await upload(m), await upload(m), await upload(m), await upload(m)];
    expect((await submit(m, { imageIds: mine })).body.code).toBe('VALIDATION_ERROR');
    expect((await submit(m, { contact: '  ' })).body.code).toBe('VALIDATION_ERROR');
    const theirs = await upload(other);
    const refused = await submit(m, { imageIds: [mine[0], theirs] });
    expect(refused.body.code).toBe('UPLOAD_REFUSED');
    expect(await feedbackRows(m.id)).toEqual([]);
    expect(await unattached(theirs)).toBe(true);
    expect(await unattached(mine[0] as number)).toBe(true);
  });

  it('attaches the same images to only one of 30 parallel submits', async () => {
    const limits = t.app.limits;
    // A roomier daily allowance here, so all thirty reach the race for the images.
    t.app.limits = createRateLimits(undefined, { feedbackMember: 100 });
    try {
      const m = await signedIn(t);
      const images = [await upload(m), await upload(m)];
      const results = await Promise.all(Array.from({ length: 30 }, () => submit(m, { imageIds: images })));
      expect(results.filter((r) => r.body.success)).toHaveLength(1);
      expect(results.filter((r) => !r.body.success).map((r) => r.body.code)).toEqual(Array(29).fill('UPLOAD_REFUSED'));
      expect(results.every((r) => r.status < 500)).toBe(true);
      const rows = await feedbackRows(m.id);
      expect(rows).toHaveLength(1);
      const attached = await t.app.db.selectFrom('uploads').select('ref_id').where('id', 'in', images).execute();
      expect(attached.map((a) => Number(a.ref_id))).toEqual([Number(rows[0]?.id), Number(rows[0]?.id)]);
    } finally {
      t.app.limits = limits;
    }
  });

  it('limits how much feedback one member sends a day', async () => {
    const m = await signedIn(t);
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 11; i++) codes.push((await submit(m)).body.code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(codes[10]).toBe('TOO_MANY_REQUESTS');
  });

  it('never shows a member another member’s feedback or images', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    const image = await upload(a);
    const sent = await submit(a, { imageIds: [image] });
    expect((await b.get<Page<FeedbackItem>>('/wps/feedback')).body.value.list).toEqual([]);
    for (const id of [image - 1, image, image + 1]) expect((await t.request(`/wps/cashier/uploads/${id}`, { headers: { cookie: b.cookie } })).status).toBe(404);
    expect((await t.request('/wps/feedback')).status).toBe(401);
    expect(sent.body.success).toBe(true);
  });

  it('a support agent’s reply reaches the member’s list and an unread internal message; a stale version or a closed one refuses', async () => {
    const m = await signedIn(t);
    const sent = (await submit(m, { questionType: 'game' })).body.value;
    const { headers } = await signedInStaff(t, 'support');
    const listed = await staffCall<Page<DeskFeedback>>(headers, `?member=${m.account}`);
    const item = listed.body.value.list[0] as DeskFeedback;
    expect(item).toMatchObject({ id: sent.id, account: m.account, status: 'open', tags: [], language: 'en' });
    expect((await m.get<{ count: number }>('/wps/relay/CSP_unreadCount')).body.value.count).toBe(0);
    const replied = await staffCall<DeskFeedback>(headers, `/${sent.id}/reply`, { body: 'We found it: the money is in your wallet now.', version: item.version });
    expect(replied.body.value).toMatchObject({ status: 'replied', replies: [{ body: 'We found it: the money is in your wallet now.' }] });
    const mine = (await m.get<Page<FeedbackItem>>('/wps/feedback')).body.value.list[0];
    expect(mine).toMatchObject({ status: 'replied', replies: [{ body: 'We found it: the money is in your wallet now.' }] });
    const messages = await t.app.db.selectFrom('messages').select(['kind', 'params', 'read_at']).where('member_id', '=', m.id).execute();
    expect(messages).toEqual([{ kind: 'feedback_replied', params: JSON.stringify({ id: sent.id, type: 'game' }), read_at: null }]);
    expect((await m.get<{ count: number }>('/wps/relay/CSP_unreadCount')).body.value.count).toBe(1);

    const stale = await staffCall(headers, `/${sent.id}/reply`, { body: 'again', version: item.version });
    expect(stale.body.code).toBe('INVALID_STATE');
    const tagged = await staffCall<DeskFeedback>(headers, `/${sent.id}/tags`, { tags: ['Deposit ', 'deposit', 'Slow  Bank'], version: replied.body.value.version });
    expect(tagged.body.value.tags).toEqual(['deposit', 'slow bank']);
    expect((await staffCall<Page<DeskFeedback>>(headers, '?tag=SLOW%20BANK')).body.value.list.map((f) => f.id)).toEqual([sent.id]);
    expect((await staffCall<Page<DeskFeedback>>(headers, '?tag=slow')).body.value.list).toEqual([]);
    const closed = await staffCall<DeskFeedback>(headers, `/${sent.id}/close`, { version: tagged.body.value.version });
    expect(closed.body.value.status).toBe('closed');
    expect((await staffCall(headers, `/${sent.id}/reply`, { body: 'late', version: closed.body.value.version })).body.code).toBe('INVALID_STATE');
    expect((await staffCall(headers, '/999999/close', { version: 0 })).body.code).toBe('NOT_FOUND');
    const audited = await t.app.db.selectFrom('audit_log').select('action').where('target_type', '=', 'feedback').where('target_id', '=', String(sent.id)).orderBy('id').execute();
    expect(audited.map((a) => a.action)).toEqual(['support.feedback.reply', 'support.feedback.tags', 'support.feedback.close']);
  });

  it('lets one of 30 parallel replies on the same version win', async () => {
    const m = await signedIn(t);
    const sent = (await submit(m)).body.value;
    const { headers } = await signedInStaff(t, 'support');
    const item = (await staffCall<Page<DeskFeedback>>(headers, `?member=${m.account}`)).body.value.list[0] as DeskFeedback;
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => staffCall(headers, `/${sent.id}/reply`, { body: `answer ${i}`, version: item.version })));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'INVALID_STATE')).toHaveLength(29);
    expect(await t.app.db.selectFrom('feedback_replies').select('id').where('feedback_id', '=', sent.id).execute()).toHaveLength(1);
    expect(await t.app.db.selectFrom('messages').select('id').where('member_id', '=', m.id).execute()).toHaveLength(1);
  });

  it('lets support staff reply, but not content staff (STAFF_FORBIDDEN)', async () => {
    const m = await signedIn(t);
    const sent = (await submit(m)).body.value;
    const { headers: content } = await signedInStaff(t, 'content');
    expect((await staffCall(content, '')).body.code).toBe('STAFF_FORBIDDEN');
    expect((await staffCall(content, `/${sent.id}/reply`, { body: 'hello', version: 0 })).body.code).toBe('STAFF_FORBIDDEN');
    const { headers: analyst } = await signedInStaff(t, 'analyst');
    expect((await staffCall(analyst, '')).body.success).toBe(true);
    expect((await staffCall(analyst, `/${sent.id}/close`, { version: 0 })).body.code).toBe('STAFF_FORBIDDEN');
  });

  it('filters the staff list by status, type and words of the content', async () => {
    const m = await signedIn(t);
    const sent = (await submit(m, { questionType: 'application', content: 'The Android app closes when I open the zebra lottery page' })).body.value;
    const { headers } = await signedInStaff(t, 'support');
    const ids = async (q: string) => (await staffCall<Page<DeskFeedback>>(headers, q)).body.value.list.map((f) => f.id);
    expect(await ids('?q=ZEBRA%20lottery')).toEqual([sent.id]);
    expect(await ids('?q=zebra&type=deposit')).toEqual([]);
    expect(await ids('?q=zebra&type=application&status=open')).toEqual([sent.id]);
    expect(await ids('?q=zebra&status=closed')).toEqual([]);
    expect(await ids('?q=100%25')).toEqual([]);
    expect(await ids('?member=nobody-here')).toEqual([]);
  });

  it('follows the operator’s word limits in the rules and on submit', async () => {
    const before = await getSetting(t.app.db, 'support');
    expect((await (await t.request('/wps/feedback/rules')).json()).value).toEqual({ minWords: 5, maxWords: 500, maxImages: 3, types: ['deposit', 'withdrawal', 'game', 'service', 'application', 'other'] });
    await setSetting(t.app.db, 'support', { ...before, feedbackMinWords: 2, feedbackMaxWords: 12 });
    try {
      expect((await (await t.request('/wps/feedback/rules')).json()).value).toMatchObject({ minWords: 2, maxWords: 12 });
      const m = await signedIn(t);
      expect((await submit(m, { content: 'two words' })).body.success).toBe(true);
      expect((await submit(m)).body).toMatchObject({ code: 'FEEDBACK_WORDS', min: 2, max: 12, words: 13 });
    } finally {
      await setSetting(t.app.db, 'support', before);
    }
  });
});
