import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { skipPopups, watchConsole } from './helpers.ts';

/*
 * The affiliate application in the browser: a new player applies from the member centre (a
 * missing traffic source is pointed out first, the comment counts its characters), staff approve
 * it in the loyalty desk's Affiliate applications tab at the top level, and the player then has the
 * agent centre. The Affiliates policy page leads to the application; the winners list opens.
 * Screenshots go to /tmp/shots/g-*.png (member 390 and 1280, back office 768 and 1280, bn and en).
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Sunny-River-42';

async function shoot(page: Page, name: string, widths: number[]): Promise<void> {
  if (!process.env['SHOTS']) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/g-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await enrolAndLogin(page, createStaffViaCli('support'), 'en');
  return page;
}

test('a player applies to become an agent, staff approve, and the player has the agent centre', async ({ page, browser }) => {
  test.setTimeout(240_000);
  skipPopups(page);
  const errors = watchConsole(page);
  const account = uniqueName('affil');
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);

  // The footer's Affiliates link: the programme's policy, with the way to apply.
  await open(page, '/en/policy/affiliates');
  await shoot(page, 'policy-en', [390, 1280]);
  await page.getByRole('link', { name: 'Apply to become an agent' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const form = centre.getByRole('form', { name: 'Become an agent' });
  // The page's code loads when the centre first opens it.
  await expect(form).toBeVisible({ timeout: 15_000 });

  await form.getByLabel('Mobile number').fill('+8801912345678');
  await form.getByLabel('Messenger number or username').fill('@promo_page');
  await form.getByLabel('Comment', { exact: true }).fill('I run a cricket fan page.');
  await expect(form.getByText('25 / 140')).toBeVisible();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Choose at least one source.')).toBeVisible();
  await form.getByRole('checkbox', { name: /Social media/ }).check();
  await form.getByRole('checkbox', { name: /Messaging groups/ }).check();
  await shoot(page, 'form-en', [390, 1280]);
  await form.getByRole('button', { name: 'Send application' }).click();
  const state = centre.getByRole('region', { name: 'Your application' });
  await expect(state.getByText('Waiting', { exact: true })).toBeVisible();
  await expect(state).toContainText('Social media, Messaging groups');
  await expect(centre.getByRole('form', { name: 'Become an agent' })).toHaveCount(0);
  await shoot(page, 'pending-en', [390, 1280]);

  await open(page, '/index?member=affiliateApplication');
  await expect(page.getByRole('dialog').getByText('অপেক্ষমাণ', { exact: true })).toBeVisible();
  await shoot(page, 'pending-bn', [390, 1280]);

  // Staff decide in the loyalty desk.
  const staff = await staffPage(browser);
  await staff.goto(backofficePath('en', 'loyalty'));
  await staff.getByRole('tab', { name: 'Affiliate applications' }).click();
  const card = staff.getByRole('article', { name: account });
  await expect(card).toBeVisible();
  await expect(card).toContainText('+8801912345678');
  await shoot(staff, 'bo-queue-en', [768, 1280]);
  await card.getByRole('button', { name: `Approve ${account}…` }).click();
  await expect(card.getByText("A top-level agent earns by the house's rates (settings); no contract to choose.")).toBeVisible();
  await shoot(staff, 'bo-approve-en', [768, 1280]);
  await card.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(staff.getByText(`${account} is now an agent`)).toBeVisible();
  await staff.getByRole('button', { name: 'Approved' }).click();
  await expect(staff.getByRole('article', { name: account })).toContainText('Approved by');
  await staff.goto(backofficePath('bn', 'loyalty'));
  await staff.getByRole('tab', { name: 'অ্যাফিলিয়েট আবেদন' }).click();
  await expect(staff.getByRole('article').first().or(staff.getByText('কোনো আবেদন অপেক্ষায় নেই।'))).toBeVisible();
  await shoot(staff, 'bo-queue-bn', [768, 1280]);

  // The player is now an agent: the application page has left their menu and the header opens the agent centre.
  await open(page, '/en/index');
  await page.getByRole('button', { name: 'Agent centre' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Agent centre' })).toBeVisible();
  await shoot(page, 'agent-centre-en', [390, 1280]);

  // The winners list, the same source as the home page's ticker.
  await open(page, '/en/index?member=winnersList');
  const winners = page.getByRole('dialog').getByRole('region', { name: 'Big wins' });
  await expect(winners.getByRole('listitem').first().or(winners.getByText('No big wins this week yet.'))).toBeVisible();
  await winners.getByRole('button', { name: 'Refresh' }).click();
  await shoot(page, 'winners-en', [390, 1280]);
  await open(page, '/index?member=winnersList');
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'বড় জয়' })).toBeVisible();
  await shoot(page, 'winners-bn', [390, 1280]);
  expect(errors).toEqual([]);
});
