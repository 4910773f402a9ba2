import { expect, test } from '@playwright/test';

/** /docs/api: the reference a partner's developer reads, drawn from /wps/openapi.json on this site alone. */
test('the API reference lists the endpoints from the site’s own document, loading nothing from elsewhere', async ({ page, baseURL }) => {
  // The reference draws every endpoint of the document (280): on a busy machine that takes longer than the default 30 s allows.
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const foreign: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(r.url());
  });
  const refused: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') refused.push(m.text());
  });
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { name: 'Meridian platform API' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('Site settings, switches and registration rules', { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-reference.png') });
  if (process.env['SHOTS']) await page.screenshot({ path: `${process.env['SHOTS']}/api-reference.png`, fullPage: false });
  expect(foreign).toEqual([]);
  expect(refused).toEqual([]);
});

test('the OpenAPI document is served as JSON', async ({ request }) => {
  const res = await request.get('/wps/openapi.json');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/json');
  const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.paths['/wps/system/status']).toBeTruthy();
});
