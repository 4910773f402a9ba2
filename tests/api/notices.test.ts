import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnnouncement } from '#fixtures/factories.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

type Page = { value: { list: { id: number; title: string; content: string; timestamp: number }[]; pageNum: number; totalPages: number; total: number; popup: { id: number }[] } };

describe.each(DIALECTS)('announcements on %s', (dialect) => {
  let t: TestApp;
  const ids: number[] = [];
  const base = Date.UTC(2025, 5, 1);
  beforeAll(async () => {
    t = await testApp(dialect);
    // 20 English bulletins, newest last inserted; one expired, one scheduled, one Bengali, one pop-up.
    for (let i = 0; i < 20; i++) ids.push(await insertAnnouncement(t.app.db, { title: `Bulletin ${i}`, publishedAt: base + i * 1000 }));
    await insertAnnouncement(t.app.db, { title: 'Expired', publishedAt: base, expiresAt: base + 1 });
    await insertAnnouncement(t.app.db, { title: 'Scheduled', publishedAt: Date.now() + 86_400_000 });
    await insertAnnouncement(t.app.db, { title: 'বাংলা', locale: 'bn' });
    await insertAnnouncement(t.app.db, { title: 'Popup', type: 'PU', popup: true });
    await insertAnnouncement(t.app.db, { title: 'Unsafe', type: 'PL', content: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:x()">x</a><img src="https://cdn.example/a.png" onerror="x()"></p>' });
  });
  afterAll(() => t.close());

  it('lists nine per page, newest first, only live ones of the language', async () => {
    const first = await t.json<Page>('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&language=en&pageNo=1&pageSize=9');
    expect(first.status).toBe(200);
    expect(first.body.value.total).toBe(20);
    expect(first.body.value.totalPages).toBe(3);
    expect(first.body.value.list.map((n) => n.title)).toEqual(Array.from({ length: 9 }, (_, i) => `Bulletin ${19 - i}`));
    const third = await t.json<Page>('/wps/relay/MCSFE_getListAnnouncements?types=B&language=en&pageNo=3&pageSize=9');
    expect(third.body.value.list.map((n) => n.title)).toEqual(['Bulletin 1', 'Bulletin 0']);
    const bn = await t.json<Page>('/wps/relay/MCSFE_getListAnnouncements?language=bn');
    expect(bn.body.value.list.map((n) => n.title)).toEqual(['বাংলা']);
  });

  it('returns the page holding a chosen notice', async () => {
    const target = ids[3];
    const { body } = await t.json<Page>(`/wps/relay/MCSFE_getListAnnouncements?types=B&language=en&pageSize=9&focusId=${target}`);
    expect(body.value.pageNum).toBe(2);
    expect(body.value.list.map((n) => n.id)).toContain(target);
  });

  it('clamps a page past the end to the last page', async () => {
    const { body } = await t.json<Page>('/wps/relay/MCSFE_getListAnnouncements?types=B&language=en&pageNo=99');
    expect(body.value.pageNum).toBe(3);
  });

  it('carries the pop-up announcements with every answer', async () => {
    const { body } = await t.json<Page>('/wps/relay/MCSFE_getListAnnouncements?types=B&language=en');
    expect(body.value.popup.map((n) => n.id)).toHaveLength(1);
  });

  it('strips scripts, handlers and unsafe links from rich text', async () => {
    const { body } = await t.json<Page>('/wps/relay/MCSFE_getListAnnouncements?types=PL&language=en');
    const html = body.value.list[0]?.content ?? '';
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(html).toContain('https://cdn.example/a.png');
  });

  it('accepts several types at once, comma separated', async () => {
    const { body } = await t.json<Page>('/wps/relay/MCSFE_getListAnnouncements?types=PU,PL&language=en');
    expect(body.value.list.map((n) => n.title).sort()).toEqual(['Popup', 'Unsafe']);
  });
});
