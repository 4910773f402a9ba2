import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { admin, islandsReady, latestCode, skipPopups } from './helpers.ts';

/*
 * The cashier desk in the browser: a member asks for a withdrawal through the API, a finance user
 * signs in, approves it on the desk and marks it paid, and the member's withdrawal list shows it
 * paid out. The member then reports it not received and the finance user refunds it from the
 * disputes tab.
 */

const PASSWORD = 'Sunny-River-42';
const PAYMENT = '246810';
const SHOTS = '/tmp/shots';

type Envelope<T> = { success: boolean; value: T; code?: string };
const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin });

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<Envelope<T>> {
  return (await (await request.post(path, { data, headers: origin() })).json()) as Envelope<T>;
}

/** A member with ৳2,000 and a bound bank account who asks to withdraw ৳500 (with the step-up code). */
async function memberWithWithdrawal(request: APIRequestContext): Promise<{ username: string; id: number }> {
  const username = uniqueName('wd');
  const mobile = uniqueMobile();
  await registerByApi(request, { username, password: PASSWORD, mobile }, true);
  expect((await post(request, '/wps/member/paymentPassword', { currentPassword: PASSWORD, paymentPassword: PAYMENT, confirmPaymentPassword: PAYMENT })).success).toBe(true);
  const channels = ((await (await request.get('/wps/cashier/channels')).json()) as Envelope<{ id: number; code: string }[]>).value;
  const deposit = await post<{ id: number }>(request, '/wps/cashier/deposits', { channelId: channels.find((c) => c.code === 'BANK_TRANSFER')?.id, amount: 200_000 });
  admin('deposits:approve', String(deposit.value.id));
  const account = await post<{ id: number }>(request, '/wps/cashier/bankAccounts', { bankName: 'Padma Commercial Bank', accountNumber: '0012 3456 7890', holderName: 'Farhana Akter', paymentPassword: PAYMENT });
  expect(account.success, JSON.stringify(account)).toBe(true);
  const ask = { bankAccountId: account.value.id, amount: 50_000, paymentPassword: PAYMENT };
  const first = await post(request, '/wps/cashier/withdrawals', ask);
  expect(first.code).toBe('STEP_UP_REQUIRED');
  await post(request, '/wps/cashier/withdrawals/code', { method: 'sms' });
  await expect.poll(() => latestCode(`880${mobile}`)).not.toBe('');
  const done = await post<{ id: number; status: string }>(request, '/wps/cashier/withdrawals', { ...ask, method: 'sms', code: latestCode(`880${mobile}`) });
  expect(done.value.status, JSON.stringify(done)).toBe('pending');
  return { username, id: done.value.id };
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

async function confirmIn(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('back office cashier desk', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('the finance user approves a withdrawal', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const { username, id } = await memberWithWithdrawal(page.request);

    await open(page, '/en/index');
    await page.getByRole('banner').getByRole('button', { name: 'Withdraw', exact: true }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const item = centre.getByRole('listitem', { name: `Withdrawal #${id}` });
    await expect(item).toContainText('Under review, held');

    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const desk = await staffContext.newPage();
    await enrolAndLogin(desk, createStaffViaCli('finance'), 'en');
    await desk.goto(backofficePath('en', 'cashier'));
    await islandsReady(desk);
    await expect(desk.getByRole('heading', { level: 1, name: 'Cashier' })).toBeVisible();
    await desk.getByRole('tab', { name: 'Withdrawals' }).click();
    await expect(desk).toHaveURL(/tab=withdrawals/);
    await desk.getByRole('search').getByLabel('Member account').fill(username);
    await desk.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(desk).toHaveURL(new RegExp(`wAccount=${username}`));
    const table = desk.getByRole('table', { name: 'Withdrawals' });
    await expect(table.getByRole('row', { name: new RegExp(`#${id}\\b`) })).toContainText(username);
    await desk.getByRole('button', { name: `Approve withdrawal ${id}` }).click();
    await shoot(desk, 'cashier-dialog-en');
    await confirmIn(desk, `Approve withdrawal ${id}?`, 'Approve');
    await expect(desk.getByRole('status').filter({ hasText: `Withdrawal ${id} was approved.` })).toBeVisible();

    // Still held for the member until the transfer is sent.
    await expect(item).toContainText('Under review, held');

    await desk.getByLabel('Status').selectOption('approved');
    await expect(desk).toHaveURL(/wStatus=approved/);
    await desk.getByRole('button', { name: `Mark withdrawal ${id} paid` }).click();
    await confirmIn(desk, `Mark withdrawal ${id} paid?`, 'Mark paid');
    await expect(desk.getByRole('status').filter({ hasText: `Withdrawal ${id} is marked paid.` })).toBeVisible();
    await desk.getByLabel('Status').selectOption('paid');
    await expect(table.getByRole('row', { name: new RegExp(`#${id}\\b`) })).toContainText('Paid');

    // The member sees it paid out and may confirm receipt.
    await expect(item).toContainText('Paid out, confirm receipt', { timeout: 15_000 });

    // The member reports it not received; the finance user refunds it from the disputes tab.
    const reported = await post(page.request, `/wps/cashier/withdrawals/${id}/receipt`, { receipt: 'not_received', note: 'Nothing arrived', imageIds: [] });
    expect(reported.success, JSON.stringify(reported)).toBe(true);
    await desk.getByRole('tab', { name: 'Disputes' }).click();
    await desk.getByRole('button', { name: `Open the dispute of withdrawal ${id}` }).click();
    const detail = desk.getByRole('region', { name: `Withdrawal ${id} of ${username}` });
    await expect(detail.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(detail).toContainText('Member reported not received');
    await detail.getByRole('radio', { name: 'Refund to the wallet' }).check();
    await detail.getByLabel('Note (kept in the audit log)').fill('The bank returned the transfer.');
    await shoot(desk, 'cashier-disputes-en');
    await detail.getByRole('button', { name: 'Resolve' }).click();
    await confirmIn(desk, `Resolve the dispute of withdrawal ${id}?`, 'Resolve');
    await expect(desk.getByRole('status').filter({ hasText: `The dispute of withdrawal ${id} is resolved.` })).toBeVisible();
    await expect(detail).toContainText('Resolved as');

    await desk.getByRole('tab', { name: 'Daily totals' }).click();
    await expect(desk.getByRole('table', { name: 'Deposits and withdrawals per day and channel' })).toContainText('BANK_PAYOUT');
    await shoot(desk, 'cashier-totals-en');
    await desk.getByRole('tab', { name: 'Withdrawals' }).click();
    await shoot(desk, 'cashier-withdrawals-en');
    await desk.getByRole('tab', { name: 'Deposits' }).click();
    await desk.getByLabel('Status').selectOption('all');
    await shoot(desk, 'cashier-deposits-en');

    // The same desk in Bengali.
    for (const [tab, filter] of [['withdrawals', '&wStatus=all'], ['disputes', '&xState=all'], ['totals', ''], ['deposits', '&dStatus=all']] as const) {
      await desk.goto(`${backofficePath('bn', 'cashier')}?tab=${tab}${filter}`);
      await islandsReady(desk);
      await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(desk.getByRole('tab', { selected: true })).toBeVisible();
      await desk.waitForTimeout(500);
      await shoot(desk, `cashier-${tab}-bn`);
    }
    await staffContext.close();
  });
});
