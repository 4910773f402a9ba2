/**
 * Missions and application promotions on the member pages: the mission summary (its count feeds
 * the member menu's missionLeaderboard badge), claiming a task, a mission's leaderboard, and a
 * player's application. The summary reads again on the server's 'rewards' event and after a claim.
 */
import { atom, computed, onMount } from 'nanostores';
import type { MissionLeaderboard, MissionSummary, MyApplication } from '../contracts/missions.ts';
import { apiLanguage, request } from '../api.ts';
import { isTrialType } from '../roles.ts';
import { refreshRewards, type Loadable } from './rewards.ts';
import { $session } from './session.ts';
import { $rewardEvents, refreshBalance } from './wallet.ts';

export type { MissionLeaderboard, MissionSummary, MyApplication };

export const $missions = atom<Loadable<MissionSummary>>({ state: 'idle' });

/** Missions with a done task to claim (the menu badge; 0 until known). */
export const $missionBadge = computed($missions, (m) => (m.state === 'ready' ? m.data.claimable : 0));

function signedIn(): boolean {
  const s = $session.get();
  return s.state === 'member' && !isTrialType(s.member.type);
}

export async function loadMissions(): Promise<void> {
  if (!signedIn()) return $missions.set({ state: 'idle' });
  if ($missions.get().state !== 'ready') $missions.set({ state: 'loading' });
  try {
    $missions.set({ state: 'ready', data: await request('GET /wps/relay/MCSFE_getMissionSummaryDetails', { query: { language: apiLanguage() } }) });
  } catch {
    if ($missions.get().state !== 'ready') $missions.set({ state: 'error' });
  }
}

onMount($missions, () => {
  const stopSession = $session.subscribe(() => void loadMissions());
  const stopEvents = $rewardEvents.listen(() => void loadMissions());
  return () => {
    stopSession();
    stopEvents();
  };
});

/** Claims a done task; the server checks it is done. The balance, badge and summary read again. */
export async function claimMissionTask(promotionId: number, taskId: string): Promise<void> {
  await request('POST /wps/relay/MCSFE_claimMissionTask', { body: { promotionId, taskId } });
  refreshRewards();
  await Promise.all([loadMissions(), refreshBalance()]);
}

export const loadMissionLeaderboard = (promotionId: number): Promise<MissionLeaderboard> => request('GET /wps/relay/MCSFE_getMissionLeaderboard', { query: { promotionId } });

export const loadApplication = (promotionId: number): Promise<MyApplication | null> => request('GET /wps/promotions/:id/application', { params: { id: promotionId } });

/** One press: one requestId, kept by the form until the press is answered (a retry answers the same application). */
export const newApplicationRequestId = (): string => `apply-${crypto.randomUUID()}`;

export async function applyToPromotion(promotionId: number, comment: string, requestId: string): Promise<MyApplication> {
  const a = await request('POST /wps/promotions/:id/application', { params: { id: promotionId }, body: { comment, requestId } });
  refreshRewards();
  return a;
}
