import { atomically, type Db } from '#server/db/connect.ts';
import { ValidationFailed } from '#server/errors.ts';
import { getMember, lockMemberRow, realNameOf, setRealNameIfEmpty } from '#server/members/index.ts';
import { AlreadyBound } from '#server/auth/index.ts';
import { NameMismatch } from './errors.ts';
import { assertPaymentPassword } from './payment-password.ts';

/** How many accounts a member may bind. */
export const MAX_BANK_ACCOUNTS = 3;

export interface BankAccountView {
  id: number;
  bankName: string;
  /** Only the last four digits are shown. */
  accountNumber: string;
  holderName: string;
  confirmed: boolean;
  boundAt: number;
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function listBankAccounts(db: Db, memberId: number): Promise<BankAccountView[]> {
  const rows = await db.selectFrom('bank_accounts').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, bankName: r.bank_name, accountNumber: `•••• ${r.account_number.slice(-4)}`, holderName: r.holder_name, confirmed: r.confirmed_at !== null, boundAt: r.created_at }));
}

/**
 * Binds a bank account with the payment password: the holder must be the member's real name when
 * one is set (and becomes it when none is). Confirmed accounts can never be changed or unlinked.
 */
export async function bindBankAccount(db: Db, memberId: number, r: { bankName: string; accountNumber: string; holderName: string; paymentPassword: string }, now = Date.now()): Promise<BankAccountView> {
  const member = await getMember(db, memberId);
  await assertPaymentPassword(db, member, r.paymentPassword, now);
  const number = r.accountNumber.replace(/[\s-]/g, '');
  if (!/^\d{6,20}$/.test(number)) throw new ValidationFailed('accountNumber: 6 to 20 digits');
  if (member.real_name && normalName(member.real_name) !== normalName(r.holderName)) {
    throw new NameMismatch('The account holder must be the name on your profile.');
  }
  const holder = r.holderName.trim().replace(/\s+/g, ' ');
  const id = await atomically(db, async (tx) => {
    // The member's row is the lock that serialises binds (PostgreSQL; SQLite runs one transaction at a time):
    // parallel binds see each other's accounts, so the limit holds.
    await lockMemberRow(tx, memberId);
    const existing = await tx.selectFrom('bank_accounts').select(['id', 'account_number', 'bank_name']).where('member_id', '=', memberId).execute();
    if (existing.some((a) => a.account_number === number && a.bank_name.toLowerCase() === r.bankName.trim().toLowerCase())) throw new AlreadyBound('This account is already bound.');
    if (existing.length >= MAX_BANK_ACCOUNTS) throw new AlreadyBound(`At most ${MAX_BANK_ACCOUNTS} bank accounts.`);
    const row = await tx
      .insertInto('bank_accounts')
      .values({ member_id: memberId, bank_name: r.bankName.trim(), account_number: number, holder_name: holder, confirmed_at: now, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The first bound account names the member; a name set meanwhile stays (and must match).
    if (!member.real_name) {
      if (!(await setRealNameIfEmpty(tx, memberId, holder))) {
        const current = await realNameOf(tx, memberId);
        if (normalName(current ?? '') !== normalName(holder)) throw new NameMismatch('The account holder must be the name on your profile.');
      }
    }
    return Number(row.id);
  });
  const views = await listBankAccounts(db, memberId);
  return views.find((v) => v.id === id) as BankAccountView;
}
