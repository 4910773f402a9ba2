import { expect, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { admin, skipPopups, watchConsole } from './helpers.ts';

/*
 * The payment-password lock as a member sees it: each wrong try says how many are left, the fifth
 * locks payments for 15 minutes and says until when — and the right password is refused until then.
 */

const PASSWORD = 'Sunny-River-42';
const PAYMENT = '246810';
const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin });

test.beforeEach(({ page }) => skipPopups(page));

test('five wrong payment passwords lock withdrawals for 15 minutes, with the time it opens', async ({ page }) => {
  const errors = watchConsole(page);
  const request = page.request;
  await registerByApi(request, { username: uniqueName('lock'), password: PASSWORD, mobile: uniqueMobile() }, true);
  expect((await request.post('/wps/member/paymentPassword', { data: { currentPassword: PASSWORD, paymentPassword: PAYMENT, confirmPaymentPassword: PAYMENT }, headers: origin() })).ok()).toBe(true);
  const channels = ((await (await request.get('/wps/cashier/channels')).json()) as { value: { id: number; code: string }[] }).value;
  const deposit = await request.post('/wps/cashier/deposits', { data: { channelId: channels.find((c) => c.code === 'BANK_TRANSFER')?.id, amount: 200_000 }, headers: origin() });
  admin('deposits:approve', String(((await deposit.json()) as { value: { id: number } }).value.id));
  const bound = await request.post('/wps/cashier/bankAccounts', { data: { bankName: 'Padma Commercial Bank', accountNumber: '0012 3456 7890', holderName: 'Farhana Akter', paymentPassword: PAYMENT }, headers: origin() });
  expect(bound.ok(), await bound.text()).toBe(true);

  await open(page, '/en/index');
  await page.getByRole('banner').getByRole('button', { name: 'Withdraw', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Member centre' }).getByRole('region', { name: 'Withdraw' });
  await form.getByLabel('Amount (৳)').fill('500');
  for (const left of [4, 3, 2, 1]) {
    await form.getByLabel('Payment password').fill('111111');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(`The payment password is not right. ${left} ${left === 1 ? 'try' : 'tries'} left before payments lock for 15 minutes.`);
  }
  await form.getByLabel('Payment password').fill('111111');
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Too many wrong payment passwords\. Payments are locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.$/);
  // The right password does not open it early.
  await form.getByLabel('Payment password').fill(PAYMENT);
  await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(form.getByRole('alert')).toContainText('Payments are locked until');
  // The refusals themselves are the browser's only complaints: four 403s and the two 423s.
  expect(errors.filter((e) => !/^Failed to load resource: the server responded with a status of 4(03|23) /.test(e))).toEqual([]);
});
