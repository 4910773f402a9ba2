import { Hono } from 'hono';
import { formatMoney } from '#lib/format.ts';
import { payment } from '#lib/contracts/payment.ts';
import { answerPayment, handleGatewayCallback, paymentOf } from '#server/cashier/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { DEMO_PAGE_CSP, demoPaymentPage } from '../responses/demo-payment-page.ts';

/** Payment gateways' callbacks, and the demo gateway's hosted payment page. */
export const paymentRoutes = new Hono<ApiEnv>();

serve(paymentRoutes, payment.callback, (c, { params, body: { signature, ...callback } }) => handleGatewayCallback(c.get('app'), params.channel, callback, signature));

serve(paymentRoutes, payment.demoPage, async (c, { params: { paymentId } }) => {
  const app = c.get('app');
  const p = await paymentOf(app, paymentId);
  const { currency, name } = (await loadSettings(app.db)).whitelabel;
  c.header('Content-Security-Policy', DEMO_PAGE_CSP);
  return c.html(demoPaymentPage({ paymentId, merchant: name, amount: formatMoney(p.amount, 'en', currency), status: p.status }));
});

// The page's form is form-encoded, not JSON: it is read here, not by the contract.
serve(paymentRoutes, payment.demoAnswer, async (c, { params: { paymentId } }) => {
  const form = await c.req.parseBody();
  const result = await answerPayment(c.get('app'), paymentId, form['answer'] === 'pay');
  return c.redirect(`/index?deposit=${result.depositId}&status=${result.status}`, 303);
});
