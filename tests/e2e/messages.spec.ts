import { expect, test } from '@playwright/test';
import { open, registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * Internal messages and the contact page: a staff member writes to one member from the content
 * desk; the member's open page shows the unread badge without a reload, and reading the message
 * on the messages page (messageV2) clears it. The contact page is in the page's language with a
 * "Start live chat" button that leads to the chat in that language. Screenshots with SHOTS=1
 * (/tmp/shots/h6-*).
 */

const PASSWORD = 'Quiet-Harbour-57';
const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin });

test('a staff message shows on the unread badge at once and clears once read on the messages page', async ({ page, browser }) => {
  test.setTimeout(120_000);
  skipPopups(page);
  const errors = watchConsole(page);
  const account = uniqueName('inbox');
  await registerByApi(page.request, { username: account, password: PASSWORD, mobile: uniqueMobile() }, true);
  const memberId = withE2eDb((db) => (db.prepare('select id from members where account = ?').get(account) as { id: number }).id);

  await open(page, '/en/index');
  const mail = page.getByRole('banner').getByRole('button', { name: /Platform information/ });
  await expect(mail).toBeVisible();
  await expect(mail).not.toContainText('unread');

  const staff = await browser.newPage();
  try {
    await enrolAndLogin(staff, createStaffViaCli('support'), 'en');
    const sent = await staff.request.post('/backoffice/api/content/messages', {
      data: { requestId: `e2e-${account}`, to: { member: memberId }, subject: 'Your payout is on its way', body: 'We checked your account; the withdrawal was sent today.' },
      headers: origin(),
    });
    expect(sent.status(), await sent.text()).toBe(200);
  } finally {
    await staff.close();
  }

  // No reload: the balance stream brings the count.
  await expect(mail).toContainText('1 unread message', { timeout: 10_000 });
  await mail.click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByText('1 unread message', { exact: true }).first()).toBeVisible();
  await shoot(page, 'h6-messages-en-unread');
  await centre.getByRole('button', { name: /Your payout is on its way/ }).click();
  await expect(centre.getByText('We checked your account; the withdrawal was sent today.')).toBeVisible();
  await expect(centre.getByText('0 unread messages', { exact: true })).toBeVisible();
  await expect(mail).not.toContainText('unread');
  await shoot(page, 'h6-messages-en-read');

  await open(page, '/index?member=messageV2');
  const bn = page.getByRole('dialog');
  await expect(bn.getByRole('button', { name: /Your payout is on its way/ })).toBeVisible();
  await shoot(page, 'h6-messages-bn');
  expect(errors).toEqual([]);
});

test('the contact page is in the page’s language, and its live chat button opens the chat in that language', async ({ page }) => {
  skipPopups(page);
  const errors = watchConsole(page);
  await open(page, '/en/policy/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
  await expect(page.getByText('যোগাযোগ করুন')).toHaveCount(0);
  const start = page.getByRole('link', { name: 'Start live chat' });
  await expect(start).toHaveAttribute('href', '/en/chat');
  await shoot(page, 'h6-contact-en');
  await start.click();
  await expect(page).toHaveURL(/\/en\/chat$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);

  await open(page, '/policy/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' })).toBeVisible();
  const startBn = page.getByRole('link', { name: 'লাইভ চ্যাট শুরু করুন' });
  await expect(startBn).toHaveAttribute('href', '/chat');
  await shoot(page, 'h6-contact-bn');
  await startBn.click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^bn/);
  expect(errors).toEqual([]);
});

test('an owner sets customer service on the settings desk: a wrong time is refused, a new chat cap is saved', async ({ page }) => {
  test.setTimeout(90_000);
  await enrolAndLogin(page, createStaffViaCli('owner'), 'en');
  // Watched from here: signing in asks for the session before there is one (a 401 by design).
  const errors = watchConsole(page);
  await page.goto(backofficePath('en', 'settings?section=support'));
  await expect(page.getByRole('heading', { name: 'Customer service', level: 2 })).toBeVisible();
  const cap = page.getByLabel('Chats per agent at once');
  await expect(cap).toHaveValue('4');
  await expect(page.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
  await shoot(page, 'h6-settings-support-en');

  await page.getByLabel('Opens at (HH:MM)').fill('25:00');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Write the hours as HH:MM');
  await page.getByLabel('Opens at (HH:MM)').fill('00:00');
  await cap.fill('5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. The site shows the change within 2 seconds.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Chats per agent at once')).toHaveValue('5');
  // Back to the default, which other tests rely on.
  await page.getByLabel('Chats per agent at once').fill('4');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. The site shows the change within 2 seconds.')).toBeVisible();
  expect(errors).toEqual([]);
});
