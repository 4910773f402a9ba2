import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { toZonedInput } from '#lib/backoffice/zoned-input.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { islandsReady } from './helpers.ts';

/*
 * The promotions desk in the browser: a marketing staff member creates a promotion (titles and
 * terms in both languages, the schedule, the deposit bonus's numbers with their plain words),
 * previews it as players will see it and asks to publish; an owner approves the request on the
 * approvals desk; a fresh visitor then finds it on /promotions. The promotion is this test's own.
 */

const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string, widths = [1280, 768]): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/f-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

test('marketing creates and previews a promotion, asks to publish; an owner approves; it appears on /promotions', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const title = `Weekend match ${Date.now().toString(36)}`;
  const whitelabel = (await (await page.request.get('/wps/system/whitelabel')).json()) as { value: { timeZone: string } };
  const zone = whitelabel.value.timeZone;

  await enrolAndLogin(page, createStaffViaCli('marketing'), 'en');
  await page.goto(backofficePath('en', 'promotions'));
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Promotions with their status, dates and cost so far' }).or(page.getByText('No promotions match.'))).toBeVisible();
  await shoot(page, 'list-en');

  await page.getByRole('button', { name: 'New promotion' }).click();
  await expect(page.getByRole('heading', { name: 'New promotion' })).toBeVisible();
  await page.getByLabel('Title (Bengali)').fill(`সপ্তাহান্তের মিল ${title.slice(-6)}`);
  await page.getByLabel('Title (English)').fill(title);
  await page.getByRole('textbox', { name: 'Terms (English)' }).click();
  await page.keyboard.type('One bonus per player. Wagering applies.');
  await page.getByRole('textbox', { name: 'Terms (Bengali)' }).click();
  await page.keyboard.type('প্রতি খেলোয়াড় একটি বোনাস।');
  await page.getByLabel('Starts').fill(toZonedInput(Date.now() - 3_600_000, zone));
  await page.getByLabel('Newbie').check();
  // The deposit bonus's numbers, read back in plain words.
  await page.getByLabel('Match').fill('50');
  await page.getByLabel('Up to').fill('2500');
  const words = page.getByRole('list').filter({ hasText: 'of your first deposit' }).first();
  await expect(words).toContainText('50% of your first deposit up to ৳2,500');
  await expect(words).toContainText('Wager 10× the bonus within 14 days');
  // A wagering multiple above the cap (10×) is refused in the field and the rule stays.
  const wagering = page.getByLabel('Wagering (times the bonus)');
  await wagering.fill('12');
  await expect(wagering).toHaveAttribute('aria-invalid', 'true');
  await expect(words).toContainText('Wager 10× the bonus');
  await wagering.fill('8');
  await expect(words).toContainText('Wager 8× the bonus within 14 days');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  const heading = page.getByRole('heading', { name: /^Promotion #\d+$/ });
  await expect(heading).toBeVisible();
  const id = Number(/#(\d+)/.exec((await heading.textContent()) ?? '')?.[1]);

  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('region', { name: 'Preview: as players will see it' });
  await expect(preview.getByRole('article', { name: 'Preview in English' })).toContainText(title);
  await expect(preview.getByRole('article', { name: 'Preview in Bengali' })).toContainText('প্রতি খেলোয়াড় একটি বোনাস।');
  await shoot(page, 'editor-en');

  await page.getByRole('button', { name: 'Ask to publish' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask to publish?' });
  await expect(ask).toContainText(title);
  await ask.getByRole('button', { name: 'Ask to publish' }).click();
  const sent = page.getByText(/Request #\d+ sent/);
  await expect(sent).toBeVisible();
  const approvalId = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
  await expect(page.getByRole('note')).toContainText(`Publication request #${approvalId} waits for a second person.`);
  await expect(page.getByLabel('Title (English)')).toBeDisabled();

  // The Bengali desk.
  await page.goto(backofficePath('bn', 'promotions'));
  await expect(page.getByRole('heading', { level: 1, name: 'প্রচার' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `#${id}` });
  await expect(row).toContainText('অনুমোদনের অপেক্ষায়');
  await shoot(page, 'list-bn');
  await row.getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: `প্রচার #${id}` })).toBeVisible();
  await shoot(page, 'editor-bn');
  await page.getByRole('tab', { name: 'খরচের রিপোর্ট' }).click();
  await expect(page.getByRole('button', { name: 'দেখান' })).toBeVisible();
  await shoot(page, 'cost-bn');

  // An owner approves on the approvals desk.
  const owner = await browser.newPage();
  try {
    await enrolAndLogin(owner, createStaffViaCli('owner'), 'en');
    await owner.goto(backofficePath('en', 'approvals'));
    const request = owner.getByRole('row').filter({ hasText: `#${approvalId}` });
    await expect(request).toContainText('Publish a promotion');
    await request.getByRole('button', { name: `Approve request ${approvalId}` }).click();
    await owner.getByRole('dialog', { name: `Approve request ${approvalId}?` }).getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(owner.getByRole('status')).toContainText(`Request ${approvalId} approved and carried out.`);
    await owner.goto(backofficePath('en', 'promotions'));
    await expect(owner.getByRole('row').filter({ hasText: `#${id}` })).toContainText('Published');
    await owner.getByRole('tab', { name: 'Cost report' }).click();
    await expect(owner.getByRole('button', { name: 'Show' })).toBeVisible();
    await shoot(owner, 'cost-en');
    await owner.getByRole('tab', { name: 'Applications' }).click();
    await expect(owner.getByRole('button', { name: 'Waiting' })).toBeVisible();
    await shoot(owner, 'applications-en', [1280]);
  } finally {
    await owner.close();
  }

  // A fresh visitor sees it on the promotions page.
  const visitor = await browser.newPage();
  try {
    await visitor.goto('/en/promotions');
    await islandsReady(visitor);
    await expect(visitor.getByText(title).first()).toBeVisible();
  } finally {
    await visitor.close();
  }
});
