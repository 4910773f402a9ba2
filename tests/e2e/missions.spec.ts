import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * Missions and applications in the browser, each with a new player of this test's own: the
 * player's fishing rounds and slot bets (written as the wallet's hourly roll-ups) show as
 * progress on the mission's page and in the member centre's mission activity page, where a done
 * task is claimed once; another player applies to an application promotion with a comment (the
 * live count, the over-long refusal) and then sees it waiting. The promotions are written
 * straight into the e2e server's database, as staff would publish them; screenshots go to
 * /tmp/shots.
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Sunny-River-42';
const HOUR = 3_600_000;
const run = Date.now().toString(36);
const MISSION = { en: `Fishing missions ${run}`, bn: `ফিশিং মিশন ${run}` };
const APPLY = { en: `Festival bonus ${run}`, bn: `উৎসব বোনাস ${run}` };

function insertPromotion(title: { en: string; bn: string }, mechanic: string, params: unknown): number {
  const now = Date.now();
  return withE2eDb((db) => {
    const r = db
      .prepare(
        `insert into promotions (type, tags, title_bn, title_en, terms_bn, terms_en, banner_bn, banner_en, starts_at, ends_at, audience, mechanic, params, status, version, sort, created_by, created_at, updated_at, published_at, ended_at)
         values ('other', '["daily"]', ?, ?, '<p>শর্তাবলী প্রযোজ্য।</p>', '<p>Terms apply.</p>', '/images/banners/promo.svg', '/images/banners/promo.svg', ?, ?, '{"kind":"all"}', ?, ?, 'published', 1, 950, null, ?, ?, ?, null)`,
      )
      .run(title.bn, title.en, now - HOUR, now + 30 * 24 * HOUR, mechanic, JSON.stringify(params), now, now, now);
    return Number(r.lastInsertRowid);
  });
}

/** The member's rounds as the wallet's hourly roll-up holds them (what the mission reads). */
function played(account: string, category: string, rounds: number, validBet: number): void {
  withE2eDb((db) => {
    const member = db.prepare('select id from members where account = ?').get(account) as { id: number };
    const hour = Math.floor(Date.now() / HOUR) * HOUR;
    db.prepare('insert into bet_rollups (member_id, category, hour, bet_count, stake, valid_bet, payout) values (?, ?, ?, ?, ?, ?, 0)').run(member.id, category, hour, rounds, validBet, validBet);
  });
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${SHOTS}/d-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let missionId = 0;
let applyId = 0;

test.beforeAll(() => {
  missionId = insertPromotion(MISSION, 'mission', {
    period: 'daily',
    tasks: [
      { id: 'fish-5', kind: 'rounds', category: 'FISH', target: 5, reward: 1_500 },
      { id: 'slots-2000', kind: 'bet', category: 'RNG', target: 200_000, reward: 3_000 },
    ],
  });
  applyId = insertPromotion(APPLY, 'application', { amount: 20_000, rules: null });
});

test.describe('missions and applications', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('a player sees their progress and claims a done task once', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchConsole(page);
    const account = uniqueName('mission');
    await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);
    played(account, 'FISH', 6, 600);
    played(account, 'RNG', 12, 50_000);

    await open(page, `/en/promoDetail?id=${missionId}`);
    const panel = page.getByRole('region', { name: 'Your tasks this period' });
    await expect(panel.getByText('Tasks start again every day at midnight, merchant time.', { exact: false })).toBeVisible();
    await expect(panel.getByRole('progressbar', { name: 'Progress: Bet ৳2,000.00 on slots' })).toHaveAttribute('aria-valuenow', '25');
    await expect(panel.getByRole('progressbar', { name: 'Progress: Play 5 rounds of fishing' })).toHaveAttribute('aria-valuenow', '100');
    await shoot(page, 'panel-en');

    await panel.getByRole('button', { name: 'Open my missions' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const menu = centre.getByRole('navigation', { name: 'Member centre pages' });
    await expect(menu.getByRole('button', { name: /Mission activity/ })).toContainText(/[1-9]/);
    const card = centre.getByRole('region', { name: MISSION.en });
    await expect(card.getByText('৳500.00 of ৳2,000.00')).toBeVisible();
    await shoot(page, 'centre-en', false);
    const claim = card.getByRole('button', { name: 'Claim ৳15.00' });
    await claim.click();
    await expect(card.getByText('Claimed', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Claim ৳15.00' })).toHaveCount(0);
    await card.getByRole('button', { name: 'Leaderboard' }).click();
    const board = card.getByRole('table', { name: `Leaderboard: ${MISSION.en}` });
    await expect(board.getByRole('row', { name: /\(You\)/ })).toContainText('৳15.00');
    await shoot(page, 'centre-claimed-en', false);

    await open(page, `/promoDetail?id=${missionId}`);
    const bn = page.getByRole('region', { name: 'এই সময়কালে আপনার কাজ' });
    await expect(bn.getByText('দাবি করা হয়েছে', { exact: true })).toBeVisible();
    await shoot(page, 'panel-bn');
    await bn.getByRole('button', { name: 'আমার মিশন খুলুন' }).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: MISSION.bn })).toBeVisible();
    await shoot(page, 'centre-bn', false);
    expect(errors).toEqual([]);
  });

  test('a player applies with a comment and sees the application waiting', async ({ page }) => {
    test.setTimeout(60_000);
    const errors = watchConsole(page);
    const account = uniqueName('apply');
    await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);

    await open(page, `/en/promoDetail?id=${applyId}`);
    const panel = page.getByRole('region', { name: 'Apply for this promotion' });
    await expect(panel.getByText('If your application is approved, ৳200.00 is paid to your cash balance.')).toBeVisible();
    const comment = panel.getByLabel('Your message to the team');
    await comment.fill('x'.repeat(141));
    await expect(panel.getByText('141 of 140 characters', { exact: false })).toBeVisible();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Shorten your message to at most 140 characters.');
    await comment.fill('I have played here every week this year.');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel.getByText('40 of 140 characters', { exact: false })).toBeVisible();
    await shoot(page, 'apply-en');
    await panel.getByRole('button', { name: 'Apply' }).click();
    const applied = page.getByRole('region', { name: 'Your application' });
    await expect(applied.getByText('Your application is waiting for review.')).toBeVisible();
    await expect(applied.getByText('I have played here every week this year.')).toBeVisible();
    await shoot(page, 'applied-en');

    await open(page, `/promoDetail?id=${applyId}`);
    await expect(page.getByRole('region', { name: 'আপনার আবেদন' }).getByText('আপনার আবেদন পর্যালোচনার অপেক্ষায় আছে।')).toBeVisible();
    await shoot(page, 'applied-bn');
    expect(errors).toEqual([]);
  });
});
