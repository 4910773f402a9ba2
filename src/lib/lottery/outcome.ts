/**
 * How a settled draw's outcome is told to the player (UK RTS 14): only a return greater than the
 * stake is a win; a return up to the stake is "returned", said plainly; nothing back is a loss.
 */
export type OutcomeKind = 'won' | 'returned' | 'lost';

export function outcomeKind(stake: number, payout: number): OutcomeKind {
  if (payout > stake) return 'won';
  return payout > 0 ? 'returned' : 'lost';
}
