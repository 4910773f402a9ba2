/** Payment gateways' signed callbacks, and the demo gateway's hosted payment page (spec §5 deposits). */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { recordId } from './common.ts';

const tag = 'Payment gateways';

const paymentParams = z.object({ paymentId: z.string().describe('the deposit’s payment reference') });

export const payment = {
  callback: endpoint({
    method: 'POST',
    path: '/wps/payment/callback/:channel',
    summary: 'A gateway reports a deposit paid or failed; signed with the channel’s secret (HMAC-SHA256 of the callback fields); a repeat answers the deposit’s status',
    tag,
    access: 'signed',
    params: z.object({ channel: z.string().describe('the payment channel’s code') }),
    body: z.object({
      depositId: recordId,
      amount: z.number().int().positive().describe('minor units: must equal the deposit’s'),
      status: z.enum(['paid', 'failed']),
      gatewayRef: z.string().min(1).max(80),
      timestamp: z.number().int().positive().describe('milliseconds since 1970 (UTC): at most a few minutes old'),
      signature: z.string().max(128),
    }),
    response: z.object({ status: z.string().describe('the deposit’s status after the callback: pending, credited, rejected or failed') }),
    errors: ['NOT_FOUND', 'INVALID_SIGNATURE', 'STALE_REQUEST', 'INVALID_STATE', 'DEPOSIT_LIMIT_REACHED', 'ACCOUNT_EXCLUDED'],
  }),
  demoPage: endpoint({
    method: 'GET',
    path: '/wps/payment/demo/:paymentId',
    summary: 'The demo gateway’s hosted payment page (a simulated gateway for testing: no real money moves)',
    tag,
    access: 'public',
    params: paymentParams,
    response: null,
    media: 'text/html',
    errors: ['NOT_FOUND'],
  }),
  demoAnswer: endpoint({
    method: 'POST',
    path: '/wps/payment/demo/:paymentId/answer',
    summary: 'The demo payment page’s form (answer=pay or cancel, form-encoded): settles the deposit and sends the browser back to the site',
    tag,
    access: 'public',
    params: paymentParams,
    response: null,
    media: 'redirect',
    errors: ['NOT_FOUND', 'INVALID_STATE', 'DEPOSIT_LIMIT_REACHED', 'ACCOUNT_EXCLUDED'],
  }),
};
