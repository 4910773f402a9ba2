import { expect, test } from '@playwright/test';
import { islandsReady, skipPopups } from './helpers.ts';

test.describe('notices', () => {
  test('the notice modal lists nine per page, and changing page clears the selection', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/en/index');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Notices' }).click();
    const modal = page.getByRole('dialog', { name: 'Notices' });
    await expect(modal).toBeVisible();
    const items = modal.getByRole('list', { name: 'Notices' }).getByRole('button');
    await expect(items).toHaveCount(9);
    await items.first().click();
    await expect(items.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(modal.getByRole('heading', { level: 3 })).toHaveText((await items.first().locator('span').first().textContent()) ?? '');
    await modal.getByRole('button', { name: 'Page 2' }).click();
    await expect(modal.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(items).toHaveCount(3);
    await expect(modal.getByRole('list', { name: 'Notices' }).locator('[aria-expanded="true"]')).toHaveCount(0);
    await expect(modal.getByText('Choose a notice to read it.')).toBeVisible();
    await expect(modal.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('a notice opened by link starts on the page that holds it, expanded', async ({ page, request }) => {
    await skipPopups(page);
    const res = await request.get('/wps/relay/MCSFE_getListAnnouncements?types=B&language=en&pageNo=2&pageSize=9');
    const second = ((await res.json()) as { value: { list: { id: number; title: string }[] } }).value.list[1];
    expect(second).toBeDefined();
    await page.goto(`/en/noticePage?id=${second?.id}`);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: new RegExp(second?.title ?? '') })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { level: 3, name: second?.title ?? '' })).toBeVisible();
  });

  test('pop-up announcements show once per visit', async ({ page }) => {
    await page.goto('/en/index');
    const popup = page.getByRole('dialog', { name: 'Welcome to Meridian' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(800);
    await expect(popup).toBeHidden();
  });

  test('notices in Bengali show Bengali digits in their dates', async ({ page }) => {
    await skipPopups(page);
    await page.goto('/noticePage');
    await expect(page.getByRole('heading', { level: 1, name: 'বিজ্ঞপ্তি' })).toBeVisible();
    await expect(page.getByText(/^[০-৯]{4}-[০-৯]{2}-[০-৯]{2} [০-৯]{2}:[০-৯]{2}:[০-৯]{2}$/).first()).toBeVisible();
  });
});
