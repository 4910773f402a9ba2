import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openAs } from './agent-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { islandsReady, watchConsole } from './helpers.ts';

/*
 * The points mall in the browser: player01 (the demo gives 30,000 points and the payment password
 * 135790) redeems two T-shirts with a delivery address, sees the request in process in the redeem
 * history, and a marketing staff member approves it in the back office's loyalty desk; the player
 * then reads it approved. Screenshots of each screen (390 and 1280 px for the site, 768 and 1280
 * for the back office, in Bengali and English) go to /tmp/shots.
 */

const SHOTS = '/tmp/shots';
const PAYMENT = '135790';

async function shoot(page: Page, name: string, widths: number[]): Promise<void> {
  if (!process.env['SHOTS']) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/mall-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a player redeems with the payment password, sees it in process; staff approve it in the back office', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const errors = watchConsole(page);
  await openAs(page, '/en/pointMall', 'player01', 'Player#2025');
  await expect(page.getByRole('heading', { level: 1, name: 'Points mall' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your points' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Points mall goods' });
  const shirt = grid.getByRole('listitem', { name: 'Meridian T-shirt' });
  await expect(shirt).toContainText('1,500 points');
  await expect(grid.getByRole('listitem', { name: 'Smartphone (128 GB)' })).toContainText('Needs ৳20,000.00 deposits this month');
  await shoot(page, 'shop-en', [390, 1280]);

  await shirt.getByRole('button', { name: 'Redeem Meridian T-shirt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Meridian T-shirt' });
  await dialog.getByRole('button', { name: 'One more' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  // Without the delivery details and the password nothing is sent; each field says what it needs.
  await dialog.getByRole('button', { name: 'Redeem for 3,000 points' }).click();
  await expect(dialog.getByLabel('Delivery address')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Delivery address').fill('House 9, Road 3, Banani, Dhaka');
  await dialog.getByLabel('Mobile number for delivery').fill('01712 000001');
  // A wrong payment password is refused (and counted against its lock).
  await dialog.getByLabel('Payment password').fill('111111');
  await dialog.getByRole('button', { name: 'Redeem for 3,000 points' }).click();
  await expect(dialog.getByRole('alert')).toContainText('payment password');
  await dialog.getByLabel('Payment password').fill(PAYMENT);
  await shoot(page, 'dialog-en', [390, 1280]);
  await dialog.getByRole('button', { name: 'Redeem for 3,000 points' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your request for 2 × Meridian T-shirt is in process.' })).toBeVisible();
  await page.getByRole('button', { name: 'Open redeem history' }).click();

  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const requests = centre.getByRole('list', { name: 'Redeem requests' });
  const mine = requests.getByRole('listitem', { name: 'Meridian T-shirt' }).filter({ hasText: 'Quantity 2' });
  await expect(mine).toContainText('In process');
  await expect(mine).toContainText('House 9, Road 3, Banani, Dhaka');
  // The demo's earlier requests: one rejected with its reason, one approved and on its way.
  await expect(requests.getByRole('listitem', { name: 'Wireless headphones' })).toContainText('Rejected');
  await shoot(page, 'history-en', [390, 1280]);

  // Staff approve it in the back office.
  const staffPage = await (await browser.newContext()).newPage();
  await enrolAndLogin(staffPage, createStaffViaCli('marketing'), 'en');
  await staffPage.goto(backofficePath('en', 'loyalty'));
  await islandsReady(staffPage);
  await staffPage.getByRole('tab', { name: 'Points mall' }).click();
  const queue = staffPage.getByRole('region', { name: 'Redeem requests' });
  const request = queue.getByRole('article').filter({ hasText: '2 × Meridian T-shirt' }).filter({ hasText: 'player01' });
  await expect(request).toContainText('House 9, Road 3, Banani, Dhaka');
  await expect(staffPage.getByRole('table', { name: 'Goods' })).toContainText('Meridian T-shirt');
  await shoot(staffPage, 'desk-en', [768, 1280]);
  await request.getByRole('button', { name: /^Approve #/ }).click();
  await expect(queue.getByText(/of player01 approved/)).toBeVisible();
  await expect(request).toBeHidden();
  await staffPage.goto(backofficePath('bn', 'loyalty'));
  await islandsReady(staffPage);
  await staffPage.getByRole('tab', { name: 'পয়েন্ট মল' }).click();
  await expect(staffPage.getByRole('region', { name: 'রিডিম অনুরোধ' })).toBeVisible();
  await shoot(staffPage, 'desk-bn', [768, 1280]);

  // The player reads it approved.
  await page.reload();
  await islandsReady(page);
  await page.getByRole('button', { name: 'Redeem history' }).click();
  await expect(page.getByRole('dialog', { name: 'Member centre' }).getByRole('listitem', { name: 'Meridian T-shirt' }).filter({ hasText: 'Quantity 2' })).toContainText('Approved');

  await page.goto('/pointMall');
  await islandsReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'পয়েন্ট মল' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'পয়েন্ট মলের পণ্য' })).toBeVisible();
  await shoot(page, 'shop-bn', [390, 1280]);
  await page.getByRole('button', { name: 'রিডিম ইতিহাস' }).click();
  await expect(page.getByRole('dialog').getByRole('list', { name: 'রিডিম অনুরোধ' })).toBeVisible();
  await shoot(page, 'history-bn', [390, 1280]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '৳১০০ নগদ ভাউচার রিডিম করুন' }).click();
  await expect(page.getByRole('dialog', { name: '৳১০০ নগদ ভাউচার রিডিম করুন' })).toBeVisible();
  await shoot(page, 'dialog-bn', [390, 1280]);
  expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
});
