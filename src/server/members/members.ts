import { randomInt } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import { VIP_SERVICE_FROM_RANK } from '#lib/contracts/loyalty-model.ts';
import { isAgentType } from '#lib/roles.ts';
import type { MemberInfo } from '#lib/types/member.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import type { MembersTable } from '#server/db/tables/accounts.ts';
import { NotFound } from '#server/errors.ts';
import { shareTreeLock } from './tree.ts';
import { rankBenefits } from './vip-ladder.ts';

export type MemberRow = Selectable<MembersTable>;
export type NewMember = Omit<Insertable<MembersTable>, 'account_key' | 'created_at' | 'password_changed_at'> & { created_at?: number };

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A fresh affiliate code (8 unambiguous characters). */
export function newAffiliateCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/**
 * Creates a member and its place in the downline tree (a closure row to itself and one to each
 * ancestor of its upline), in one transaction. Agents get an affiliate code.
 */
export async function createMember(db: Db, m: NewMember): Promise<number> {
  const now = m.created_at ?? Date.now();
  return atomically(db, async (tx) => {
    await shareTreeLock(tx);
    const row = await tx
      .insertInto('members')
      .values({
        ...m,
        account_key: m.account.toLowerCase(),
        affiliate_code: m.affiliate_code ?? (isAgentType(m.is_agent ?? 0) ? newAffiliateCode() : null),
        created_at: now,
        password_changed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await tx.insertInto('member_tree').values({ ancestor_id: id, descendant_id: id, depth: 0 }).execute();
    if (m.upline_id != null) {
      const ancestors = await tx.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('descendant_id', '=', m.upline_id).execute();
      if (ancestors.length) {
        await tx
          .insertInto('member_tree')
          .values(ancestors.map((a) => ({ ancestor_id: a.ancestor_id, descendant_id: id, depth: a.depth + 1 })))
          .execute();
      }
    }
    return id;
  });
}

export async function findMemberByAccount(db: Db, account: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('account_key', '=', account.trim().toLowerCase()).executeTakeFirst();
}

export async function findMemberByMobile(db: Db, country: string, mobile: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('mobile_country', '=', country).where('mobile_num', '=', mobile).executeTakeFirst();
}

export async function findAgentByAffiliateCode(db: Db, code: string): Promise<MemberRow | undefined> {
  const row = await db.selectFrom('members').selectAll().where('affiliate_code', '=', code.trim().toUpperCase()).where('status', '=', 0).executeTakeFirst();
  return row && isAgentType(row.is_agent) ? row : undefined;
}

export async function getMember(db: Db, id: number): Promise<MemberRow> {
  const row = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('no such member');
  return row;
}

/** The account names of some members, by id (for lists that show who, such as the winners board). */
export async function accountNamesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'account']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((r) => [r.id, r.account]));
}

export type { MemberInfo };

/**
 * The member as the browser knows them. `rankLabel` is the ladder's label of the member's rank
 * (memberInfoOf reads it): the header and the member centre show it. members.vip_label is not
 * shown: it is the operator's marketing label that promotions target audiences by.
 */
export function toMemberInfo(m: MemberRow, rankLabel?: string, vipService?: boolean): MemberInfo {
  const labels: string[] = [];
  if (m.is_agent === 4) labels.push('TRIAL');
  if (isAgentType(m.is_agent)) labels.push('AGENT');
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    type: m.is_agent,
    toUpline: m.upline_id !== null && m.is_agent !== 4,
    clubLabel: { labelName: rankLabel ?? `VIP ${m.vip_rank}`, rankLevel: m.vip_rank, vipService: vipService ?? m.vip_rank >= VIP_SERVICE_FROM_RANK },
    memberLabel: labels,
    avatar: m.avatar,
  };
}

/** Member info with the label of the member's rank on the VIP ladder and whether the rank has VIP customer service. */
export async function memberInfoOf(db: Db, m: MemberRow): Promise<MemberInfo> {
  const rank = await rankBenefits(db, m.vip_rank);
  return toMemberInfo(m, rank.label, rank.vipService);
}
