import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';

/*
 * The settings desk's deposit channels in the browser: an owner reads the channels' limits and
 * fees, edits one in the dialog and the change waits for approval (the table keeps the stored
 * values, the request is listed). A second owner rejects it at the end, so the demo channels stay
 * as other tests expect them.
 */

const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string, widths = [1280, 768]): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

test('an owner asks to change a deposit channel; it waits for a second staff member', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await enrolAndLogin(page, createStaffViaCli('owner'), 'en');
  await page.goto(`${backofficePath('en', 'settings')}?section=channels`);
  await expect(page.getByRole('heading', { name: /Deposit channels/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Deposit channels with their limits and fees' });
  const bankRow = table.getByRole('row', { name: /Bank transfer/ }).first();
  await expect(bankRow).toContainText('500');
  await expect(bankRow).toContainText('0%');

  await bankRow.getByRole('button', { name: 'Edit Bank transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Bank transfer' });
  await expect(dialog.getByText(/Needs approval/)).toBeVisible();
  const min = dialog.getByLabel(/Minimum deposit/);
  await expect(min).toHaveValue('500');
  // A maximum below the minimum is refused before sending.
  await min.fill('400');
  await dialog.getByLabel(/Maximum deposit/).fill('300');
  await dialog.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a maximum that is not below the minimum.');
  await dialog.getByLabel(/Maximum deposit/).fill('450000');
  await dialog.getByLabel('Fee (%)').fill('1.5');
  await shoot(page, 'channels-dialog-en', [1280]);
  await dialog.getByRole('button', { name: 'Ask for approval' }).click();
  await expect(dialog).toHaveCount(0);
  const done = page.getByText(/Sent for approval \(request #\d+\)/);
  await expect(done).toBeVisible();
  const approvalId = Number(/#(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  const note = page.getByRole('note').filter({ hasText: 'Waiting for approval' });
  await expect(note).toContainText(`Request #${approvalId}: Bank transfer`);
  await expect(note).toContainText('1.5%');
  // The table still shows the stored values.
  await expect(bankRow).toContainText('0%');
  await shoot(page, 'channels-en');

  await page.goto(`${backofficePath('bn', 'settings')}?section=channels`);
  await expect(page.getByRole('heading', { name: /জমার চ্যানেল/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'সীমা ও ফি সহ জমার চ্যানেলসমূহ' })).toBeVisible();
  await shoot(page, 'channels-bn');

  // A second owner rejects the request (nothing changes); the section no longer lists it.
  const checker = await browser.newPage();
  try {
    await enrolAndLogin(checker, createStaffViaCli('owner'), 'en');
    const res = await checker.request.post(`/backoffice/api/approvals/${approvalId}/reject`, { data: { reason: 'end of the e2e test' }, headers: { origin: new URL(baseURL ?? 'http://localhost').origin } });
    expect(res.status()).toBe(200);
  } finally {
    await checker.close();
  }
  await page.goto(`${backofficePath('en', 'settings')}?section=channels`);
  await expect(page.getByRole('table', { name: 'Deposit channels with their limits and fees' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Waiting for approval' })).toHaveCount(0);
});
