/** Hourly bet totals per game and shard (migration 0018), kept by triggers on bets; read by the back office's GGR report. */
export interface GameRollupsTable {
  vendor_code: string;
  game_code: string;
  category: string;
  /** The hour the bets were placed (epoch ms, a whole UTC hour). */
  hour: number;
  shard: number;
  /** Bets placed, not counting cancelled ones. */
  bet_count: number;
  stake: number;
  valid_bet: number;
  payout: number;
}
