import { expect, type Page, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { islandsReady, shoot, skipPopups, watchConsole, withE2eDb } from './helpers.ts';

/*
 * The support desk's records: a support lead adds a canned reply in Bengali and in English, finds
 * a past conversation by a word a player wrote and reads it with its internal note, opens the
 * metrics, and sees the customer-service tile on the dashboard; the desk in Bengali too.
 */

/** The desk's Bengali words, from its two namespaces (the tab names and the records' own). */
const BN = { ...JSON.parse(readFileSync('locales/bn/bo-support.json', 'utf8')), ...JSON.parse(readFileSync('locales/bn/bo-support-records.json', 'utf8')) } as Record<string, string>;
function bn(key: string): string {
  const text = BN[key];
  if (!text) throw new Error(`no Bengali wording for ${key}`);
  return text;
}

async function openTab(page: Page, tab: string, lang: 'bn' | 'en' = 'en'): Promise<void> {
  await page.goto(backofficePath(lang, 'support'));
  await islandsReady(page);
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** A finished chat as the desk stored it: a player's question, an agent's note and answer. */
function pastChat(name: string, word: string): void {
  withE2eDb((db) => {
    const at = Date.now() - 3_600_000;
    const id = Number(
      db
        .prepare(
          "insert into chat_conversations (token_hash, name, language, queue, kind, status, created_at, assigned_at, first_response_at, last_message_at, closed_at, closed_by, close_reason, rating) values (?, ?, 'en', 'general', 'chat', 'closed', ?, ?, ?, ?, ?, 'staff', 'resolved', 5)",
        )
        .run(`e2e-records-${word}`, name, at, at + 20_000, at + 45_000, at + 300_000, at + 300_000).lastInsertRowid,
    );
    const line = db.prepare('insert into chat_messages (conversation_id, author, body, client_id, created_at) values (?, ?, ?, ?, ?)');
    line.run(id, 'player', `My ${word} deposit has not arrived yet`, `e2e-${word}-1`, at + 1_000);
    line.run(id, 'note', 'Checked the gateway: it is pending there', `e2e-${word}-2`, at + 40_000);
    line.run(id, 'staff', 'It is on its way, see https://example.com/status', `e2e-${word}-3`, at + 45_000);
  });
}

test.describe('support desk records', () => {
  test('a support lead keeps canned replies, finds a transcript by a word and reads the metrics', async ({ browser }) => {
    test.setTimeout(240_000);
    const tag = Date.now().toString(36).slice(-6);
    const word = `zebra${tag}`;
    pastChat(`Nadia ${tag}`, word);

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await skipPopups(page);
    await enrolAndLogin(page, createStaffViaCli('support_lead'), 'en');
    // Watched from the signed-in desk on: the sign-in page asks who is signed in (401) by design.
    const errors = watchConsole(page);

    await openTab(page, 'Canned replies');
    await page.getByRole('button', { name: 'Add a reply in Bengali' }).click();
    const bnForm = page.getByRole('form', { name: 'New reply in Bengali' });
    await bnForm.getByLabel('Title').fill(`অপেক্ষা ${tag}`);
    await bnForm.getByLabel('Reply').fill('অনুগ্রহ করে একটু অপেক্ষা করুন, আমি দেখছি।');
    await bnForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved “অপেক্ষা ${tag}”.`)).toBeVisible();
    const bnList = page.getByRole('region', { name: /^Bengali/ });
    await expect(bnList.getByText(`অপেক্ষা ${tag}`)).toBeVisible();

    await page.getByRole('button', { name: 'Add a reply in English' }).click();
    const enForm = page.getByRole('form', { name: 'New reply in English' });
    await enForm.getByLabel('Title').fill(`Hold on ${tag}`);
    await enForm.getByLabel('Reply').fill('Please hold on a moment while I check.');
    await enForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved “Hold on ${tag}”.`)).toBeVisible();
    await expect(page.getByRole('region', { name: /^English/ }).getByText(`Hold on ${tag}`)).toBeVisible();
    await expect(bnList.getByText(`Hold on ${tag}`)).toHaveCount(0);
    await shoot(page, 'support-records-canned-en');

    await page.getByRole('tab', { name: 'Transcripts', exact: true }).click();
    await page.getByLabel('Words in a message').fill(word);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(`Nadia ${tag}`);
    await page.getByRole('button', { name: new RegExp(`Open the transcript of Nadia ${tag}`) }).click();
    const lines = page.getByRole('list', { name: 'Messages, oldest first' });
    await expect(lines.getByRole('listitem')).toHaveCount(3);
    await expect(lines.getByRole('listitem').first()).toContainText(`My ${word} deposit has not arrived yet`);
    await expect(lines.getByText('Internal note')).toBeVisible();
    const link = lines.getByRole('link', { name: 'https://example.com/status' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await shoot(page, 'support-records-transcript-en');

    await page.getByLabel('Words in a message').fill(`nothing${tag}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No conversation matches these filters.')).toBeVisible();

    await page.getByRole('tab', { name: 'Metrics', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Response-time metrics' })).toBeVisible();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    const figures = page.getByRole('list', { name: 'Figures for the period' });
    await expect(figures.getByText('First response (median)')).toBeVisible();
    await expect(page.getByRole('table', { name: 'By agent' })).toBeVisible();
    await shoot(page, 'support-records-metrics-en');

    await page.goto(backofficePath('en'));
    await islandsReady(page);
    await expect(page.getByRole('heading', { name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'First response (median)' })).toBeVisible();
    await shoot(page, 'support-records-dashboard-en');

    await openTab(page, bn('bo.support.tab.canned'), 'bn');
    await expect(page.getByText(`অপেক্ষা ${tag}`)).toBeVisible();
    await shoot(page, 'support-records-canned-bn');
    await page.getByRole('tab', { name: bn('bo.support.tab.transcripts'), exact: true }).click();
    await page.getByLabel(bn('bo.support.records.filter.text')).fill(word);
    await page.getByRole('button', { name: bn('bo.support.records.filter.search') }).click();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await shoot(page, 'support-records-transcripts-bn');
    await page.getByRole('tab', { name: bn('bo.support.tab.metrics'), exact: true }).click();
    await expect(page.getByRole('heading', { name: bn('bo.support.records.metrics.title') })).toBeVisible();
    await shoot(page, 'support-records-metrics-bn');

    expect(errors).toEqual([]);
    await context.close();
  });
});
