import { cashierApi, SubmissionKey, uploadImage } from '../cashier-api.ts';
import type { LimitPeriod, Receipt } from '../types/cashier.ts';
import { loadProfile } from './profile.ts';
import { isMoneyKey, KEYS, refresh } from './query.ts';
import { remoteStore } from './remote.ts';
import { refreshBalance } from './wallet.ts';

/**
 * Deposit page: channels, the member's recent deposits and responsible-gambling limits. Deposits,
 * limits, withdrawals and funds are money keys: a money event reads them again where shown.
 */
export const channels = remoteStore(KEYS.channels, () => cashierApi.channels());
export const deposits = remoteStore(KEYS.deposits, () => cashierApi.deposits());
export const limits = remoteStore(KEYS.limits, () => cashierApi.limits());

/** Withdraw page: bound accounts and the member's withdrawals. */
export const bankAccounts = remoteStore(KEYS.bankAccounts, () => cashierApi.bankAccounts());
export const withdrawals = remoteStore(KEYS.withdrawals, () => cashierApi.withdrawals());
/** The VIP rank's daily withdrawal limits and what is left of them today. */
export const withdrawalLimit = remoteStore(KEYS.withdrawalLimit, () => cashierApi.withdrawalLimit());

/** My wallet: the main wallet and each vendor's wallet. */
export const funds = remoteStore(KEYS.funds, () => cashierApi.funds());

/** Each money form's pending submission: a retry of it reuses its key (src/lib/cashier-api.ts). */
const submissions = {
  deposit: new SubmissionKey(),
  withdrawal: new SubmissionKey(),
  vendorTransfer: new SubmissionKey(),
  collectAll: new SubmissionKey(),
  upline: new SubmissionKey(),
};

/**
 * A deposit request. A bank transfer or e-wallet waits for review; the demo gateway answers with
 * its hosted page, where the browser goes next.
 */
export async function requestDeposit(r: { channelId: number; amount: number; reference?: string; receipt?: File | null }): Promise<{ id: number; payUrl: string | null }> {
  const receiptUploadId = r.receipt ? await uploadImage(r.receipt, 'deposit_receipt') : undefined;
  const created = await submissions.deposit.send({ channelId: r.channelId, amount: r.amount }, (requestId) =>
    cashierApi.deposit({
      channelId: r.channelId,
      amount: r.amount,
      ...(r.reference ? { reference: r.reference } : {}),
      ...(receiptUploadId ? { receiptUploadId } : {}),
      requestId,
    }),
  );
  await refresh((k) => k === KEYS.deposits || k === KEYS.limits || k.startsWith(KEYS.accountRecords));
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

export async function requestWithdrawal(r: { bankAccountId: number; amount: number; paymentPassword: string; code?: string; method?: 'sms' | 'email'; forfeitBonus?: boolean }): Promise<void> {
  await submissions.withdrawal.send({ bankAccountId: r.bankAccountId, amount: r.amount }, (requestId) => cashierApi.withdraw({ ...r, requestId }));
  // A withdrawal changes the balance, the withdrawal list and the account records.
  await Promise.all([refresh(isMoneyKey), refreshBalance()]);
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
  await refresh((k) => k === KEYS.withdrawals || k.startsWith(KEYS.accountRecords));
}

export async function transferVendor(vassalage: string, direction: 'in' | 'out', amount: number): Promise<void> {
  funds.set(await submissions.vendorTransfer.send({ vassalage, direction, amount }, (key) => cashierApi.vendorTransfer(vassalage, direction, amount, key)));
  await Promise.all([refresh((k) => k.startsWith(KEYS.accountRecords)), refreshBalance()]);
}

export async function collectAll(): Promise<void> {
  funds.set(await submissions.collectAll.send({}, (key) => cashierApi.collectAll(key)));
  await Promise.all([refresh((k) => k.startsWith(KEYS.accountRecords)), refreshBalance()]);
}

export async function transferToUpline(amount: number, paymentPassword: string): Promise<void> {
  await submissions.upline.send({ amount }, (key) => cashierApi.transferUpline(amount, paymentPassword, key));
  await Promise.all([refresh(isMoneyKey), refreshBalance()]);
}
