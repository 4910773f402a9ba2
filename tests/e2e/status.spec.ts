import { expect, test } from '@playwright/test';
import { admin, reloadUntil, skipPopups } from './helpers.ts';

test.describe('maintenance and region restriction', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test.afterEach(() => {
    admin('maintenance:off');
    admin('settings:set', 'regionRestriction', '{"enabled":false,"blockedCountries":[],"blockedIps":[]}');
  });

  test('the maintenance page appears on every page while maintenance is on, with its end time', async ({ page }) => {
    await page.goto('/en/help');
    admin('maintenance:on', '2030-01-02T03:04:05Z');
    await reloadUntil(page, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible({ timeout: 500 });
    });
    await expect(page.getByText('We are currently performing a system maintenance')).toBeVisible();
    await expect(page.getByText('2030-01-02 09:04:05')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
    const res = await page.goto('/live');
    expect(res?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'সিস্টেম রক্ষণাবেক্ষণ' })).toBeVisible();
    admin('maintenance:off');
    await reloadUntil(page, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'লাইভ ক্যাসিনো' })).toBeVisible({ timeout: 500 });
    });
  });

  test('the region page shows the visitor IP when the address is blocked', async ({ page }) => {
    await page.goto('/en/index');
    admin('settings:set', 'regionRestriction', '{"enabled":true,"blockedCountries":[],"blockedIps":["127.0.0.0/8","::1"]}');
    await reloadUntil(page, async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Access not available in your region' })).toBeVisible({ timeout: 500 });
    });
    await expect(page.getByText('127.0.0.1')).toBeVisible();
    await expect(page.getByText('Access to this site is not allowed because of your location or IP address.')).toBeVisible();
  });
});
