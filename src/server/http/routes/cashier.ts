import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { listBankAccounts, bindBankAccount } from '#server/cashier/bank-accounts.ts';
import { listBonuses } from '#server/cashier/bonuses.ts';
import { listChannels } from '#server/cashier/channels.ts';
import { DEMO_GATEWAY, openPayment } from '#server/cashier/demo-gateway.ts';
import { listDeposits, requestDeposit } from '#server/cashier/deposits.ts';
import { listMessages, markRead, unreadCount } from '#server/cashier/messages.ts';
import { accountRecords, personalProfit, RECORD_TYPES, recordsCsv } from '#server/cashier/records.ts';
import { collectAll, consolidatedFunds, transferToDownline, transferToUpline, vendorTransfer } from '#server/cashier/transfers.ts';
import { MAX_UPLOAD_BYTES, readUpload, storeImage } from '#server/cashier/uploads.ts';
import { confirmReceipt, listWithdrawals, requestWithdrawal, sendWithdrawalCode } from '#server/cashier/withdrawals.ts';
import { getMember } from '#server/members/members.ts';
import type { ApiEnv } from '../env.ts';
import { failure } from '../errors.ts';
import { csvDownload } from '../responses/csv.ts';
import { languageParam, pageNo, pageSize, password, recordId, smsCode, trimmed } from '../schemas.ts';
import { clientOf, requireSession, sessionOf } from '../session.ts';
import { readJson, readQuery } from '../validate.ts';

const member = requireSession({ allowTrial: false });
const money = z.number().int().positive().max(1_000_000_000_00);
const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a client-generated id of 8 to 64 letters, digits, _ or -');
const DAY = 86_400_000;
const period = (maxDays: number) =>
  z
    .object({ from: z.coerce.number().int().min(0).optional(), to: z.coerce.number().int().min(0).optional() })
    .transform((v) => ({ from: v.from ?? Date.now() - 7 * DAY, to: v.to ?? Date.now() + 60_000 }))
    .refine((v) => v.to > v.from && v.to - v.from <= maxDays * DAY, { message: `the period must be positive and at most ${maxDays} days` });

export const UPLOAD_PATH = '/wps/cashier/uploads';

