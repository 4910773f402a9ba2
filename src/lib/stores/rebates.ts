/**
 * The manualRebate page and the cashback and rebate panels: the running periods' calculation and
 * the past periods' cashback and rebates. Reads again on the server's 'rewards' event and after a
 * claim (which also refreshes the balance and the rewards badge).
 */
import { atom, onMount } from 'nanostores';
import type { RebatePage } from '../contracts/rebates.ts';
import { apiLanguage, request } from '../api.ts';
import { isTrialType } from '../roles.ts';
import { type Loadable, refreshRewards } from './rewards.ts';
import { $session } from './session.ts';
import { $rewardEvents, refreshBalance } from './wallet.ts';

export type { RebatePage };

export const $rebates = atom<Loadable<RebatePage>>({ state: 'idle' });

export async function loadRebates(): Promise<void> {
  const s = $session.get();
  if (s.state !== 'member' || isTrialType(s.member.type)) return $rebates.set({ state: 'idle' });
  if ($rebates.get().state !== 'ready') $rebates.set({ state: 'loading' });
  try {
    $rebates.set({ state: 'ready', data: await request('GET /wps/rebates', { query: { language: apiLanguage() } }) });
  } catch {
    if ($rebates.get().state !== 'ready') $rebates.set({ state: 'error' });
  }
}

onMount($rebates, () => {
  const stopSession = $session.subscribe(() => void loadRebates());
  const stopEvents = $rewardEvents.listen(() => void loadRebates());
  return () => {
    stopSession();
    stopEvents();
  };
});

/** Claims one period's cashback or rebate (a repeat pays nothing); the page, balance and badge read again. */
export async function claimRebate(rewardId: number): Promise<{ amount: number; paid: boolean }> {
  const r = await request('POST /wps/rebates/:id/claim', { params: { id: rewardId } });
  refreshRewards();
  await Promise.all([loadRebates(), refreshBalance()]);
  return r;
}
