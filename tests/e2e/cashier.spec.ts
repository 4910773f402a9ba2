import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { affiliateCodeOf, open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { admin, latestCode, skipPopups, watchConsole } from './helpers.ts';

/*
 * The cashier in the browser: deposits by bank transfer (approved by the operator) and through the
 * demo gateway, the balance in the header following the server's event stream, withdrawals with the
 * payment password and the step-up code, the receipt confirmation, a transfer to the upline and
 * the record pages. Every test makes its own member.
 */

const PASSWORD = 'Sunny-River-42';
const PAYMENT = '246810';
/** A 1×1 PNG: a real image the server decodes and stores. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

type Envelope<T> = { success: boolean; value: T; code?: string };

const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin });

/** A new member, logged in in this browser context, with a mobile number (for step-up codes) and a payment password. */
async function newMember(request: APIRequestContext, options: { upline?: string; paymentPassword?: boolean } = {}) {
  const username = uniqueName('cash');
  const mobile = uniqueMobile();
  await registerByApi(request, { username, password: PASSWORD, mobile, ...(options.upline ? { affiliateCode: affiliateCodeOf(options.upline) } : {}) }, true);
  if (options.paymentPassword !== false) {
    const res = await request.post('/wps/member/paymentPassword', { data: { currentPassword: PASSWORD, paymentPassword: PAYMENT, confirmPaymentPassword: PAYMENT }, headers: origin() });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { username, mobile };
}

/** Money in the member's wallet the quick way: a bank-transfer request through the API, approved by the operator. */
async function fund(request: APIRequestContext, amount: number): Promise<void> {
  const channels = ((await (await request.get('/wps/cashier/channels')).json()) as Envelope<{ id: number; code: string }[]>).value;
  const bank = channels.find((c) => c.code === 'BANK_TRANSFER');
  const res = await request.post('/wps/cashier/deposits', { data: { channelId: bank?.id, amount }, headers: origin() });
  const body = (await res.json()) as Envelope<{ id: number }>;
  expect(body.success, JSON.stringify(body)).toBe(true);
  admin('deposits:approve', String(body.value.id));
}

const balance = (page: Page) => page.getByRole('banner').getByRole('status', { name: 'Balance' });

async function openCentrePage(page: Page, entry: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await centre.isVisible())) {
    await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(centre).toBeVisible();
  }
  await centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: entry }).click();
  return centre;
}

