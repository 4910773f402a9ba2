import { expect, type Page, test } from '@playwright/test';
import { open, registerByApi, uniqueName } from './account-helpers.ts';
import { shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The player's live chat (issue 20): the /chat page the customer-service link opens in its 440×500
 * window, and the same chat in the chat room modal on phones. The e2e server has no agent on
 * duty, so the chat takes a message (a ticket) until a test puts one on duty.
 */

const PASSWORD = 'Chat2024pass';

/** The newest ticket or chat a name started, as the desk would see it. */
function conversationOf(name: string): { kind: string; status: string; language: string } | undefined {
  return withE2eDb((db) => db.prepare('select kind, status, language from chat_conversations where name = ? order by id desc limit 1').get(name) as { kind: string; status: string; language: string } | undefined);
}

/** Puts the first staff member on chat duty (as their desk does while it is open) or takes every agent off. */
function agentOnDuty(on: boolean): void {
  withE2eDb((db) => {
    if (!on) {
      db.prepare('update chat_agents set available = 0').run();
      return;
    }
    const staff = db.prepare('select id from staff order by id limit 1').get() as { id: number };
    const now = Date.now();
    db.prepare(
      `insert into chat_agents (staff_id, available, seen_at, updated_at) values (?, 1, ?, ?)
       on conflict (staff_id) do update set available = 1, seen_at = excluded.seen_at`,
    ).run(staff.id, now, now);
  });
}

test.describe('live chat', () => {
  let errors: string[];
  test.beforeEach(async ({ page }) => {
    errors = watchConsole(page);
    await skipPopups(page);
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
  // The agent put on duty here must not take later tests' chats.
  test.afterAll(() => agentOnDuty(false));

  test('a visitor on /en/chat with no agent on duty leaves a message, checked before it is sent', async ({ page }) => {
    agentOnDuty(false);
    await open(page, '/en/chat');
    await expect(page.getByRole('heading', { name: 'Leave us a message' })).toBeVisible();
    await expect(page.getByText('Offline · leave us a message')).toBeVisible();
    await shoot(page, 'chat-offline-en');

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter your name to start the chat.')).toBeVisible();
    await expect(page.getByText('Enter an email address so we can answer you.')).toBeVisible();
    await expect(page.getByText('Write your message.')).toBeVisible();

    const name = uniqueName('Visitor');
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Email address').fill(`${name}@example.com`);
    await page.getByLabel('Your message').fill('My deposit has not arrived, see https://example.com/receipt.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message received' })).toBeVisible();
    await expect(page.getByText('We will reply to your email address.')).toBeVisible();
    expect(conversationOf(name)).toMatchObject({ kind: 'ticket', language: 'en' });
    await shoot(page, 'chat-ticket-sent-en');
  });

  test('the chat page is used by keyboard alone', async ({ page }) => {
    agentOnDuty(false);
    await open(page, '/en/chat');
    const name = uniqueName('Keys');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your name')).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email address')).toBeFocused();
    await page.keyboard.type(`${name}@example.com`);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Your message')).toBeFocused();
    await page.keyboard.type('Hello, I need help with a withdrawal.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Message received' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back to chat' })).toBeFocused();
    expect(conversationOf(name)?.kind).toBe('ticket');
  });

  test('the Bengali chat page speaks Bengali', async ({ page }) => {
    agentOnDuty(false);
    await open(page, '/chat');
    await expect(page.locator('html')).toHaveAttribute('lang', /^bn/);
    await expect(page.getByRole('heading', { name: 'আমাদের একটি বার্তা দিন' })).toBeVisible();
    await expect(page.getByLabel('আপনার নাম')).toBeVisible();
    await expect(page.getByRole('button', { name: 'বার্তা পাঠান' })).toBeVisible();
    await shoot(page, 'chat-offline-bn');
  });

  test('a member opens customer service from the side menu on a phone and finds the chat signed in @phone', async ({ page, isMobile }) => {
    agentOnDuty(false);
    const username = uniqueName('cs');
    await registerByApi(page.request, { username, password: PASSWORD }, true);
    await open(page, '/en/index');
    const chat = await openCustomerService(page, isMobile);
    await expect(chat.getByRole('heading', { name: 'Leave us a message' })).toBeVisible();
    await expect(chat.getByText(`Signed in as ${username}`)).toBeVisible();
    // A member is known: no name or address is asked.
    await expect(chat.getByLabel('Your name')).toHaveCount(0);
    if (isMobile) {
      expect((await chat.boundingBox())?.width).toBe(390);
      await shoot(page, 'chat-member-modal-en', [390]);
      await chat.getByRole('button', { name: 'Close' }).click();
      await expect(chat).toBeHidden();
    } else await shoot(chat.page(), 'chat-member-window-en');
  });

  test('with an agent on duty a visitor starts a chat, waits or talks, and sends a message once', async ({ page }) => {
    agentOnDuty(true);
    await open(page, '/en/chat');
    await expect(page.getByRole('heading', { name: 'Hi! How can we help?' })).toBeVisible();
    await shoot(page, 'chat-prechat-en');
    await page.getByRole('button', { name: 'Start chat' }).click();
    await expect(page.getByText('Enter your name to start the chat.')).toBeVisible();
    const name = uniqueName('Talk');
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Start chat' }).click();

    const box = page.getByLabel('Message', { exact: true });
    await expect(box).toBeVisible();
    await expect(page.getByRole('button', { name: 'End chat' })).toBeVisible();
    await box.fill('Hello, is anyone there?');
    await box.press('Enter');
    const log = page.getByRole('log');
    await expect(log.getByText('Hello, is anyone there?')).toHaveCount(1);
    await expect(log.getByText('Sent').or(log.getByText('Delivered')).or(log.getByText('Read')).first()).toBeAttached();
    await shoot(page, 'chat-talking-en');

    await page.getByRole('button', { name: 'End chat' }).click();
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'You ended the chat' })).toBeVisible();
    // The stars are radio buttons: a keyboard chooses one with Space.
    await page.getByRole('radio', { name: '4 out of 5' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByText('Thanks for your rating!')).toBeVisible();
    await shoot(page, 'chat-ended-en');
    expect(conversationOf(name)).toMatchObject({ kind: 'chat', status: 'closed' });
    agentOnDuty(false);
  });
});

/** Presses the customer-service entry: the side menu's on a phone (chat room modal), the right bar's on a desktop (440×500 window). */
async function openCustomerService(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Customer service' }).click();
    return page.getByRole('dialog', { name: 'Customer service' });
  }
  const popup = page.waitForEvent('popup');
  await page.getByRole('complementary', { name: 'Quick contact' }).getByRole('button', { name: 'Service', exact: true }).click();
  const window = await popup;
  await window.waitForURL(/\/en\/chat$/);
  return window.locator('body');
}
