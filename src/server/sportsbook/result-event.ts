/**
 * An event's final score turned into its markets' results: every market settled by the score gets
 * its selections' results (outcomes.ts), the bets' legs take them, and the settlement job pays.
 */
import type { FinalScore } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';

/**
 * Results an ended (or live, for a hand-made event) event from its final score; a second call with
 * another score is a correction (every market's revision raised, settled bets resettled by the job).
 */
export async function resultEvent(app: AppContext, eventId: number, final: FinalScore, now = Date.now()): Promise<{ markets: number }> {
  void app;
  void eventId;
  void final;
  void now;
  throw new Error('resultEvent: being built');
}
