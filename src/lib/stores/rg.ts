import { atom } from 'nanostores';
import { formatDateTime } from '../format.ts';
import { rgApi } from '../rg-api.ts';
import type { ExclusionRequest, RealityCheck } from '../types/rg.ts';
import { sessionEnded } from './session.ts';
import { showDialog } from './ui.ts';
import { $timeZone } from './time-zone.ts';

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
 * session, so this browser forgets its session too and says until when the break lasts.
 */
export async function takeBreak(request: ExclusionRequest, lang: string): Promise<void> {
  const { kind, until } = await rgApi.exclude(request);
  $realityCheck.set(null);
  sessionEnded();
  showDialog({
    tone: 'info',
    title: kind === 'time_out' ? 'rg.break.startedTitle' : 'rg.exclusion.startedTitle',
    body: until === null ? 'rg.exclusion.startedPermanent' : 'rg.break.startedUntil',
    values: until === null ? {} : { until: formatDateTime(until, lang, $timeZone.get()) },
    confirm: 'in_increase_submit',
  });
}
