import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { islandsReady, shoot, skipPopups, watchConsole } from './helpers.ts';

/*
 * The rules pages of the Vietnamese, Thai and 4D lotteries in both languages: every bet type's
 * name, rule and example from the words of its format. Screenshots with SHOTS=1.
 */

const words = (lang: 'en' | 'bn') => JSON.parse(readFileSync(`locales/${lang}/lottery-bets-vnsea.json`, 'utf8')) as Record<string, string>;
const LOTTERIES: [code: string, format: string, bets: string[]][] = [
  ['VN_NORTH', 'vn-north', ['lo2', 'lo3', 'lo4', 'de', 'de-first', 'de-last', '3-cang', 'xien2', 'xien3', 'xien4']],
  ['VN_SOUTH_A', 'vn-south', ['lo2', 'lo3', 'lo4', 'de', 'de-first', 'de-last', '3-cang', 'xien2', 'xien3', 'xien4']],
  ['THAI_DAILY', 'thai', ['3-top', '3-tod', '2-top', '2-bottom', 'run-top', 'run-bottom']],
  ['MY4D', 'my4d', ['big', 'small']],
];

test('each VN and SEA rules page states every bet type in Bengali and English', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = watchConsole(page);
  await skipPopups(page);
  for (const lang of ['en', 'bn'] as const) {
    const w = words(lang);
    for (const [code, format, bets] of LOTTERIES) {
      await page.goto(`${lang === 'en' ? '/en' : ''}/lottery/rules?gameCode=${code}`);
      await islandsReady(page);
      for (const bet of bets) {
        const article = page.getByRole('article', { name: w[`lottery.bet.${format}.${bet}.name`]!, exact: true });
        await expect(article).toBeVisible();
        await expect(article.getByText(w[`lottery.bet.${format}.${bet}.rule`]!)).toBeVisible();
        await expect(article.getByText(w[`lottery.bet.${format}.${bet}.example`]!)).toBeVisible();
      }
      await expect(page.getByText(w[`lottery.format.${format}.intro`]!).first()).toBeVisible();
      if (code !== 'VN_SOUTH_A') await shoot(page, `B-rules-${format}-${lang}`);
    }
  }
  expect(errors).toEqual([]);
});
