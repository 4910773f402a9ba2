/**
 * /sports/rules: the sportsbook's rules in Bengali (the default) and English — every section a
 * heading, the system bets' table with their counts of bets, the worked examples' figures, the link
 * to the fairness check; /esports/rules leads to the same page.
 */
import { expect, test } from '@playwright/test';
import { shoot, skipPopups, watchConsole } from './helpers.ts';

test.setTimeout(60_000);

test('the rules page reads in English with every section and the system bets counted @phone', async ({ page }) => {
  const errors = watchConsole(page);
  await skipPopups(page);
  await page.goto('/en/sports/rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook rules' })).toBeVisible();
  for (const name of ['Bet types', 'How each market settles', 'Void selections and dead heats', 'Abandoned and cancelled events', 'In-play betting', 'Odds changes', 'Cash-out', 'Limits', 'Simulated events and fairness', 'Corrections']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: /Quarter lines/ })).toBeVisible();
  const goliath = page.getByRole('row', { name: /Goliath/ });
  await expect(goliath.getByRole('cell').nth(1)).toHaveText('247');
  await expect(page.getByRole('row', { name: /Lucky 15/ }).getByRole('cell').nth(1)).toHaveText('15');
  // The worked quarter-line example: 100 at 1.90 on −0.25, a draw returns 50.
  await expect(page.getByText(/Draw: the half on 0 is refunded \(50\)/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check a simulated match' })).toHaveAttribute('href', '/en/sports/verify');
  await shoot(page, 'sports-rules-en');
  expect(errors).toEqual([]);
});

test('the rules page reads in Bengali by default, and /esports/rules leads to it @phone', async ({ page }) => {
  await skipPopups(page);
  await page.goto('/esports/rules');
  await expect(page).toHaveURL(/\/sports\/rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'স্পোর্টসবুকের নিয়ম' })).toBeVisible();
  for (const name of ['বাজির ধরন', 'প্রতিটি মার্কেট কীভাবে নিষ্পত্তি হয়', 'পরিত্যক্ত ও বাতিল ইভেন্ট', 'ক্যাশ-আউট', 'সংশোধন']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('row', { name: /গোলিয়াথ/ }).getByRole('cell').nth(1)).toHaveText('২৪৭');
  await shoot(page, 'sports-rules-bn');
});
