/** Back office: the cashier desk. Contracts: src/lib/contracts/backoffice-cashier.ts. */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { backofficeCashier as api } from '#lib/contracts/backoffice-cashier.ts';
import { approveDepositAtDesk, approveWithdrawalAtDesk, markPaidAtDesk, rejectDepositAtDesk, rejectWithdrawalAtDesk, resolveDisputeAtDesk } from '#server/backoffice/index.ts';
import { dailyTotals, depositProof, depositQueue, disputeDetail, disputeQueue, proofImage, withdrawalQueue } from '#server/cashier/index.ts';
import { getSetting, loadSettings } from '#server/system/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeCashierRoutes = new Hono<ApiEnv>();

const DAY = 86_400_000;
/** The longest range the daily totals answer (a quarter). */
const MAX_RANGE = 93 * DAY;

const image = (c: Context<ApiEnv>, file: { mime: string; data: Buffer }) =>
  c.body(new Uint8Array(file.data), 200, {
    'Content-Type': file.mime,
    'Content-Disposition': 'inline',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });

serve(backofficeCashierRoutes, api.setup, async (c) => {
  const settings = await loadSettings(c.get('app').db);
  return { zone: settings.whitelabel.timeZone, currency: settings.whitelabel.currency, approvalAbove: settings.backoffice.withdrawalApprovalAbove };
});
serve(backofficeCashierRoutes, api.deposits, (c, { query }) => depositQueue(c.get('app').db, query));
serve(backofficeCashierRoutes, api.depositProof, async (c, { params }) => image(c, await depositProof(c.get('app').db, c.get('app').config.dataDir, params.id)));
serve(backofficeCashierRoutes, api.approveDeposit, (c, { params }) => approveDepositAtDesk(c.get('app'), staffOf(c), params.id));
serve(backofficeCashierRoutes, api.rejectDeposit, (c, { params, body }) => rejectDepositAtDesk(c.get('app'), staffOf(c), params.id, body.reason));

serve(backofficeCashierRoutes, api.withdrawals, async (c, { query }) => {
  const db = c.get('app').db;
  const [page, settings] = await Promise.all([withdrawalQueue(db, query), getSetting(db, 'backoffice')]);
  return { ...page, approvalAbove: settings.withdrawalApprovalAbove };
});
serve(backofficeCashierRoutes, api.approveWithdrawal, (c, { params }) => approveWithdrawalAtDesk(c.get('app'), staffOf(c), params.id));
serve(backofficeCashierRoutes, api.rejectWithdrawal, (c, { params, body }) => rejectWithdrawalAtDesk(c.get('app'), staffOf(c), params.id, body.reason));
serve(backofficeCashierRoutes, api.markPaid, (c, { params }) => markPaidAtDesk(c.get('app'), staffOf(c), params.id));

serve(backofficeCashierRoutes, api.disputes, (c, { query }) => disputeQueue(c.get('app').db, query));
serve(backofficeCashierRoutes, api.dispute, (c, { params }) => disputeDetail(c.get('app').db, params.id));
serve(backofficeCashierRoutes, api.proof, async (c, { params }) => image(c, await proofImage(c.get('app').db, c.get('app').config.dataDir, params.id)));
serve(backofficeCashierRoutes, api.resolveDispute, (c, { params, body }) => resolveDisputeAtDesk(c.get('app'), staffOf(c), params.id, body));

serve(backofficeCashierRoutes, api.totals, (c, { query }) => {
  const to = query.to ?? Date.now();
  const from = Math.max(query.from ?? to - 7 * DAY, to - MAX_RANGE);
  return dailyTotals(c.get('app').db, { from, to });
});
