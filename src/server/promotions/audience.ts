/** Who may take part in a promotion: its audience against one member. */
import type { Db } from '#server/db/connect.ts';
import { ancestryOf, findMemberByAccount, getMember } from '#server/members/index.ts';
import { NotEligible } from './errors.ts';
import type { Promotion } from './promotion-rows.ts';

const DAY = 86_400_000;

/** Whether the member is in the promotion's audience at `now`. */
export async function inAudience(db: Db, p: Pick<Promotion, 'audience'>, memberId: number, now: number): Promise<boolean> {
  const a = p.audience;
  if (a.kind === 'all') return true;
  const m = await getMember(db, memberId);
  switch (a.kind) {
    case 'new':
      return Number(m.created_at) > now - a.days * DAY;
    case 'vip':
      return a.ranks.includes(Number(m.vip_rank));
    case 'labels':
      return m.vip_label !== null && a.labels.includes(m.vip_label);
    case 'team': {
      const agent = await findMemberByAccount(db, a.agent);
      if (!agent) return false;
      const row = await ancestryOf(db).where('ancestor_id', '=', agent.id).where('descendant_id', '=', memberId).executeTakeFirst();
      return row !== undefined;
    }
  }
}

/** NOT_ELIGIBLE unless the member is in the audience. */
export async function assertInAudience(db: Db, p: Pick<Promotion, 'audience'>, memberId: number, now: number): Promise<void> {
  if (!(await inAudience(db, p, memberId, now))) throw new NotEligible('This promotion is not open to your account.');
}
