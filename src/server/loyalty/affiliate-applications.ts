/**
 * Players' applications to become agents (issue 17 item 9, docs/loyalty.md "Affiliate
 * application"): a member sends contact details, traffic sources and a comment; one application
 * waits at a time (a partial unique index, migration 0032). Staff approve it — the member becomes an
 * agent under the chosen upline (or at the top), with a first contract, and their referred friends
 * without an upline join the new team — or reject it with a reason. Both decisions are guarded
 * `where status = 'pending'`, so of two at once one decides and the other answers INVALID_STATE.
 */
import type { ApplicationBody } from '#lib/contracts/affiliate.ts';
import type { ApplicationState, MessengerApp, TrafficSource } from '#lib/contracts/affiliate-model.ts';
import { isAgentType } from '#lib/roles.ts';
import { acceptContract, type Kind, moveMember, offerContract } from '#server/agents/index.ts';
import { atomically, type Db } from '#server/db/connect.ts';
import type { AffiliateApplicationsTable } from '#server/db/tables/loyalty.ts';
import { isUniqueViolation } from '#server/db/unique.ts';
import { InvalidState, NotFound, ValidationFailed } from '#server/errors.ts';
import { accountNamesOf, ensureAffiliateCode, getMember, type MemberRow } from '#server/members/index.ts';
import type { Selectable } from 'kysely';
import { AlreadyAgent, ApplicationOpen } from './affiliate-errors.ts';

type Row = Selectable<AffiliateApplicationsTable>;

export interface ApplicationView {
  id: number;
  status: ApplicationState;
  contacts: { mobile: string; email: string | null; messenger: { app: MessengerApp; handle: string } | null };
  traffic: TrafficSource[];
  comment: string;
  reason: string | null;
  createdAt: number;
  decidedAt: number | null;
}

export function applicationView(r: Row): ApplicationView {
  const contacts = JSON.parse(r.contacts) as ApplicationView['contacts'];
  return {
    id: Number(r.id),
    status: r.status as ApplicationState,
    contacts: { mobile: contacts.mobile, email: contacts.email ?? null, messenger: contacts.messenger ?? null },
    traffic: JSON.parse(r.traffic) as TrafficSource[],
    comment: r.comment ?? '',
    reason: r.reason,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  };
}

/** A site member who may apply: not a house or trial account. */
async function applicant(db: Db, memberId: number): Promise<MemberRow> {
  const m = await getMember(db, memberId);
  if (m.kind !== 'member' || m.is_agent === 4) throw new NotFound('No such member.');
  return m;
}

/** The member's page: whether they already are an agent, their latest application and their bound contacts. */
export async function applicationPage(db: Db, memberId: number) {
  const m = await applicant(db, memberId);
  const latest = await db.selectFrom('affiliate_applications').selectAll().where('member_id', '=', memberId).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return {
    agent: isAgentType(m.is_agent),
    latest: latest ? applicationView(latest) : null,
    prefill: { mobile: m.mobile_num ? `${m.mobile_country ?? ''}${m.mobile_num}` : null, email: m.email },
  };
}

