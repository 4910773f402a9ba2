/**
 * A selection's result from the final score, for every market kind settled by the score (all but
 * hand-made `winner` markets): quarter lines split the stake over the two neighbouring lines
 * (−0.25 is half on 0 and half on −0.5), giving half wins and half losses (domain-facts.md).
 */
import type { FinalScore, MarketKind, SelectionResult } from '#lib/contracts/sports-model.ts';

export function selectionResult(kind: Exclude<MarketKind, 'winner'>, lineQ: number | null, key: string, score: FinalScore): SelectionResult {
  void kind;
  void lineQ;
  void key;
  void score;
  throw new Error('outcomes: built by issue 19, part F');
}
