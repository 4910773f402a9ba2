/**
 * /lottery/verify: a house draw made the way the draw job makes one (the next seed of the
 * lottery's published chain taken with a guarded update, the numbers from drawResult) is checked
 * in the browser and verified; a draw not drawn yet shows no seed; an unknown id says so.
 */
import { hash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { drawResult } from '#lib/lottery/fair-draw.ts';
import type { LotteryFormat } from '#lib/contracts/lottery-model.ts';
import { islandsReady, shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

const LOTTERY = 'SSC_1M';

type Chain = { id: number; length: number; used: number; secret: string };

/** A drawn house draw of SSC_1M, its seed taken from the chain as the draw job takes one. */
function houseDraw(): number {
  return withE2eDb((db) => {
    const lottery = db.prepare('select id, format from lotteries where code = ?').get(LOTTERY) as { id: number; format: LotteryFormat };
    for (;;) {
      const chain = db.prepare("select id, length, used, secret from lottery_chains where lottery_id = ? and status = 'active' and used < length order by id limit 1").get(lottery.id) as Chain;
      const took = db.prepare("update lottery_chains set used = used + 1 where id = ? and used = ? and status = 'active'").run(chain.id, chain.used).changes;
      if (took !== 1) continue;
      const index = chain.length - 1 - chain.used;
      let seed = chain.secret;
      for (let i = 0; i < index; i++) seed = hash('sha256', seed, 'hex');
      const number = `E2E-${Date.now()}`;
      const now = Date.now();
      const result = drawResult(lottery.format, seed, `${LOTTERY}:${number}`);
      const row = db
        .prepare(
          "insert into lottery_draws (lottery_id, number, opens_at, closes_at, draw_at, status, result, result_source, chain_id, chain_index, seed, drawn_at, created_at) values (?, ?, ?, ?, ?, 'drawn', ?, 'house', ?, ?, ?, ?, ?) returning id",
        )
        .get(lottery.id, number, now - 120_000, now - 70_000, now - 60_000, JSON.stringify(result), chain.id, index, seed, now - 60_000, now) as { id: number };
      return Number(row.id);
    }
  });
}

/** A draw of SSC_1M not drawn yet (far in the future, so no job touches it). */
function futureDraw(): number {
  return withE2eDb((db) => {
    const lottery = db.prepare('select id from lotteries where code = ?').get(LOTTERY) as { id: number };
    const at = Date.now() + 30 * 86_400_000;
    const row = db
      .prepare("insert into lottery_draws (lottery_id, number, opens_at, closes_at, draw_at, status, created_at) values (?, ?, ?, ?, ?, 'scheduled', ?) returning id")
      .get(lottery.id, `E2E-LATER-${Date.now()}`, at - 60_000, at - 10_000, at, Date.now()) as { id: number };
    return Number(row.id);
  });
}

async function open(page: Page, path: string): Promise<void> {
  await skipPopups(page);
  await page.goto(path);
  await islandsReady(page);
}

test('a house draw recomputes in the browser and is verified (en)', async ({ page }) => {
  const errors = watchConsole(page);
  const id = houseDraw();
  await open(page, `/en/lottery/verify?draw=${id}`);
  await expect(page.getByRole('heading', { name: 'How our house draws are made fair' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
  await expect(page.getByText('Matches')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Recomputed here' }).getByRole('listitem')).toHaveCount(5);
  // The commitment the seed walked to is the one the lottery published.
  const commitment = await page.getByRole('listitem').filter({ hasText: 'The commitment published before' }).locator('code').last().textContent();
  await expect(page.getByRole('region', { name: 'Commitments published for Quick SSC · 1 min' }).getByText(commitment ?? 'none')).toBeVisible();
  await shoot(page, 'lottery-verify-en');
  expect(errors).toEqual([]);
});

test('the form checks another draw, and says when there is nothing to check (bn)', async ({ page }) => {
  const errors = watchConsole(page);
  const later = futureDraw();
  await open(page, '/lottery/verify');
  const field = page.getByLabel('ড্র আইডি');
  await field.fill(String(later));
  await page.getByRole('button', { name: 'এই ড্র যাচাই করুন' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'এই ড্র এখনো হয়নি' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`draw=${later}$`));
  await field.fill('999999999');
  await page.getByRole('button', { name: 'এই ড্র যাচাই করুন' }).click();
  await expect(page.getByRole('alert')).toHaveText('এই আইডির কোনো ড্র নেই। নম্বরটি দেখে আবার চেষ্টা করুন।');
  await field.fill('abc');
  await page.getByRole('button', { name: 'এই ড্র যাচাই করুন' }).click();
  await expect(page.getByRole('alert')).toHaveText('একটি ড্র আইডি লিখুন: ০-এর চেয়ে বড় একটি পূর্ণসংখ্যা।');
  const id = houseDraw();
  await field.fill(String(id));
  await page.getByRole('button', { name: 'এই ড্র যাচাই করুন' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'যাচাই সফল' })).toBeVisible();
  await shoot(page, 'lottery-verify-bn');
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('the verification page fits a phone @phone', async ({ page }) => {
  const id = houseDraw();
  await open(page, `/en/lottery/verify?draw=${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
