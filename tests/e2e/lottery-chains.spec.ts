/**
 * The lottery desk's Seed chains tab: a risk officer (lottery.write) sees each house lottery's
 * published commitment, commits a new chain for one (queued behind the one in use), then retires
 * the chain in use with a reason, and the queued chain takes over; the public list shows the
 * retired chain's first seed.
 */
import { expect, test } from '@playwright/test';
import { backofficePath, createStaffViaCli, enrolAndLogin } from './backoffice-helpers.ts';
import { shoot } from './helpers.ts';

const LOTTERY = 'Quick Keno · 5 min';

type Chains = { value: { chains: { id: number; status: string; secret: string | null; commitment: string }[] } };

test('a risk officer commits a chain and retires the one in use', async ({ page }) => {
  test.setTimeout(90_000);
  await enrolAndLogin(page, createStaffViaCli('risk'), 'en');
  await page.goto(backofficePath('en', 'lottery'));
  await page.getByRole('tab', { name: 'Seed chains' }).click();
  const table = page.getByRole('table', { name: 'Chains per house lottery' });
  await expect(table).toBeVisible();
  const before = (await (await page.request.get('/wps/lottery/chains?lottery=KENO_5M')).json()) as Chains;
  const inUse = before.value.chains.find((c) => c.status === 'active');
  if (!inUse) throw new Error('KENO_5M has no chain in use');
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(LOTTERY) }) });
  await expect(row.getByText(inUse.commitment)).toBeVisible();
  await shoot(page, 'lottery-chains-en', [1280]);

  await row.getByRole('button', { name: `Commit a new chain for ${LOTTERY}` }).click();
  await expect(page.getByRole('status').filter({ hasText: /Chain #\d+ committed for/ })).toBeVisible();
  await expect(row.getByRole('button', { name: `Commit a new chain for ${LOTTERY}` })).toBeDisabled();

  await row.getByRole('button', { name: `Retire the chain in use for ${LOTTERY}` }).click();
  const dialog = page.getByRole('dialog', { name: `Retire chain #${inUse.id} of ${LOTTERY}` });
  await dialog.getByRole('button', { name: 'Retire chain' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason of at least 3 characters.');
  await dialog.getByLabel('Reason (kept in the audit log)').fill('Rotated in a browser test');
  await dialog.getByRole('button', { name: 'Retire chain' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Chain #${inUse.id} retired; the queued chain takes over.` })).toBeVisible();
  await expect(row.getByText(inUse.commitment)).toHaveCount(0);

  const after = (await (await page.request.get('/wps/lottery/chains?lottery=KENO_5M')).json()) as Chains;
  expect(after.value.chains.find((c) => c.id === inUse.id)).toMatchObject({ status: 'retired', secret: expect.stringMatching(/^[0-9a-f]{64}$/) });
});
