import { type Browser, expect, type Page, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { admin, islandsReady, shoot } from './helpers.ts';

/*
 * The sportsbook's settings on the settings desk: an owner changes the betting rules (at once),
 * asks for a higher maximum stake and margin (a money change), is stopped before sending limits
 * that contradict each other, and a second owner approves on the approvals desk; the form then
 * shows the new values. The stored settings are put back at the end, since other tests rely on them.
 */

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await enrolAndLogin(page, createStaffViaCli('owner'), 'en');
  return page;
}

async function openSports(page: Page, lang: 'bn' | 'en' = 'en'): Promise<void> {
  await page.goto(`${backofficePath(lang, 'settings')}?section=sports`);
  await islandsReady(page);
}

test('an owner sets the sportsbook’s rules at once and its stakes and margins with a second owner’s approval', async ({ browser }) => {
  test.setTimeout(120_000);
  const saved = admin('settings:get', 'sports');
  const maker = await ownerPage(browser);
  try {
    await openSports(maker);
    await expect(maker.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Sportsbook' })).toHaveAttribute('aria-current', 'page');
    const rules = maker.locator('form').filter({ has: maker.getByRole('heading', { name: 'Betting rules' }) });
    await rules.getByLabel('In-play bet delay (seconds)').fill('7');
    await rules.getByLabel('Offer cash-out').uncheck();
    await rules.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(rules.getByText('Saved. The site shows the change within 2 seconds.')).toBeVisible();

    const limits = maker.locator('form').filter({ has: maker.getByRole('heading', { name: /Stakes, payouts and margins/ }) });
    await expect(limits.getByText('Needs approval')).toBeVisible();
    // Limits that contradict each other are stopped before they are sent.
    await limits.getByLabel('Minimum stake per bet (BDT)').fill('90000');
    await limits.getByRole('button', { name: 'Ask for approval' }).click();
    await expect(limits.getByRole('alert')).toHaveText('The minimum stake may not be above the maximum stake.');
    await limits.getByLabel('Minimum stake per bet (BDT)').fill('20');
    await limits.getByLabel('Maximum stake per bet (BDT)').fill('80000');
    await limits.getByLabel('Pre-match margin (%)').fill('6.5');
    await limits.getByRole('button', { name: 'Ask for approval' }).click();
    const sent = limits.getByText(/^Sent for approval \(request #(\d+)\)/);
    await expect(sent).toBeVisible();
    const id = /#(\d+)/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    await expect(limits.getByRole('note')).toContainText(`#${id}`);
    await shoot(maker, 'settings-sports-en');

    // Reopened, the rules show what was saved and the limits what is still in force.
    await openSports(maker);
    await expect(maker.getByLabel('In-play bet delay (seconds)')).toHaveValue('7');
    await expect(maker.getByLabel('Offer cash-out')).not.toBeChecked();
    await expect(maker.getByLabel('Maximum stake per bet (BDT)')).toHaveValue('50000');

    const checker = await ownerPage(browser);
    await checker.goto(backofficePath('en', 'approvals'));
    await islandsReady(checker);
    const row = checker.getByRole('row').filter({ hasText: `#${id}` });
    await row.getByRole('button', { name: `Approve request ${id}` }).click();
    const dialog = checker.getByRole('dialog', { name: `Approve request ${id}?` });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(checker.getByRole('status')).toContainText(`Request ${id} approved and carried out.`);

    await openSports(maker);
    await expect(maker.getByLabel('Maximum stake per bet (BDT)')).toHaveValue('80000');
    await expect(maker.getByLabel('Minimum stake per bet (BDT)')).toHaveValue('20');
    await expect(maker.getByLabel('Pre-match margin (%)')).toHaveValue('6.5');
    await expect(maker.getByLabel('In-play bet delay (seconds)')).toHaveValue('7');

    await openSports(maker, 'bn');
    await expect(maker.getByRole('heading', { name: 'বাজির নিয়ম' })).toBeVisible();
    await shoot(maker, 'settings-sports-bn');
  } finally {
    admin('settings:set', 'sports', JSON.stringify(JSON.parse(saved)));
  }
});
