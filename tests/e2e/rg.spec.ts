import { expect, test } from '@playwright/test';
import { open, registerByApi, uniqueName } from './account-helpers.ts';
import { skipPopups, watchConsole } from './helpers.ts';

const PASSWORD = 'Calm-Play-2026';

test.describe('responsible gaming', () => {
  test('a reality check set in the member centre reminds the player after the chosen minutes', async ({ page }) => {
    const errors = watchConsole(page);
    await skipPopups(page);
    await page.clock.install();
    const username = uniqueName('rgclock');
    await registerByApi(page.request, { username, password: PASSWORD }, true);

    await open(page, '/en/index?member=responsibleGaming');
    const centre = page.getByRole('dialog', { name: /member centre/i });
    await expect(centre.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/index$/);

    const section = centre.getByRole('region', { name: 'Reality check' });
    await section.getByLabel('Remind me every').selectOption('10');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('status')).toHaveText('Saved');
    await centre.getByRole('button', { name: /close/i }).first().click();

    await page.clock.runFor(10 * 60_000 + 2_000);
    const reminder = page.getByRole('dialog', { name: 'Reality check' });
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText(/You have been playing for \d+ min this session: 0 rounds, net result ৳0\.00/);
    await reminder.getByRole('button', { name: 'Keep playing' }).click();
    await expect(reminder).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('a time-out needs the password and a confirmation, logs out at once and blocks the next login', async ({ page }) => {
    await skipPopups(page);
    const username = uniqueName('rgbreak');
    await registerByApi(page.request, { username, password: PASSWORD }, true);
    await open(page, '/en/policy/responsible-gaming');
    await page.getByRole('link', { name: 'Open your responsible-gaming tools' }).click();

    const centre = page.getByRole('dialog', { name: /member centre/i });
    const brk = centre.getByRole('region', { name: 'Take a break' });
    await brk.getByRole('radio', { name: '7 days' }).check();
    await brk.getByRole('button', { name: 'Start my break' }).click();
    await expect(brk.getByRole('alert')).toContainText('required');

    await brk.getByLabel('Login password').fill('not-my-password');
    await brk.getByRole('button', { name: 'Start my break' }).click();
    await page.getByRole('dialog', { name: 'Start a break?' }).getByRole('button', { name: 'Start my break' }).click();
    await expect(brk.getByRole('alert')).toBeVisible();

    await brk.getByLabel('Login password').fill(PASSWORD);
    await brk.getByRole('button', { name: 'Start my break' }).click();
    const confirm = page.getByRole('dialog', { name: 'Start a break?' });
    await expect(confirm).toContainText('7 days');
    await confirm.getByRole('button', { name: 'Start my break' }).click();
    const started = page.getByRole('dialog', { name: 'Your break has started' });
    await expect(started).toContainText('You can log in again after');
    await started.getByRole('button').click();
    await expect(page.getByRole('textbox', { name: 'Username' }).first()).toBeVisible();

    const again = await page.request.get('/wps/member/info');
    expect(again.status()).toBe(401);
  });

  test('the tools read well on a phone, in Bengali @phone', async ({ page }) => {
    await skipPopups(page);
    const username = uniqueName('rgphone');
    await registerByApi(page.request, { username, password: PASSWORD }, true);
    await open(page, '/index?member=responsibleGaming');
    const heading = page.getByRole('heading', { name: 'দায়িত্বশীল গেমিং' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('region', { name: 'স্ব-বর্জন' }).getByRole('radio', { name: 'স্থায়ীভাবে' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
});
