/**
 * The lottery pages' live state: the server's clock (countdowns follow it, not a wrong device
 * clock), ticking each second while something shows a countdown, and the draw events of the
 * public stream (a draw opened, closed, drawn, settled or voided), kept per lottery.
 */
import { atom, map, onMount } from 'nanostores';
import type { DrawEvent } from '../contracts/lottery-shapes.ts';

/** Server time minus device time, learnt from the server's answers. */
export const $serverOffset = atom(0);

export function learnServerTime(serverTime: number): void {
  $serverOffset.set(serverTime - Date.now());
}

/** The server's "now", to the second, while a countdown listens. */
export const $serverNow = atom(Date.now());
onMount($serverNow, () => {
  const tick = () => $serverNow.set(Date.now() + $serverOffset.get());
  tick();
  const timer = setInterval(tick, 1_000);
  return () => clearInterval(timer);
});

/** The latest draw event of each lottery (by code), from the public stream. */
export const $drawEvents = map<Record<string, DrawEvent>>({});
/** Counts every draw event, so a page can react to each one. */
export const $drawEventCount = atom(0);

onMount($drawEvents, () => {
  if (typeof EventSource === 'undefined') return;
  const source = new EventSource('/wps/lottery/stream');
  source.addEventListener('draw', (e) => {
    try {
      const event = JSON.parse((e as MessageEvent<string>).data) as DrawEvent;
      $drawEvents.setKey(event.lottery, event);
      $drawEventCount.set($drawEventCount.get() + 1);
    } catch {
      // A malformed event changes nothing; the next read of the game brings the truth.
    }
  });
  return () => source.close();
});
