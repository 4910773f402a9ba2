/**
 * Spec §4 remember me, as DESIGN.md changes it: for one day the username is pre-filled (the
 * server keeps the session that long). The password is never stored in the browser.
 */
const KEY = 'rememberedAccount';
export const REMEMBER_MS = 24 * 60 * 60 * 1000;

export function rememberedUsername(now = Date.now()): string {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return '';
    const { username, until } = JSON.parse(raw) as { username?: unknown; until?: unknown };
    if (typeof username === 'string' && typeof until === 'number' && until > now) return username;
    localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable or damaged: nothing remembered.
  }
  return '';
}

export function rememberUsername(username: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ username, until: now + REMEMBER_MS }));
  } catch {
    // Without storage the form simply starts empty next time.
  }
}

export function forgetUsername(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
