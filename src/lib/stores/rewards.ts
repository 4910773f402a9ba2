import { atom, onMount, type WritableAtom } from 'nanostores';
import type { PlayerView } from '../contracts/promotion-shapes.ts';
import type { RewardCentre } from '../contracts/promotions.ts';
import { promotionsApi } from '../promotions-api.ts';
import { isTrialType } from '../roles.ts';
import { $session } from './session.ts';
import { $rewardEvents, $wallet, refreshBalance } from './wallet.ts';

/**
 * The rewards badge (spec §7 available-promotions count), the player's state in every listed
 * promotion and the reward centre. All three read again on the server's 'rewards' event and
 * after the player claims, joins, applies or draws on a page (refreshRewards).
 */
export type Loadable<T> = { state: 'idle' } | { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/** How many promotions the signed-in member can act on now; null for a visitor or until known. */
export const $rewardCount = atom<number | null>(null);
export const $playerViews = atom<Loadable<PlayerView[]>>({ state: 'idle' });
export const $rewardCentre = atom<Loadable<RewardCentre>>({ state: 'idle' });

function signedIn(): boolean {
  const s = $session.get();
  return s.state === 'member' && !isTrialType(s.member.type);
}

async function loadCount(): Promise<void> {
  if (!signedIn()) return $rewardCount.set(null);
  try {
    $rewardCount.set((await promotionsApi.availableCount()).count);
  } catch {
    // The badge keeps its number; the next event reads it again.
  }
}

async function load<T>(s: WritableAtom<Loadable<T>>, fetch: () => Promise<T>): Promise<void> {
  if (s.get().state !== 'ready') s.set({ state: 'loading' });
  try {
    s.set({ state: 'ready', data: await fetch() });
  } catch {
    if (s.get().state !== 'ready') s.set({ state: 'error' });
  }
}

export const loadPlayerViews = (): Promise<void> => load($playerViews, () => promotionsApi.states());
export const loadRewardCentre = (): Promise<void> => load($rewardCentre, () => promotionsApi.rewards());

/** Something changed the member's promotions (a claim, a join): the badge and what is shown read again. */
export function refreshRewards(): void {
  $rewardEvents.set($rewardEvents.get() + 1);
}

onMount($rewardCount, () => {
  // The stream that carries 'rewards' events is open while something shows the balance.
  const stopWallet = $wallet.listen(() => undefined);
  const stopSession = $session.subscribe(() => void loadCount());
  const stopEvents = $rewardEvents.listen(() => void loadCount());
  return () => {
    stopWallet();
    stopSession();
    stopEvents();
  };
});

onMount($playerViews, () => {
  const stopSession = $session.subscribe(() => (signedIn() ? void loadPlayerViews() : $playerViews.set({ state: 'idle' })));
  const stopEvents = $rewardEvents.listen(() => void (signedIn() && loadPlayerViews()));
  return () => {
    stopSession();
    stopEvents();
  };
});

onMount($rewardCentre, () => {
  const stopSession = $session.subscribe(() => (signedIn() ? void loadRewardCentre() : $rewardCentre.set({ state: 'idle' })));
  const stopEvents = $rewardEvents.listen(() => void (signedIn() && loadRewardCentre()));
  return () => {
    stopSession();
    stopEvents();
  };
});

const claiming = new Map<number, ReturnType<typeof promotionsApi.claim>>();

/** Claims a reward; a second press while the first is under way waits for the same answer. */
export function claimReward(id: number): ReturnType<typeof promotionsApi.claim> {
  let pending = claiming.get(id);
  if (!pending) {
    pending = promotionsApi.claim(id).finally(() => {
      claiming.delete(id);
      void refreshBalance();
      refreshRewards();
    });
    claiming.set(id, pending);
  }
  return pending;
}
