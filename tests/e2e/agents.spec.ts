/**
 * The agent centre in the browser: the overview, the team, team betting with its state in the
 * address bar, opening downline accounts, and contracts offered and accepted (spec §2 agent
 * centre, §4 contract request, §5 who may open it).
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatMoney } from '#lib/format.ts';
import { AGENT_PASSWORD, openAs, PLAYER_PASSWORD, seedTeam } from './agent-helpers.ts';
import { affiliateCodeOf, loginFromHeader, uniqueName } from './account-helpers.ts';
import { islandsReady, skipPopups, watchConsole } from './helpers.ts';

const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

async function value<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { value: T }).value;
}

/** The first data row's account (the account button or cell of the first body row). */
function firstRow(table: Locator): Locator {
  return table.locator('tbody tr').first();
}

test.describe('agent centre', () => {
  test.beforeAll(() => {
    // A played team under agenttwo (and so in agentone's team): members, a week of bets, deposits.
    // A third of the seeded players never bet, so 90 members give about 55 players with bets, always
    // more than the 20 of one page (45 gave 27 on average and, with some seeds, one page only).
    seedTeam('agenttwo', 90, 6_000, 6);
  });

  test('a demo agent opens the agent centre from the header and sees the overview figures and a chart', async ({ page }) => {
    const errors = watchConsole(page);
    await openAs(page, '/en/index', 'agentone', AGENT_PASSWORD);
    await page.getByRole('button', { name: 'Agent centre' }).click();
    const centre = centreOf(page);
    await expect(centre.getByRole('navigation', { name: 'Agent centre pages' })).toBeVisible();
    await expect(centre.getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/agentPage=agentTeamOverview/);

    const overview = await value<{ teamSize: { direct: number; total: number }; totals: { validBet: number; newRegistrations: number } }>(page, '/wps/agent/team/overview?preset=prev7');
    const status = await value<{ info: { whitelabel: { currency: { symbol: string; minorUnits: number } } } }>(page, '/wps/system/status');
    expect(overview.teamSize.total).toBeGreaterThan(40);
    expect(overview.totals.validBet).toBeGreaterThan(0);
    const figures = centre.getByLabel('Key figures');
    await expect(figures).toContainText(new RegExp(`Team size\\s*${overview.teamSize.total.toLocaleString('en-GB')}\\s*${overview.teamSize.direct} direct`));
    await expect(figures).toContainText(`Valid bet${formatMoney(overview.totals.validBet, 'en', status.info.whitelabel.currency)}`);
    await expect(figures).toContainText(`New registrations${overview.totals.newRegistrations.toLocaleString('en-GB')}`);

    const chart = centre.getByRole('img', { name: 'Valid bet, deposits and team result' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.recharts-line-curve')).toHaveCount(3);
    await expect(centre.getByRole('img', { name: 'New registrations and active members' }).locator('.recharts-bar-rectangle').first()).toBeAttached();

    await centre.getByRole('combobox', { name: 'Date range' }).selectOption('prev30');
    const month = await value<{ totals: { validBet: number } }>(page, '/wps/agent/team/overview?preset=prev30');
    await expect(figures).toContainText(`Valid bet${formatMoney(month.totals.validBet, 'en', status.info.whitelabel.currency)}`);

    await centre.getByRole('button', { name: 'Close' }).first().click();
    await expect(centre).toBeHidden();
    await expect(page).not.toHaveURL(/agentPage=/);
    expect(errors).toEqual([]);
  });

  test('a regular member has no agent-centre entry and cannot open it by address', async ({ page }) => {
    await openAs(page, '/en/index?agentPage=agentTeamOverview', 'player01', PLAYER_PASSWORD);
    await expect(page.getByRole('button', { name: 'player01' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agent centre' })).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(centreOf(page)).toHaveCount(0);
    expect((await page.request.get('/wps/agent/info')).status()).toBe(403);
  });

  test('team management lists the downlines and drills down with breadcrumbs', async ({ page }) => {
    await openAs(page, '/en/index?agentPage=agentTeamManagement', 'agentone', AGENT_PASSWORD);
    const centre = centreOf(page);
    await expect(centre.getByRole('button', { name: 'Team management' })).toHaveAttribute('aria-current', 'page');
    const table = centre.getByRole('region', { name: 'Team members' });
    await expect(table.getByRole('button', { name: 'agenttwo' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'newbie01' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'Transfer' }).first()).toBeVisible();

    await table.getByRole('button', { name: 'agenttwo' }).click();
    const crumbs = centre.getByRole('navigation', { name: 'Team path' });
    await expect(crumbs.getByText('agenttwo')).toHaveAttribute('aria-current', 'page');
    await expect(table.getByRole('button', { name: 'agent41' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'player02' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'newbie01' })).toHaveCount(0);
    // Transfers go to direct downlines only, so none from a member's team.
    await expect(table.getByRole('button', { name: 'Transfer' })).toHaveCount(0);
    // The drilled-into team's key figures: its direct members are the rows listed.
    await expect(centre.getByRole('heading', { name: 'The team of agenttwo' })).toBeVisible();
    const teamFigures = centre.getByLabel('Key figures of the team of agenttwo');
    await expect(teamFigures.getByText('Income of agenttwo')).toBeVisible();
    const direct = await table.locator('tbody tr').count();
    await expect(teamFigures.getByText(`${direct} direct`)).toBeVisible();

    await table.getByRole('button', { name: 'agent41' }).click();
    await expect(crumbs.getByText('agent41')).toHaveAttribute('aria-current', 'page');
    await expect(centre.getByRole('heading', { name: 'The team of agent41' })).toBeVisible();
    await expect(table.getByRole('button', { name: 'agent42' })).toBeVisible();
    await crumbs.getByRole('button', { name: 'agenttwo' }).click();
    await expect(table.getByRole('button', { name: 'agent41' })).toBeVisible();
    await crumbs.getByRole('button', { name: 'My team' }).click();
    await expect(table.getByRole('button', { name: 'agenttwo' })).toBeVisible();
    await expect(centre.getByRole('heading', { name: /^The team of/ })).toHaveCount(0);

    // Search by account within the whole team.
    await centre.getByRole('combobox', { name: 'Members' }).selectOption('all');
    await centre.getByRole('searchbox', { name: 'Account' }).fill('agent4');
    await centre.getByRole('button', { name: 'Search' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.getByRole('button', { name: 'agent41' })).toBeVisible();
  });

  test('team betting keeps paging and sorting in the address and after a reload, with drill-down and CSV', async ({ page }) => {
    await openAs(page, '/en/index?agentPage=agentTeamBetting', 'agentone', AGENT_PASSWORD);
    const centre = centreOf(page);
    const table = centre.getByRole('region', { name: 'Betting summary' });
    await expect(firstRow(table).getByRole('button')).toBeVisible();
    await table.getByRole('button', { name: 'Stake' }).click();
    await expect(page).toHaveURL(/tbSort=stake/);
    await expect(table.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'descending');
    await centre.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/tbPage=2/);

    const expected = await value<{ list: { account: string }[]; pageNum: number }>(page, '/wps/agent/team/betting?sort=stake&order=desc&pageNo=2&pageSize=20&preset=prev7');
    expect(expected.pageNum).toBe(2);
    await expect(firstRow(table).getByRole('button')).toHaveText(expected.list[0]?.account ?? '');

    await page.reload();
    await islandsReady(page);
    await expect(centre.getByRole('button', { name: 'Team betting' })).toHaveAttribute('aria-current', 'page');
    await expect(centre.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRow(table).getByRole('button')).toHaveText(expected.list[0]?.account ?? '');

    // Flip the order; the address follows.
    await table.getByRole('button', { name: 'Stake' }).click();
    await expect(page).toHaveURL(/tbOrder=asc/);
    await expect(page).not.toHaveURL(/tbPage=/);

    const csv = centre.getByRole('link', { name: 'Download CSV' });
    const href = (await csv.getAttribute('href')) ?? '';
    expect(href).toContain('format=csv');
    expect(href).toContain('sort=stake');
    const file = await page.request.get(href);
    expect(file.headers()['content-type']).toContain('text/csv');
    expect(href).toContain('language=en');
    // Headers in the page's language, money in taka with the currency named.
    expect((await file.text()).split('\n')[0]).toContain('Username');
    expect((await file.text()).split('\n')[0]).toContain('Stake (BDT)');

    // One member's single bets.
    const account = (await firstRow(table).getByRole('button').textContent()) ?? '';
    await firstRow(table).getByRole('button').click();
    const bets = centre.getByRole('region', { name: `Bets of ${account}` });
    await expect(bets.locator('tbody tr').first()).toBeVisible();
    await expect(bets.locator('tbody tr').first()).not.toContainText('placed no bets');
  });

  test('an agent opens a downline account and finds its invitation link and QR code', async ({ page }) => {
    await openAs(page, '/en/index?agentPage=agentRegister', 'agent41', AGENT_PASSWORD);
    const centre = centreOf(page);
    await expect(centre.getByRole('img', { name: 'QR code of your invitation link' }).locator('svg')).toBeVisible();
    await expect(centre.getByText(affiliateCodeOf('agent41'), { exact: true })).toBeVisible();

    const name = uniqueName('dl');
    await centre.getByLabel('Username').fill(name);
    await centre.getByLabel('Password', { exact: true }).fill('Downline#2025x');
    await centre.getByRole('button', { name: 'Create account' }).click();
    await expect(centre.getByRole('status')).toHaveText(`Account ${name} was created.`);
    const found = await value<{ list: { account: string; level: number }[] }>(page, `/wps/agent/team/members?account=${name}`);
    expect(found.list).toEqual([expect.objectContaining({ account: name, level: 1 })]);

    // The same name again is refused in words.
    await centre.getByLabel('Username').fill(name);
    await centre.getByRole('button', { name: 'Create account' }).click();
    await expect(centre.getByRole('alert')).toBeVisible();
    await expect(centre.getByRole('alert')).not.toHaveText(/UNKNOWN|ACCOUNT_EXISTS/);
  });

  test('a downline opened without a password gets a one-time password of its own, shown once, and must change it at the first login', async ({ page, browser }) => {
    await openAs(page, '/en/index?agentPage=agentRegister', 'agent41', AGENT_PASSWORD);
    const centre = centreOf(page);
    // A name over the rule's length is refused in words with the rule's numbers, never shortened.
    const long = `${uniqueName('toolong')}abcdefghijklmnop`;
    await centre.getByLabel('Username').fill(long);
    await expect(centre.getByLabel('Username')).toHaveValue(long);
    await centre.getByRole('button', { name: 'Create account' }).click();
    await expect(centre.getByRole('alert')).toHaveText('Use 6 to 16 letters and digits, starting with a letter.');
    const shortened = await value<{ list: unknown[] }>(page, `/wps/agent/team/members?account=${long.slice(0, 16)}`);
    expect(shortened.list).toEqual([]);

    const name = uniqueName('otp');
    await centre.getByLabel('Username').fill(name);
    await centre.getByRole('button', { name: 'Create account' }).click();
    const status = centre.getByRole('status');
    await expect(status).toContainText(`Account ${name} was created. Give the member this one-time password`);
    const initial = (await status.getByLabel('One-time password').textContent()) ?? '';
    expect(initial).toMatch(/^[A-Za-z0-9]{12,}$/);
    await expect(status).toContainText('It is shown only now');

    // The member logs in with it and meets the password change before anything else.
    const context = await browser.newContext();
    const member = await context.newPage();
    await skipPopups(member);
    await member.goto('/en/index');
    await islandsReady(member);
    await loginFromHeader(member, name, initial);
    const change = member.getByRole('dialog', { name: 'Change password' });
    await expect(change).toBeVisible();
    await expect(change.getByRole('button', { name: 'Close' })).toHaveCount(0);
    // The server refuses anything else until then.
    const refused = await member.evaluate(async () => {
      const res = await fetch('/wps/member/profile', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nickname: 'Early' }) });
      return ((await res.json()) as { code: string }).code;
    });
    expect(refused).toBe('PASSWORD_CHANGE_REQUIRED');
    await context.close();
  });

  test('an agent offers a contract within its own terms and the downline accepts it', async ({ page, browser }) => {
    await openAs(page, '/en/index?agentPage=agentContracts', 'agent41', AGENT_PASSWORD);
    const centre = centreOf(page);
    const offer = centre.getByRole('form', { name: 'Offer a contract' });
    await offer.getByRole('combobox', { name: 'Direct downline agent' }).selectOption({ label: 'agent42' });
    await offer.getByRole('combobox', { name: 'Kind' }).selectOption('realtime_salary');
    // The cap is shown beside the form.
    await expect(centre.getByRole('region', { name: 'Your cap' })).toContainText('0.25%');
    // Above the cap: the server refuses.
    await offer.getByLabel('Lost-bet rate (%)').fill('0.5');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(offer.getByRole('alert')).toBeVisible();
    await offer.getByLabel('Lost-bet rate (%)').fill('0.2');
    await offer.getByLabel('Won-bet rate (%)').fill('0.05');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(offer.getByRole('status')).toHaveText('Offer sent to agent42.');
    await expect(centre.getByRole('article', { name: 'Real-time salary contract with agent42' }).filter({ hasText: 'Offered' })).toBeVisible();

    const context = await browser.newContext();
    const downline = await context.newPage();
    await openAs(downline, '/en/index?agentPage=agentContracts', 'agent42', AGENT_PASSWORD);
    const theirs = centreOf(downline);
    const card = theirs.getByRole('region', { name: 'Offers waiting for your answer' }).getByRole('article', { name: 'Real-time salary contract with agent41' });
    await expect(card).toContainText('0.2%');
    await card.getByRole('button', { name: 'Accept' }).click();
    const held = theirs.getByRole('region', { name: 'Contracts you hold' }).getByRole('article', { name: 'Real-time salary contract with agent41' });
    await expect(held).toContainText('Active');
    await expect(theirs.getByRole('region', { name: 'Offers waiting for your answer' }).getByRole('article', { name: 'Real-time salary contract with agent41' })).toHaveCount(0);
    await context.close();
  });

  test('accepting a lower rate names the downline contract it will terminate, and ends it after confirmation', async ({ page, browser }) => {
    // agentone offers agenttwo a real-time salary below the one agenttwo gave agent41 (loss rate 0.25%).
    await openAs(page, '/en/index?agentPage=agentContracts', 'agentone', AGENT_PASSWORD);
    const offer = centreOf(page).getByRole('form', { name: 'Offer a contract' });
    await offer.getByRole('combobox', { name: 'Direct downline agent' }).selectOption({ label: 'agenttwo' });
    await offer.getByRole('combobox', { name: 'Kind' }).selectOption('realtime_salary');
    await offer.getByLabel('Won-bet rate (%)').fill('0.05');
    await offer.getByLabel('Lost-bet rate (%)').fill('0.1');
    await offer.getByLabel(/Minimum single bet/).fill('50');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(offer.getByRole('status')).toHaveText('Offer sent to agenttwo.');

    const context = await browser.newContext();
    const two = await context.newPage();
    await openAs(two, '/en/index?agentPage=agentRealTimeSalary', 'agenttwo', AGENT_PASSWORD);
    const centre = centreOf(two);
    await expect(centre.getByRole('button', { name: 'Real-time salary' })).toHaveAttribute('aria-current', 'page');
    const card = centre.getByRole('region', { name: 'Offers waiting for your answer' }).getByRole('article', { name: 'Real-time salary contract with agentone' });
    await card.getByRole('button', { name: 'Accept' }).click();
    const confirm = card.getByRole('alertdialog', { name: 'Accepting ends downline contracts' });
    await expect(confirm).toContainText('Real-time salary contract of agent41 at 0.25%');
    await confirm.getByRole('button', { name: 'Accept and end them' }).click();
    await expect(centre.getByRole('region', { name: 'Your terms' })).toContainText('0.1%');
    await expect(centre.getByRole('region', { name: 'Contracts you gave' }).getByRole('article', { name: 'Real-time salary contract with agent41' })).toHaveCount(0);
    const given = await value<{ list: { downline: { account: string }; status: string; kind: string }[] }>(two, '/wps/agent/contracts?role=given&kind=realtime_salary');
    expect(given.list.find((c) => c.downline.account === 'agent41')?.status).toBe('terminated');
    await context.close();
  });

  test('on a phone the agent centre opens from the side menu and tables scroll inside their card @phone', async ({ page, isMobile }) => {
    await openAs(page, '/en/index', 'agentone', AGENT_PASSWORD);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Agent centre' }).click();
    const centre = centreOf(page);
    await expect(centre.getByLabel('Key figures')).toBeVisible();
    await centre.getByRole('button', { name: 'Team betting' }).click();
    const table = centre.getByRole('region', { name: 'Betting summary' });
    await expect(firstRow(table).getByRole('button')).toBeVisible();
    const sizes = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth, view: innerWidth }));
    if (isMobile) expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.page).toBeLessThanOrEqual(sizes.view);
  });
});
