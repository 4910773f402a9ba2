import { type Browser, expect, type Page, test } from '@playwright/test';
import type { StaffRole } from '#lib/backoffice/roles.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { islandsReady, shoot, skipPopups } from './helpers.ts';

/*
 * The sportsbook desk: a trader makes an event by hand with two markets, suspends and reopens a
 * market, changes a price and starts the event; a risk officer enters the final score, which waits
 * until a second staff member approves it, and the event's markets are resulted.
 */

async function staffPage(browser: Browser, role: StaffRole, lang: 'bn' | 'en' = 'en'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await skipPopups(page);
  await enrolAndLogin(page, createStaffViaCli(role), lang);
  return page;
}

async function openDesk(page: Page, tab: string, lang: 'bn' | 'en' = 'en'): Promise<void> {
  await page.goto(backofficePath(lang, 'sports'));
  await islandsReady(page);
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

test.describe('sportsbook desk', () => {
  test('a trader makes and trades an event by hand; its score is entered and approved by two people', async ({ browser }) => {
    test.setTimeout(420_000);
    const tag = Date.now().toString(36).slice(-5);
    const home = `Meghna ${tag}`;
    const away = `Karnaphuli ${tag}`;

    const trader = await staffPage(browser, 'trader');
    await openDesk(trader, 'Events');
    await trader.getByRole('button', { name: 'New event' }).click();
    const form = trader.getByRole('form', { name: 'Make an event by hand' });
    const named = async (group: string, en: string, bn: string) => {
      const g = form.getByRole('group', { name: group });
      await g.getByLabel('Name in English', { exact: true }).fill(en);
      await g.getByLabel('Name in Bengali', { exact: true }).fill(bn);
    };
    await named('Competition', `Desk Shield ${tag}`, `ডেস্ক শিল্ড ${tag}`);
    await named('Home side', home, `মেঘনা ${tag}`);
    await named('Away side', away, `কর্ণফুলী ${tag}`);
    const result = form.getByRole('group', { name: 'Market 1: Match result (1X2)' });
    await result.getByLabel('Odds: Home').fill('2.10');
    await result.getByLabel('Odds: Draw').fill('3.30');
    await result.getByLabel('Odds: Away').fill('3.40');
    await form.getByLabel('Market', { exact: true }).selectOption({ label: 'Total over/under' });
    await form.getByRole('button', { name: 'Add the market' }).click();
    const total = form.getByRole('group', { name: 'Market 2: Total over/under' });
    await expect(total.getByLabel('Line')).toHaveValue('2.5');
    await total.getByLabel('Odds: Over').fill('1.9');
    await form.getByRole('button', { name: 'Make the event' }).click();
    await expect(form.getByRole('alert')).toContainText('Market 2: odds are decimal odds');
    await total.getByLabel('Odds: Under').fill('1.95');
    await shoot(trader, 'sports-bo-new-event-en', [1280]);
    await form.getByRole('button', { name: 'Make the event' }).click();
    await expect(trader.getByRole('status')).toContainText(/Event #\d+ made/);
    await trader.getByLabel('Team or competition').fill(tag);
    const row = trader.getByRole('row').filter({ hasText: `${home} v ${away}` });
    await expect(row).toContainText('Scheduled');
    await expect(row).toContainText('2 open of 2');
    await shoot(trader, 'sports-bo-events-en', [390, 1280]);

    // Trading: suspend and reopen the result market, move the home price, start the event.
    await trader.getByRole('tab', { name: 'Trading' }).click();
    await trader.getByLabel('Team or competition').fill(tag);
    await expect(trader.getByRole('heading', { level: 3, name: `${home} v ${away}` })).toBeVisible();
    await trader.getByRole('button', { name: 'Suspend Match result' }).click();
    await expect(trader.getByRole('status')).toHaveText('Match result suspended.');
    const market = trader.getByRole('region', { name: 'Match result' });
    await expect(market).toContainText('Suspended');
    await expect(market).toContainText('suspended 1×');
    await trader.getByRole('button', { name: 'Reopen Match result' }).click();
    await expect(trader.getByRole('status')).toHaveText('Match result reopened.');
    await trader.getByLabel(`Odds of ${home}, Match result`, { exact: true }).fill('2.25');
    await trader.getByRole('button', { name: `Save the odds of ${home}, Match result` }).click();
    await expect(trader.getByRole('status')).toHaveText(`${home} now at 2.250.`);
    await expect(trader.getByLabel(`Odds of ${home}, Match result`, { exact: true })).toHaveValue('2.250');
    await trader.getByRole('button', { name: 'Start the event' }).click();
    await expect(trader.getByRole('status')).toHaveText('The event is live.');
    await shoot(trader, 'sports-bo-trading-en', [390, 1280]);

    // Settlement: a risk officer enters 2–1; it waits for a second person, who approves it.
    const maker = await staffPage(browser, 'risk');
    await openDesk(maker, 'Settlement');
    await maker.getByRole('button', { name: `Final score of ${home} v ${away}` }).click();
    const score = maker.getByRole('form', { name: `Final score of ${home} v ${away}` });
    await score.getByLabel(home, { exact: true }).fill('2');
    await score.getByLabel(away, { exact: true }).fill('1');
    await score.getByRole('button', { name: 'Send for approval' }).click();
    await expect(maker.getByRole('status')).toContainText('Sent for approval');
    const mine = maker.getByRole('row').filter({ hasText: `${home} v ${away}` }).filter({ hasText: 'Final score 2 – 1' });
    await expect(mine).toContainText('Another staff member decides');
    await expect(maker.getByRole('button', { name: `Approve the request for ${home} v ${away}` })).toHaveCount(0);

    const checker = await staffPage(browser, 'risk');
    await openDesk(checker, 'Settlement');
    await expect(checker.getByRole('row').filter({ hasText: 'Final score 2 – 1' }).filter({ hasText: home })).toBeVisible();
    await shoot(checker, 'sports-bo-settlement-en', [390, 1280]);
    await checker.getByRole('button', { name: `Approve the request for ${home} v ${away}` }).click();
    await expect(checker.getByRole('status')).toContainText('approved and carried out');
    await checker.getByRole('tab', { name: 'Events', exact: true }).click();
    await checker.getByLabel('Team or competition').fill(tag);
    await expect(checker.getByRole('row').filter({ hasText: `${home} v ${away}` })).toContainText('2 – 1');

    // The desk in Bengali: the events, bets and limits tabs.
    await openDesk(checker, 'ইভেন্ট', 'bn');
    await checker.getByLabel('দল বা প্রতিযোগিতা').fill(tag);
    await expect(checker.getByRole('row').filter({ hasText: `মেঘনা ${tag}` })).toBeVisible();
    await shoot(checker, 'sports-bo-events-bn', [390, 1280]);
    await checker.getByRole('tab', { name: 'নিষ্পত্তি' }).click();
    await expect(checker.getByRole('heading', { level: 2, name: 'নিষ্পত্তি' })).toBeVisible();
    await shoot(checker, 'sports-bo-settlement-bn', [1280]);
    await checker.getByRole('tab', { name: 'বাজি ও দায়' }).click();
    await expect(checker.getByRole('heading', { level: 2, name: 'দায়' })).toBeVisible();
    await shoot(checker, 'sports-bo-bets-bn', [390, 1280]);
    await checker.getByRole('tab', { name: 'স্টেক ফ্যাক্টর' }).click();
    await expect(checker.getByRole('heading', { level: 2, name: 'স্টেক ফ্যাক্টর' })).toBeVisible();
    await shoot(checker, 'sports-bo-limits-bn', [1280]);
  });
});
