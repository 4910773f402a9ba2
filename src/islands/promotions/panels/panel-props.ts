import type { PlayerView, PromotionDetail } from '#lib/contracts/promotion-shapes.ts';

/**
 * What the promotion detail page gives the panel of a promotion's mechanic: the promotion with
 * every number, the signed-in player's view of it (null for a visitor) and a way to reload that
 * view after an action. A panel states the mechanic in plain words and numbers and offers its
 * actions (opt in, claim, apply, draw, the leaderboard).
 */
export interface PanelProps {
  promotion: PromotionDetail;
  view: PlayerView | null;
  lang: string;
  /** Reload the player's view (and the rewards badge) after an action changed it. */
  refresh(): void;
}
