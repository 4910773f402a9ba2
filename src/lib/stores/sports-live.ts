/**
 * The sportsbook pages' live state: ONE connection per page to the public stream
 * (/wps/sports/stream, sports-model SportsPush) shared by every island that listens, the pushes
 * applied to the events a page holds, and a signal to read the page's data again when the page
 * comes back into view or the stream reconnects (what changed meanwhile was not pushed to it).
 */
import { atom, onMount } from 'nanostores';
import type { MarketView } from '../contracts/sports-shapes.ts';
import type { EventStatus, LiveState, SportsPush } from '../contracts/sports-model.ts';

type Listener = (push: SportsPush) => void;
const listeners = new Set<Listener>();
/**
 * The pushes heard in the last moments, replayed to an island that starts listening after they
 * came (islands hydrate one by one; the first opens the connection). A replayed push older than
 * what the island holds changes nothing (applyPush compares versions).
 */
const recent: { at: number; push: SportsPush }[] = [];
const RECENT_MS = 30_000;
const RECENT_MAX = 200;

/** The stream's state: open, or waiting to connect again. */
export const $sportsStream = atom<'connecting' | 'open'>('connecting');
/** Bumped when the page's data should be read again (back in view, or reconnected after a break). */
export const $sportsRefresh = atom(0);

const RETRY_MS = [1_000, 3_000, 10_000];

onMount($sportsStream, () => {
  if (typeof EventSource === 'undefined') return;
  let source: EventSource | null = null;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let hiddenAt = 0;
  const deliver = (e: Event) => {
    try {
      const push = JSON.parse((e as MessageEvent<string>).data) as SportsPush;
      recent.push({ at: Date.now(), push });
      if (recent.length > RECENT_MAX) recent.shift();
      for (const l of listeners) l(push);
    } catch {
      // A malformed push changes nothing; the next read of the page brings the truth.
    }
  };
  const connect = () => {
    source = new EventSource('/wps/sports/stream');
    source.addEventListener('score', deliver);
    source.addEventListener('odds', deliver);
    source.addEventListener('open', () => {
      if (failures > 0) $sportsRefresh.set($sportsRefresh.get() + 1);
      failures = 0;
      $sportsStream.set('open');
    });
    source.addEventListener('error', () => {
      $sportsStream.set('connecting');
      // The browser retries by itself unless the connection is closed for good; then we do.
      if (source?.readyState === EventSource.CLOSED) {
        source.close();
        retry = setTimeout(connect, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
      }
      failures++;
    });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hiddenAt = Date.now();
    else if (hiddenAt && Date.now() - hiddenAt > 2_000) $sportsRefresh.set($sportsRefresh.get() + 1);
  };
  connect();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(retry);
    source?.close();
    recent.length = 0;
    document.removeEventListener('visibilitychange', onVisibility);
  };
});

/** Hears every push while subscribed, the last moments' first (and keeps the one connection open); returns the unsubscribe. */
export function onSportsPush(listener: Listener): () => void {
  const since = Date.now() - RECENT_MS;
  for (const r of recent) if (r.at >= since) listener(r.push);
  listeners.add(listener);
  const keep = $sportsStream.listen(() => undefined);
  return () => {
    listeners.delete(listener);
    keep();
  };
}

/** What a push can change on an event the page shows. */
interface Pushable {
  id: number;
  version: number;
  status: EventStatus;
  live: LiveState | null;
  markets: MarketView[];
}

/**
 * An event with a push applied (the same object when the push is not about it or older than what
 * the page holds). Markets the page does not show are left out; a market's selections keep their
 * names and take the pushed odds and states.
 */
export function applyPush<T extends Pushable>(event: T, push: SportsPush): T {
  if (push.eventId !== event.id || push.version < event.version) return event;
  if (push.type === 'score') return { ...event, version: push.version, status: push.status, live: push.live };
  const byId = new Map(push.markets.map((m) => [m.id, m]));
  let changed = false;
  const markets = event.markets.map((m) => {
    const p = byId.get(m.id);
    if (!p) return m;
    changed = true;
    const sel = new Map(p.selections.map((s) => [s.id, s]));
    return { ...m, status: p.status, selections: m.selections.map((s) => (sel.has(s.id) ? { ...s, odds: sel.get(s.id)!.odds, status: sel.get(s.id)!.status } : s)) };
  });
  return changed ? { ...event, version: push.version, markets } : { ...event, version: push.version };
}
