import { expect, test } from '@playwright/test';
import { closeAfterLogin, open, registerByApi, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole } from './helpers.ts';

test.beforeEach(({ page }) => skipPopups(page));

test('a member who cannot use the slider passes the security check without the picture', async ({ page, request }) => {
  const errors = watchConsole(page);
  const username = uniqueName('pow');
  const password = 'Quiet#2026pass';
  await registerByApi(request, { username, password });
  await open(page, '/en/index');
  const banner = page.getByRole('banner');
  await banner.getByLabel('Username', { exact: true }).fill(username);
  await banner.getByLabel('Password', { exact: true }).fill(password);
  await banner.getByRole('button', { name: 'Log in', exact: true }).click();
  const check = page.getByRole('dialog', { name: 'Security check' });
  await check.getByRole('button', { name: 'Check without the picture' }).click();
  await expect(check.getByRole('status').filter({ hasText: 'Check complete. You can continue.' })).toBeVisible();
  await check.getByRole('button', { name: 'Log in', exact: true }).click();
  await closeAfterLogin(page, username);
  await expect(banner.getByRole('button', { name: username })).toBeVisible();
  expect(errors).toEqual([]);
});
