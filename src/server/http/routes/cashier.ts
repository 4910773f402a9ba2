import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cashier } from '#lib/contracts/cashier.ts';
import { recordId } from '#lib/contracts/common.ts';
import { listMessages, markRead, unreadCount } from '#server/content/index.ts';
import { accountRecords, bindBankAccount, collectAll, confirmReceipt, consolidatedFunds, DEMO_GATEWAY, listBankAccounts, listChannels, listDeposits, listWithdrawals, MAX_UPLOAD_BYTES, openPayment, personalProfit, readUpload, recordsCsv, requestDeposit, requestWithdrawal, sendWithdrawalCode, dailyWithdrawalLimit, storeImage, transferToDownline, transferToUpline, vendorTransfer } from '#server/cashier/index.ts';
import { NotFound } from '#server/errors.ts';
import { getMember } from '#server/members/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { failure } from '../errors.ts';
import { csvDownload } from '../responses/csv.ts';
import { clientOf, sessionOf } from '../session.ts';

export const UPLOAD_PATH = '/wps/cashier/uploads';

/** A path id that is not a record id is answered like an unknown one. */
function idOf(text: string, what: string): number {
  const id = recordId.safeParse(text);
  if (!id.success) throw new NotFound(`No such ${what}.`);
  return id.data;
}

export const cashierRoutes = new Hono<ApiEnv>();

serve(cashierRoutes, cashier.channels, async (c, { query }) => {
  const m = await getMember(c.get('app').db, sessionOf(c).memberId);
  return listChannels(c.get('app').db, m.vip_rank, query.language);
});
serve(cashierRoutes, cashier.deposit, async (c, { body }) => {
  const app = c.get('app');
  const deposit = await requestDeposit(app, sessionOf(c).memberId, body);
  const channel = await app.db.selectFrom('payment_channels').select('code').where('id', '=', body.channelId).executeTakeFirstOrThrow();
  const payUrl = deposit.kind === 'gateway' && channel.code === DEMO_GATEWAY ? await openPayment(app, deposit.id) : null;
  return { ...deposit, payUrl };
});
serve(cashierRoutes, cashier.deposits, (c, { query }) => listDeposits(c.get('app'), sessionOf(c).memberId, query.language));
serve(cashierRoutes, cashier.bankAccounts, (c) => listBankAccounts(c.get('app').db, sessionOf(c).memberId));
serve(cashierRoutes, cashier.bindBankAccount, (c, { body }) => bindBankAccount(c.get('app').db, sessionOf(c).memberId, body));
serve(cashierRoutes, cashier.withdraw, (c, { body }) => requestWithdrawal(c.get('app'), sessionOf(c).memberId, body, clientOf(c)));
serve(cashierRoutes, cashier.withdrawalCode, (c, { body }) => sendWithdrawalCode(c.get('app'), sessionOf(c).memberId, body.method, clientOf(c)));
serve(cashierRoutes, cashier.withdrawalLimit, (c) => dailyWithdrawalLimit(c.get('app').db, sessionOf(c).memberId));
serve(cashierRoutes, cashier.withdrawals, (c) => listWithdrawals(c.get('app'), sessionOf(c).memberId));
serve(cashierRoutes, cashier.confirmReceipt, (c, { params, body }) => confirmReceipt(c.get('app'), sessionOf(c).memberId, idOf(params.id, 'withdrawal'), body));

// The size limit comes before the session check, so an oversized body is refused unread.
cashierRoutes.post(UPLOAD_PATH, bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 1024, onError: (c) => failure(c, 'PAYLOAD_TOO_LARGE', 'Images may be at most 5 MB.') }));
serve(cashierRoutes, cashier.upload, async (c, { query }) => {
  const app = c.get('app');
  return storeImage(app.db, app.config.dataDir, sessionOf(c).memberId, query.purpose, new Uint8Array(await c.req.arrayBuffer()));
});
serve(cashierRoutes, cashier.uploadFile, async (c, { params }) => {
  const app = c.get('app');
  const file = await readUpload(app.db, app.config.dataDir, sessionOf(c).memberId, idOf(params.id, 'file'));
  return c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.mime,
    'Content-Disposition': 'inline',
    'Cache-Control': 'private, max-age=3600',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
});

serve(cashierRoutes, cashier.unreadCount, async (c) => ({ count: await unreadCount(c.get('app').db, sessionOf(c).memberId) }));
serve(cashierRoutes, cashier.messages, (c, { query }) => listMessages(c.get('app').db, sessionOf(c).memberId, query.pageNo, query.pageSize));
serve(cashierRoutes, cashier.readMessage, async (c, { body }) => {
  await markRead(c.get('app').db, sessionOf(c).memberId, body.id);
  return { unread: await unreadCount(c.get('app').db, sessionOf(c).memberId) };
});

serve(cashierRoutes, cashier.funds, (c) => consolidatedFunds(c.get('app'), sessionOf(c).memberId));
serve(cashierRoutes, cashier.merchantWallet, async (c) => {
  const { main, currency } = await consolidatedFunds(c.get('app'), sessionOf(c).memberId);
  return { main, currency };
});
serve(cashierRoutes, cashier.vendorTransfer, (c, { body }) => vendorTransfer(c.get('app'), sessionOf(c).memberId, body));
serve(cashierRoutes, cashier.collectAll, (c, { body }) => collectAll(c.get('app'), sessionOf(c).memberId, body.requestId));
serve(cashierRoutes, cashier.transferUpline, (c, { body }) => transferToUpline(c.get('app'), sessionOf(c).memberId, body));
serve(cashierRoutes, cashier.transferDownline, (c, { body }) => transferToDownline(c.get('app'), sessionOf(c).memberId, body));

serve(cashierRoutes, cashier.records, (c, { query }) => accountRecords(c.get('app').db, sessionOf(c).memberId, query));
serve(cashierRoutes, cashier.recordsCsv, async (c, { query }) => {
  const { list } = await accountRecords(c.get('app').db, sessionOf(c).memberId, { ...query, pageNo: 1, pageSize: 100_000 });
  return csvDownload(c, 'account-record', await recordsCsv(c.get('app').db, list, clientOf(c).lang));
});
serve(cashierRoutes, cashier.profit, (c, { query }) => personalProfit(c.get('app').db, sessionOf(c).memberId, query));
