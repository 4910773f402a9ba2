/**
 * The signed-in member's VIP rank: progress to the next rank and what keeps this one (/vip and
 * playerRank), and the rank history (playerRank). Each reads when first shown and again when the
 * session changes; a rank found to differ from the session's label updates the label, so the
 * header shows the rank just reached.
 */
import { atom, onMount } from 'nanostores';
import type { RankChange, VipProgress } from '../contracts/vip.ts';
import { isTrialType } from '../roles.ts';
import { vipApi } from '../vip-api.ts';
import type { Loadable } from './rewards.ts';
import { $session, updateMember } from './session.ts';

export type { RankChange, VipProgress };

export const $vipProgress = atom<Loadable<VipProgress>>({ state: 'idle' });
export const $rankHistory = atom<Loadable<RankChange[]>>({ state: 'idle' });

function signedInMember() {
  const s = $session.get();
  return s.state === 'member' && !isTrialType(s.member.type) ? s.member : null;
}

export async function loadVipProgress(): Promise<void> {
  const member = signedInMember();
  if (!member) return $vipProgress.set({ state: 'idle' });
  if ($vipProgress.get().state !== 'ready') $vipProgress.set({ state: 'loading' });
  try {
    const data = await vipApi.progress();
    $vipProgress.set({ state: 'ready', data });
    const c = member.clubLabel;
    if (c.rankLevel !== data.rank || c.labelName !== data.label || c.vipService !== data.vipService) updateMember({ clubLabel: { ...c, labelName: data.label, rankLevel: data.rank, vipService: data.vipService } });
  } catch {
    if ($vipProgress.get().state !== 'ready') $vipProgress.set({ state: 'error' });
  }
}

export async function loadRankHistory(): Promise<void> {
  if (!signedInMember()) return $rankHistory.set({ state: 'idle' });
  if ($rankHistory.get().state !== 'ready') $rankHistory.set({ state: 'loading' });
  try {
    $rankHistory.set({ state: 'ready', data: (await vipApi.history()).changes });
  } catch {
    if ($rankHistory.get().state !== 'ready') $rankHistory.set({ state: 'error' });
  }
}

/** Reads again only when the member changes (log in, log out, another account), not on every session update. */
function onMemberChange(load: () => Promise<void>) {
  let last: number | null | undefined;
  return $session.subscribe((s) => {
    const id = s.state === 'member' ? s.member.id : s.state === 'guest' ? null : undefined;
    if (id === last) return;
    last = id;
    void load();
  });
}

onMount($vipProgress, () => onMemberChange(loadVipProgress));
onMount($rankHistory, () => onMemberChange(loadRankHistory));
