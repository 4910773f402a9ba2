import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { islandsReady, skipPopups } from './helpers.ts';

const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

const novaTile = (page: Page) => page.getByRole('article', { name: 'Nova Stars', exact: true });

test.describe('back office games desk', () => {
  test('an owner disables a vendor and the lobby shows it unavailable; the other tabs work; enabling brings it back', async ({ page }) => {
    test.setTimeout(180_000);
    await enrolAndLogin(page, createStaffViaCli('owner'), 'en');

    // Before: the lobby plays Nova Reels' games.
    await skipPopups(page);
    await page.goto('/en/rng?page=NOVA_SLOT');
    await islandsReady(page);
    await expect(novaTile(page)).toBeVisible();
    await expect(novaTile(page).getByText('Maintenance')).toHaveCount(0);

    await page.goto(backofficePath('en', 'games'));
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Vendors' })).toHaveAttribute('aria-selected', 'true');
    const vendors = page.getByRole('table', { name: 'Game vendors' });
    const nova = vendors.getByRole('row', { name: /Nova Reels/ });
    await expect(nova.getByText('Enabled')).toBeVisible();
    await shoot(page, 'games-vendors-en');
    await nova.getByRole('button', { name: 'Disable Nova Reels' }).click();
    await expect(page.getByText('Nova Reels is disabled: its games show as under maintenance.')).toBeVisible();
    await expect(nova.getByText('Disabled')).toBeVisible();

    // The maintenance dialog: times in the merchant zone, alternatives to choose.
    await page.getByRole('button', { name: 'Schedule maintenance for Meridian Fishing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Maintenance window for Meridian Fishing' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/^Starts \(/)).toBeVisible();
    await dialog.getByLabel('Meridian Slots').check();
    await shoot(page, 'games-maintenance-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The member lobby: the disabled vendor's games are shown under maintenance.
    await page.goto('/en/rng?page=NOVA_SLOT');
    await islandsReady(page);
    await expect(novaTile(page).getByText('Maintenance')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Nova Reels/ })).toContainText('Maintenance');

    // Secrets: issue one, shown once.
    await page.goto(`${backofficePath('en', 'games')}?tab=secrets`);
    await islandsReady(page);
    await page.getByLabel('Vendor', { exact: true }).selectOption('NOVA_SLOT');
    await page.getByRole('button', { name: 'Issue or rotate secret' }).click();
    const issue = page.getByRole('dialog', { name: 'New signing secret for Nova Reels' });
    await issue.getByLabel('Grace period for the previous secret (minutes)').fill('60');
    await issue.getByRole('button', { name: 'Issue secret' }).click();
    const shown = page.getByRole('dialog', { name: 'The new secret of Nova Reels' });
    await expect(shown.getByText('You will not see this secret again.', { exact: false })).toBeVisible();
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await expect(shown.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await shoot(page, 'games-secret-en');
    await shown.getByRole('button', { name: 'I have stored it' }).click();
    const list = page.getByRole('table', { name: 'Secrets of Nova Reels' });
    await expect(list.getByText('Current')).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);

    // Games: the catalogue with its flags.
    await page.getByRole('tab', { name: 'Games', exact: true }).click();
    await expect(page.getByRole('checkbox', { name: 'Golden Meridian is hot' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Royal Sevens is hot' }).check();
    await expect(page.getByText('Royal Sevens is saved.')).toBeVisible();
    await shoot(page, 'games-catalogue-en');
    await page.getByRole('checkbox', { name: 'Royal Sevens is hot' }).uncheck();
    await expect(page.getByRole('checkbox', { name: 'Royal Sevens is hot' })).not.toBeChecked();

    // RTP: every house game with its stated figure.
    await page.getByRole('tab', { name: 'RTP' }).click();
    const rtp = page.getByRole('table', { name: 'Stated and measured RTP per house game' });
    await expect(rtp.getByRole('row', { name: /Golden Meridian/ })).toContainText('96.15 %');
    await shoot(page, 'games-rtp-en');

    // Enable again: the lobby plays it.
    await page.getByRole('tab', { name: 'Vendors' }).click();
    await page.getByRole('table', { name: 'Game vendors' }).getByRole('button', { name: 'Enable Nova Reels' }).click();
    await expect(page.getByText('Nova Reels is enabled: its games can be played again.')).toBeVisible();
    await page.goto('/en/rng?page=NOVA_SLOT');
    await islandsReady(page);
    await expect(novaTile(page)).toBeVisible();
    await expect(novaTile(page).getByText('Maintenance')).toHaveCount(0);

    // The desk in Bengali.
    await page.goto(backofficePath('bn', 'games'));
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'গেমস' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'গেম ভেন্ডর' })).toBeVisible();
    await shoot(page, 'games-vendors-bn');
    await page.getByRole('tab', { name: 'আরটিপি' }).click();
    await expect(page.getByRole('table', { name: 'প্রতিটি হাউস গেমের ঘোষিত ও পরিমাপ করা আরটিপি' })).toBeVisible();
    await shoot(page, 'games-rtp-bn');
  });
});
