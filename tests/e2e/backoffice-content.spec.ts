import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { islandsReady, skipPopups } from './helpers.ts';

const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

test.describe('back office content desk', () => {
  test('a content user writes a notice in both languages with the editor, previews it, publishes, and the site shows it', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const en = `Weekend maintenance ${stamp}`;
    const bn = `সাপ্তাহিক রক্ষণাবেক্ষণ ${stamp}`;
    const creds = await enrolAndLogin(page, createStaffViaCli('content'), 'en');
    expect(creds.username).toBeTruthy();

    await page.goto(backofficePath('en', 'content'));
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Notices' })).toHaveAttribute('aria-selected', 'true');
    // Content may not write banners: the banners tab has no "New banner" button.
    await page.getByRole('tab', { name: 'Banners' }).click();
    await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New banner' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Notices' }).click();

    await page.getByRole('button', { name: 'New notice' }).click();
    const form = page.getByRole('form', { name: 'New notice' });
    await expect(form).toBeVisible();

    // Bengali first (the default tab), with a bold word and a list from the toolbar.
    await form.getByLabel('Title (Bengali)').fill(bn);
    const bnText = form.getByRole('textbox', { name: 'Text (Bengali)' });
    await bnText.click();
    await page.keyboard.type('শনিবার রাতে ');
    await form.getByRole('toolbar', { name: 'Formatting: Text (Bengali)' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('দুই ঘণ্টা');
    await form.getByRole('toolbar', { name: 'Formatting: Text (Bengali)' }).getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' সাইট বন্ধ থাকবে।');

    await form.getByRole('tab', { name: 'English' }).click();
    await form.getByLabel('Title (English)').fill(en);
    const enText = form.getByRole('textbox', { name: 'Text (English)' });
    await enText.click();
    await page.keyboard.type('The site is closed for ');
    const enTools = form.getByRole('toolbar', { name: 'Formatting: Text (English)' });
    await enTools.getByRole('button', { name: 'Bold' }).click();
    await expect(enTools.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('two hours');
    await enTools.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' on Saturday night.');
    await page.keyboard.press('Enter');
    await enTools.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Deposits wait until it is back');

    // The preview shows both languages side by side, as the site renders them.
    await form.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview as the site shows it' });
    await expect(preview).toBeVisible();
    const enCard = preview.getByRole('article', { name: 'English' });
    const bnCard = preview.getByRole('article', { name: 'Bengali' });
    await expect(enCard.getByRole('heading', { name: en })).toBeVisible();
    await expect(enCard.locator('strong')).toHaveText('two hours');
    await expect(enCard.getByRole('listitem')).toHaveText('Deposits wait until it is back');
    await expect(bnCard.getByRole('heading', { name: bn })).toBeVisible();
    await expect(bnCard.locator('strong')).toHaveText('দুই ঘণ্টা');
    await shoot(page, 'content-editor-en');

    await form.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status').filter({ hasText: en })).toBeVisible();
    const table = page.getByRole('table', { name: 'Notices' });
    const row = table.getByRole('row').filter({ hasText: en });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').filter({ hasText: 'Live' })).toBeVisible();
    await shoot(page, 'content-list-en');

    // The Bengali back office shows the same notice by its Bengali title.
    await page.goto(backofficePath('bn', 'content'));
    await islandsReady(page);
    await expect(page.getByRole('table', { name: 'নোটিশ' }).getByRole('row').filter({ hasText: bn })).toBeVisible();
    await shoot(page, 'content-list-bn');
    await page.getByRole('button', { name: `“${bn}” এর প্রিভিউ` }).click();
    await expect(page.getByRole('region', { name: 'সাইটে যেমন দেখাবে' }).getByRole('heading', { name: en })).toBeVisible();
    await shoot(page, 'content-preview-bn');

    // The member site lists it under "For players", in each language, with its formatting.
    await skipPopups(page);
    await page.goto('/en/noticePage');
    await islandsReady(page);
    await page.getByRole('tab', { name: 'For players' }).click();
    const item = page.getByRole('button', { name: new RegExp(en) });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page.getByRole('heading', { level: 3, name: en })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'two hours' })).toBeVisible();
    await page.goto('/noticePage');
    await islandsReady(page);
    await page.getByRole('tab', { name: 'খেলোয়াড়দের জন্য' }).click();
    await expect(page.getByRole('button', { name: new RegExp(bn) })).toBeVisible();
  });

  test('marketing sends a message to a VIP rank and publishes a help item that the help centre shows', async ({ page }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    await enrolAndLogin(page, createStaffViaCli('marketing'), 'en');

    await page.goto(`${backofficePath('en', 'content')}?tab=messages`);
    await islandsReady(page);
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByRole('form', { name: 'Send a message' });
    await form.getByLabel('Send to').selectOption({ label: 'VIP rank' });
    await form.getByLabel('Rank number').fill('0');
    await form.getByLabel('Subject').fill(`Weekend bonus ${stamp}`);
    await form.getByLabel('Message', { exact: true }).fill('Deposit this weekend and get a bonus.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('status')).toHaveText(/Sent\. Recipients: [1-9]\d*\./);
    const sent = page.getByRole('table', { name: 'Messages sent' });
    await expect(sent.getByRole('row').filter({ hasText: `Weekend bonus ${stamp}` })).toContainText('VIP rank: 0');
    await shoot(page, 'content-messages-en');

    await page.getByRole('tab', { name: 'Help items' }).click();
    await page.getByRole('button', { name: 'New help item' }).click();
    const help = page.getByRole('form', { name: 'New help item' });
    await help.getByLabel('Title (Bengali)').fill(`বোনাসের নিয়ম ${stamp}`);
    await help.getByRole('textbox', { name: 'Text (Bengali)' }).fill('বোনাস পেতে জমা দিন।');
    await help.getByRole('tab', { name: 'English' }).click();
    await help.getByLabel('Title (English)').fill(`Bonus rules ${stamp}`);
    await help.getByRole('textbox', { name: 'Text (English)' }).fill('Deposit to get the bonus.');
    await help.getByLabel('Show in the help centre').check();
    await help.getByRole('button', { name: 'Save help item' }).click();
    const row = page.getByRole('table', { name: 'Help items' }).getByRole('row').filter({ hasText: `Bonus rules ${stamp}` });
    await expect(row).toContainText('Shown');
    await shoot(page, 'content-help-en');

    await page.goto(`${backofficePath('bn', 'content')}?tab=messages`);
    await islandsReady(page);
    await expect(page.getByRole('table', { name: 'পাঠানো বার্তা' }).getByRole('row').filter({ hasText: `Weekend bonus ${stamp}` })).toBeVisible();
    await shoot(page, 'content-messages-bn');

    // The help centre shows it after the built-in items, in its table of contents too, spaced like them.
    await skipPopups(page);
    for (const [path, lang, title, topics] of [
      ['/en/help', 'en', `Bonus rules ${stamp}`, 'Topics'],
      ['/help', 'bn', `বোনাসের নিয়ম ${stamp}`, 'বিষয়সূচি'],
    ] as const) {
      await page.goto(path);
      await islandsReady(page);
      const heading = page.getByRole('heading', { level: 2, name: title });
      await expect(heading).toBeVisible();
      const toc = page.getByRole('navigation', { name: topics });
      const entry = toc.getByRole('link', { name: title });
      await expect(entry).toBeVisible();
      // Last in the list, after the built-in entries, in the same list (same spacing).
      await expect(toc.getByRole('listitem').last()).toHaveText(title);
      expect(await toc.getByRole('list').count()).toBe(1);
      const gaps = await page.evaluate(() => {
        const items = [...document.querySelectorAll<HTMLElement>('#help-toc > li')];
        const tops = items.map((li) => li.getBoundingClientRect().top);
        const steps = tops.slice(1).map((top, i) => Math.round(top - (tops[i] ?? 0)));
        const pads = [...document.querySelectorAll<HTMLElement>('section.item')].map((el) => getComputedStyle(el).paddingTop);
        return { steps, pads };
      });
      // One line each: the stored entry is as far from the one before it as the built-in ones are apart.
      expect(gaps.steps.at(-1)).toBe(gaps.steps[0]);
      expect(new Set(gaps.pads).size).toBe(1);
      await entry.click();
      await expect(page).toHaveURL(/#item-\d+$/);
      await expect(heading).toBeInViewport();
      mkdirSync(SHOTS, { recursive: true });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await toc.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/help-toc-${lang}-${width}.png` });
        await heading.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/help-item-${lang}-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 1000 });
    }
    await expect(page.getByText('বোনাস পেতে জমা দিন।')).toBeVisible();
  });
});
