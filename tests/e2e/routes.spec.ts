import { expect, test } from '@playwright/test';
import { skipPopups } from './helpers.ts';

/** Spec §2 route table, plus the seven footer policy pages. */
const ROUTES = [
  '/index', '/register', '/noticePage', '/vip', '/pointMall', '/lottery', '/vnlottery', '/seaLottery', '/elott',
  '/sports', '/esports', '/promotions', '/promoDetail', '/seamless', '/help', '/helpmc', '/down', '/join',
  '/rng', '/rng?page=NOVA_SLOT', '/live', '/pvp', '/fish', '/hot', '/fav', '/game',
  '/policy/about-company', '/policy/contact-us', '/policy/terms', '/policy/responsible-gaming', '/policy/privacy', '/policy/affiliates', '/policy/refund',
];

test.describe('routes', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  for (const prefix of ['', '/en']) {
    test(`every route answers in ${prefix ? 'English' : 'Bengali'}`, async ({ request }) => {
      for (const route of ROUTES) {
        const res = await request.get(prefix + route, { maxRedirects: 0 });
        expect(res.status(), prefix + route).toBe(200);
        expect(res.headers()['content-type'], prefix + route).toContain('text/html');
        const html = await res.text();
        expect(html, prefix + route).toContain(`data-lang="${prefix ? 'en' : 'bn'}"`);
      }
    });
  }

  test('"/" redirects to the home page', async ({ request }) => {
    const root = await request.get('/', { maxRedirects: 0 });
    expect(root.status()).toBe(302);
    expect(root.headers()['location']).toBe('/index');
    const en = await request.get('/en', { maxRedirects: 0 });
    expect(en.headers()['location']).toBe('/en/index');
  });

  for (const path of ['/en/register', '/en/register.html']) {
    test(`${path} opens home with the register modal @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Play fair. Get paid fast.' })).toBeAttached();
      await expect(page.getByRole('dialog', { name: /Register/ })).toBeVisible();
    });
  }

  test('/helpmc has no header, /lottery has no footer', async ({ page }) => {
    await page.goto('/en/helpmc');
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/en/lottery');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the iOS lite profile downloads as a configuration profile', async ({ request }) => {
    const res = await request.get('/downloads/meridian.mobileconfig');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/x-apple-aspen-config');
    expect(await res.text()).toContain('<string>com.apple.webClip.managed</string>');
  });
});

test.describe('serving', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('pages carry the security headers and a script policy', async ({ request }) => {
    for (const path of ['/en/index', '/en/help']) {
      const res = await request.get(path);
      const h = res.headers();
      expect(h['content-security-policy'], path).toContain("frame-ancestors 'self'");
      expect(h['content-security-policy'], path).toMatch(/script-src 'self' 'sha256-/);
      expect(h['content-security-policy'], path).not.toContain('unsafe-eval');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['strict-transport-security']).toBeUndefined();
    }
  });

  test('HSTS is sent only over TLS (here: behind a proxy that says so)', async ({ request }) => {
    const res = await request.get('/en/index', { headers: { 'x-forwarded-proto': 'https' } });
    // The e2e server does not trust proxies, so a client cannot switch HSTS on by itself.
    expect(res.headers()['strict-transport-security']).toBeUndefined();
  });

  test('text is compressed and hashed assets are cached for a year', async ({ request, page }) => {
    const html = await request.get('/en/index', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toMatch(/br|gzip/);
    const scripts: string[] = [];
    page.on('response', (r) => r.url().includes('/_astro/') && r.url().endsWith('.js') && scripts.push(r.url()));
    // /en/promotions runs its filters' script at once (content pages with no script of their own load none before input).
    await page.goto('/en/promotions');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    const asset = await request.get(scripts[0] ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
  });

  test('unknown API paths and bad input answer in the envelope, never a 5xx', async ({ request }) => {
    const missing = await request.get('/wps/unknown/thing');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const big = await request.post('/wps/system/status', { data: { pad: 'x'.repeat(1_100_000) } });
    expect(big.status()).toBe(413);
    expect(await big.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
