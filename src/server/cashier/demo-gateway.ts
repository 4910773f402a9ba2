import { randomBytes } from 'node:crypto';
import type { AppContext } from '#server/app-context.ts';
import { NotFound } from '#server/errors.ts';
import { handleGatewayCallback, signCallback } from './gateway.ts';

export const DEMO_GATEWAY = 'DEMO_GATEWAY';

/**
 * A stand-in for an outside payment gateway, so the gateway path works with no contract: it gives a
 * deposit a payment id and a hosted page; when the payer answers there, it sends the signed
 * callback (the same fields and signature a real gateway would POST to
 * /wps/payment/callback/DEMO_GATEWAY), which is what credits the deposit.
 */
export async function openPayment(app: AppContext, depositId: number): Promise<string> {
  const paymentId = `demo_${randomBytes(12).toString('hex')}`;
  // Once per deposit: a retried request gets the page it was first given.
  await app.db.updateTable('deposits').set({ reference: paymentId }).where('id', '=', depositId).where('status', '=', 'pending').where((eb) => eb.or([eb('reference', 'is', null), eb('reference', 'not like', 'demo_%')])).execute();
  const row = await app.db.selectFrom('deposits').select('reference').where('id', '=', depositId).executeTakeFirst();
  if (!row?.reference) throw new NotFound('No such payment.');
  return `/wps/payment/demo/${row.reference}`;
}

export async function paymentOf(app: AppContext, paymentId: string) {
  const row = await app.db
    .selectFrom('deposits as d')
    .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
    .select(['d.id', 'd.amount', 'd.status', 'c.code', 'c.secret'])
    .where('d.reference', '=', paymentId)
    .where('c.code', '=', DEMO_GATEWAY)
    .executeTakeFirst();
  if (!row) throw new NotFound('No such payment.');
  return row;
}

/** The payer's answer on the hosted page: the gateway signs and sends its callback. */
export async function answerPayment(app: AppContext, paymentId: string, paid: boolean): Promise<{ depositId: number; status: string }> {
  const p = await paymentOf(app, paymentId);
  const callback = { depositId: p.id, amount: p.amount, status: paid ? ('paid' as const) : ('failed' as const), gatewayRef: paymentId, timestamp: Date.now() };
  const result = await handleGatewayCallback(app, DEMO_GATEWAY, callback, signCallback(p.secret, callback));
  return { depositId: p.id, status: result.status };
}
