import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { registerByApi, uniqueMobile, uniqueName } from './account-helpers.ts';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { islandsReady, skipPopups } from './helpers.ts';

/*
 * Maker-checker in the browser: a finance user asks for a balance adjustment (the members desk's
 * API), the member's balance does not move, the maker sees the request waiting on the approvals
 * desk with the buttons disabled, a second finance user approves it there, and the balance moves.
 * An owner then finds the decision in the audit log and opens its before/after.
 */

const SHOTS = '/tmp/shots';
type Envelope<T> = { success: boolean; value: T; code?: string };
const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin });

async function get<T>(request: APIRequestContext, path: string): Promise<Envelope<T>> {
  return (await (await request.get(path)).json()) as Envelope<T>;
}
async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<Envelope<T>> {
  return (await (await request.post(path, { data, headers: origin() })).json()) as Envelope<T>;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

async function staffPage(browser: Browser, role: 'finance' | 'owner'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  await enrolAndLogin(page, createStaffViaCli(role), 'en');
  return page;
}

test.describe('back office approvals', () => {
  test.beforeEach(({ page }) => skipPopups(page));

  test('a maker’s adjustment waits for the checker', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const username = uniqueName('adj');
    await registerByApi(page.request, { username, password: 'Sunny-River-42', mobile: uniqueMobile() });

    const maker = await staffPage(browser, 'finance');
    const found = await get<{ list: { id: number; account: string }[] }>(maker.request, `/backoffice/api/members?q=${username}`);
    const member = found.value.list.find((m) => m.account === username);
    expect(member, JSON.stringify(found)).toBeTruthy();
    const balance = async () => (await get<{ balance: number }>(maker.request, `/backoffice/api/members/${member!.id}`)).value.balance;
    const before = await balance();

    const asked = await post<{ id: number; status: string }>(maker.request, `/backoffice/api/members/${member!.id}/adjustments`, { amount: 12_345, reason: 'Goodwill for a delayed payout' });
    expect(asked.value?.status, JSON.stringify(asked)).toBe('pending');
    const id = asked.value.id;
    expect(await balance()).toBe(before);

    // The maker sees their own request waiting for a second person, and cannot decide it.
    await maker.goto(backofficePath('en', 'approvals'));
    await islandsReady(maker);
    await expect(maker.getByRole('heading', { level: 1, name: 'Approvals' })).toBeVisible();
    const mine = maker.getByRole('row').filter({ hasText: `#${id}` });
    await expect(mine).toContainText('Waiting for a second person');
    await expect(mine.getByRole('button', { name: `Approve request ${id}` })).toBeDisabled();
    await expect(mine.getByRole('button', { name: `Reject request ${id}` })).toBeDisabled();
    await shoot(maker, 'approvals-maker-en');

    // A second finance user approves it on the desk.
    const checker = await staffPage(browser, 'finance');
    await checker.goto(backofficePath('en', 'approvals'));
    await islandsReady(checker);
    const row = checker.getByRole('row').filter({ hasText: `#${id}` });
    await expect(row).toContainText('Balance adjustment');
    await expect(row).toContainText(username);
    await shoot(checker, 'approvals-en');
    await row.getByRole('button', { name: `Approve request ${id}` }).click();
    const dialog = checker.getByRole('dialog', { name: `Approve request ${id}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(checker.getByRole('status')).toContainText(`Request ${id} approved and carried out.`);
    expect(await balance()).toBe(before + 12_345);

    // Approved once: approving again through the API is refused.
    const again = await post(checker.request, `/backoffice/api/approvals/${id}/approve`, {});
    expect(again.code).toBe('APPROVAL_CLOSED');
    expect(await balance()).toBe(before + 12_345);

    await checker.goto(`${backofficePath('bn', 'approvals')}?qStatus=all`);
    await islandsReady(checker);
    await expect(checker.getByRole('row').filter({ hasText: `#${id}` })).toContainText('অনুমোদিত');
    await shoot(checker, 'approvals-bn');

    // An owner finds the request and the decision in the audit log and opens the decision's changes.
    const owner = await staffPage(browser, 'owner');
    await owner.goto(`${backofficePath('en', 'audit')}?aAction=approval.&aTargetId=${id}`);
    await islandsReady(owner);
    await expect(owner.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const decision = owner.getByRole('row').filter({ hasText: 'approval.approve' });
    await expect(decision).toContainText(`approval #${id}`);
    await expect(owner.getByRole('row').filter({ hasText: 'approval.request' })).toBeVisible();
    await decision.getByRole('button', { name: `Show or hide the changes of entry` }).click();
    const changes = owner.getByRole('region', { name: /approval\.approve/ });
    await expect(changes.getByRole('row').filter({ hasText: 'status' })).toContainText('"approved"');
    await shoot(owner, 'audit-en');

    // The filters are a form: another target id finds nothing, and the address keeps the filter.
    await owner.getByLabel('Target id').fill(String(id + 1000));
    await owner.getByRole('button', { name: 'Apply filters' }).click();
    await expect(owner.getByText('No entries match these filters.')).toBeVisible();
    await expect(owner).toHaveURL(new RegExp(`aTargetId=${id + 1000}`));

    await owner.goto(`${backofficePath('bn', 'audit')}?aAction=approval.`);
    await islandsReady(owner);
    await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
    await shoot(owner, 'audit-bn');
  });
});
