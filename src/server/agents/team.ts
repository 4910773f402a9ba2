/**
 * The agent's own account centre: what the agent centre menu shows, the affiliate link, and
 * creating a downline account directly (spec §2 Register / Account centre).
 */
import { AGENT_TYPES, isAgentType } from '#lib/roles.ts';
import { checkField } from '#lib/validation/register-rules.ts';
import { AccountExists } from '#server/auth/errors.ts';
import { assertAcceptablePassword, hashPassword } from '#server/auth/passwords.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { ValidationFailed } from '#server/errors.ts';
import { createMember, findMemberByAccount, getMember, newAffiliateCode } from '#server/members/members.ts';
import { listRegisterRules } from '#server/system/register-rules.ts';
import { loadSettings } from '#server/system/settings.ts';
import { FeatureDisabled } from './errors.ts';
import { type Kind, KINDS, SWITCH_OF } from './terms.ts';
import { teamSize } from './tree.ts';
import type { AgentInfo } from '#lib/types/agents.ts';

const PAGES = ['agentAnnouncement', 'agentTeamOverview', 'agentRegister', 'agentTeamManagement', 'agentTeamBetting', 'agentUserProfitLoss', 'agentMyIncome', 'agentTransactionDetails'];
const KIND_PAGES: Record<Kind, string> = { dividend: 'agentDividend', daily_wage: 'agentDailyWages', hourly_wage: 'agentHourlySalary', realtime_salary: 'agentRealTimeSalary' };

export async function agentInfo(db: Db, reader: SqlRunner, agentId: number): Promise<AgentInfo> {
  const [m, settings, size] = await Promise.all([getMember(db, agentId), loadSettings(db), teamSize(reader, agentId)]);
  const upline = m.upline_id === null ? undefined : await db.selectFrom('members').select(['id', 'account']).where('id', '=', m.upline_id).executeTakeFirst();
  const kinds = Object.fromEntries(KINDS.map((k) => [k, settings.switches[SWITCH_OF[k]] === true])) as Record<Kind, boolean>;
  const offers = await db
    .selectFrom('agent_contracts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('downline_id', '=', agentId)
    .where('status', '=', 'offered')
    .executeTakeFirstOrThrow();
  const terminations = await db
    .selectFrom('agent_contracts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'active')
    .where('termination_requested_by', 'is not', null)
    .where('termination_requested_by', '!=', agentId)
    .where((eb) => eb.or([eb('upline_id', '=', agentId), eb('downline_id', '=', agentId)]))
    .executeTakeFirstOrThrow();
  return {
    id: m.id,
    account: m.account,
    isAgent: m.is_agent,
    top: m.upline_id === null,
    upline: upline ? { id: Number(upline.id), account: upline.account } : null,
    affiliateCode: m.affiliate_code,
    teamSize: size,
    kinds,
    pages: [...PAGES, ...KINDS.filter((k) => kinds[k]).map((k) => KIND_PAGES[k])],
    pendingOffers: Number(offers.n),
    pendingTerminations: Number(terminations.n),
  };
}

/** The agent's affiliate code (made on first use for agents created without one) and its registration link. */
export async function affiliateLink(db: Db, agentId: number, origin: string): Promise<{ code: string; url: string }> {
  let code = (await getMember(db, agentId)).affiliate_code;
  for (let attempt = 0; !code && attempt < 5; attempt++) {
    const fresh = newAffiliateCode();
    const clash = await db.selectFrom('members').select('id').where('affiliate_code', '=', fresh).executeTakeFirst();
    if (clash) continue;
    await db.updateTable('members').set({ affiliate_code: fresh }).where('id', '=', agentId).where('affiliate_code', 'is', null).execute();
    code = (await getMember(db, agentId)).affiliate_code;
  }
  if (!code) throw new Error('could not assign an affiliate code');
  return { code, url: `${origin.replace(/\/$/, '')}/register?affiliateCode=${encodeURIComponent(code)}` };
}

export interface NewDownline {
  account: string;
  /** Absent: the merchant's default initial password, which the member must change at first login. */
  password?: string | undefined;
  nickname?: string | undefined;
  /** 0 player (default), or an agent type (1, 2, 41, 42). */
  isAgent: number;
}

/**
 * Creates an account directly under the agent (spec §6 switch "direct register"), checked against
 * the merchant's username and password rules.
 */
export async function createDownline(db: Db, agentId: number, n: NewDownline): Promise<{ id: number; account: string; passwordIsDefault: boolean }> {
  const settings = await loadSettings(db);
  if (!settings.switches.directRegister) throw new FeatureDisabled('Registering downlines directly is turned off.');
  if (n.isAgent !== 0 && !isAgentType(n.isAgent)) throw new ValidationFailed(`isAgent: 0 or one of ${AGENT_TYPES.join(', ')}`);
  const account = n.account.trim();
  const rules = await listRegisterRules(db);
  const fields: { field: string; message: string }[] = [];
  const usernameRule = rules.find((r) => r.field === 'username');
  const usernameError = usernameRule ? checkField(usernameRule, account, true) : /^[A-Za-z][A-Za-z0-9_]{3,31}$/.test(account) ? null : { key: 'validation.pattern.USERNAME' };
  if (usernameError) fields.push({ field: 'account', message: usernameError.key });
  const passwordRule = rules.find((r) => r.field === 'password');
  if (n.password !== undefined && passwordRule) {
    const e = checkField(passwordRule, n.password, true);
    if (e) fields.push({ field: 'password', message: e.key });
  }
  if (fields.length) throw new ValidationFailed(`${fields[0]?.field}: ${fields[0]?.message}`, { fields });
  if (await findMemberByAccount(db, account)) throw new AccountExists('This username is taken. Choose another one.');
  const passwordIsDefault = n.password === undefined;
  const password = n.password ?? settings.auth.defaultInitialPassword;
  if (!passwordIsDefault) assertAcceptablePassword(password, account);
  try {
    const id = await createMember(db, {
      account,
      password_hash: await hashPassword(password),
      is_agent: n.isAgent,
      nickname: n.nickname?.trim() || null,
      upline_id: agentId,
      password_is_default: passwordIsDefault ? 1 : 0,
      register_method: 'AGENT',
    });
    return { id, account, passwordIsDefault };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') throw new AccountExists('This username is taken. Choose another one.');
    throw err;
  }
}

/** These shapes are the ones the browser reads (src/lib/types/agents.ts). */
export type { AgentInfo };
