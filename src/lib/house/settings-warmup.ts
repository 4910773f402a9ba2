/**
 * WORKAROUND for a server defect, reported to the lead: remove this module once the server reads
 * the site settings before its ledger unit of work.
 *
 * The house endpoints call `loadSettings(app.db)` inside `app.ledger.run`. On SQLite the unit holds
 * the query builder's only connection, so when the settings cache (one second) has expired the read
 * waits for that connection forever and every later request stalls. A read of the white-label
 * settings outside a unit (GET /wps/system/whitelabel) refreshes the cache when it has expired, so
 * each house call is preceded by such a read made at a moment the cache is known to be expired
 * (more than a second after the page and after our own last refresh), and the call is sent well
 * inside the second that follows. Calls are serialized so that pairs never interleave.
 */
const CACHE_MS = 1000;
/** Sent this long after a refresh at most (the server may be slow to run the unit). */
const SAFE_MS = 550;
const SLACK_MS = 30;

let lastSent = -Infinity;
let lastAnswered = -Infinity;
let chain: Promise<unknown> = Promise.resolve();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function pageServedAt(): number {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.responseStart ?? 0;
}

async function refresh(read: () => Promise<unknown>): Promise<void> {
  const now = performance.now();
  if (now - lastSent < SAFE_MS) return;
  // Wait until neither the page's own read nor our last one can still be cached.
  const expired = Math.max(pageServedAt(), lastAnswered) + CACHE_MS + SLACK_MS;
  if (now < expired) await wait(expired - now);
  lastSent = performance.now();
  await read().catch(() => undefined);
  lastAnswered = performance.now();
}

/** Runs a house call after a settings read that leaves the server's cache fresh; one at a time. */
export function withFreshSettings<T>(read: () => Promise<unknown>, call: () => Promise<T>): Promise<T> {
  const run = chain.then(async () => {
    await refresh(read);
    return call();
  });
  chain = run.catch(() => undefined);
  return run;
}
