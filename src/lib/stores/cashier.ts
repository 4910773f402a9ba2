import { cashierApi, uploadImage } from '../cashier-api.ts';
import type { LimitPeriod, Receipt } from '../types/cashier.ts';
import { loadProfile } from './profile.ts';
import { remoteStore } from './remote.ts';
import { refreshBalance } from './wallet.ts';

/** Deposit page: channels, the member's recent deposits and responsible-gambling limits. */
export const channels = remoteStore(() => cashierApi.channels());
export const deposits = remoteStore(() => cashierApi.deposits(), { live: true });
export const limits = remoteStore(() => cashierApi.limits(), { live: true });

/** Withdraw page: bound accounts and the member's withdrawals. */
export const bankAccounts = remoteStore(() => cashierApi.bankAccounts());
export const withdrawals = remoteStore(() => cashierApi.withdrawals(), { live: true });

/** My wallet: the main wallet and each vendor's wallet. */
export const funds = remoteStore(() => cashierApi.funds(), { live: true });

export const bonuses = remoteStore(() => cashierApi.bonuses());

/**
 * A deposit request. A bank transfer or e-wallet waits for review; the demo gateway answers with
 * its hosted page, where the browser goes next.
 */
export async function requestDeposit(r: { channelId: number; amount: number; reference?: string; receipt?: File | null }): Promise<{ id: number; payUrl: string | null }> {
  const receiptUploadId = r.receipt ? await uploadImage(r.receipt, 'deposit_receipt') : undefined;
  const created = await cashierApi.deposit({
    channelId: r.channelId,
    amount: r.amount,
    ...(r.reference ? { reference: r.reference } : {}),
    ...(receiptUploadId ? { receiptUploadId } : {}),
  });
  await Promise.all([deposits.load(), limits.load()]);
  return { id: created.id, payUrl: created.payUrl };
}

export async function setDepositLimit(period: LimitPeriod, amount: number | null): Promise<void> {
  limits.set(await cashierApi.setLimit(period, amount));
}

export async function confirmDepositLimit(period: LimitPeriod): Promise<void> {
  limits.set(await cashierApi.confirmLimit(period));
}

export async function bindBankAccount(r: { bankName: string; accountNumber: string; holderName: string; paymentPassword: string }): Promise<void> {
  await cashierApi.bindBankAccount(r);
  await Promise.all([bankAccounts.load(), loadProfile()]);
}

export function sendWithdrawalCode(method: 'sms' | 'email') {
  return cashierApi.withdrawalCode(method);
}

export async function requestWithdrawal(r: { bankAccountId: number; amount: number; paymentPassword: string; code?: string; method?: 'sms' | 'email' }): Promise<void> {
  await cashierApi.withdraw(r);
  await Promise.all([withdrawals.load(), refreshBalance()]);
}

/** Spec §3/§4 withdrawal confirmation, with up to three proof images (uploaded first). */
export async function confirmReceipt(id: number, r: { receipt: Exclude<Receipt, 'auto_received'>; receivedAmount?: number; note?: string; images: File[] }): Promise<void> {
  const imageIds: number[] = [];
  for (const image of r.images) imageIds.push(await uploadImage(image, 'withdrawal_proof'));
  await cashierApi.confirmReceipt(id, {
    receipt: r.receipt,
    imageIds,
    ...(r.receivedAmount !== undefined ? { receivedAmount: r.receivedAmount } : {}),
    ...(r.note ? { note: r.note } : {}),
  });
  await withdrawals.load();
}

export async function transferVendor(vassalage: string, direction: 'in' | 'out', amount: number): Promise<void> {
  funds.set(await cashierApi.vendorTransfer(vassalage, direction, amount));
  await refreshBalance();
}

export async function collectAll(): Promise<void> {
  funds.set(await cashierApi.collectAll());
  await refreshBalance();
}

export async function transferToUpline(amount: number, paymentPassword: string): Promise<void> {
  await cashierApi.transferUpline(amount, paymentPassword);
  await refreshBalance();
}
