import { apiLanguage, request } from '../api.ts';
import { KEYS, refresh } from './query.ts';
import { remoteStore } from './remote.ts';
import { $rewardEvents } from './wallet.ts';

/** The member's bonuses (bonusDetails, the deposit-bonus panel and the withdrawal's question). */
export const bonuses = remoteStore(KEYS.bonuses, () => request('GET /wps/bonus/list', { query: { language: apiLanguage() } }));

// A bonus issued, wagered, converted, forfeited or expired arrives as a 'rewards' event (a money event reads it again too: query.ts).
$rewardEvents.listen(() => void refresh((k) => k === KEYS.bonuses));

/** Forfeits one bonus; answers what left the bonus wallet, then reads the list again. */
export async function forfeitBonus(bonusId: number): Promise<number> {
  const r = await request('POST /wps/bonus/forfeit', { body: { bonusId } });
  await refresh((k) => k === KEYS.bonuses || k.startsWith(KEYS.accountRecords));
  return r.lost;
}

/** Opts in to a deposit bonus for its current period. */
export async function optInDepositBonus(promotionId: number): Promise<void> {
  await request('POST /wps/promotions/:id/opt-in', { params: { id: String(promotionId) } });
  await refresh((k) => k === KEYS.bonuses);
}
