import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '#server/app-context.ts';
import { NotFound, ValidationFailed } from '#server/errors.ts';
import { InvalidSignature, StaleRequest } from '#server/providers/index.ts';
import { creditDeposit, refuseDeposit } from './deposits.ts';
import { InvalidState } from './errors.ts';

/**
 * Payment gateways: the member pays on the gateway's hosted page; the gateway then calls back with
 * a signed message, the only thing that credits the deposit. A callback is checked (signature,
 * time window, the deposit's channel and amount), and crediting happens once however often it is
 * replayed or in which order callbacks arrive.
 */
export const CALLBACK_WINDOW_MS = 10 * 60_000;

export interface GatewayCallback {
  depositId: number;
  amount: number;
  status: 'paid' | 'failed';
  gatewayRef: string;
  timestamp: number;
}

export function signCallback(secret: string, c: GatewayCallback): string {
  return createHmac('sha256', secret).update(`${c.depositId}|${c.amount}|${c.status}|${c.gatewayRef}|${c.timestamp}`).digest('hex');
}

export async function handleGatewayCallback(app: AppContext, channelCode: string, c: GatewayCallback, signature: string, now = Date.now()): Promise<{ status: string }> {
  const channel = await app.db.selectFrom('payment_channels').select(['id', 'secret', 'kind']).where('code', '=', channelCode).executeTakeFirst();
  if (!channel || channel.kind !== 'gateway') throw new NotFound('No such gateway.');
  const expected = Buffer.from(signCallback(channel.secret, c), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  if (!channel.secret || expected.length !== given.length || !timingSafeEqual(expected, given)) throw new InvalidSignature('The signature does not match.');
  if (Math.abs(now - c.timestamp) > CALLBACK_WINDOW_MS) throw new StaleRequest('The callback is too old.');
  const deposit = await app.db.selectFrom('deposits').select(['channel_id', 'amount', 'status']).where('id', '=', c.depositId).executeTakeFirst();
  if (!deposit || deposit.channel_id !== channel.id) throw new NotFound('No such deposit.');
  if (deposit.amount !== c.amount) throw new ValidationFailed('The amount does not match the deposit.');
  if (deposit.status !== 'pending') return { status: deposit.status };
  if (c.status === 'paid') return { status: (await creditDeposit(app, c.depositId, `gateway ${c.gatewayRef}`.slice(0, 300), now)).status };
  try {
    await refuseDeposit(app, c.depositId, 'The payment was not completed.', 'failed', now);
  } catch (err) {
    // A parallel callback decided it first (guarded update in refuseDeposit): answer what it decided.
    if (!(err instanceof InvalidState)) throw err;
    const decided = await app.db.selectFrom('deposits').select('status').where('id', '=', c.depositId).executeTakeFirstOrThrow();
    return { status: decided.status };
  }
  return { status: 'failed' };
}
