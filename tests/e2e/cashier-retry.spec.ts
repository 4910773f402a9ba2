import { expect, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole } from './helpers.ts';

/*
 * A money form's retry after a lost answer: the first request reached the server and did its
 * work, but the browser saw a network error. Pressing the button again sends the same key, so the
 * server answers with what it already did instead of doing it twice.
 */

const PASSWORD = 'Sunny-River-42';

test.beforeEach(({ page }) => skipPopups(page));

test('a deposit retried after a lost answer creates one request', async ({ page }) => {
  const errors = watchConsole(page);
  await registerByApi(page.request, { username: uniqueName('retry'), password: PASSWORD, mobile: uniqueMobile() }, true);
  const sent: string[] = [];
  let lose = true;
  await page.route('**/wps/cashier/deposits', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent.push((route.request().postDataJSON() as { requestId: string }).requestId);
    if (!lose) return route.fallback();
    lose = false;
    // The server does the work; its answer is lost on the way back.
    await route.fetch();
    await route.abort('connectionreset');
  });

  await open(page, '/en/index');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByLabel('Amount (৳)').fill('1000');
  await centre.getByLabel('Transfer reference').fill('MTB-100200');
  await centre.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(centre.getByText('The network link is abnormal. Check your connection and try again.')).toBeVisible();
  await centre.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(centre.getByText(/Deposit request #\d+ is waiting for review/)).toBeVisible();

  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  const list = ((await (await page.request.get('/wps/cashier/deposits')).json()) as { value: { amount: number }[] }).value;
  expect(list.map((d) => d.amount)).toEqual([100_000]);
  expect(errors.filter((e) => !/net::ERR_CONNECTION_RESET|Failed to load resource/.test(e))).toEqual([]);
});
