/**
 * The members desk's reads: search and a member's profile, gathered from the domains that own
 * each part (members, auth, cashier, ledger, games) through their index.ts.
 */
import { isAgentType } from '#lib/roles.ts';
import type { AppContext } from '#server/app-context.ts';
import { memberIdsSeenFrom } from '#server/auth/index.ts';
import { memberIdsByBankAccount, paymentPasswordLocked, rgStatusOf } from '#server/cashier/index.ts';
import { NotFound } from '#server/errors.ts';
import { cashBalance, cashBalances } from '#server/ledger/index.ts';
import { getMember, MEMBER_ACTIVE, type MemberRow, pathFromTop, type SearchKey, searchMembers } from '#server/members/index.ts';
import { merchantCurrency } from '#server/system/index.ts';

export interface MemberSearchQuery {
  q: string;
  by: SearchKey;
  sort: 'id' | 'account' | 'createdAt' | 'lastLoginAt';
  order: 'asc' | 'desc';
  pageNo: number;
  pageSize: number;
}

const statusOf = (m: MemberRow) => (m.status === MEMBER_ACTIVE ? ('active' as const) : ('locked' as const));
const mobileOf = (m: MemberRow) => (m.mobile_num ? `${m.mobile_country ?? ''} ${m.mobile_num}`.trim() : null);

/** Members by username, id, mobile, email, bank account or address (`any`: all of them). */
export async function findMembers(app: AppContext, s: MemberSearchQuery) {
  const text = s.q.trim();
  const alsoIds: number[] = [];
  if (text && (s.by === 'bank' || s.by === 'any')) alsoIds.push(...(await memberIdsByBankAccount(app.db, text)));
  if (text && (s.by === 'ip' || s.by === 'any')) alsoIds.push(...(await memberIdsSeenFrom(app.db, text)));
  const page = await searchMembers(app.db, { ...s, q: text, alsoIds });
  const ids = page.rows.map((m) => m.id);
  const balances = new Map(ids.length ? (await cashBalances(app.db).where('owner_id', 'in', ids).execute()).map((b) => [Number(b.owner_id), Number(b.balance)]) : []);
  const list = page.rows.map((m) => ({
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    type: m.is_agent,
    status: statusOf(m),
    vipRank: m.vip_rank,
    mobile: mobileOf(m),
    email: m.email,
    balance: balances.get(m.id) ?? 0,
    createdAt: m.created_at,
    lastLoginAt: m.last_login_at,
  }));
  return { list, pageNum: page.pageNum, totalPages: page.totalPages, total: page.total };
}

/** A member of the site (not a house account), or NOT_FOUND. */
export async function memberRow(app: AppContext, memberId: number): Promise<MemberRow> {
  const m = await getMember(app.db, memberId).catch(() => null);
  if (!m || m.kind !== 'member') throw new NotFound('No such member.');
  return m;
}

/** The member's profile as the desk's overview shows it. */
export async function memberProfile(app: AppContext, memberId: number, now = Date.now()) {
  const m = await memberRow(app, memberId);
  const [balance, currency, rg, ppLocked, path] = await Promise.all([
    cashBalance(app.reader, m.id),
    merchantCurrency(app.db),
    rgStatusOf(app.db, m.id, now),
    paymentPasswordLocked(app.db, m.id, now),
    m.upline_id === null ? Promise.resolve([]) : pathFromTop(app.db, m.upline_id),
  ]);
  const labels: string[] = [];
  if (m.is_agent === 4) labels.push('TRIAL');
  if (isAgentType(m.is_agent)) labels.push('AGENT');
  if (m.status !== MEMBER_ACTIVE) labels.push('LOCKED');
  if (rg.exclusion) labels.push('EXCLUDED');
  return {
    id: m.id,
    account: m.account,
    nickname: m.nickname,
    realName: m.real_name,
    type: m.is_agent,
    status: statusOf(m),
    labels,
    vipRank: m.vip_rank,
    vipLabel: m.vip_label,
    email: m.email,
    emailVerified: m.email_verified === 1,
    mobile: mobileOf(m),
    mobileVerified: m.mobile_verified === 1,
    balance,
    currency,
    totpEnabled: m.totp_secret !== null,
    mustChangePassword: m.password_is_default === 1,
    paymentPasswordSet: m.payment_password_hash !== null,
    paymentPasswordLocked: ppLocked,
    registerIp: m.register_ip,
    lastLoginIp: m.last_login_ip,
    lastLoginAt: m.last_login_at,
    createdAt: m.created_at,
    uplinePath: path,
    rg,
  };
}
