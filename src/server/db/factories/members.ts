/** Members and their money: what a test or the demo seed needs to have someone who can sign in and play. */
import { hashPassword } from '#server/auth/index.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { Accounts, type Entry, post } from '#server/ledger/index.ts';
import { createMember } from '#server/members/index.ts';
import { next } from './sequence.ts';

export interface MemberOverrides {
  account?: string;
  password?: string;
  isAgent?: number;
  uplineId?: number | null;
  mobile?: [country: string, number: string] | null;
  email?: string | null;
  nickname?: string | null;
  realName?: string | null;
  vipRank?: number;
  passwordIsDefault?: boolean;
  kind?: 'member' | 'bot';
}

/** The password of a member made without one (tests sign in with it). */
export const DEFAULT_FACTORY_PASSWORD = 'Secret#2025';

/** A member with a real argon2id password hash (so it can log in), placed in the downline tree. */
export async function insertMember(db: Db, over: MemberOverrides = {}): Promise<{ id: number; account: string; password: string }> {
  const n = next();
  const account = over.account ?? `member${String(n).padStart(4, '0')}`;
  const password = over.password ?? DEFAULT_FACTORY_PASSWORD;
  const id = await createMember(db, {
    account,
    password_hash: await hashPassword(password),
    is_agent: over.isAgent ?? 0,
    kind: over.kind ?? 'member',
    upline_id: over.uplineId ?? null,
    mobile_country: over.mobile?.[0] ?? null,
    mobile_num: over.mobile?.[1] ?? null,
    mobile_verified: over.mobile ? 1 : 0,
    email: over.email ?? null,
    email_verified: over.email ? 1 : 0,
    nickname: over.nickname ?? null,
    real_name: over.realName ?? null,
    vip_rank: over.vipRank ?? 0,
    vip_label: over.vipRank ? `VIP ${over.vipRank}` : null,
    password_is_default: over.passwordIsDefault ? 1 : 0,
    register_method: 'SEED',
  });
  return { id, account, password };
}

/** A settled deposit into a member's cash wallet, from clearing account `clearing` (BDT). */
export function depositEntry(memberId: number, amount: number, key: string, clearing = 'SEED'): Entry {
  return { kind: 'deposit', key, memberId, postings: [{ account: Accounts.clearing(clearing, 'BDT'), amount: -amount }, { account: Accounts.cash(memberId, 'BDT'), amount }] };
}

/** Money into a member's cash wallet as a settled deposit (through the ledger, like every movement). */
export async function fundMember(db: Db, memberId: number, amount: number, key = `fund:${memberId}:${next()}`): Promise<void> {
  await atomically(db, (tx) => post(kyselyRunner(tx), depositEntry(memberId, amount, key)));
}
