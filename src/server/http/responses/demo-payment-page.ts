const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page's own policy: inline styles only, and the form posts back to this site. */
export const DEMO_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

/** The demo gateway's hosted payment page: the amount and the pay and cancel buttons, or the payment's end state. */
export function demoPaymentPage(p: { paymentId: string; merchant: string; amount: string; status: string }): string {
  const amount = escape(p.amount);
  const id = escape(p.paymentId);
  const done = p.status !== 'pending';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo Pay</title>
<style>body{font-family:system-ui,sans-serif;background:#eef2f7;color:#111;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#fff;border-radius:14px;padding:28px;box-shadow:0 8px 30px #0002;width:min(360px,92vw)}h1{font-size:18px;margin:0 0 4px}p{color:#555}strong{font-size:28px;display:block;margin:12px 0 20px;color:#111}button{width:100%;padding:12px;border-radius:10px;border:0;font-size:16px;margin-top:8px;cursor:pointer}.pay{background:#1f6feb;color:#fff}.cancel{background:#e6e9ef}small{display:block;margin-top:16px;color:#888}</style></head>
<body><main><h1>Demo Pay</h1><p>Payment to ${escape(p.merchant)}</p><strong>${amount}</strong>${
    done
      ? `<p>This payment is ${escape(p.status)}.</p>`
      : `<form method="post" action="/wps/payment/demo/${id}/answer"><button class="pay" name="answer" value="pay">Pay ${amount}</button><button class="cancel" name="answer" value="cancel">Cancel</button></form>`
  }<small>A simulated payment gateway for testing: no real money moves.</small></main></body></html>`;
}
