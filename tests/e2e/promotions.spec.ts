import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The promotions pages as players meet them: a visitor browses /promotions, switches a type tab
 * and a tag filter, opens a promotion and reads its terms; a signed-in player sees their state
 * chips and the rewards badge, claims a reward in the reward centre (twice pressed, paid once)
 * and sees the badge drop. The promotions and the reward are written straight into the e2e
 * server's database, as staff and a promotion's job would; screenshots go to /tmp/shots.
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Sunny-River-42';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const run = Date.now().toString(36);
const SLOTS = { en: `Slots weekend cashback ${run}`, bn: `স্লট সাপ্তাহিক ক্যাশব্যাক ${run}` };
const SPORTS = { en: `Sports rebate for newcomers ${run}`, bn: `নতুনদের স্পোর্টস রিবেট ${run}` };

function insertPromotion(o: { type: string; tags: string[]; title: { en: string; bn: string }; mechanic: string; params: unknown; startsAt: number; endsAt: number }): number {
  const now = Date.now();
  return withE2eDb((db) => {
    const r = db
      .prepare(
        `insert into promotions (type, tags, title_bn, title_en, terms_bn, terms_en, banner_bn, banner_en, starts_at, ends_at, audience, mechanic, params, status, version, sort, created_by, created_at, updated_at, published_at, ended_at)
         values (?, ?, ?, ?, ?, ?, '/images/banners/promo.svg', '/images/banners/promo.svg', ?, ?, '{"kind":"all"}', ?, ?, 'published', 1, 900, null, ?, ?, ?, null)`,
      )
      .run(o.type, JSON.stringify(o.tags), o.title.bn, o.title.en, '<p>৫% ক্যাশব্যাক, প্রতিদিন নিট ক্ষতির উপর।</p>', '<p>5% cashback on your daily net loss on slots.</p>', o.startsAt, o.endsAt, o.mechanic, JSON.stringify(o.params), now, now, now);
    return Number(r.lastInsertRowid);
  });
}

let slotsId = 0;

test.beforeAll(() => {
  const now = Date.now();
  slotsId = insertPromotion({
    type: 'slots',
    tags: ['vip', 'daily'],
    title: SLOTS,
    mechanic: 'cashback',
    params: { period: 'daily', rates: [{ rank: 0, category: 'ALL', rateBps: 500 }], minLoss: 0, maxPerPeriod: 0 },
    startsAt: now - HOUR,
    endsAt: now + 3 * DAY + 5 * HOUR + 10 * 60_000,
  });
  insertPromotion({
    type: 'sports',
    tags: ['newbie'],
    title: SPORTS,
    mechanic: 'rebate',
    params: { rates: [{ rank: 0, category: 'ALL', rateBps: 50 }], payout: 'claim', maxPerDay: 0 },
    startsAt: now - HOUR,
    endsAt: now + 20 * DAY,
  });
});

