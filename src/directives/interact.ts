import type { ClientDirective } from 'astro';

/**
 * `client:interact`: hydrate an island when the visitor first reaches for it, not when the page
 * loads (decision 033). The island's server-rendered HTML is real (inputs, buttons, links), so the
 * page reads and looks the same before; the first pointer, focus or key inside the island starts
 * loading its JavaScript (a pointer moving over it starts it too, so a hover menu is ready sooner).
 *
 * Its value says when waiting is safe:
 * - `'load'`: hydrate now (the server knows something runs on arrival: a member's live header, a
 *   modal the page opens);
 * - `'interact'`: wait for the first interaction inside the island, or for any of these, which all
 *   need the island before the visitor touches it: another island of the page hydrating (they share
 *   the session and modal stores the island provides), a `meridian:hydrate-chrome` event on window,
 *   a one-time parameter in the address (`?reset=`, `?member=`), a browser that holds a session
 *   (the readable `mlogin` cookie) or a remembered username to pre-fill, and pop-up announcements
 *   this browser session has not seen yet (asked for once the page is idle).
 *
 * A click that lands before the island is ready is held and given again once it is, so the first
 * press of a button (the language selector, the menu, Log in) is never lost. Links still follow
 * their address at once. What is typed before hydration stays in the inputs (the island reads them).
 */
const interact: ClientDirective = (load, opts, el) => {
  let started = false;
  const held: HTMLElement[] = [];
  const chosen = new Map<HTMLSelectElement, string>();
  const controller = new AbortController();
  const { signal } = controller;

  const liveNow = new Promise((done) => el.addEventListener('meridian:live', done, { once: true }));

  const hydrate = async () => {
    if (started) return;
    started = true;
    const run = await load();
    await run();
    // Replay what the visitor did once the island says it is live (it dispatches `meridian:live` from
    // its mount effect, after its children's effects have read what was typed), or after five seconds.
    await Promise.race([liveNow, new Promise((done) => setTimeout(done, 5000))]);
    controller.abort();
    for (const target of held.splice(0)) if (target.isConnected) target.click();
    // A choice made in a select before then, given again (hydration puts back the value it was rendered with).
    for (const [select, value] of chosen) {
      if (!select.isConnected) continue;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  const start = () => void hydrate();

  if (opts.value !== 'interact' || needsNow()) {
    start();
    return;
  }

  for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const) {
    el.addEventListener(type, start, { capture: true, once: true, passive: true, signal });
  }
  // A click on a button before the island is ready would do nothing: hold it until hydration is done.
  el.addEventListener(
    'click',
    (e) => {
      const target = e.target instanceof Element ? e.target.closest<HTMLElement>('button, [role="button"], summary') : null;
      if (!target || !el.contains(target)) return;
      e.preventDefault();
      e.stopPropagation();
      if (!held.includes(target)) held.push(target);
      start();
    },
    { capture: true, signal },
  );
  el.addEventListener(
    'change',
    (e) => {
      if (!(e.target instanceof HTMLSelectElement)) return;
      chosen.set(e.target, e.target.value);
      start();
    },
    { capture: true, signal },
  );
  // A form submitted before the island is ready must not go to the server as a plain form (the
  // header login would put the password in the address); the held click submits it afterwards.
  el.addEventListener('submit', (e) => e.preventDefault(), { capture: true, signal });
  // Another island hydrating (its astro:hydrate event does not bubble, so listen while it captures).
  document.addEventListener('astro:hydrate', (e) => e.target !== el && start(), { capture: true, signal });
  window.addEventListener('meridian:hydrate-chrome', start, { once: true, signal });
  whenIdle(() => {
    if (!started) void popupsDue().then((due) => due && start());
  });
};

function needsNow(): boolean {
  const params = new URLSearchParams(location.search);
  if (params.has('reset') || params.has('member')) return true;
  if (/(?:^|;\s*)mlogin=1(?:;|$)/.test(document.cookie)) return true;
  try {
    return localStorage.getItem('rememberedAccount') !== null;
  } catch {
    return false;
  }
}

function whenIdle(fn: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(fn, { timeout: 3000 });
  else setTimeout(fn, 1500);
}

/**
 * Whether the chrome owes this browser session a pop-up announcement (src/islands/chrome/popups.ts
 * shows them; it keeps the ids it showed under `popupSeen` in sessionStorage).
 */
async function popupsDue(): Promise<boolean> {
  const lang = document.documentElement.dataset['lang'] ?? '';
  const query = new URLSearchParams({ types: 'PU', platform: 'W', language: lang, pageSize: '1' });
  try {
    const res = await fetch(`/wps/relay/MCSFE_getListAnnouncements?${query}`, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    const body = (await res.json()) as { success?: boolean; value?: { popup?: { id: number }[] } };
    const popup = body.success ? (body.value?.popup ?? []) : [];
    let seen: unknown = [];
    try {
      seen = JSON.parse(sessionStorage.getItem('popupSeen') ?? '[]');
    } catch {
      seen = [];
    }
    const seenIds = Array.isArray(seen) ? seen : [];
    return popup.some((n) => !seenIds.includes(n.id));
  } catch {
    // Without an answer the chrome would show nothing either.
    return false;
  }
}

export default interact;