export const cashierRoutes = new Hono<ApiEnv>()
  .get('/wps/cashier/channels', member, async (c) => {
    const { language } = readQuery(c, z.object({ language: languageParam }));
    const m = await getMember(c.get('app').db, sessionOf(c).memberId);
    return c.json({ success: true, value: await listChannels(c.get('app').db, m.vip_rank, language) });
  })
  .post('/wps/cashier/deposits', member, async (c) => {
    const body = await readJson(c, z.object({ channelId: recordId, amount: money, reference: trimmed(60).optional(), receiptUploadId: recordId.optional(), requestId: requestId.optional() }));
    const app = c.get('app');
    const deposit = await requestDeposit(app, sessionOf(c).memberId, body);
    const channel = await app.db.selectFrom('payment_channels').select('code').where('id', '=', body.channelId).executeTakeFirstOrThrow();
    const payUrl = deposit.kind === 'gateway' && channel.code === DEMO_GATEWAY ? await openPayment(app, deposit.id) : null;
    return c.json({ success: true, value: { ...deposit, payUrl } });
  })
  .get('/wps/cashier/deposits', member, async (c) => {
    const { language } = readQuery(c, z.object({ language: languageParam }));
    return c.json({ success: true, value: await listDeposits(c.get('app'), sessionOf(c).memberId, language) });
  })
  .get('/wps/cashier/bankAccounts', member, async (c) => c.json({ success: true, value: await listBankAccounts(c.get('app').db, sessionOf(c).memberId) }))
  .post('/wps/cashier/bankAccounts', member, async (c) => {
    const body = await readJson(c, z.object({ bankName: trimmed(60).pipe(z.string().min(2)), accountNumber: z.string().max(40), holderName: trimmed(80).pipe(z.string().min(2)), paymentPassword: password }));
    return c.json({ success: true, value: await bindBankAccount(c.get('app').db, sessionOf(c).memberId, body) });
  })
  .post('/wps/cashier/withdrawals', member, async (c) => {
    const body = await readJson(c, z.object({ bankAccountId: recordId, amount: money, paymentPassword: password, code: z.optional(smsCode), method: z.enum(['sms', 'email']).optional(), requestId: requestId.optional() }));
    return c.json({ success: true, value: await requestWithdrawal(c.get('app'), sessionOf(c).memberId, body, clientOf(c)) });
  })
  .post('/wps/cashier/withdrawals/code', member, async (c) => {
    const { method } = await readJson(c, z.object({ method: z.enum(['sms', 'email']) }));
    return c.json({ success: true, value: await sendWithdrawalCode(c.get('app'), sessionOf(c).memberId, method, clientOf(c)) });
  })
  .get('/wps/cashier/withdrawals', member, async (c) => c.json({ success: true, value: await listWithdrawals(c.get('app'), sessionOf(c).memberId) }))
  .post('/wps/cashier/withdrawals/:id/receipt', member, async (c) => {
    const id = recordId.safeParse(c.req.param('id'));
    if (!id.success) return failure(c, 'NOT_FOUND', 'No such withdrawal.');
    const body = await readJson(
      c,
      z.object({ receipt: z.enum(['received', 'partial', 'not_received']), receivedAmount: money.optional(), note: trimmed(140).optional(), imageIds: z.array(recordId).max(3).default([]) }),
    );
    return c.json({ success: true, value: await confirmReceipt(c.get('app'), sessionOf(c).memberId, id.data, body) });
  })
  /** A png or jpg of at most 5 MB as the raw request body (image/png, image/jpeg). */
  .post(
    UPLOAD_PATH,
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 1024, onError: (c) => failure(c, 'PAYLOAD_TOO_LARGE', 'Images may be at most 5 MB.') }),
    member,
    async (c) => {
      const { purpose } = readQuery(c, z.object({ purpose: z.enum(['withdrawal_proof', 'deposit_receipt']) }));
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const app = c.get('app');
      return c.json({ success: true, value: await storeImage(app.db, app.config.dataDir, sessionOf(c).memberId, purpose, bytes) });
    },
  )
  .get('/wps/cashier/uploads/:id', member, async (c) => {
    const id = recordId.safeParse(c.req.param('id'));
    if (!id.success) return failure(c, 'NOT_FOUND', 'No such file.');
    const app = c.get('app');
    const file = await readUpload(app.db, app.config.dataDir, sessionOf(c).memberId, id.data);
    return c.body(new Uint8Array(file.data), 200, {
      'Content-Type': file.mime,
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, max-age=3600',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  })
  .get('/wps/relay/CSP_unreadCount', member, async (c) => c.json({ success: true, value: { count: await unreadCount(c.get('app').db, sessionOf(c).memberId) } }))
  .get('/wps/relay/CSP_messageList', member, async (c) => {
    const q = readQuery(c, z.object({ pageNo, pageSize: pageSize(10, 50) }));
    return c.json({ success: true, value: await listMessages(c.get('app').db, sessionOf(c).memberId, q.pageNo, q.pageSize) });
  })
  .post('/wps/relay/CSP_readMessage', member, async (c) => {
    const { id } = await readJson(c, z.object({ id: z.union([recordId, z.literal('all')]) }));
    await markRead(c.get('app').db, sessionOf(c).memberId, id);
    return c.json({ success: true, value: { unread: await unreadCount(c.get('app').db, sessionOf(c).memberId) } });
  })
  .get('/wps/member/info/funds/consolidated', member, async (c) => c.json({ success: true, value: await consolidatedFunds(c.get('app'), sessionOf(c).memberId) }))
  .get('/wps/relay/GCS_merchantWallet', member, async (c) => {
    const funds = await consolidatedFunds(c.get('app'), sessionOf(c).memberId);
    return c.json({ success: true, value: { main: funds.main, currency: funds.currency } });
  })
  .post('/wps/relay/GCS_walletTransfer', member, async (c) => {
    const body = await readJson(c, z.object({ vassalage: z.string().regex(/^[A-Z0-9_]{2,32}$/), direction: z.enum(['in', 'out']), amount: money, requestId }));
    return c.json({ success: true, value: await vendorTransfer(c.get('app'), sessionOf(c).memberId, body) });
  })
  .post('/wps/cashier/collectAll', member, async (c) => {
    const body = await readJson(c, z.object({ requestId }));
    return c.json({ success: true, value: await collectAll(c.get('app'), sessionOf(c).memberId, body.requestId) });
  })
  .post('/wps/cashier/transferUpline', member, async (c) => {
    const body = await readJson(c, z.object({ amount: money, paymentPassword: password, requestId }));
    return c.json({ success: true, value: await transferToUpline(c.get('app'), sessionOf(c).memberId, body) });
  })
  .post('/wps/agent/transferDownline', member, async (c) => {
    const body = await readJson(c, z.object({ memberId: recordId, amount: money, paymentPassword: password, requestId }));
    return c.json({ success: true, value: await transferToDownline(c.get('app'), sessionOf(c).memberId, body) });
  })
  .get('/wps/cashier/records', member, async (c) => {
    const q = readQuery(c, z.object({ type: z.enum(Object.keys(RECORD_TYPES) as [keyof typeof RECORD_TYPES]).optional(), pageNo, pageSize: pageSize(20, 100) }).and(period(92)));
    return c.json({ success: true, value: await accountRecords(c.get('app').db, sessionOf(c).memberId, q) });
  })
  .get('/wps/cashier/records.csv', member, async (c) => {
    const q = readQuery(c, z.object({ type: z.enum(Object.keys(RECORD_TYPES) as [keyof typeof RECORD_TYPES]).optional() }).and(period(92)));
    const { list } = await accountRecords(c.get('app').db, sessionOf(c).memberId, { ...q, pageNo: 1, pageSize: 100_000 });
    const csv = await recordsCsv(c.get('app').db, list, clientOf(c).lang);
    return csvDownload(c, 'account-record', csv);
  })
  .get('/wps/cashier/profit', member, async (c) => {
    const q = readQuery(c, period(92));
    return c.json({ success: true, value: await personalProfit(c.get('app').db, sessionOf(c).memberId, q) });
  })
  .get('/wps/cashier/bonuses', member, async (c) => c.json({ success: true, value: await listBonuses(c.get('app').db, sessionOf(c).memberId) }));