/** Pages are shot whole; the member centre (a dialog over the page) as the screen shows it. */
async function shoot(page: Page, name: string, widths: number[], fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/e-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The list is kept in memory for up to 30 s: reload until the promotions written above are on it. */
async function openList(page: Page, path: string, title: string): Promise<void> {
  await expect(async () => {
    await open(page, path);
    await expect(page.getByRole('article', { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000, intervals: [1_000, 2_000, 5_000] });
}

test.describe('promotions', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('a visitor browses the list by type and tag, opens a promotion and reads its terms', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await openList(page, '/en/promotions', SLOTS.en);
    const slots = page.getByRole('article', { name: SLOTS.en });
    await expect(slots.getByText('Slots', { exact: true })).toBeVisible();
    await expect(slots.getByText('VIP', { exact: true })).toBeVisible();
    await expect(slots.getByText(/^Ends in 3 d [45] h$/)).toBeVisible();
    await shoot(page, 'promotions-en', [390, 1280]);

    const tabs = page.getByRole('navigation', { name: 'Promotion types' });
    await tabs.getByRole('link', { name: 'Sports' }).click();
    await expect(page).toHaveURL(/type=sports/);
    await expect(tabs.getByRole('link', { name: 'Sports' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article', { name: SPORTS.en })).toBeVisible();
    await expect(page.getByRole('article', { name: SLOTS.en })).toHaveCount(0);

    await tabs.getByRole('link', { name: 'All' }).click();
    const tags = page.getByRole('navigation', { name: 'Filter by tag' });
    await tags.getByRole('link', { name: 'VIP' }).click();
    await expect(page).toHaveURL(/tag=vip/);
    await expect(page.getByRole('article', { name: SLOTS.en })).toBeVisible();
    await expect(page.getByRole('article', { name: SPORTS.en })).toHaveCount(0);

    await page.getByRole('link', { name: SLOTS.en }).click();
    await expect(page).toHaveURL(new RegExp(`promoDetail\\?id=${slotsId}`));
    await expect(page.getByRole('heading', { level: 1, name: SLOTS.en })).toBeVisible();
    const terms = page.getByRole('region', { name: 'Terms and conditions' });
    await expect(terms.getByText('5% cashback on your daily net loss on slots.')).toBeVisible();
    await expect(page.getByText('Log in to see your status and take part.')).toBeVisible();
    await shoot(page, 'detail-en', [390, 1280]);

    await open(page, `/promotions`);
    await expect(page.getByRole('article', { name: SLOTS.bn })).toBeVisible();
    await expect(page.getByRole('article', { name: SLOTS.bn }).getByText(/^শেষ হবে ৩ দিন [৪৫] ঘণ্টা পরে$/)).toBeVisible();
    await shoot(page, 'promotions-bn', [390, 1280]);
    await open(page, `/promoDetail?id=${slotsId}`);
    await expect(page.getByRole('heading', { level: 1, name: SLOTS.bn })).toBeVisible();
    await shoot(page, 'detail-bn', [390, 1280]);

    await open(page, '/en/promoDetail?id=99999999');
    await expect(page.getByRole('heading', { name: 'This promotion is not available' })).toBeVisible();
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('a player sees their state and the rewards badge, claims a reward once and the badge drops', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    const username = uniqueName('rw');
    await registerByApi(page.request, { username, password: PASSWORD }, true);
    const memberId = withE2eDb((db) => (db.prepare('select id from members where account_key = ?').get(username.toLowerCase()) as { id: number }).id);
    withE2eDb((db) =>
      db
        .prepare("insert into rewards (member_id, promotion_id, kind, period_key, amount, wallet, state, meta, created_at, expires_at, claimed_at) values (?, ?, 'cashback', ?, 2500, 'cash', 'available', null, ?, ?, null)")
        .run(memberId, slotsId, `e2e-${run}`, Date.now(), Date.now() + 7 * DAY),
    );

    await openList(page, '/en/promotions', SLOTS.en);
    const card = page.getByRole('article', { name: SLOTS.en });
    await expect(card.getByText('Ready to claim')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Claim' })).toBeVisible();
    await expect(page.getByRole('article', { name: SPORTS.en }).getByText('In progress')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main' });
    const badge = nav.getByTestId('rewards-badge');
    await expect(badge).toBeVisible();
    const before = Number(await badge.locator('[aria-hidden="true"]').textContent());
    expect(before).toBeGreaterThanOrEqual(1);
    await shoot(page, 'promotions-player-en', [390, 1280]);

    await nav.getByRole('link', { name: /Rewards/ }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre.getByRole('tab', { name: /Claim now/ })).toHaveAttribute('aria-selected', 'true');
    const claimable = centre.getByRole('list', { name: 'Claim now' });
    await expect(claimable.getByText(SLOTS.en)).toBeVisible();
    await shoot(page, 'rewards-claimable-en', [390, 1280], false);
    const claim = claimable.getByRole('button', { name: 'Claim ৳25.00' });
    await claim.dblclick();
    await expect(centre.getByRole('status')).toHaveText('৳25.00 paid into your account.');
    await expect(centre.getByText('Nothing to claim right now.', { exact: false })).toBeVisible();
    const balance = (await (await page.request.get('/wps/v2/wallets/balance')).json()) as { value: { sumBalance: number } };
    expect(balance.value.sumBalance).toBe(2500);
    if (before === 1) await expect(badge).toHaveCount(0);
    else await expect(badge.locator('[aria-hidden="true"]')).toHaveText(String(before - 1));

    await centre.getByRole('tab', { name: 'History' }).click();
    const history = centre.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem').filter({ hasText: SLOTS.en })).toContainText('Claimed');
    await shoot(page, 'rewards-history-en', [390, 1280], false);
    await centre.getByRole('tab', { name: 'My activities' }).click();
    await expect(centre.getByRole('list', { name: 'My activities' }).getByRole('link', { name: SPORTS.en })).toBeVisible();
    await shoot(page, 'rewards-activity-en', [390, 1280], false);

    await open(page, '/promotions?member=rewardCenter');
    const bn = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
    await bn.getByRole('tab', { name: 'ইতিহাস' }).click();
    await expect(bn.getByRole('list', { name: 'ইতিহাস' })).toContainText(SLOTS.bn);
    await shoot(page, 'rewards-history-bn', [390, 1280], false);
    expect(errors).toEqual([]);
  });
});
