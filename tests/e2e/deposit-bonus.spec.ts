import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { admin, latestCode, skipPopups, watchConsole } from './helpers.ts';

/*
 * The deposit bonus in the browser: a new player reads the welcome bonus's rules on its page,
 * opts in, deposits through the demo gateway, follows the wagering on bonus details and forfeits
 * the bonus after reading exactly what is lost. Screenshots of the panel and bonus details at 390
 * and 1280 px in both languages go to /tmp/shots.
 */

const PASSWORD = 'Sunny-River-42';
const SHOTS = '/tmp/shots';
const PAYMENT = '246810';
const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin });

/** Answers of the API the quick way (set-up only). */
async function call<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const res = method === 'get' ? await request.get(path) : await request.post(path, { data, headers: origin() });
  const body = (await res.json()) as { success: boolean; value: T };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

const WELCOME = { en: 'Welcome bonus 100% up to ৳5,000', bn: 'স্বাগতম বোনাস ১০০%, সর্বোচ্চ ৳৫,০০০' };

async function shoot(page: Page, name: string, widths: number[]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/a2-${name}-${width}.png`, fullPage: width > 400 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The welcome bonus's detail page, opened from the promotions list as a player does. */
async function openWelcome(page: Page, lang: 'en' | 'bn'): Promise<void> {
  await open(page, lang === 'en' ? '/en/promotions' : '/promotions');
  await page.getByRole('link', { name: WELCOME[lang] }).first().click();
  await expect(page.getByRole('heading', { name: lang === 'en' ? 'How this bonus works' : 'এই বোনাস কীভাবে কাজ করে' })).toBeVisible();
}

test.describe('deposit bonus', () => {
  test.beforeEach(({ page }) => skipPopups(page));
  // Whole journeys with screenshots at two widths: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a new player reads the rules, opts in, deposits, follows the wagering and forfeits the bonus', async ({ page }) => {
    const errors = watchConsole(page);
    await registerByApi(page.request, { username: uniqueName('bonus'), password: PASSWORD, mobile: uniqueMobile() }, true);

    await openWelcome(page, 'en');
    const rules = page.getByRole('region', { name: 'How this bonus works' });
    await expect(rules.getByText('100% of your first deposit, up to ৳5,000.00, when that deposit is at least ৳500.00.')).toBeVisible();
    await expect(rules.getByText(/Wagering 10× the bonus .* within 14 days/)).toBeVisible();
    await expect(rules.getByText('Largest bet while the bonus is active: ৳500.00.')).toBeVisible();
    const table = rules.getByRole('table', { name: 'How each game type counts towards wagering' });
    await expect(table.getByRole('row', { name: /Slots/ })).toContainText('100%');
    await expect(table.getByRole('row', { name: /Live casino/ })).toContainText('10%');
    await shoot(page, 'panel-join-en', [390, 1280]);

    await rules.getByRole('button', { name: 'Opt in' }).click();
    await expect(rules.getByText('You are in. Your next qualifying deposit receives the bonus.')).toBeVisible();
    await rules.getByRole('button', { name: 'Deposit now' }).click();

    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await centre.getByRole('radio', { name: /Instant pay/ }).check();
    await centre.getByLabel('Amount (৳)').fill('800');
    await centre.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/wps\/payment\/demo\//);
    await page.getByRole('button', { name: 'Pay ৳800.00' }).click();
    await expect(page.getByRole('dialog', { name: 'Member centre' }).getByText(/Payment for deposit #\d+ is complete\./)).toBeVisible();

    const back = page.getByRole('dialog', { name: 'Member centre' });
    await back.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: 'Bonus details' }).click();
    const card = back.getByRole('listitem', { name: WELCOME.en });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('৳800.00');
    await expect(card.getByText('৳0.00 of ৳8,000.00', { exact: true })).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Wagered' })).toHaveAttribute('aria-valuenow', '0');
    await expect(card.getByText(/\(13 days left\)|\(14 days left\)/)).toBeVisible();
    await shoot(page, 'details-en', [390, 1280]);

    await card.getByRole('button', { name: 'Forfeit' }).click();
    const ask = page.getByRole('dialog', { name: 'Forfeit this bonus?' });
    await expect(ask.getByText('You lose ৳800.00 from your bonus wallet: the bonus of ৳800.00 and its pending winnings.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(card).toContainText('Active');

    await card.getByRole('button', { name: 'Forfeit' }).click();
    await shoot(page, 'forfeit-en', [390, 1280]);
    await ask.getByRole('button', { name: 'Forfeit bonus' }).click();
    await expect(back.getByText('Bonus forfeited: ৳800.00 left your bonus wallet.')).toBeVisible();
    await expect(card).toContainText('Forfeited');
    await expect(card).toContainText('Left the bonus wallet');

    // The promotion page now says the offer is closed (a first-deposit bonus, after a deposit).
    await page.keyboard.press('Escape');
    await openWelcome(page, 'en');
    await expect(page.getByText('This offer is closed for your account.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('in Bengali: the rules before opting in, and bonus details', async ({ page }) => {
    const errors = watchConsole(page);
    await registerByApi(page.request, { username: uniqueName('bonbn'), password: PASSWORD, mobile: uniqueMobile() }, true);
    await openWelcome(page, 'bn');
    const rules = page.getByRole('region', { name: 'এই বোনাস কীভাবে কাজ করে' });
    await expect(rules.getByRole('button', { name: 'যোগ দিন' })).toBeVisible();
    await expect(rules.getByText(/আপনার প্রথম ডিপোজিটের ১০০%/)).toBeVisible();
    await shoot(page, 'panel-join-bn', [390, 1280]);
    await rules.getByRole('button', { name: 'যোগ দিন' }).click();
    await expect(rules.getByText('আপনি যোগ দিয়েছেন। আপনার পরের যোগ্য ডিপোজিটে বোনাস দেওয়া হবে।')).toBeVisible();
    await shoot(page, 'panel-joined-bn', [390, 1280]);
    await rules.getByRole('button', { name: 'এখন ডিপোজিট করুন' }).click();
    const centre = page.getByRole('dialog', { name: 'সদস্য কেন্দ্র' });
    await centre.getByRole('navigation').getByRole('button', { name: 'বোনাসের বিবরণ' }).click();
    await expect(centre.getByText('আপনার এখনো কোনো বোনাস নেই। প্রচার পাতায় একটি ডিপোজিট বোনাসে যোগ দিন।')).toBeVisible();
    await shoot(page, 'details-empty-bn', [390, 1280]);
    expect(errors).toEqual([]);
  });

  test('a withdrawal while a bonus is active asks first: keep the bonus, or forfeit it and withdraw', async ({ page }) => {
    const errors = watchConsole(page);
    const mobile = uniqueMobile();
    await registerByApi(page.request, { username: uniqueName('bonwd'), password: PASSWORD, mobile }, true);
    await call(page.request, 'post', '/wps/member/paymentPassword', { currentPassword: PASSWORD, paymentPassword: PAYMENT, confirmPaymentPassword: PAYMENT });
    await call(page.request, 'post', '/wps/cashier/bankAccounts', { bankName: 'Padma Commercial Bank', accountNumber: '0012 3456 7890', holderName: 'Farhana Akter', paymentPassword: PAYMENT });
    const cards = await call<{ id: number; title: string }[]>(page.request, 'get', '/wps/promotions?language=en');
    const welcome = cards.find((c) => c.title === WELCOME.en);
    await call(page.request, 'post', `/wps/promotions/${welcome?.id}/opt-in`, {});
    const channels = await call<{ id: number; code: string }[]>(page.request, 'get', '/wps/cashier/channels');
    const deposit = await call<{ id: number }>(page.request, 'post', '/wps/cashier/deposits', { channelId: channels.find((c) => c.code === 'BANK_TRANSFER')?.id, amount: 1_000_00 });
    admin('deposits:approve', String(deposit.id));

    await open(page, '/en/index');
    await page.getByRole('banner').getByRole('button', { name: 'Withdraw', exact: true }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const form = centre.getByRole('region', { name: 'Withdraw' });
    await form.getByLabel('Amount (৳)').fill('500');
    await form.getByLabel('Payment password').fill(PAYMENT);
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();

    // Asked first (before any code is sent or used).
    const ask = page.getByRole('dialog', { name: 'You have an active bonus' });
    await expect(ask.getByText('You have an active bonus of ৳1,000.00; withdrawing now forfeits ৳1,000.00 (the bonus and its pending winnings).')).toBeVisible();
    await shoot(page, 'withdraw-ask-en', [390, 1280]);
    await ask.getByRole('button', { name: 'Keep my bonus' }).click();
    await expect(ask).toBeHidden();
    await expect(centre).toBeVisible();
    await expect(page.getByRole('banner').getByRole('status', { name: 'Balance' })).toHaveText('৳1,000.00');

    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await ask.getByRole('button', { name: 'Forfeit and withdraw' }).click();
    // A new account asks for a code; the choice to forfeit holds for the request that carries it.
    await expect(form.getByText(/confirm this withdrawal with a code/)).toBeVisible();
    await expect(ask).toBeHidden();
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => latestCode(`880${mobile}`)).not.toBe('');
    await form.getByLabel('Verification code').fill(latestCode(`880${mobile}`));
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByText('৳500.00 is held for your withdrawal and waits for review.')).toBeVisible();
    await expect(ask).toBeHidden();
    await centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: 'Bonus details' }).click();
    const card = centre.getByRole('listitem', { name: WELCOME.en });
    await expect(card).toContainText('Forfeited');
    await expect(card).toContainText('৳1,000.00');
    // The browser logs the answers the page handled: the bonus question (409) twice and the code asked for (401).
    expect(errors.filter((e) => !/^Failed to load resource: the server responded with a status of 40(1|9) /.test(e))).toEqual([]);
  });
});
