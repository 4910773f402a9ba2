import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import sharp from 'sharp';
import { islandsReady, shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The two-browser chat: an agent opens the live chats desk and takes chats; a visitor
 * opens /en/chat in another browser and starts a chat. The agent gets it, replies with a link;
 * the visitor reads the reply and answers; the agent leaves a note the visitor never sees and
 * closes the chat with a reason; the visitor rates it. Then the desk again in Bengali.
 */

/** The player chat's own Bengali wording (locales/bn/chat.json), as a Bengali visitor reads it. */
function chatText(key: string): string {
  const text = (JSON.parse(readFileSync('locales/bn/chat.json', 'utf8')) as Record<string, string>)[key];
  if (!text) throw new Error(`no wording for ${key}`);
  return text;
}

async function agentPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await skipPopups(page);
  await enrolAndLogin(page, createStaffViaCli('support'), 'en');
  // Watched from the desk on: the sign-in screen's own "who is signed in?" answers 401 by design.
  const errors = watchConsole(page);
  return { page, errors };
}

test.describe('live chat desk', () => {
  // Only this test's agent takes chats: agents other tests left on duty would be given the visitor.
  test.beforeEach(() => withE2eDb((db) => db.prepare('update chat_agents set available = 0').run()));
  test('a visitor and an agent chat in two browsers: reply, answer, a note only staff see, close with a reason, rating', async ({ browser }) => {
    test.setTimeout(240_000);
    const tag = Date.now().toString(36).slice(-5);
    const visitorName = `Rahim ${tag}`;
    const note = `Checked the deposit log ${tag}`;

    // A canned reply of the operator's, in English (the desk reads them when it opens).
    const cannedTitle = `Checking ${tag}`;
    const cannedBody = `Thanks for waiting ${tag}, I am checking your deposit now.`;
    withE2eDb((db) => db.prepare('insert into chat_canned_replies (language, title, body, sort, updated_at) values (?, ?, ?, 0, ?)').run('en', cannedTitle, cannedBody, Date.now()));

    // The agent opens the desk and starts taking chats.
    const { page: agent, errors: agentErrors } = await agentPage(browser);
    await agent.goto(backofficePath('en', 'support'));
    await islandsReady(agent);
    await expect(agent.getByRole('tab', { name: 'Live chats' })).toHaveAttribute('aria-selected', 'true');
    const taking = agent.getByRole('switch', { name: 'Taking chats' });
    await expect(taking).toHaveAttribute('aria-checked', 'false');
    await expect(agent.getByText('Away', { exact: true })).toBeVisible();
    await taking.click();
    await expect(taking).toHaveAttribute('aria-checked', 'true');
    await expect(agent.getByText('Available', { exact: true })).toBeVisible();

    // A visitor on a phone starts a chat.
    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    const visitorErrors = watchConsole(visitor);
    await skipPopups(visitor);
    await visitor.goto('/en/chat');
    await islandsReady(visitor);
    await visitor.getByLabel('Your name').fill(visitorName);
    await visitor.getByRole('button', { name: 'Start chat' }).click();
    const visitorLog = visitor.getByRole('log');

    // The chat reaches the agent: assigned by the desk, or taken from the waiting line.
    const mine = agent.getByRole('region', { name: /^Mine/ });
    const waiting = agent.getByRole('region', { name: /^Waiting/ });
    await expect(mine.getByText(visitorName).or(waiting.getByText(visitorName)).first()).toBeVisible({ timeout: 20_000 });
    if (await waiting.getByText(visitorName).isVisible()) await waiting.getByRole('button', { name: `Take the chat of ${visitorName}` }).click();
    else await mine.getByRole('button', { name: new RegExp(visitorName) }).click();
    await expect(mine.getByText(visitorName)).toBeVisible();
    const thread = agent.getByRole('region', { name: `Conversation with ${visitorName}` });
    await expect(thread.getByRole('heading', { name: visitorName })).toBeVisible();
    await expect(agent.getByRole('complementary', { name: 'Visitor' })).toContainText(visitorName);
    await expect(visitor.getByText(/joined the chat/)).toBeVisible({ timeout: 15_000 });

    // The visitor writes first; the agent sees the typing and then the words.
    await visitor.getByLabel('Message', { exact: true }).fill('Hello, my deposit has not arrived yet');
    await expect(thread.getByText(`${visitorName} is typing…`)).toBeVisible({ timeout: 10_000 });
    await visitor.getByLabel('Message', { exact: true }).press('Enter');
    await expect(thread.getByText('Hello, my deposit has not arrived yet')).toBeVisible();

    // The agent replies with a link (Enter sends): the reply is a link to that address only.
    const reply = thread.getByLabel('Your reply');
    await expect(reply).toBeFocused();
    await reply.fill('Sorry for the wait. Please see https://example.com/deposits, I am checking now.');
    await reply.press('Enter');
    const sent = thread.getByRole('listitem').filter({ hasText: 'Sorry for the wait.' });
    await expect(sent).toContainText(/Delivered|Read/);
    const link = sent.getByRole('link', { name: 'https://example.com/deposits' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(link).toHaveAttribute('target', '_blank');

    // The visitor reads it and answers; the agent's reply shows as read.
    await expect(visitorLog.getByText('Sorry for the wait.')).toBeVisible();
    await visitor.getByLabel('Message', { exact: true }).fill('Thank you, it is there now');
    await visitor.getByLabel('Message', { exact: true }).press('Enter');
    await expect(thread.getByText('Thank you, it is there now')).toBeVisible();
    await expect(sent).toContainText('Read', { timeout: 10_000 });

    // A canned reply fills the box; an image goes as a thumbnail both sides see.
    await thread.getByLabel('Canned reply').selectOption({ label: `EN · ${cannedTitle}` });
    await expect(reply).toHaveValue(cannedBody);
    await reply.press('Enter');
    await expect(visitorLog.getByText(cannedBody)).toBeVisible();
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f6f4f' } }).png().toBuffer();
    await thread.getByLabel('Attach an image').setInputFiles({ name: 'steps.png', mimeType: 'image/png', buffer: png });
    await expect(thread.getByRole('img', { name: 'Image sent in the chat' })).toBeVisible();
    await expect(visitorLog.getByRole('img', { name: 'Picture from the agent' })).toBeVisible();

    // A note for staff: marked, yellow, never shown to the visitor.
    await thread.getByRole('radio', { name: 'Note' }).check();
    await expect(thread.getByText('Notes stay on the desk: the player never sees them.')).toBeVisible();
    await thread.getByLabel('Internal note').fill(note);
    await thread.getByRole('button', { name: 'Add note' }).click();
    const noteLine = thread.getByRole('listitem').filter({ hasText: note });
    await expect(noteLine).toContainText('Note — only staff see this');
    await thread.getByRole('radio', { name: 'Reply' }).check();
    await shoot(agent, 'support-desk-chat-en', [1280, 390]);
    await shoot(visitor, 'support-chat-visitor-en', [390]);

    // The agent closes the chat with a reason; focus goes back to the conversation's heading.
    await thread.getByRole('button', { name: 'Close' }).click();
    const dialog = agent.getByRole('dialog', { name: `Close the chat of ${visitorName}` });
    await dialog.getByLabel('Reason').selectOption({ label: 'Resolved' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(agent.getByRole('status').filter({ hasText: `The chat of ${visitorName} is closed.` })).toBeVisible();
    await expect(thread.getByText('Closed by staff. Reason: Resolved.')).toBeVisible();
    await expect(thread.getByRole('heading', { name: visitorName })).toBeFocused();
    await expect(thread.getByLabel('Your reply')).toHaveCount(0);

    // The visitor sees the end, never the note, and rates the chat.
    await expect(visitor.getByText('The agent ended the chat').first()).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByText(note)).toHaveCount(0);
    await visitor.locator('label').filter({ hasText: '5 out of 5' }).click();
    await visitor.getByRole('button', { name: 'Send rating' }).click();
    await expect(visitor.getByText('Thanks for your rating!')).toBeVisible();
    await shoot(visitor, 'support-chat-visitor-rated-en', [390]);

    // The desk in Bengali, with a Bengali visitor's chat open on it.
    await agent.goto(backofficePath('bn', 'support'));
    await islandsReady(agent);
    await expect(agent.getByRole('switch', { name: 'চ্যাট নিচ্ছি' })).toHaveAttribute('aria-checked', 'true');
    const bnName = `করিম ${tag}`;
    const bnVisitor = await browser.newContext({ viewport: { width: 390, height: 844 } }).then((c) => c.newPage());
    const bnErrors = watchConsole(bnVisitor);
    await skipPopups(bnVisitor);
    await bnVisitor.goto('/chat');
    await islandsReady(bnVisitor);
    await bnVisitor.getByLabel(chatText('chat.field.name')).fill(bnName);
    await bnVisitor.getByRole('button', { name: chatText('chat.prechat.start') }).click();
    const bnMine = agent.getByRole('region', { name: /^আমার/ });
    const bnWaiting = agent.getByRole('region', { name: /^অপেক্ষমাণ/ });
    await expect(bnMine.getByText(bnName).or(bnWaiting.getByText(bnName)).first()).toBeVisible({ timeout: 20_000 });
    if (await bnWaiting.getByText(bnName).isVisible()) await bnWaiting.getByRole('button', { name: `${bnName}-এর চ্যাট নিন` }).click();
    else await bnMine.getByRole('button', { name: new RegExp(bnName) }).click();
    const bnThread = agent.getByRole('region', { name: `${bnName}-এর সাথে কথোপকথন` });
    await bnVisitor.getByLabel(chatText('chat.composer.label'), { exact: true }).fill('আমার উত্তোলন এখনও আসেনি');
    await bnVisitor.getByLabel(chatText('chat.composer.label'), { exact: true }).press('Enter');
    await expect(bnThread.getByText('আমার উত্তোলন এখনও আসেনি')).toBeVisible();
    await bnThread.getByLabel('আপনার উত্তর').fill('একটু অপেক্ষা করুন, আমি দেখছি।');
    await bnThread.getByLabel('আপনার উত্তর').press('Enter');
    await expect(bnVisitor.getByRole('log').getByText('একটু অপেক্ষা করুন, আমি দেখছি।')).toBeVisible();
    await shoot(agent, 'support-desk-chat-bn', [1280, 390]);
    await shoot(bnVisitor, 'support-chat-visitor-bn', [390]);
    expect(bnErrors).toEqual([]);

    expect(agentErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
