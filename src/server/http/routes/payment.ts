import { Hono } from 'hono';
import { z } from 'zod';
import { answerPayment, paymentOf } from '#server/cashier/demo-gateway.ts';
import { handleGatewayCallback } from '#server/cashier/gateway.ts';
import { formatMoney } from '#lib/format.ts';
import { loadSettings } from '#server/system/settings.ts';
import type { ApiEnv } from '../env.ts';
import { recordId } from '../schemas.ts';
import { readJson } from '../validate.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Payment gateways' callbacks, and the demo gateway's hosted payment page. */
export const paymentRoutes = new Hono<ApiEnv>()
  .post('/wps/payment/callback/:channel', async (c) => {
    const body = await readJson(
      c,
      z.object({ depositId: recordId, amount: z.number().int().positive(), status: z.enum(['paid', 'failed']), gatewayRef: z.string().min(1).max(80), timestamp: z.number().int().positive(), signature: z.string().max(128) }),
    );
    const { signature, ...callback } = body;
    return c.json({ success: true, value: await handleGatewayCallback(c.get('app'), c.req.param('channel'), callback, signature) });
  })
  .get('/wps/payment/demo/:paymentId', async (c) => {
    const app = c.get('app');
    const p = await paymentOf(app, c.req.param('paymentId'));
    const { currency, name } = (await loadSettings(app.db)).whitelabel;
    const amount = escape(formatMoney(p.amount, 'en', currency));
    const id = escape(c.req.param('paymentId'));
    const done = p.status !== 'pending';
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2f7;color:#111;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;border-radius:14px;padding:28px;box-shadow:0 8px 30px #0002;width:min(360px,92vw)}h1{font-size:18px;margin:0 0 4px}p{color:#555}strong{font-size:28px;display:block;margin:12px 0 20px;color:#111}button{width:100%;padding:12px;border-radius:10px;border:0;font-size:16px;margin-top:8px;cursor:pointer}.pay{background:#1f6feb;color:#fff}.cancel{background:#e6e9ef}small{display:block;margin-top:16px;color:#888}</style></head>
<body><main><h1>Demo Pay</h1><p>Payment to ${escape(name)}</p><strong>${amount}</strong>${
      done
        ? `<p>This payment is ${escape(p.status)}.</p>`
        : `<form method="post" action="/wps/payment/demo/${id}/answer"><button class="pay" name="answer" value="pay">Pay ${amount}</button><button class="cancel" name="answer" value="cancel">Cancel</button></form>`
    }<small>A simulated payment gateway for testing: no real money moves.</small></main></body></html>`);
  })
  .post('/wps/payment/demo/:paymentId/answer', async (c) => {
    const form = await c.req.parseBody();
    const result = await answerPayment(c.get('app'), c.req.param('paymentId'), form['answer'] === 'pay');
    return c.redirect(`/index?deposit=${result.depositId}&status=${result.status}`, 303);
  });
