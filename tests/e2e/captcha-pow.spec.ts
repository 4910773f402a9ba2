import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { closeAfterLogin, open, registerByApi, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole } from './helpers.ts';

const PASSWORD = 'Quiet#2026pass';

test.beforeEach(({ page }) => skipPopups(page));

/** A new member, then the header form with `typed` as the password, opening the security check. */
async function openCheck(page: Page, request: APIRequestContext, typed: string) {
  const username = uniqueName('pow');
  await registerByApi(request, { username, password: PASSWORD });
  await open(page, '/en/index');
  const banner = page.getByRole('banner');
  await banner.getByLabel('Username', { exact: true }).fill(username);
  await banner.getByLabel('Password', { exact: true }).fill(typed);
  await banner.getByRole('button', { name: 'Log in', exact: true }).click();
  return { username, banner, check: page.getByRole('dialog', { name: 'Security check' }) };
}

test('a member who cannot use the slider passes the security check without the picture', async ({ page, request }) => {
  const errors = watchConsole(page);
  const { username, banner, check } = await openCheck(page, request, PASSWORD);
  await check.getByRole('button', { name: 'Check without the puzzle' }).click();
  await expect(check.getByRole('status').filter({ hasText: 'Check complete. You can continue.' })).toBeVisible();
  await check.getByRole('button', { name: 'Log in', exact: true }).click();
  await closeAfterLogin(page, username);
  await expect(banner.getByRole('button', { name: username })).toBeVisible();
  expect(errors).toEqual([]);
});

test('after three wrong passwords the image captcha can be passed without the picture too', async ({ page, request }) => {
  const { username, banner, check } = await openCheck(page, request, 'Not-The-One-1');
  const done = check.getByRole('status').filter({ hasText: 'Check complete. You can continue.' });
  for (let i = 1; i <= 3; i++) {
    await check.getByRole('button', { name: 'Check without the puzzle' }).click();
    await expect(done).toHaveCount(1);
    await check.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(check.getByRole('alert')).toHaveText('The username or password is not right.');
  }
  await expect(check.getByLabel('Characters in the picture')).toBeVisible();
  await banner.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await check.getByRole('button', { name: 'Check without the picture' }).click();
  await check.getByRole('button', { name: 'Check without the puzzle' }).click();
  await expect(done).toHaveCount(2);
  await expect(check.getByLabel('Characters in the picture')).toHaveCount(0);
  await check.getByRole('button', { name: 'Log in', exact: true }).click();
  await closeAfterLogin(page, username);
  await expect(banner.getByRole('button', { name: username })).toBeVisible();
});
