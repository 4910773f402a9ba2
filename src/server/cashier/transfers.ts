import { isAgentType, isTrialType } from '#lib/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import { NotFound, ValidationFailed } from '#server/errors.ts';
import { Accounts, balanceOf, cashBalance, post } from '#server/ledger/index.ts';
import { transferWalletVendor, transferWalletVendors } from '#server/games/index.ts';
import { getMember, isDirectDownline } from '#server/members/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { NotAgent } from '#server/auth/index.ts';
import { sendMessage } from '#server/content/index.ts';
import { assertPaymentPassword } from './payment-password.ts';
import { type MoneyRequest, recordRequest } from './requests.ts';
import type { WalletLine } from '#lib/types/cashier.ts';
import { changed, statements } from '#server/db/statement-builder.ts';

/**
 * Money from one member's wallet to another's: to the direct upline, or from an agent to a direct
 * downline — with the payment password, in one atomic entry both sides see in their records. The
 * request id makes a double submission move money once.
 */
async function transferBetween(app: AppContext, from: number, to: number, kind: 'upline' | 'downline', amount: number, requestId: string, now: number) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new ValidationFailed('amount: a positive amount in minor units');
  const currency = await merchantCurrency(app.db);
  const req: MoneyRequest = { memberId: from, key: requestId, kind: `transfer_${kind}`, fingerprint: `to:${to}|amount:${amount}` };
  const moved = await app.ledger.run(async (sql) => {
    if (await recordRequest(sql, req, now)) return false;
    const result = await post(sql, { kind: `transfer_${kind}`, key: `transfer:${from}:${requestId}`, memberId: from, ref: `member:${to}`, meta: { to }, postings: [{ account: Accounts.cash(from, currency), amount: -amount }, { account: Accounts.cash(to, currency), amount }] }, now);
    if (!result.replayed) await changed(sql, statements(sql).insertInto('transfers').values({ from_member_id: from, to_member_id: to, amount, kind, created_at: now }));
    return !result.replayed;
  });
  if (moved) {
    await sendMessage(app.db, app.events, to, 'transfer_received', { amount, kind }, now);
    for (const id of [from, to]) app.events.publish({ type: 'balance', memberId: id, data: { balance: await cashBalance(app.reader, id) } });
  }
  return { moved, balance: await cashBalance(app.reader, from) };
}

export async function transferToUpline(app: AppContext, memberId: number, r: { amount: number; paymentPassword: string; requestId: string }, now = Date.now()) {
  const member = await getMember(app.db, memberId);
  if (member.upline_id === null || isTrialType(member.is_agent)) throw new NotFound('You have no upline to transfer to.');
  await assertPaymentPassword(app.db, member, r.paymentPassword, now);
  return transferBetween(app, memberId, member.upline_id, 'upline', r.amount, r.requestId, now);
}

export async function transferToDownline(app: AppContext, agentId: number, r: { memberId: number; amount: number; paymentPassword: string; requestId: string }, now = Date.now()) {
  const agent = await getMember(app.db, agentId);
  if (!isAgentType(agent.is_agent)) throw new NotAgent('Only agents can transfer to their team.');
  if (!(await isDirectDownline(app.db, agentId, r.memberId))) throw new NotFound('No such member in your direct team.');
  await assertPaymentPassword(app.db, agent, r.paymentPassword, now);
  return transferBetween(app, agentId, r.memberId, 'downline', r.amount, r.requestId, now);
}

/** Spec §7 consolidated funds: the main wallet and the wallet at every transfer-type vendor. */
export async function consolidatedFunds(app: AppContext, memberId: number): Promise<{ main: number; vendors: WalletLine[]; total: number; currency: string }> {
  const currency = await merchantCurrency(app.db);
  const vendors = await transferWalletVendors(app.db);
  const lines = await app.ledger.run(async (sql) => {
    const main = await balanceOf(sql, Accounts.cash(memberId, currency));
    const each = [];
    for (const v of vendors) each.push({ vassalage: v.code, displayName: v.display_name, balance: await balanceOf(sql, Accounts.vendorWallet(memberId, v.code, currency)) });
    return { main, each };
  });
  return { main: lines.main, vendors: lines.each, total: lines.main + lines.each.reduce((s, l) => s + l.balance, 0), currency };
}

/** Spec §7 GCS_walletTransfer: money between the main wallet and a transfer-type vendor's wallet. */
export async function vendorTransfer(app: AppContext, memberId: number, r: { vassalage: string; direction: 'in' | 'out'; amount: number; requestId: string }, now = Date.now()) {
  const vendor = await transferWalletVendor(app.db, r.vassalage);
  if (!vendor) throw new NotFound('This vendor has no wallet of its own.');
  if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new ValidationFailed('amount: a positive amount in minor units');
  const currency = await merchantCurrency(app.db);
  const main = Accounts.cash(memberId, currency);
  const there = Accounts.vendorWallet(memberId, vendor.code, currency);
  const req: MoneyRequest = { memberId, key: r.requestId, kind: 'vendor_transfer', fingerprint: `vendor:${vendor.code}|${r.direction}|amount:${r.amount}` };
  await app.ledger.run(async (sql) => {
    if (await recordRequest(sql, req, now)) return;
    await post(sql, { kind: r.direction === 'in' ? 'vendor_transfer_in' : 'vendor_transfer_out', key: `vendor-transfer:${memberId}:${r.requestId}`, memberId, ref: vendor.code, postings: r.direction === 'in' ? [{ account: main, amount: -r.amount }, { account: there, amount: r.amount }] : [{ account: there, amount: -r.amount }, { account: main, amount: r.amount }] }, now);
  });
  app.events.publish({ type: 'balance', memberId, data: { balance: await cashBalance(app.reader, memberId) } });
  return consolidatedFunds(app, memberId);
}

/** "Collect all": every vendor wallet back into the main wallet, in one unit of work. */
export async function collectAll(app: AppContext, memberId: number, requestId: string, now = Date.now()) {
  const currency = await merchantCurrency(app.db);
  const vendors = await transferWalletVendors(app.db);
  await app.ledger.run(async (sql) => {
    for (const v of vendors) {
      const there = Accounts.vendorWallet(memberId, v.code, currency);
      const amount = await balanceOf(sql, there);
      if (amount > 0) await post(sql, { kind: 'vendor_transfer_out', key: `collect:${memberId}:${requestId}:${v.code}`, memberId, ref: v.code, postings: [{ account: there, amount: -amount }, { account: Accounts.cash(memberId, currency), amount }] }, now);
    }
  });
  app.events.publish({ type: 'balance', memberId, data: { balance: await cashBalance(app.reader, memberId) } });
  return consolidatedFunds(app, memberId);
}

/** These shapes are the ones the browser reads (src/lib/types/cashier.ts). */
export type { WalletLine };
