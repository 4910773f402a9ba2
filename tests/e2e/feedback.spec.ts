import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { shoot, skipPopups, watchConsole } from './helpers.ts';

/*
 * Feedback in the browser: a member writes feedback with an image from the member centre (too few
 * words are pointed out first, the counter counts), sees it listed as waiting; a support agent
 * finds it in the back office's Feedback tab and replies; the member then sees the reply and the
 * unread message badge. Screenshots with SHOTS=1 (/tmp/shots/h5-*), member bn and en at 390 and 1280.
 */

const PASSWORD = 'Amber-Field-83';
const REPLY = 'Thank you. The deposit reached your wallet at 10:42; see https://example.com/help for details.';

test('a member sends feedback with an image, support replies in the back office, and the member sees the reply and the unread badge', async ({ page, browser }) => {
  test.setTimeout(180_000);
  skipPopups(page);
  const errors = watchConsole(page);
  const account = uniqueName('fback');
  const mobile = uniqueMobile();
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile }, true);

  await open(page, '/en/index?member=feedback');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const form = centre.getByRole('form', { name: 'Send us feedback' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  await expect(form.getByLabel('Contact')).toHaveValue(new RegExp(`${mobile}$`));
  await form.getByLabel('Question type').selectOption({ label: 'Deposit' });
  await form.getByLabel('Your feedback').fill('Deposit not arrived');
  await expect(form.getByText('3 / 5–500 words')).toBeVisible();
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Write between 5 and 500 words.')).toBeVisible();
  await form.getByLabel('Your feedback').fill('My deposit of 500 taka this morning has not arrived in my wallet yet.');
  await expect(form.getByText('14 / 5–500 words')).toBeVisible();
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6f4f' } }).png().toBuffer();
  await form.getByLabel('Images (optional)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await shoot(page, 'h5-feedback-form-en');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByText('Thank you. Your feedback was sent')).toBeVisible();
  const mine = centre.getByRole('region', { name: 'My feedback' });
  await expect(mine.getByText('Waiting for a reply')).toBeVisible();
  await expect(mine.getByText('My deposit of 500 taka')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Attached image 1' })).toBeVisible();
  await shoot(page, 'h5-feedback-sent-en');

  // A support agent answers in the desk's Feedback tab.
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const staff = await context.newPage();
  try {
    await enrolAndLogin(staff, createStaffViaCli('support'), 'en');
    await staff.goto(backofficePath('en', 'support'));
    await staff.getByRole('tab', { name: 'Feedback' }).click();
    await staff.getByLabel('Member account').fill(account);
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff.getByRole('button', { name: new RegExp(`^Open feedback #\\d+ from ${account}$`) }).click();
    const pane = staff.getByRole('region', { name: new RegExp(`^Feedback #\\d+ from ${account}$`) });
    await expect(pane.getByText('My deposit of 500 taka')).toBeVisible();
    await expect(pane.getByRole('img', { name: 'Attached image 1' })).toBeVisible();
    await pane.getByLabel(/Your reply/).fill(REPLY);
    await pane.getByRole('button', { name: 'Send reply' }).click();
    await expect(pane.getByText('Reply sent.')).toBeVisible();
    await expect(pane.getByRole('link', { name: 'https://example.com/help' })).toHaveAttribute('rel', /noopener/);
    await pane.getByLabel('Tags').fill('Deposit, Slow bank');
    await pane.getByRole('button', { name: 'Save tags' }).click();
    await expect(pane.getByText('Tags saved.')).toBeVisible();
    await shoot(staff, 'h5-feedback-desk-en', [1280]);
    await staff.goto(backofficePath('bn', 'support'));
    await staff.getByRole('tab', { name: 'মতামত' }).click();
    await expect(staff.getByRole('heading', { name: 'সদস্যদের মতামত' })).toBeVisible();
    await shoot(staff, 'h5-feedback-desk-bn', [1280]);
  } finally {
    await context.close();
  }

  // The member sees the reply and the unread message.
  await open(page, '/en/index?member=feedback');
  const after = page.getByRole('dialog', { name: 'Member centre' }).getByRole('region', { name: 'My feedback' });
  await expect(after.getByText(/The deposit reached your wallet at 10:42/)).toBeVisible({ timeout: 15_000 });
  await expect(after.getByRole('link', { name: 'https://example.com/help' })).toHaveAttribute('rel', /noopener/);
  await expect(after.getByText('Replied', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /Platform information/ })).toContainText('1 unread message');
  // The centre scrolls inside itself: bring the reply into the picture.
  await after.getByText(/The deposit reached your wallet/).scrollIntoViewIfNeeded();
  await shoot(page, 'h5-feedback-replied-en');
  await open(page, '/index?member=feedback');
  const repliedBn = page.getByRole('dialog').getByText('উত্তর দেওয়া হয়েছে', { exact: true });
  await expect(repliedBn).toBeVisible({ timeout: 15_000 });
  await repliedBn.scrollIntoViewIfNeeded();
  await shoot(page, 'h5-feedback-replied-bn');
  expect(errors).toEqual([]);
});
