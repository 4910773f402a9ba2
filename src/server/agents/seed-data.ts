/**
 * Row builders for the agent programme's seeds (demo, large) and its tests: members placed in the
 * tree without the cost of a password hash, and cashier rows (deposits, withdrawals, transfers,
 * bonuses) written as the cashier leaves them. Not used by the running server.
 */
import { createSession } from '#server/auth/index.ts';
import type { Db } from '#server/db/connect.ts';
import { createMember } from '#server/members/index.ts';

/** A hash no password matches: members made here cannot sign in with a password. */
export const NO_PASSWORD = '!';

let n = 0;

export async function quickMember(db: Db, o: { account?: string; isAgent?: number; uplineId?: number | null; createdAt?: number; passwordHash?: string } = {}): Promise<number> {
  n++;
  return createMember(db, {
    account: o.account ?? `ag${process.pid.toString(36)}${n.toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    password_hash: o.passwordHash ?? NO_PASSWORD,
    is_agent: o.isAgent ?? 0,
    upline_id: o.uplineId ?? null,
    register_method: 'SEED',
    ...(o.createdAt === undefined ? {} : { created_at: o.createdAt }),
  });
}

/** A signed-in session for a member: the token an app client sends in the `token` header. */
export async function sessionToken(db: Db, memberId: number): Promise<string> {
  return (await createSession(db, { memberId, remember: false, ip: '203.0.113.7', userAgent: 'seed' })).token;
}

async function channelId(db: Db): Promise<number> {
  const found = await db.selectFrom('payment_channels').select('id').where('code', '=', 'SEED_BANK').executeTakeFirst();
  if (found) return Number(found.id);
  const row = await db
    .insertInto('payment_channels')
    .values({ code: 'SEED_BANK', kind: 'bank', names: JSON.stringify({ en: 'Seed bank', bn: 'Seed bank' }), min_amount: 100, max_amount: 100_000_000, fee_bp: 0, min_vip_rank: 0, details: '{}', secret: '', enabled: 0, sort: 99 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertDeposit(db: Db, d: { memberId: number; amount: number; status?: string; createdAt: number; decidedAt?: number | null }): Promise<number> {
  const row = await db
    .insertInto('deposits')
    .values({ member_id: d.memberId, channel_id: await channelId(db), amount: d.amount, fee: 0, status: d.status ?? 'credited', created_at: d.createdAt, decided_at: d.decidedAt === undefined ? d.createdAt : d.decidedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function bankAccountOf(db: Db, memberId: number): Promise<number> {
  const found = await db.selectFrom('bank_accounts').select('id').where('member_id', '=', memberId).executeTakeFirst();
  if (found) return Number(found.id);
  const row = await db
    .insertInto('bank_accounts')
    .values({ member_id: memberId, bank_name: 'Seed Bank', account_number: `SEED${memberId}`, holder_name: 'Seed', confirmed_at: 0, created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertWithdrawal(db: Db, w: { memberId: number; amount: number; status?: string; createdAt: number; decidedAt?: number | null }): Promise<number> {
  const row = await db
    .insertInto('withdrawals')
    .values({
      member_id: w.memberId,
      bank_account_id: await bankAccountOf(db, w.memberId),
      amount: w.amount,
      fee: 0,
      status: w.status ?? 'paid',
      created_at: w.createdAt,
      decided_at: w.decidedAt === undefined ? w.createdAt : w.decidedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertTransfer(db: Db, t: { from: number; to: number; amount: number; kind: 'upline' | 'downline'; createdAt: number }): Promise<number> {
  const row = await db.insertInto('transfers').values({ from_member_id: t.from, to_member_id: t.to, amount: t.amount, kind: t.kind, created_at: t.createdAt }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertBonus(db: Db, b: { memberId: number; amount: number; grantedAt: number; reason?: string; status?: string }): Promise<number> {
  const row = await db
    .insertInto('bonuses')
    .values({ member_id: b.memberId, amount: b.amount, wagering_required: 0, reason: b.reason ?? 'seed', status: b.status ?? 'active', granted_at: b.grantedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
