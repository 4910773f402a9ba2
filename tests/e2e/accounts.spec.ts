import { expect, type Page, test } from '@playwright/test';
import { affiliateCodeOf, closeAfterLogin, nextSlider, open, registerByApi, solveSlider, uniqueMobile, uniqueName } from './account-helpers.ts';
import { captchaAnswer, latestCode, latestEmail, skipPopups, watchConsole } from './helpers.ts';

/*
 * Accounts in the browser: registration, logins, recovery, the forced password change, the
 * member centre and logout. Every test that changes an account makes its own. Logins by password
 * run on desktop only and the image-captcha test runs last: three wrong passwords from this
 * address make the server ask every later password login from it for the captcha.
 * A second factor from a new address cannot be shown here (every test comes from 127.0.0.1).
 */

const PASSWORD = 'Sunny-River-42';

/** Opens the login modal: the header's SMS-login link on desktop, the Log in button on phones. */
async function openLoginModal(page: Page, isMobile: boolean) {
  const banner = page.getByRole('banner');
  if (isMobile) await banner.getByRole('button', { name: 'Log in', exact: true }).click();
  else await banner.getByRole('button', { name: 'SMS login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('accounts', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('a visitor registers with a username, the rules checked as they type, and is logged in @phone', async ({ page }) => {
    const errors = watchConsole(page);
    const username = uniqueName('reg');
    await open(page, '/en/index');
    const puzzle = nextSlider(page);
    await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByRole('tab', { name: 'By username' })).toHaveAttribute('aria-selected', 'true');

    await dialog.getByLabel('Username', { exact: true }).fill('9abc');
    await dialog.getByLabel('Password', { exact: true }).focus();
    await expect(dialog.getByText('Use 6 to 16 letters and digits, starting with a letter.')).toBeVisible();
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password', { exact: true }).fill('Sunny-River-4');
    await dialog.getByLabel('Email', { exact: true }).focus();
    await expect(dialog.getByText('The two passwords are not the same.')).toBeVisible();
    await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await expect(dialog.getByText('The two passwords are not the same.')).toHaveCount(0);
    await expect(dialog.getByRole('checkbox', { name: /I am 18 or older/ })).toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/en/policy/terms');

    await solveSlider(dialog, puzzle);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await closeAfterLogin(page, username);
    await expect(page.getByRole('banner').getByRole('button', { name: username })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /VIP 0/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visitor registers with a mobile number and the SMS code', async ({ page }) => {
    const mobile = uniqueMobile();
    await open(page, '/en/index');
    await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    // The username form has its puzzle; the mobile form loads its own.
    await expect(dialog.getByRole('slider', { name: 'Slide the piece into the gap' })).toBeEnabled();
    const puzzle = nextSlider(page);
    await dialog.getByRole('tab', { name: 'By phone' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('+880');
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await expect.poll(() => latestCode(`880${mobile}`)).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Verification code', { exact: true }).fill(latestCode(`880${mobile}`));
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await solveSlider(dialog, puzzle);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await closeAfterLogin(page, `880${mobile}`);
    await expect(page.getByRole('banner').getByRole('button', { name: `880${mobile}` })).toBeVisible();
  });

  test('an invitation link with a wrong code warns and asks for the code; a right one is used without asking', async ({ page }) => {
    await open(page, '/en/register?code=NOPE1234');
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await expect(warning).toContainText('The invitation code is not valid.');
    await warning.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByLabel('Invitation code', { exact: true })).toHaveValue('');

    await open(page, `/en/register?affiliateCode=${affiliateCodeOf('agentone')}`);
    await expect(dialog.getByLabel('Username', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Invitation code', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Warning' })).toHaveCount(0);
  });

  test('a member logs in from the header form, and is remembered for a day', async ({ page }) => {
    await open(page, '/en/index');
    const banner = page.getByRole('banner');
    await banner.getByLabel('Username', { exact: true }).fill('player02');
    await banner.getByLabel('Password', { exact: true }).fill('Player#2025');
    const puzzle = nextSlider(page);
    await banner.getByRole('button', { name: 'Log in', exact: true }).click();
    const check = page.getByRole('dialog', { name: 'Security check' });
    await check.getByRole('checkbox', { name: 'Remember me for a day' }).check();
    await solveSlider(check, puzzle);
    await check.getByRole('button', { name: 'Log in', exact: true }).click();
    await closeAfterLogin(page, 'player02');
    await expect(banner.getByRole('button', { name: 'player02' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /VIP 1/ })).toBeVisible();

    const session = (await page.context().cookies()).find((c) => c.name === 'msid');
    expect(session?.httpOnly).toBe(true);
    expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain('Player#2025');

    await page.context().clearCookies();
    await open(page, '/en/index');
    await expect(banner.getByLabel('Username', { exact: true })).toHaveValue('player02');
  });

  test('a member logs in with an SMS code', async ({ page }) => {
    await open(page, '/en/index');
    const puzzle = nextSlider(page);
    const dialog = await openLoginModal(page, false);
    await expect(dialog.getByRole('tab', { name: 'With SMS code' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('combobox', { name: 'Country code' }).focus();
    await expect(dialog.getByRole('listbox', { name: 'Countries' }).getByRole('option', { name: /Bangladesh/ })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('listbox', { name: 'Countries' }).getByRole('option', { name: /Bangladesh/ }).click();
    await expect(dialog.getByRole('listbox', { name: 'Countries' })).toBeHidden();
    await dialog.getByLabel('Mobile number', { exact: true }).fill('1712000001');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await expect.poll(() => latestCode('8801712000001')).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Verification code', { exact: true }).fill(latestCode('8801712000001'));
    await solveSlider(dialog, puzzle);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await closeAfterLogin(page, 'player01');
    await expect(page.getByRole('banner').getByRole('button', { name: 'player01' })).toBeVisible();
  });

  test('the demo account newbie01 must change its default password before going on', async ({ page }) => {
    await open(page, '/en/index');
    const banner = page.getByRole('banner');
    await banner.getByLabel('Username', { exact: true }).fill('newbie01');
    await banner.getByLabel('Password', { exact: true }).fill('Meridian2025');
    const puzzle = nextSlider(page);
    await banner.getByRole('button', { name: 'Log in', exact: true }).click();
    const check = page.getByRole('dialog', { name: 'Security check' });
    await solveSlider(check, puzzle);
    await check.getByRole('button', { name: 'Log in', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'CLOSE' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // The password was just typed at login, so it is not asked again.
    await expect(dialog.getByLabel('Current password')).toHaveCount(0);
    await dialog.getByLabel('New password', { exact: true }).fill('Newbie-Fresh-2025');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Newbie-Fresh-2025');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/en\/index$/);
    await expect(banner.getByRole('button', { name: 'newbie01' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a member recovers the password by phone and is logged in, and again by an emailed link', async ({ page }) => {
    const username = uniqueName('rec');
    const mobile = uniqueMobile();
    const email = `${username}@example.org`;
    await registerByApi(page.request, { username, password: PASSWORD, mobile, email });

    await open(page, '/en/index');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Forgot?' }).click();
    let dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'By phone' }).click();
    await dialog.getByLabel('Mobile number', { exact: true }).fill(mobile);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => latestCode(`880${mobile}`)).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Verification code', { exact: true }).fill(latestCode(`880${mobile}`));
    await dialog.getByLabel('New password', { exact: true }).fill('Phone-Reset-55');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('Phone-Reset-55');
    await dialog.getByRole('button', { name: 'Set password and log in' }).click();
    await expect(banner.getByRole('button', { name: username })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/index$/);

    await page.context().clearCookies();
    await open(page, '/en/index');
    await banner.getByRole('button', { name: 'Forgot?' }).click();
    dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(dialog.getByRole('tab', { name: 'By email' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('Username', { exact: true }).fill(username);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Email me a link' }).click();
    const sent = page.getByRole('dialog', { name: 'Notice' });
    await expect(sent).toContainText('we have sent a link to set a new password');
    await sent.getByRole('button', { name: 'Confirm' }).click();
    await expect(sent).toBeHidden();

    await expect.poll(() => latestEmail(email)).toContain('/en/index?reset=');
    const link = new URL(/https?:\/\/\S+/.exec(latestEmail(email))?.[0] ?? '');
    await page.goto(link.pathname + link.search);
    const reset = page.getByRole('dialog', { name: 'Set a new password' });
    await expect(page).not.toHaveURL(/reset=/);
    await reset.getByLabel('New password', { exact: true }).fill('Link-Reset-77');
    await reset.getByLabel('Confirm new password', { exact: true }).fill('Link-Reset-77');
    await reset.getByRole('button', { name: 'Save new password' }).click();
    const saved = page.getByRole('dialog', { name: 'Notice' });
    await expect(saved).toContainText('Your new password is saved.');
    await saved.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a free-play trial account is kept out of the member centre with the warning @phone', async ({ page, isMobile }) => {
    await open(page, '/en/index');
    const dialog = await openLoginModal(page, isMobile);
    await dialog.getByRole('button', { name: 'Try the games for free' }).click();
    const banner = page.getByRole('banner');
    const account = banner.getByRole('button', { name: /^trial\d{8}$/ });
    await expect(account).toBeVisible();
    await account.click();
    const warning = page.getByRole('dialog', { name: 'Warning' });
    await expect(warning).toContainText('This needs a real account.');
    await warning.getByRole('button', { name: 'Confirm' }).click();
    await expect(warning).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Member centre' })).toHaveCount(0);
    await banner.getByRole('button', { name: 'Deposit' }).click();
    await expect(warning).toContainText('This needs a real account.');
  });

  test('a member uses the member centre, then logs out through the confirm dialog @phone', async ({ page, isMobile }) => {
    const username = uniqueName('mc');
    await registerByApi(page.request, { username, password: PASSWORD }, true);
    await open(page, '/en/index');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: username }).click();
    const centre = page.getByRole('dialog', { name: 'Member centre' });
    const menu = centre.getByRole('navigation', { name: 'Member centre pages' });
    await expect(menu.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    await expect(centre.getByRole('heading', { name: 'My account' })).toBeVisible();
    if (isMobile) expect((await centre.boundingBox())?.width).toBe(390);

    await centre.getByRole('button', { name: 'Change avatar' }).click();
    await centre.getByRole('radio', { name: 'Avatar 3' }).click();
    await expect(centre.getByRole('img', { name: 'Your avatar' })).toHaveAttribute('src', '/images/avatars/a3.svg');

    const telegram = centre.getByRole('region', { name: 'Linked accounts' }).getByRole('listitem').filter({ hasText: 'Telegram' });
    await telegram.getByRole('button', { name: 'Link' }).click();
    await telegram.getByLabel('Telegram', { exact: true }).fill('@ab');
    await telegram.getByRole('button', { name: 'Link' }).click();
    await expect(telegram.getByText('Enter a Telegram username of 5 to 32 letters, digits or underscores.')).toBeVisible();
    await telegram.getByLabel('Telegram', { exact: true }).fill(`@${username}`);
    await telegram.getByRole('button', { name: 'Link' }).click();
    await expect(telegram).toContainText('Linked · cannot be changed');
    await expect(telegram.getByRole('button')).toHaveCount(0);

    await menu.getByRole('button', { name: 'Deposit' }).click();
    await expect(menu.getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    await expect(centre.getByRole('heading', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(centre.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await centre.getByRole('button', { name: 'CLOSE' }).click();
    await expect(centre).toBeHidden();

    const askToLogOut = async () => {
      if (isMobile) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
      } else {
        await banner.getByRole('button', { name: 'Log out' }).click();
      }
      const confirm = page.getByRole('dialog', { name: 'Notice' });
      await expect(confirm).toContainText('Are you sure you want to log out?');
      return confirm;
    };
    await (await askToLogOut()).getByRole('button', { name: 'Cancel' }).click();
    await expect(banner.getByRole('button', { name: username })).toBeVisible();
    await (await askToLogOut()).getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/en\/index$/);
    await expect(banner.getByRole('button', { name: username })).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'msid')).toBeUndefined();
  });

  // Keep last: it leaves this address asking for the captcha on every password login for a while.
  test('the image captcha appears after three wrong passwords', async ({ page }) => {
    const username = uniqueName('cap');
    await registerByApi(page.request, { username, password: PASSWORD });
    await open(page, '/en/index');
    const banner = page.getByRole('banner');
    await banner.getByLabel('Username', { exact: true }).fill(username);
    await banner.getByLabel('Password', { exact: true }).fill('Not-The-One-1');
    const check = page.getByRole('dialog', { name: 'Security check' });
    const login = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');

    let puzzle = nextSlider(page);
    await banner.getByRole('button', { name: 'Log in', exact: true }).click();
    let captcha: Promise<string> = Promise.resolve('');
    for (let i = 1; i <= 3; i++) {
      await solveSlider(check, puzzle);
      await expect(check.getByLabel('Characters in the picture')).toHaveCount(0);
      puzzle = nextSlider(page);
      if (i === 3) captcha = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha').then((r) => r.headers()['x-captcha-id'] ?? '');
      const answer = login();
      await check.getByRole('button', { name: 'Log in', exact: true }).click();
      await answer;
      await expect(check.getByRole('alert')).toHaveText('The username or password is not right.');
    }
    await expect(check.getByLabel('Characters in the picture')).toBeVisible();
    await expect(check.getByRole('img', { name: 'Captcha picture' })).toBeVisible();

    await banner.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await check.getByLabel('Characters in the picture').fill(captchaAnswer(await captcha));
    await solveSlider(check, puzzle);
    await check.getByRole('button', { name: 'Log in', exact: true }).click();
    await closeAfterLogin(page, username);
    await expect(banner.getByRole('button', { name: username })).toBeVisible();
  });
});
