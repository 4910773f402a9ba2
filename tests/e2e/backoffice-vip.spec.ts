import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';

/*
 * The loyalty desk's VIP tab in the browser: a marketing staff member changes a rank's bonus in the
 * ladder and asks for approval; an owner approves it on the approvals desk; the public ladder then
 * shows it. The marketing member also sets a demo player's rank by hand with a reason, and sets it
 * back afterwards (the demo's ranks are other tests' starting point).
 */

const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string, widths = [1280, 768]): Promise<void> {
  if (!process.env['SHOTS']) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/a2-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

type Ladder = { value: { ladder: { rank: number; label: string; birthdayBonus: number }[] } };

test('marketing changes a rank’s bonus, an owner approves, the public ladder shows it; a rank is set by hand', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const before = (await (await page.request.get('/wps/vip/ranks')).json()) as Ladder;
  const top = before.value.ladder.at(-1);
  if (!top) throw new Error('no ladder');
  // A new birthday bonus for the top rank, in taka, different from what is stored.
  const bonus = Math.round(top.birthdayBonus / 100) + 111;

  await enrolAndLogin(page, createStaffViaCli('marketing'), 'en');
  await page.goto(backofficePath('en', 'loyalty'));
  await page.getByRole('tab', { name: 'VIP ranks' }).click();
  const ladder = page.getByRole('table', { name: 'The VIP ladder' });
  await expect(ladder).toBeVisible();
  await shoot(page, 'vip-en');

  const cell = page.getByLabel(`${top.label}: Birthday bonus`);
  await cell.fill('12x');
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  await cell.fill(String(bonus));
  await page.getByRole('button', { name: 'Ask for approval' }).click();
  const asked = page.getByText(/Change #\d+ is waiting for a second staff member/);
  await expect(asked).toBeVisible();
  const approvalId = Number(/#(\d+)/.exec((await asked.textContent()) ?? '')?.[1]);

  // A rank set by hand: the reason is required.
  await page.getByLabel('Member account').fill('player02');
  await page.getByLabel('New rank').selectOption({ label: before.value.ladder[2]?.label ?? 'VIP 2' });
  await page.getByRole('button', { name: 'Set rank' }).click();
  await expect(page.getByRole('alert')).toContainText('Enter the member');
  await page.getByLabel('Reason').fill('Moved over from our sister brand');
  await page.getByRole('button', { name: 'Set rank' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'player02 moved from' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ranks set by hand lately' }).getByRole('row').nth(1)).toContainText('Moved over from our sister brand');

  // The Bengali tab.
  await page.goto(backofficePath('bn', 'loyalty'));
  await page.getByRole('tab', { name: 'ভিআইপি র‍্যাঙ্ক' }).click();
  await expect(page.getByRole('table', { name: 'ভিআইপি সিঁড়ি' })).toBeVisible();
  await shoot(page, 'vip-bn');

  // An owner approves on the approvals desk.
  const owner = await browser.newPage();
  try {
    await enrolAndLogin(owner, createStaffViaCli('owner'), 'en');
    await owner.goto(backofficePath('en', 'approvals'));
    const request = owner.getByRole('row').filter({ hasText: `#${approvalId}` });
    await request.getByRole('button', { name: `Approve request ${approvalId}` }).click();
    await owner.getByRole('dialog', { name: `Approve request ${approvalId}?` }).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(owner.getByRole('status')).toContainText(`Request ${approvalId} approved and carried out.`);
  } finally {
    await owner.close();
  }
  const after = (await (await page.request.get('/wps/vip/ranks')).json()) as Ladder;
  expect(after.value.ladder.at(-1)?.birthdayBonus).toBe(bonus * 100);

  // Back to the demo's rank.
  await page.goto(backofficePath('en', 'loyalty'));
  await page.getByRole('tab', { name: 'VIP ranks' }).click();
  await page.getByLabel('Member account').fill('player02');
  await page.getByLabel('New rank').selectOption({ label: before.value.ladder[1]?.label ?? 'VIP 1' });
  await page.getByLabel('Reason').fill('Back to the demo rank');
  await page.getByRole('button', { name: 'Set rank' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'player02 moved from' })).toBeVisible();
});
