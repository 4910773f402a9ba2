/**
 * Images in the chat (POST /wps/chat/files, GET /wps/chat/files/:id): the cashier's rules (png or
 * jpg, 5 MB, decoded-size bound, re-encoded), an upload allowance per conversation, and an image
 * reaches only its own conversation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeChatFile } from '#server/support/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser } from '../fixtures/auth.ts';
import { insertConversation } from '../fixtures/chat-conversations.ts';
import { flatPng } from '../fixtures/png.ts';

/** 6000 × 6000 16-bit RGBA (288 MB once decoded) in a small file. */
const BOMB = flatPng({ width: 6000, height: 6000, bitDepth: 16, interlaced: true });
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

interface Answer {
  success: boolean;
  code?: string;
  value?: { id: number; mime: string; bytes: number };
}

describe.each(DIALECTS)('chat images on %s', (dialect) => {
  let t: TestApp;
  let dir = '';
  let png: Buffer;
  let seq = 0;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'meridian-chat-files-'));
    t = await testApp(dialect, { config: { dataDir: dir } });
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 60 } } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const cid = () => `img-${dialect}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  const upload = async (cookie: string | undefined, body: Uint8Array, type = 'image/png') => {
    const res = await t.request('/wps/chat/files', { method: 'POST', headers: { ...browser('203.0.113.50', cookie), 'content-type': type }, body: new Blob([body as Uint8Array<ArrayBuffer>]) });
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const send = async (cookie: string, body: unknown) => {
    const res = await t.request('/wps/chat/messages', { method: 'POST', headers: browser('203.0.113.50', cookie), body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string; value?: { id: number; fileId: number | null } } };
  };
  const files = async (conversationId: number) => t.app.db.selectFrom('chat_files').selectAll().where('conversation_id', '=', conversationId).execute();

  it('takes a png, serves it re-encoded to its conversation, and sends it as a message without text', async () => {
    const chat = await insertConversation(t.app.db);
    const up = await upload(chat.cookie, png);
    expect(up.status).toBe(200);
    expect(up.body.value).toMatchObject({ mime: 'image/png', bytes: expect.any(Number) });
    const id = up.body.value?.id ?? 0;
    const file = await t.request(`/wps/chat/files/${id}`, { headers: { cookie: chat.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([40, 30]);
    const sent = await send(chat.cookie, { clientId: cid(), fileId: id });
    expect(sent.status).toBe(200);
    expect(sent.body.value?.fileId).toBe(id);
    // An image goes with one message only.
    const twice = await send(chat.cookie, { clientId: cid(), text: 'again', fileId: id });
    expect(twice.body).toMatchObject({ success: false, code: 'UPLOAD_REFUSED' });
  });

  it('sends an image once when 20 messages race to use it (the allowance is 20 a minute)', async () => {
    const chat = await insertConversation(t.app.db);
    const id = (await upload(chat.cookie, png)).body.value?.id ?? 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(chat.cookie, { clientId: cid(), fileId: id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'UPLOAD_REFUSED')).toHaveLength(19);
    const used = await t.app.db.selectFrom('chat_messages').select('id').where('file_id', '=', id).execute();
    expect(used).toHaveLength(1);
  });

  it('refuses a gif, a text file, more than 5 MB and a picture past the pixel bound, storing nothing', async () => {
    const chat = await insertConversation(t.app.db);
    const refusals = [
      await upload(chat.cookie, GIF, 'image/gif'),
      await upload(chat.cookie, new TextEncoder().encode('just some text, not a picture'), 'image/png'),
      // Just over 5 MB (within the body limit's slack): refused by the image rules.
      await upload(chat.cookie, Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)])),
      await upload(chat.cookie, BOMB),
    ];
    for (const r of refusals) expect(r.body).toMatchObject({ success: false, code: 'UPLOAD_REFUSED' });
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    // Far over: refused unread.
    const huge = await upload(chat.cookie, new Uint8Array(6 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(await files(chat.row.id)).toHaveLength(0);
  });

  it('refuses another conversation’s image, and an agent’s image sent as the player’s', async () => {
    const mine = await insertConversation(t.app.db);
    const theirs = await insertConversation(t.app.db);
    const their = (await upload(theirs.cookie, png)).body.value?.id ?? 0;
    const staffImage = await storeChatFile(t.app, mine.row, 'staff', png);
    for (const fileId of [their, staffImage.id, their + 1_000]) {
      const r = await send(mine.cookie, { clientId: cid(), text: 'look', fileId });
      expect(r.body, `file ${fileId}`).toMatchObject({ success: false, code: 'UPLOAD_REFUSED' });
    }
    const count = await t.app.db.selectFrom('chat_messages').select('id').where('conversation_id', '=', mine.row.id).execute();
    expect(count).toHaveLength(0);
  });

  it('takes a fourth image (the three-image rule is feedback’s) and counts each against the allowance of 10', async () => {
    const chat = await insertConversation(t.app.db);
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await upload(chat.cookie, png));
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers[10]?.body).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(await files(chat.row.id)).toHaveLength(10);
    // Another conversation has its own allowance.
    expect((await upload((await insertConversation(t.app.db)).cookie, png)).status).toBe(200);
  });

  it('refuses an upload into a closed conversation', async () => {
    const chat = await insertConversation(t.app.db, { status: 'closed' });
    const r = await upload(chat.cookie, png);
    expect(r.body).toMatchObject({ success: false, code: 'CHAT_CLOSED' });
    expect(await files(chat.row.id)).toHaveLength(0);
  });

  it('isolation: an image is served only to its own conversation; neighbouring ids are not found', async () => {
    const owner = await insertConversation(t.app.db);
    const stranger = await insertConversation(t.app.db);
    const id = (await upload(owner.cookie, png)).body.value?.id ?? 0;
    for (const cookie of [stranger.cookie, undefined, `meridian_chat=${'B'.repeat(43)}`]) {
      for (const probe of [id - 1, id, id + 1, 0]) {
        const res = await t.request(`/wps/chat/files/${probe}`, { headers: cookie ? { cookie } : {} });
        expect(res.status, `${probe} with ${cookie ?? 'no cookie'}`).toBe(404);
        expect(await res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
    }
    expect((await t.request('/wps/chat/files/abc', { headers: { cookie: owner.cookie } })).status).toBe(404);
    expect((await t.request(`/wps/chat/files/${id}`, { headers: { cookie: owner.cookie } })).status).toBe(200);
    // Nor can another conversation's cookie upload into this one.
    await upload(stranger.cookie, png);
    expect(await files(owner.row.id)).toHaveLength(1);
  });
});
