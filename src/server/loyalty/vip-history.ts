/** A member's rank changes (GET /wps/vip/history and the playerRank page), newest first. */
import type { RankChangeReason } from '#lib/contracts/loyalty-model.ts';
import type { RankHistory } from '#lib/contracts/vip.ts';
import type { Db } from '#server/db/connect.ts';
import { vipLadder } from '#server/members/index.ts';
import { rankOf } from './vip-progress.ts';

export const HISTORY_LIMIT = 100;

export async function rankHistory(db: Db, memberId: number): Promise<RankHistory> {
  const [rows, ladder] = await Promise.all([
    db
      .selectFrom('vip_rank_changes')
      .select(['id', 'from_rank', 'to_rank', 'reason', 'created_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_LIMIT)
      .execute(),
    vipLadder(db),
  ]);
  const label = (rank: number) => (ladder.some((r) => r.rank === rank) ? rankOf(ladder, rank).label : `VIP ${rank}`);
  return {
    changes: rows.map((r) => ({
      id: Number(r.id),
      fromRank: Number(r.from_rank),
      toRank: Number(r.to_rank),
      fromLabel: label(Number(r.from_rank)),
      toLabel: label(Number(r.to_rank)),
      reason: r.reason as RankChangeReason,
      at: Number(r.created_at),
    })),
  };
}
