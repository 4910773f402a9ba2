import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginFromHeader, nextSlider, open, registerByApi, uniqueName } from './account-helpers.ts';
import { captchaAnswer, skipPopups, watchConsole } from './helpers.ts';

/**
 * A picture of a screen this suite touches (RG_SHOTS=dir), to look at: the viewport made tall
 * for the moment so a scrolling dialog shows all of its content.
 */
async function shoot(page: Page, name: string, scope?: Locator): Promise<void> {
  const dir = process.env['RG_SHOTS'];
  const size = page.viewportSize();
  if (!dir || !size) return;
  await page.setViewportSize({ width: size.width, height: 2400 });
  const path = `${dir}/${name}-${size.width}-${test.info().project.name}.png`;
  if (scope) await scope.screenshot({ path });
  else await page.screenshot({ path });
  await page.setViewportSize(size);
}

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

  test('a time-out needs the password and a confirmation, logs out at once; signing in again says until when and leaves only withdrawing, records and support', async ({ page }) => {
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
    await expect(started).toContainText('you can log in only to withdraw');
    await started.getByRole('button').click();
    expect((await page.request.get('/wps/member/info')).status()).toBe(401);

    // Signing in again: a clear message with the end date instead of an error.
    await loginFromHeader(page, username, PASSWORD);
    const excluded = page.getByRole('dialog', { name: 'You are on a break' });
    await expect(excluded).toContainText(/Your time-out lasts until .*\d/);
    await expect(excluded).toContainText('you cannot deposit, play or take promotions');
    await shoot(page, 'excluded-login-en');
    await excluded.getByRole('button', { name: 'Withdraw my balance' }).click();
    await expect(page.getByRole('dialog', { name: 'Member centre' }).getByText('Bind a bank account first')).toBeVisible();
    // The deposit stays closed, with the reason.
    const deposit = await page.request.post('/wps/cashier/deposits', { data: { channelId: 1, amount: 50_000 }, headers: { origin: new URL(page.url()).origin } });
    expect(((await deposit.json()) as { code: string }).code).toBe('ACCOUNT_EXCLUDED');
  });

  test('"Set deposit limits" opens the limits form: a lower limit applies at once, a higher one waits 24 hours; real helplines are listed', async ({ page }) => {
    const errors = watchConsole(page);
    await skipPopups(page);
    await registerByApi(page.request, { username: uniqueName('rglimit'), password: PASSWORD }, true);
    await open(page, '/en/index?member=responsibleGaming');
    const centre = page.getByRole('dialog', { name: /member centre/i });
    await centre.getByRole('button', { name: 'Set deposit limits' }).click();
    const limits = centre.getByRole('region', { name: 'Deposit limits' });
    await limits.getByLabel('Period').selectOption('day');
    await limits.getByLabel(/New limit/).fill('500');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await expect(limits.getByRole('listitem').filter({ hasText: '24 hours' })).toContainText('৳500.00');
    await limits.getByLabel(/New limit/).fill('200');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await expect(limits.getByRole('listitem').filter({ hasText: '24 hours' })).toContainText('৳200.00');
    await limits.getByLabel(/New limit/).fill('900');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    const day = limits.getByRole('listitem').filter({ hasText: '24 hours' });
    await expect(day).toContainText('Change to ৳900.00 can be confirmed from');
    await expect(day).toContainText('৳200.00');

    const help = centre.getByRole('region', { name: 'Help and support' });
    await expect(help.getByRole('link', { name: 'kaanpeteroi.org' })).toHaveAttribute('href', 'https://kaanpeteroi.org');
    await expect(help.getByRole('link', { name: '0808 8020 133' })).toHaveAttribute('href', 'tel:08088020133');
    await expect(help.getByRole('link', { name: 'gamcare.org.uk' })).toBeVisible();
    await shoot(page, 'rg-limits-en', limits);
    await shoot(page, 'rg-help-en', help);
    await open(page, '/index?member=responsibleGaming');
    await page.getByRole('button', { name: 'জমার সীমা নির্ধারণ করুন' }).click();
    const bnLimits = page.getByRole('region', { name: 'ডিপোজিট সীমা' });
    await expect(bnLimits.getByRole('button', { name: 'সীমা সংরক্ষণ করুন' })).toBeVisible();
    await shoot(page, 'rg-limits-bn', bnLimits);
    await shoot(page, 'rg-help-bn', page.getByRole('region', { name: 'সহায়তা ও সাপোর্ট' }));
    expect(errors).toEqual([]);
  });

  test('the tools read well on a phone, in Bengali @phone', async ({ page }) => {
    await skipPopups(page);
    const username = uniqueName('rgphone');
    await registerByApi(page.request, { username, password: PASSWORD }, true);
    await open(page, '/index?member=responsibleGaming');
    const heading = page.getByRole('heading', { name: 'দায়িত্বশীল গেমিং' });
    await expect(heading).toBeVisible();
    await expect(page.getByRole('region', { name: 'স্ব-বর্জন' }).getByRole('radio', { name: 'স্থায়ীভাবে' })).toBeVisible();
    await page.getByRole('button', { name: 'জমার সীমা নির্ধারণ করুন' }).click();
    await expect(page.getByRole('region', { name: 'ডিপোজিট সীমা' }).getByRole('combobox')).toBeVisible();
    await expect(page.getByRole('region', { name: 'সহায়তা ও সাপোর্ট' }).getByRole('link', { name: 'kaanpeteroi.org' })).toBeVisible();
    await shoot(page, 'rg-page-bn');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    await open(page, '/en/index?member=responsibleGaming');
    await page.getByRole('button', { name: 'Set deposit limits' }).click();
    await expect(page.getByRole('region', { name: 'Deposit limits' }).getByLabel('Period')).toBeVisible();
    await shoot(page, 'rg-page-en');
  });
  test('signed in during a time-out, in Bengali: the end date and what is still open @phone', async ({ page, isMobile }) => {
    await skipPopups(page);
    const username = uniqueName('rgbn');
    await registerByApi(page.request, { username, password: PASSWORD }, true);
    await open(page, '/index');
    const out = await page.request.post('/wps/rg/exclusion', { data: { kind: 'time_out', days: 1, password: PASSWORD }, headers: { origin: new URL(page.url()).origin } });
    expect(out.ok(), await out.text()).toBe(true);
    await open(page, '/index');
    const banner = page.getByRole('banner');
    const puzzle = nextSlider(page);
    let form: Locator = banner;
    if (isMobile) {
      await banner.getByRole('button', { name: 'লগ ইন', exact: true }).click();
      form = page.getByRole('dialog', { name: 'লগ ইন' });
    }
    await form.getByLabel('ইউজারনেম', { exact: true }).fill(username);
    await form.getByLabel('পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
    if (!isMobile) {
      await banner.getByRole('button', { name: 'লগ ইন', exact: true }).click();
      form = page.getByRole('dialog', { name: 'নিরাপত্তা যাচাই' });
    }
    await form.getByRole('slider', { name: 'টুকরোটি ফাঁকা জায়গায় সরিয়ে বসান' }).fill(captchaAnswer(await puzzle));
    await form.getByRole('button', { name: 'লগ ইন', exact: true }).click();
    const excluded = page.getByRole('dialog', { name: 'আপনি বিরতিতে আছেন' });
    await expect(excluded).toContainText('আপনার টাইম-আউট');
    await expect(excluded.getByRole('button', { name: 'আমার ব্যালেন্স উত্তোলন করুন' })).toBeVisible();
    await shoot(page, 'excluded-login-bn');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });
});
