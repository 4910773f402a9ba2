import { expect, test } from '@playwright/test';
import { islandsReady, skipPopups, watchConsole } from './helpers.ts';

test.describe('site shell', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('home renders in Bengali by default, with one navigation entry per category with vendors @phone', async ({ page }) => {
    const errors = watchConsole(page);
    const res = await page.goto('/');
    expect(res?.url()).toMatch(/\/index$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
    await expect(page.getByRole('heading', { level: 1, name: 'ন্যায্য খেলা, দ্রুত পেমেন্ট।' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'প্রধান' });
    for (const name of ['হোম', 'লাইভ ক্যাসিনো', 'খেলা', 'স্লট', 'ফিশিং', 'কার্ড গেম', 'ই-স্পোর্টস', 'লটারি', 'ই-লটারি', 'প্রোমোশন']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /— —/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('home renders in English under /en', async ({ page }) => {
    await page.goto('/en/index');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('heading', { level: 1, name: 'Play fair. Get paid fast.' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Live casino' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Meridian');
  });

  test('the language selector switches language, and the choice is remembered', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'সহায়তা কেন্দ্র' })).toBeVisible();
    await islandsReady(page);
    await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('en');
    await expect(page).toHaveURL(/\/en\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['en', 'bn']);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/index$/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ন্যায্য খেলা, দ্রুত পেমেন্ট।' })).toBeVisible();
  });

  test('the side menu opens, lists the games and closes with Escape @phone', async ({ page }) => {
    await page.goto('/en/index');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Slots' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Customer service' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the footer help accordion keeps one item open at a time', async ({ page }) => {
    await page.goto('/en/index');
    const footer = page.getByRole('contentinfo');
    const items = footer.locator('details');
    await expect(items).toHaveCount(4);
    const summaries = footer.locator('details > summary');
    await summaries.nth(0).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await summaries.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open', '');
    await summaries.nth(1).click();
    await expect(items.nth(1)).not.toHaveAttribute('open', '');
    for (const name of ['About Company', 'Contact Us', 'General Terms and Conditions', 'Responsible Gaming', 'Privacy Policy', 'Affiliates', 'Refund Policy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('the right bar shows the app QR codes the operator configured', async ({ page }) => {
    await page.goto('/en/index');
    await islandsReady(page);
    const bar = page.getByRole('complementary', { name: 'Quick contact' });
    await bar.getByRole('button', { name: 'Android' }).hover();
    const qr = bar.getByRole('img', { name: 'QR code to open Meridian on Android' });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveJSProperty('naturalWidth', 200);
  });

  test('an unknown page is a real 404 in the language of its address', async ({ page }) => {
    const en = await page.goto('/en/no-such-page');
    expect(en?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const bn = await page.goto('/no/such/page');
    expect(bn?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
  });
});
