import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * Cashback in the browser with a player of this test's own: yesterday's losses (written as the
 * wallet's hourly roll-ups) on a cashback promotion only this player's label reaches, settled by
 * the server's own promotion job (it runs every minute); the player opens the manualRebate page,
 * reads the calculation, claims once (a double click pays once), sees the balance rise and the
 * period marked claimed. Screenshots of the page and the promotion's panel go to /tmp/shots.
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Sunny-River-42';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const run = Date.now().toString(36);
const LABEL = `cashback-${run}`;
const TITLE = { en: `Loss cashback ${run}`, bn: `ক্ষতির ক্যাশব্যাক ${run}` };

function insertCashback(): number {
  const now = Date.now();
  const params = { period: 'daily', rates: [{ rank: 0, category: 'ALL', rateBps: 500 }, { rank: 0, category: 'RNG', rateBps: 1000 }], minLoss: 10_000, maxPerPeriod: 0 };
  return withE2eDb((db) => {
    const r = db
      .prepare(
        `insert into promotions (type, tags, title_bn, title_en, terms_bn, terms_en, banner_bn, banner_en, starts_at, ends_at, audience, mechanic, params, status, version, sort, created_by, created_at, updated_at, published_at, ended_at)
         values ('rebate', '["daily"]', ?, ?, '<p>শর্তাবলী প্রযোজ্য।</p>', '<p>Terms apply.</p>', '/images/banners/promo.svg', '/images/banners/promo.svg', ?, ?, ?, 'cashback', ?, 'published', 1, 940, null, ?, ?, ?, null)`,
      )
      .run(TITLE.bn, TITLE.en, now - 3 * DAY, now + 30 * DAY, JSON.stringify({ kind: 'labels', labels: [LABEL] }), JSON.stringify(params), now, now, now);
    return Number(r.lastInsertRowid);
  });
}

/** Yesterday's play as the wallet's hourly roll-ups hold it (36 hours back is always within yesterday or the day before, both settled). */
function lostYesterday(account: string): void {
  withE2eDb((db) => {
    const member = db.prepare('select id from members where account = ?').get(account) as { id: number };
    db.prepare('update members set vip_label = ? where id = ?').run(LABEL, member.id);
    const hour = Math.floor((Date.now() - 30 * HOUR) / HOUR) * HOUR;
    const add = db.prepare('insert into bet_rollups (member_id, category, hour, bet_count, stake, valid_bet, payout) values (?, ?, ?, ?, ?, ?, ?)');
    add.run(member.id, 'RNG', hour, 20, 300_000, 300_000, 100_000);
    add.run(member.id, 'LIVE', hour, 4, 50_000, 50_000, 80_000);
  });
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/b-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let promotionId = 0;
test.beforeAll(() => {
  promotionId = insertCashback();
});

test('a player with losses reads the cashback calculation, claims once and sees the period claimed', async ({ page }) => {
  test.setTimeout(180_000);
  skipPopups(page);
  const errors = watchConsole(page);
  const account = uniqueName('cashback');
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);
  lostYesterday(account);

  await open(page, `/en/promoDetail?id=${promotionId}`);
  const rules = page.getByRole('region', { name: 'How it works' });
  await expect(rules.getByText('A net loss below ৳100.00 for the day pays nothing.')).toBeVisible();
  await expect(rules.getByRole('table')).toContainText('10%');
  await shoot(page, 'panel-en');

  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const period = centre.getByRole('region', { name: 'Past periods' }).getByRole('article').filter({ hasText: TITLE.en });
  // The server's promotion job settles ended days every minute: reopen the page until it has.
  await expect(async () => {
    await open(page, `/en/promoDetail?id=${promotionId}`);
    await page.getByRole('region', { name: 'How it works' }).getByRole('button', { name: 'Open the cashback page' }).click();
    await expect(period).toBeVisible({ timeout: 4_000 });
  }).toPass({ timeout: 130_000, intervals: [5_000] });
  const balance = async () => ((await (await page.request.get('/wps/v2/wallets/balance')).json()) as { value: { sumBalance: number } }).value.sumBalance;
  const before = await balance();
  await expect(period.getByText('Ready to claim')).toBeVisible();
  await period.getByText('Calculation').click();
  const table = period.getByRole('table');
  await expect(table.getByRole('row', { name: /Slots/ })).toContainText('৳2,000.00');
  await expect(table.getByRole('row', { name: /Slots/ })).toContainText('৳200.00');
  await expect(table.getByRole('row', { name: /Live casino/ })).toContainText('won ৳300.00');
  await shoot(page, 'page-en', false);

  const claim = period.getByRole('button', { name: 'Claim ৳200.00' });
  await claim.dblclick();
  await expect(period.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(period.getByRole('button', { name: /Claim/ })).toHaveCount(0);
  await expect(period.getByRole('status')).toHaveText('৳200.00 added to your balance.');
  expect(await balance()).toBe(before + 20_000);
  const paid = withE2eDb((db) => db.prepare("select count(*) as n from journal_entries where kind = 'reward_cashback' and member_id = (select id from members where account = ?)").get(account) as { n: number });
  expect(paid.n).toBe(1);
  await shoot(page, 'claimed-en', false);

  await open(page, `/promoDetail?id=${promotionId}`);
  await shoot(page, 'panel-bn');
  await page.getByRole('region', { name: 'কীভাবে কাজ করে' }).getByRole('button', { name: 'ক্যাশব্যাক পাতা খুলুন' }).click();
  await expect(page.getByRole('dialog').getByText('দাবি করা হয়েছে', { exact: true })).toBeVisible();
  await shoot(page, 'page-bn', false);

  // The demo's slots rebate: its rates by VIP level in Bengali digits.
  const rebate = withE2eDb((db) => db.prepare("select id from promotions where title_en = 'Slots rebate 0.8%'").get() as { id: number });
  await open(page, `/promoDetail?id=${rebate.id}`);
  const rates = page.getByRole('region', { name: 'কীভাবে কাজ করে' }).getByRole('table');
  await expect(rates.getByRole('row', { name: /ভিআইপি ৫\+/ })).toContainText('১%');
  await expect(rates.getByRole('row', { name: /ভিআইপি ০\+/ })).toContainText('০.৮%');
  await shoot(page, 'rebate-panel-bn');
  expect(errors).toEqual([]);
});
