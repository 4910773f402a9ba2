/**
 * The last two read-then-writes decision 014 listed as open: a failed login is counted by one
 * atomic increment, and an image is attached to one request only, by one guarded update.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '#fixtures/factories.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { login } from '../fixtures/auth.ts';
import { rid, signedIn } from '../fixtures/member.ts';

const N = 30;

describe.each(DIALECTS)('counted and attached once on %s', (dialect) => {
  let t: TestApp;
  let bankChannel = 0;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    const channels = await t.app.db.selectFrom('payment_channels').select(['id', 'code']).execute();
    bankChannel = Number(channels.find((c) => c.code === 'BANK_TRANSFER')?.id);
  });
  afterAll(() => t.close());

  it('counts every one of parallel wrong passwords', async () => {
    const m = await insertMember(t.app.db);
    const tries = await Promise.all(Array.from({ length: 8 }, (_, i) => login(t, m.account, 'not-the-password-1', { ip: `10.77.0.${i + 1}` })));
    const refused = tries.filter((r) => r.json.code === 'INVALID_CREDENTIALS').length;
    expect(refused).toBeGreaterThan(1);
    const row = await t.app.db.selectFrom('members').select('failed_logins').where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(row.failed_logins).toBe(refused);
  });

  it(`${N} parallel deposits naming one receipt image: one takes it, the rest are refused whole`, async () => {
    const m = await signedIn(t);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#304050' } }).png().toBuffer();
    const up = await t.request('/wps/cashier/uploads?purpose=deposit_receipt', { method: 'POST', headers: { cookie: m.cookie, origin: 'http://localhost', 'content-type': 'image/png', 'x-forwarded-for': m.ip }, body: png });
    const image = ((await up.json()) as { value: { id: number } }).value.id;
    const tries = await Promise.all(Array.from({ length: N }, () => m.post('/wps/cashier/deposits', { channelId: bankChannel, amount: 100_000, receiptUploadId: image, requestId: rid() })));
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.body.code === 'UPLOAD_REFUSED')).toHaveLength(N - 1);
    const deposits = await t.app.db.selectFrom('deposits').select(['id', 'receipt_upload_id']).where('member_id', '=', m.id).execute();
    expect(deposits.map((d) => d.receipt_upload_id)).toEqual([image]);
  });
});
