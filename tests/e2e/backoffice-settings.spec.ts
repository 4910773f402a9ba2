import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { open } from './account-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { admin, reloadUntil } from './helpers.ts';

/*
 * The settings desk in the browser: an owner turns off direct registration and the password on
 * mobile registration, and the member site's register form changes (an invitation code becomes
 * required; the phone tab asks no password); turned back on, the form is as before. The switches
 * are restored at the end whatever happens, since other tests rely on the defaults.
 */

const SHOTS = '/tmp/shots';

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

async function registerDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog.getByRole('tab', { name: 'By phone' })).toBeVisible();
  return dialog;
}

async function setSwitches(page: Page, on: boolean): Promise<void> {
  for (const name of ['Direct registration', 'Password on mobile registration']) {
    const toggle = page.getByRole('switch', { name });
    if (on) await toggle.check();
    else await toggle.uncheck();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. The site shows the change within 2 seconds.')).toBeVisible();
}

test('an owner turns registration switches off and on; the register form follows', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const saved = admin('settings:get', 'switches');
  const member = await browser.newPage();
  try {
    await enrolAndLogin(page, createStaffViaCli('owner'), 'en');
    await page.goto(backofficePath('en', 'settings'));
    await expect(page.getByRole('heading', { name: 'Feature switches' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Direct registration' })).toBeChecked();
    await shoot(page, 'settings-en-switches');

    // Before: no invitation note, and the phone tab asks for a password.
    await open(member, '/en/index');
    let dialog = await registerDialog(member);
    await expect(dialog.getByText('Registration is by invitation: enter the invitation code you were given.')).toHaveCount(0);
    await dialog.getByRole('tab', { name: 'By phone' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();

    await setSwitches(page, false);
    await reloadUntil(member, async () => {
      const d = await registerDialog(member);
      await expect(d.getByText('Registration is by invitation: enter the invitation code you were given.')).toBeVisible();
    });
    dialog = member.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('textbox', { name: /Invitation code/ })).toHaveAttribute('aria-required', 'true');
    await dialog.getByRole('tab', { name: 'By phone' }).click();
    await expect(dialog.getByLabel('Mobile number', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expect(dialog.getByLabel('Confirm password', { exact: true })).toHaveCount(0);

    await setSwitches(page, true);
    await reloadUntil(member, async () => {
      const d = await registerDialog(member);
      await expect(d.getByText('Registration is by invitation: enter the invitation code you were given.')).toHaveCount(0);
    });
    dialog = member.getByRole('dialog', { name: 'Register' });
    await dialog.getByRole('tab', { name: 'By phone' }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();

    // The other sections, for the record (screenshots) and that each opens from the address.
    for (const [section, heading] of [
      ['registration', 'Registration rules'],
      ['maintenance', 'Maintenance'],
      ['cashier', 'Cashier limits and fees'],
      ['backoffice', 'IP allow-list'],
      ['domains', 'Domains'],
    ] as const) {
      await page.goto(`${backofficePath('en', 'settings')}?section=${section}`);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      if (section === 'backoffice') await expect(page.getByText(/Careful: a list without your own address/)).toBeVisible();
      await shoot(page, `settings-en-${section}`);
    }
    await page.goto(`${backofficePath('bn', 'settings')}`);
    await expect(page.getByRole('heading', { name: 'ফিচার সুইচ' })).toBeVisible();
    await shoot(page, 'settings-bn-switches');
    await page.goto(`${backofficePath('bn', 'settings')}?section=cashier`);
    await expect(page.getByRole('heading', { name: /ক্যাশিয়ারের সীমা ও ফি/ })).toBeVisible();
    await shoot(page, 'settings-bn-cashier');
  } finally {
    admin('settings:set', 'switches', JSON.stringify(JSON.parse(saved)));
    await member.close();
  }
});
