/**
 * The agent's own account centre: what the agent centre menu shows, the affiliate link, and
 * creating a downline account directly (spec §2 Register / Account centre).
 */
import { randomInt } from 'node:crypto';
import { AGENT_TYPES, isAgentType } from '#lib/roles.ts';
import { checkField, type FieldRule } from '#lib/validation/register-rules.ts';
import { AccountExists, assertAcceptablePassword, hashPassword } from '#server/auth/index.ts';
import type { Db } from '#server/db/connect.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { ValidationFailed } from '#server/errors.ts';
import { accountsOf, createMember, ensureAffiliateCode, findMemberByAccount, getMember } from '#server/members/index.ts';
import { listRegisterRules, loadSettings } from '#server/system/index.ts';
import { FeatureDisabled } from './errors.ts';
import { type Kind, KINDS, SWITCH_OF } from './terms.ts';
import { teamSize } from './tree.ts';
import type { AgentInfo } from '#lib/types/agents.ts';

const PAGES = ['agentAnnouncement', 'agentTeamOverview', 'agentRegister', 'agentTeamManagement', 'agentTeamBetting', 'agentUserProfitLoss', 'agentMyIncome', 'agentTransactionDetails'];
const KIND_PAGES: Record<Kind, string> = { dividend: 'agentDividend', daily_wage: 'agentDailyWages', hourly_wage: 'agentHourlySalary', realtime_salary: 'agentRealTimeSalary' };

export async function agentInfo(db: Db, reader: SqlRunner, agentId: number): Promise<AgentInfo> {
  const [m, settings, size] = await Promise.all([getMember(db, agentId), loadSettings(db), teamSize(reader, agentId)]);
  const upline = m.upline_id === null ? undefined : await accountsOf(db, [m.upline_id]).executeTakeFirst();
  const on = (k: Kind) => settings.switches[SWITCH_OF[k]] === true;
  const kinds = { dividend: on('dividend'), daily_wage: on('daily_wage'), hourly_wage: on('hourly_wage'), realtime_salary: on('realtime_salary') } satisfies Record<Kind, boolean>;
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
  const code = await ensureAffiliateCode(db, agentId);
  return { code, url: `${origin.replace(/\/$/, '')}/register?affiliateCode=${encodeURIComponent(code)}` };
}

export interface NewDownline {
  account: string;
  /** Absent: a one-time initial password made for this account, answered once, to change at first login. */
  password?: string | undefined;
  nickname?: string | undefined;
  /** 0 player (default), or an agent type (1, 2, 41, 42). */
  isAgent: number;
}

/** One field's problem as the browser reads it: an i18n key (validation.*), its values and why. */
interface FieldProblem {
  field: string;
  message: string;
  values: Record<string, number>;
  reason: 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'PATTERN';
}

const USERNAME_FALLBACK: FieldRule = { field: 'username', enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9_]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 32 };

/** A field checked against its rule, with the values its message needs (never a bare key that reads "{{min}}"). */
function problemOf(rule: FieldRule, field: string, value: string): FieldProblem | null {
  const e = checkField(rule, value, true);
  if (!e) return null;
  const length = [...value.trim()].length;
  const reason = length === 0 ? 'REQUIRED' : rule.maxLength > 0 && length > rule.maxLength ? 'TOO_LONG' : length < rule.minLength ? 'TOO_SHORT' : 'PATTERN';
  const values = Object.fromEntries(Object.entries(e.values).filter((v): v is [string, number] => typeof v[1] === 'number'));
  return { field, message: e.key, values, reason };
}

/** Letters and digits a person can read back without confusing them (no 0/O, 1/l/I). */
const READABLE = { upper: 'ABCDEFGHJKLMNPQRSTUVWXYZ', lower: 'abcdefghijkmnopqrstuvwxyz', digit: '23456789' };

/**
 * A one-time initial password of its own for each new account (never one shared by all): at least
 * one capital, one small letter and one digit, as long as the password rule asks (12 at least).
 */
export function initialPassword(rule: FieldRule | undefined): string {
  const length = Math.max(12, rule?.minLength ?? 0);
  const all = READABLE.upper + READABLE.lower + READABLE.digit;
  for (;;) {
    const chars = [READABLE.upper, READABLE.lower, READABLE.digit].map((set) => set[randomInt(set.length)] ?? 'A');
    while (chars.length < length) chars.push(all[randomInt(all.length)] ?? 'a');
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
    }
    const password = chars.join('');
    if (!rule || !checkField(rule, password, true)) return password;
  }
}

/**
 * Creates an account directly under the agent (spec §6 switch "direct register"), checked against
 * the merchant's username and password rules. A username over the rule's length is refused
 * (VALIDATION_ERROR, reason TOO_LONG), never shortened. Without a password the account gets a
 * one-time initial password, answered here once and never again; the member must change it at
 * the first login (the session refuses everything else until then).
 */
export async function createDownline(db: Db, agentId: number, n: NewDownline): Promise<{ id: number; account: string; passwordIsDefault: boolean; initialPassword?: string }> {
  const settings = await loadSettings(db);
  if (!settings.switches.directRegister) throw new FeatureDisabled('Registering downlines directly is turned off.');
  if (n.isAgent !== 0 && !isAgentType(n.isAgent)) throw new ValidationFailed(`isAgent: 0 or one of ${AGENT_TYPES.join(', ')}`);
  const account = n.account.trim();
  const rules = await listRegisterRules(db);
  const passwordRule = rules.find((r) => r.field === 'password');
  const fields = [problemOf(rules.find((r) => r.field === 'username') ?? USERNAME_FALLBACK, 'account', account), n.password !== undefined && passwordRule ? problemOf(passwordRule, 'password', n.password) : null].filter(
    (f): f is FieldProblem => f !== null,
  );
  if (fields.length) throw new ValidationFailed(`${fields[0]?.field}: ${fields[0]?.reason}`, { fields });
  if (await findMemberByAccount(db, account)) throw new AccountExists('This username is taken. Choose another one.');
  const passwordIsDefault = n.password === undefined;
  const password = n.password ?? initialPassword(passwordRule);
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
    return passwordIsDefault ? { id, account, passwordIsDefault, initialPassword: password } : { id, account, passwordIsDefault };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AccountExists('This username is taken. Choose another one.');
    throw err;
  }
}

/** These shapes are the ones the browser reads (src/lib/types/agents.ts). */
export type { AgentInfo };
