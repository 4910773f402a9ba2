/**
 * Who a message to a segment reaches: one member, the members of a VIP label, of a VIP rank, or an
 * agent's team (every member below the agent in the downline tree, at any depth; not the agent).
 */
import { isAgentType } from '#lib/roles.ts';
import type { Db } from '#server/db/connect.ts';
import { NotFound } from '#server/errors.ts';
import { teamIdsOf } from './team-read.ts';

export type Segment = { member: number } | { label: string } | { vipRank: number } | { agentTeam: number };

/** The ids of the members in a segment, ascending; NOT_FOUND for a member or agent that does not exist. */
export async function segmentMemberIds(db: Db, segment: Segment): Promise<number[]> {
  if ('member' in segment) {
    const row = await db.selectFrom('members').select('id').where('id', '=', segment.member).executeTakeFirst();
    if (!row) throw new NotFound('no such member');
    return [Number(row.id)];
  }
  let q = db.selectFrom('members').select('id');
  if ('label' in segment) q = q.where('vip_label', '=', segment.label);
  else if ('vipRank' in segment) q = q.where('vip_rank', '=', segment.vipRank);
  else {
    const agent = await db.selectFrom('members').select(['id', 'is_agent']).where('id', '=', segment.agentTeam).executeTakeFirst();
    if (!agent || !isAgentType(agent.is_agent)) throw new NotFound('no such agent');
    q = q.where('id', 'in', teamIdsOf(db, { root: segment.agentTeam, depth: 'all' }));
  }
  return (await q.orderBy('id').execute()).map((r) => Number(r.id));
}