test.describe('cashier', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('a bank-transfer deposit waits for review, and the approval shows live in the header, the list and the messages', async ({ page }) => {
    const errors = watchConsole(page);
    await newMember(page.request);
    await open(page, '/en/index');
    await expect(balance(page)).toHaveText('৳0.00');

    await page.getByRole('banner').getByRole('button', { name: 'Deposit', exact: true }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(centre.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await expect(centre.getByText('Meridian Trust Bank')).toBeVisible();

    await centre.getByLabel('Amount (৳)').fill('20');
    await centre.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(centre.getByText('Enter an amount from ৳500.00 to ৳500,000.00.')).toBeVisible();

    await centre.getByRole('button', { name: '৳1,000.00' }).click();
    await expect(centre.getByLabel('Amount (৳)')).toHaveValue('1000');
    await centre.getByLabel('Transfer reference').fill('MTB-778812');
    await centre.getByRole('button', { name: 'Submit deposit' }).click();
    const requested = centre.getByText(/Deposit request #\d+ is waiting for review/);
    await expect(requested).toBeVisible();
    const id = /#(\d+)/.exec((await requested.textContent()) ?? '')?.[1] ?? '';
    const recent = centre.getByRole('table', { name: 'Recent deposits' });
    await expect(recent.getByRole('row').nth(1)).toContainText('Under review');
    await expect(recent.getByRole('row').nth(1)).toContainText('৳1,000.00');
    await expect(centre.getByRole('listitem').filter({ hasText: '24 hours' })).toContainText('Deposited: ৳1,000.00');

    admin('deposits:approve', id);
    await expect(balance(page)).toHaveText('৳1,000.00');
    await expect(recent.getByRole('row').nth(1)).toContainText('Credited');
    const messagesEntry = centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: /Platform information/ });
    await expect(messagesEntry).toContainText('1 unread message');

    await messagesEntry.click();
    const message = centre.getByRole('button', { name: /Deposit credited/ });
    await message.click();
    await expect(centre.getByText(`Your deposit #${id} of ৳1,000.00 has been credited to your balance.`)).toBeVisible();
    await expect(messagesEntry).not.toContainText('unread');
    expect(errors).toEqual([]);
  });

  test('a deposit limit is set on the deposit page and a deposit over it is refused with what is left', async ({ page }) => {
    await newMember(page.request);
    await open(page, '/en/index');
    const centre = await openCentrePage(page, 'Deposit');
    const limits = centre.getByRole('region', { name: 'Deposit limits' });
    await limits.getByLabel('Period').selectOption('day');
    await limits.getByLabel('New limit (৳)').fill('800');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    await expect(limits.getByRole('listitem').filter({ hasText: '24 hours' })).toContainText('৳800.00');
    await expect(limits.getByRole('listitem').filter({ hasText: '24 hours' })).toContainText('Left: ৳800.00');

    await centre.getByLabel('Amount (৳)').fill('1000');
    await centre.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(centre.getByRole('alert')).toHaveText('This deposit would go over your deposit limit. 24 hours: ৳800.00 left.');

    // Raising it waits 24 hours for a confirmation; the limit in force stays.
    await limits.getByLabel('New limit (৳)').fill('5000');
    await limits.getByRole('button', { name: 'Save limit' }).click();
    const day = limits.getByRole('listitem').filter({ hasText: '24 hours' });
    await expect(day).toContainText(/Change to ৳5,000\.00 can be confirmed from/);
    await expect(day.getByRole('button', { name: 'Confirm the new limit' })).toHaveCount(0);
  });

  test('the demo gateway opens its payment page and credits the deposit on return', async ({ page }) => {
    await newMember(page.request);
    await open(page, '/en/index');
    const centre = await openCentrePage(page, 'Deposit');
    await centre.getByRole('radio', { name: /Instant pay/ }).check();
    await centre.getByLabel('Amount (৳)').fill('750');
    await centre.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/wps\/payment\/demo\//);
    await page.getByRole('button', { name: 'Pay ৳750.00' }).click();

    await expect(page).toHaveURL(/\/en\/index$/);
    const back = page.getByRole('dialog', { name: 'Member centre' });
    await expect(back.getByText(/Payment for deposit #\d+ is complete\./)).toBeVisible();
    await expect(balance(page)).toHaveText('৳750.00');
    await expect(back.getByRole('table', { name: 'Recent deposits' }).getByRole('row').nth(1)).toContainText('Credited');
  });

  test('a withdrawal to a bound account holds the money, is paid out and its receipt confirmed', async ({ page }) => {
    const errors = watchConsole(page);
    const { mobile } = await newMember(page.request);
    await fund(page.request, 200_000);
    await open(page, '/en/index');
    await expect(balance(page)).toHaveText('৳2,000.00');
    await page.getByRole('banner').getByRole('button', { name: 'Withdraw', exact: true }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    await expect(centre.getByText('Bind a bank account first')).toBeVisible();

    await centre.getByLabel('Bank name').fill('Padma Commercial Bank');
    await centre.getByLabel('Account number').fill('0012 3456 7890');
    await centre.getByLabel('Account holder').fill('Farhana Akter');
    await centre.getByRole('region', { name: 'Bank accounts' }).getByLabel('Payment password').fill(PAYMENT);
    await centre.getByRole('button', { name: 'Bind account' }).click();
    await expect(centre.getByText('Bound and locked')).toBeVisible();
    await expect(centre.getByText('Padma Commercial Bank •••• 7890')).toBeVisible();

    const form = centre.getByRole('region', { name: 'Withdraw' });
    await form.getByLabel('Amount (৳)').fill('500');
    await form.getByLabel('Payment password').fill('111111');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByRole('alert')).toContainText('The payment password is not right.');
    await form.getByLabel('Payment password').fill(PAYMENT);
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByText(/confirm this withdrawal with a code/)).toBeVisible();
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => latestCode(`880${mobile}`)).not.toBe('');
    await form.getByLabel('Verification code').fill(latestCode(`880${mobile}`));
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByText('৳500.00 is held for your withdrawal and waits for review.')).toBeVisible();
    await expect(balance(page)).toHaveText('৳1,500.00');

    const item = centre.getByRole('listitem', { name: /Withdrawal #\d+/ });
    await expect(item).toContainText('Under review, held');
    const id = /#(\d+)/.exec((await item.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    admin('withdrawals:approve', id);
    await expect(item).toContainText('Paid out, confirm receipt');

    await item.getByRole('button', { name: 'Confirm receipt' }).click();
    await item.getByRole('radio', { name: 'Partly received' }).check();
    await item.getByLabel('Amount received (৳)').fill('500');
    await item.getByRole('button', { name: 'Send confirmation' }).click();
    await expect(item.getByText('Enter more than 0 and less than the amount paid out.')).toBeVisible();
    await item.getByLabel('Amount received (৳)').fill('350');
    await expect(item.getByText('Still missing: ৳150.00.')).toBeVisible();
    await item.getByLabel('Proof images').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      { name: 'statement.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(item.getByText('notes.txt is not a PNG or JPG image.')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Remove statement.png' })).toBeVisible();
    await item.getByRole('button', { name: 'Send confirmation' }).click();
    await expect(item).toContainText('Partly received');
    await expect(item).toContainText('Missing৳150.00');
    // The refused password and the step-up answer are 4xx responses on purpose; nothing else may fail.
    expect(errors.filter((e) => !/^Failed to load resource: the server responded with a status of 40[13]/.test(e))).toEqual([]);
  });

  test('a member with an upline transfers to it with the payment password', async ({ page }) => {
    await newMember(page.request, { upline: 'agent42' });
    await fund(page.request, 100_000);
    await open(page, '/en/index');
    await expect(balance(page)).toHaveText('৳1,000.00');
    const centre = await openCentrePage(page, 'Transfer to upline');
    await centre.getByLabel('Amount (৳)').fill('250');
    await centre.getByLabel('Payment password').fill(PAYMENT);
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByText('৳250.00 was transferred to your upline.')).toBeVisible();
    await expect(balance(page)).toHaveText('৳750.00');
  });

  test('my wallet moves money into a game wallet and collects it all back', async ({ page }) => {
    await newMember(page.request);
    await fund(page.request, 100_000);
    await open(page, '/en/index');
    const centre = await openCentrePage(page, 'My wallet');
    const lotus = centre.getByRole('listitem', { name: 'Lotus Studio' });
    await lotus.getByLabel('Amount (৳)').fill('300');
    await lotus.getByRole('button', { name: 'Transfer in' }).click();
    await expect(lotus).toContainText('৳300.00');
    await expect(balance(page)).toHaveText('৳700.00');
    await lotus.getByLabel('Amount (৳)').fill('5000');
    await lotus.getByRole('button', { name: 'Transfer out' }).click();
    await expect(lotus.getByText('Your balance is not enough for this.')).toBeVisible();
    await centre.getByRole('button', { name: 'Collect all' }).click();
    await expect(lotus).toContainText('৳0.00');
    await expect(balance(page)).toHaveText('৳1,000.00');
    await expect(centre.getByRole('button', { name: 'Collect all' })).toBeDisabled();
  });

  test('the betting record and the account record list what happened', async ({ page }) => {
    await newMember(page.request);
    await fund(page.request, 100_000);
    // One real-money spin of the house slot, as the game page plays it.
    const list = (await (await page.request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=50&language=en')).json()) as Envelope<{ games: { gameId: number; code: string }[] }>;
    const slot = list.value.games.find((g) => g.code === 'golden-meridian');
    const launch = (await (await page.request.post('/wps/game/launchGame', { data: { gameId: slot?.gameId, language: 'en' }, headers: origin() })).json()) as Envelope<{ game_url: string }>;
    const session = new URL(launch.value.game_url, 'http://x').searchParams.get('session') ?? '';
    const spin = (await (await page.request.post('/lgw/house/v1/round', { data: { stake: 1_000 }, headers: { ...origin(), 'x-game-session': session } })).json()) as Envelope<{ pay: number }>;
    expect(spin.success).toBe(true);

    await open(page, '/en/index');
    const centre = await openCentrePage(page, 'Betting record');
    await expect(centre.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    const bets = centre.getByRole('table', { name: 'Betting record' });
    await expect(bets.getByRole('row')).toHaveCount(2);
    await expect(bets.getByRole('row').nth(1)).toContainText('Settled');
    await expect(bets.getByRole('row').nth(1)).toContainText('৳10.00');
    await centre.getByLabel('Category').selectOption('FISH');
    await expect(centre.getByText('No bets in this period.')).toBeVisible();
    await centre.getByRole('button', { name: 'Previous period' }).click();
    await expect(centre.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'false');

    await centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('button', { name: 'Account record' }).click();
    const records = centre.getByRole('table', { name: 'Account record' });
    await expect(records.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('+৳1,000.00');
    await expect(records.getByRole('row').filter({ hasText: 'Bet' }).first()).toContainText('-৳10.00');
    await centre.getByLabel('Type').selectOption('deposit');
    await expect(records.getByRole('row')).toHaveCount(2);
    await expect(centre.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /\/wps\/cashier\/records\.csv\?from=\d+&to=\d+&language=en&type=deposit/);
  });

  test('a second tab of the same browser sees the balance change through the one shared event stream', async ({ page, context }) => {
    await newMember(page.request);
    let streams = 0;
    context.on('request', (r) => void (new URL(r.url()).pathname === '/wps/v2/wallets/stream' && streams++));
    await open(page, '/en/index');
    const second = await context.newPage();
    await open(second, '/en/promotions');
    await expect(balance(page)).toHaveText('৳0.00');
    await expect(balance(second)).toHaveText('৳0.00');
    await fund(page.request, 123_456);
    await expect(balance(page)).toHaveText('৳1,234.56');
    await expect(balance(second)).toHaveText('৳1,234.56');
    expect(streams).toBe(1);

    // The tab holding the stream closes: the other one takes it over.
    await page.close();
    await fund(second.request, 100_000);
    await expect(balance(second)).toHaveText('৳2,234.56');
    expect(streams).toBe(2);
  });

  test('on a phone the balance hides and shows, and the deposit list reads as cards @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await newMember(page.request);
    await fund(page.request, 60_000);
    await open(page, '/en/index');
    await expect(balance(page)).toHaveText('৳600.00');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('status', { name: 'Balance' })).toHaveText('৳600.00');
    await menu.getByRole('button', { name: 'Hide balance' }).click();
    await expect(menu.getByRole('status', { name: 'Balance' })).toHaveText('••••••');
    await page.reload();
    await expect(balance(page)).toHaveText('••••••');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'Show balance' }).click();
    await menu.getByRole('button', { name: 'Deposit' }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    // Stacked as a card: no header row, each value with its column's name.
    const row = centre.getByRole('table', { name: 'Recent deposits' }).getByRole('row').filter({ hasText: 'Credited' });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole('cell', { name: 'Amount ৳600.00' })).toBeVisible();
    const box = await row.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    await expect(row.getByRole('cell').first()).toHaveCSS('display', 'flex');
  });
});