/** Sends an application; APPLICATION_OPEN while another waits (the index decides between parallel sends), ALREADY_AGENT for an agent. */
export async function submitApplication(db: Db, memberId: number, input: ApplicationBody, now = Date.now()): Promise<ApplicationView> {
  const m = await applicant(db, memberId);
  if (isAgentType(m.is_agent)) throw new AlreadyAgent('You already are an agent.');
  const open = await db.selectFrom('affiliate_applications').select('id').where('member_id', '=', memberId).where('status', '=', 'pending').executeTakeFirst();
  if (open) throw new ApplicationOpen('Your application is waiting for a decision.');
  try {
    const row = await db
      .insertInto('affiliate_applications')
      .values({
        member_id: memberId,
        contacts: JSON.stringify(input.contacts),
        traffic: JSON.stringify(input.traffic),
        comment: input.comment || null,
        status: 'pending',
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return applicationView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApplicationOpen('Your application is waiting for a decision.');
    throw err;
  }
}

/** The member's referred friends: registered with their referral code (referrals), or naming it as referrer. */
export async function referredFriendIds(db: Db, memberId: number): Promise<number[]> {
  const [viaReferrals, viaCode] = await Promise.all([
    db.selectFrom('referrals').select('friend_id').where('referrer_id', '=', memberId).execute(),
    db
      .selectFrom('members')
      .select('id')
      .where('referrer', 'in', (eb) => eb.selectFrom('referral_codes').select('code').where('member_id', '=', memberId))
      .execute(),
  ]);
  return [...new Set([...viaReferrals.map((r) => Number(r.friend_id)), ...viaCode.map((r) => Number(r.id))])].filter((id) => id !== memberId);
}

export interface Approval {
  /** null: top level (the house's terms). */
  uplineId: number | null;
  contract: { kind: Kind; terms: unknown } | null;
  attachFriends: boolean;
  staffId: number;
}

/** Claims a pending application for a decision (guarded): INVALID_STATE when another decision came first. */
async function decide(tx: Db, id: number, set: Partial<Pick<Row, 'status' | 'reason' | 'upline_id' | 'staff_id' | 'decided_at'>>): Promise<Row> {
  const row = await tx.updateTable('affiliate_applications').set(set).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();
  if (row) return row;
  const exists = await tx.selectFrom('affiliate_applications').select('status').where('id', '=', id).executeTakeFirst();
  if (!exists) throw new NotFound('No such application.');
  throw new InvalidState('This application was already decided.');
}

/**
 * Approves a pending application in one transaction (the caller's, if any): the member becomes an
 * agent (is_agent 1) with an affiliate code, moves under the upline (or to the top), gets the first
 * contract (offered by the upline and accepted at once, so the agents domain's rules hold: the kind
 * is on, the terms parse and never pay more than the upline's own), and their referred friends
 * without an upline join the team. Anything refused rolls the whole approval back.
 */
export async function approveApplication(db: Db, id: number, a: Approval, now = Date.now()): Promise<{ before: ApplicationView; after: ApplicationView; memberId: number; contractId: number | null; attachedFriends: number[] }> {
  if (a.uplineId === null && a.contract) throw new ValidationFailed('contract: a top-level agent earns by the house terms; choose an upline to give a contract');
  return atomically(db, async (tx) => {
    const before = await tx.selectFrom('affiliate_applications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new NotFound('No such application.');
    const row = await decide(tx, id, { status: 'approved', upline_id: a.uplineId, staff_id: a.staffId, decided_at: now });
    const memberId = Number(row.member_id);
    const m = await getMember(tx, memberId);
    if (isAgentType(m.is_agent)) throw new AlreadyAgent('This member already is an agent.');
    const promoted = await tx.updateTable('members').set({ is_agent: 1 }).where('id', '=', memberId).where('is_agent', '=', 0).executeTakeFirst();
    if (Number(promoted.numUpdatedRows) !== 1) throw new InvalidState('This member cannot become an agent.');
    await moveMember(tx, memberId, a.uplineId, now);
    await ensureAffiliateCode(tx, memberId);
    let contractId: number | null = null;
    if (a.uplineId !== null && a.contract) {
      const offer = await offerContract(tx, { uplineId: a.uplineId, downlineId: memberId, kind: a.contract.kind, terms: a.contract.terms }, now);
      contractId = (await acceptContract(tx, { agentId: memberId, contractId: offer.id, confirm: true }, now)).contract.id;
    }
    const attachedFriends: number[] = [];
    if (a.attachFriends) {
      const ids = await referredFriendIds(tx, memberId);
      const free = ids.length
        ? await tx.selectFrom('members').select('id').where('id', 'in', ids).where('upline_id', 'is', null).where('is_agent', '=', 0).where('kind', '=', 'member').execute()
        : [];
      for (const f of free) {
        if (await moveMember(tx, Number(f.id), memberId, now)) attachedFriends.push(Number(f.id));
      }
    }
    return { before: applicationView(before), after: applicationView(row), memberId, contractId, attachedFriends };
  });
}

/** Rejects a pending application with the reason the member reads. */
export async function rejectApplication(db: Db, id: number, reason: string, staffId: number, now = Date.now()): Promise<{ before: ApplicationView; after: ApplicationView; memberId: number }> {
  return atomically(db, async (tx) => {
    const before = await tx.selectFrom('affiliate_applications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw new NotFound('No such application.');
    const row = await decide(tx, id, { status: 'rejected', reason, staff_id: staffId, decided_at: now });
    return { before: applicationView(before), after: applicationView(row), memberId: Number(row.member_id) };
  });
}

/** The staff queue: pending oldest first (the next to decide on top), decided ones newest first, with each applicant's facts. */
export async function applicationQueue(db: Db, q: { status: ApplicationState; pageNo: number; pageSize: number }) {
  const base = db.selectFrom('affiliate_applications').where('status', '=', q.status);
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base
    .selectAll()
    .orderBy('id', q.status === 'pending' ? 'asc' : 'desc')
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize)
    .execute();
  return { list: await staffViews(db, rows), total };
}

export async function staffApplication(db: Db, id: number) {
  const row = await db.selectFrom('affiliate_applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFound('No such application.');
  const [view] = await staffViews(db, [row]);
  if (!view) throw new NotFound('No such application.');
  return view;
}

async function staffViews(db: Db, rows: Row[]) {
  const memberIds = [...new Set(rows.map((r) => Number(r.member_id)))];
  if (!memberIds.length) return [];
  const [members, deposits, bets, staff] = await Promise.all([
    db.selectFrom('members').select(['id', 'account', 'created_at', 'upline_id']).where('id', 'in', memberIds).execute(),
    db
      .selectFrom('deposits')
      .select(['member_id', (eb) => eb.fn.sum<number>('amount').as('total')])
      .where('member_id', 'in', memberIds)
      .where('status', '=', 'credited')
      .groupBy('member_id')
      .execute(),
    db
      .selectFrom('bet_rollups')
      .select(['member_id', (eb) => eb.fn.sum<number>('valid_bet').as('total')])
      .where('member_id', 'in', memberIds)
      .groupBy('member_id')
      .execute(),
    db
      .selectFrom('staff')
      .select(['id', 'username'])
      .where('id', 'in', [...new Set(rows.map((r) => r.staff_id).filter((s): s is number => s !== null))].concat([-1]))
      .execute(),
  ]);
  const byId = new Map(members.map((m) => [Number(m.id), m]));
  const uplines = await accountNamesOf(db, members.map((m) => m.upline_id).filter((u): u is number => u !== null));
  const depositOf = new Map(deposits.map((d) => [Number(d.member_id), Number(d.total ?? 0)]));
  const betOf = new Map(bets.map((b) => [Number(b.member_id), Number(b.total ?? 0)]));
  const staffOf = new Map(staff.map((s) => [Number(s.id), s.username]));
  const friends = new Map(await Promise.all(memberIds.map(async (id) => [id, (await referredFriendIds(db, id)).length] as const)));
  return rows.flatMap((r) => {
    const m = byId.get(Number(r.member_id));
    if (!m) return [];
    const uplineId = m.upline_id === null ? null : Number(m.upline_id);
    return [
      {
        ...applicationView(r),
        memberId: Number(m.id),
        account: m.account,
        registeredAt: Number(m.created_at),
        upline: uplineId === null ? null : { id: uplineId, account: uplines.get(uplineId) ?? '' },
        facts: { deposits: depositOf.get(Number(m.id)) ?? 0, validBet: betOf.get(Number(m.id)) ?? 0, referredFriends: friends.get(Number(m.id)) ?? 0 },
        decidedBy: r.staff_id === null ? null : (staffOf.get(Number(r.staff_id)) ?? null),
      },
    ];
  });
}
