import { atom } from 'nanostores';
import { rgApi } from '../rg-api.ts';
import type { Exclusion, ExclusionRequest, RealityCheck } from '../types/rg.ts';
import { sessionEnded } from './session.ts';

/** The member's reality-check setting and this session's play so far: null until loaded. */
export const $realityCheck = atom<RealityCheck | null>(null);

export async function loadRealityCheck(): Promise<RealityCheck> {
  const value = await rgApi.realityCheck();
  $realityCheck.set(value);
  return value;
}

/** Sets the reminder interval in minutes, or turns it off (null). */
export async function saveRealityCheck(minutes: number | null): Promise<void> {
  $realityCheck.set(await rgApi.setRealityCheck(minutes));
}

/**
 * Starts a time-out or a self-exclusion. It is in force at once and the server has ended every
 * session, so this browser forgets its session too; the UI says until when the break lasts.
 */
export async function takeBreak(request: ExclusionRequest): Promise<Pick<Exclusion, 'kind' | 'until'>> {
  const { kind, until } = await rgApi.exclude(request);
  $realityCheck.set(null);
  sessionEnded();
  return { kind, until };
}
