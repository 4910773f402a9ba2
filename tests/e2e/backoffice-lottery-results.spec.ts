import { type Browser, expect, type Page, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { admin, islandsReady, shoot, skipPopups } from './helpers.ts';

/*
 * Official lottery results in the lottery desk: the Thai Government draw is held early by the
 * operator command, one staff member types its result, which waits; a second staff member
 * approves it in the same tab and the draw is settled with it.
 */

const RESULT: [string, string][] = [
  ['First prize 1', '482913'],
  ['Front 3 digits 1', '105'],
  ['Front 3 digits 2', '772'],
  ['Back 3 digits 1', '039'],
  ['Back 3 digits 2', '644'],
  ['Bottom 2 digits 1', '58'],
];

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await skipPopups(page);
  await enrolAndLogin(page, createStaffViaCli('risk'), 'en');
  return page;
}

async function openResults(page: Page): Promise<void> {
  await page.goto(backofficePath('en', 'lottery'));
  await islandsReady(page);
  await page.getByRole('tab', { name: 'Official results' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Official results' })).toBeVisible();
}

test.describe('lottery desk: official results', () => {
  test('one staff member enters a result, a second approves it and the draw settles', async ({ browser }) => {
    test.setTimeout(120_000);
    const held = JSON.parse(admin('lottery:close-now', 'THAI_GOV')) as { number: string };
    const number = held.number;

    const maker = await staffPage(browser);
    await openResults(maker);
    await maker.getByRole('button', { name: `Enter the result of draw ${number}` }).click();
    // A missing number is pointed out; a wrong digit count is held back by the field itself.
    await maker.getByRole('button', { name: 'Send for approval' }).click();
    await expect(maker.getByRole('alert')).toContainText('Fill in every number');
    for (const [label, value] of RESULT) await maker.getByLabel(label, { exact: true }).fill(value);
    const first = maker.getByLabel('First prize 1', { exact: true });
    await first.fill('48291');
    await maker.getByRole('button', { name: 'Send for approval' }).click();
    expect(await first.evaluate((el) => (el as HTMLInputElement).validity.patternMismatch)).toBe(true);
    await first.fill('482913');
    await shoot(maker, 'bo-lottery-result-entry-en', [1280]);
    await maker.getByRole('button', { name: 'Send for approval' }).click();
    await expect(maker.getByRole('status')).toContainText(`Result of draw ${number} sent for approval`);
    const mine = maker.getByRole('row').filter({ hasText: number }).filter({ hasText: 'Another staff member decides' });
    await expect(mine).toBeVisible();
    await expect(maker.getByRole('button', { name: `Approve the result of draw ${number}` })).toHaveCount(0);

    const checker = await staffPage(browser);
    await openResults(checker);
    const pending = checker.getByRole('row').filter({ hasText: number }).filter({ hasText: '482913' });
    await expect(pending).toBeVisible();
    await shoot(checker, 'bo-lottery-results-pending-en', [390, 1280]);
    await checker.getByRole('button', { name: `Approve the result of draw ${number}` }).click();
    await expect(checker.getByRole('status')).toContainText(`draw ${number} is settled`);
    const settled = checker.getByRole('table', { name: 'Latest official results' }).getByRole('row').filter({ hasText: number });
    await expect(settled).toContainText('Settled');
    await expect(settled.getByRole('group', { name: `Result of draw ${number}` })).toContainText('482913');
    await shoot(checker, 'bo-lottery-results-en', [390, 1280]);

    // The draws tab shows it with its result; the lotteries tab its schedule and odds.
    await checker.getByRole('tab', { name: 'Draws' }).click();
    await checker.getByRole('combobox', { name: 'Lottery' }).selectOption({ label: 'Thai Government Lottery (official results)' });
    await expect(checker.getByRole('row').filter({ hasText: number })).toContainText('Entered by staff');
    await shoot(checker, 'bo-lottery-draws-en', [390, 1280]);
    await checker.getByRole('tab', { name: 'Lotteries and odds' }).click();
    await expect(checker.getByRole('table', { name: /Odds rows of/ })).toBeVisible();
    await shoot(checker, 'bo-lottery-lotteries-en', [390, 1280]);

    // The same desk in Bengali.
    await checker.goto(backofficePath('bn', 'lottery'));
    await islandsReady(checker);
    await checker.getByRole('tab', { name: 'অফিশিয়াল ফল' }).click();
    await expect(checker.getByRole('table', { name: 'সাম্প্রতিক অফিশিয়াল ফল' }).getByRole('row').filter({ hasText: number })).toContainText('নিষ্পত্তি হয়েছে');
    await shoot(checker, 'bo-lottery-results-bn', [390, 1280]);
    await checker.getByRole('tab', { name: 'ড্র', exact: true }).click();
    await expect(checker.getByRole('heading', { level: 2, name: 'ড্র', exact: true })).toBeVisible();
    await shoot(checker, 'bo-lottery-draws-bn', [390, 1280]);
  });
});
