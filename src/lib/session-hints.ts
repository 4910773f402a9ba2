/**
 * Spec §3 session-storage keys, limited to what is not secret (DESIGN.md): the account name, the
 * isAgent kind and `cpw` (a password change is still owed). Tokens and passwords never go here.
 */
const KEYS = ['account', 'isAgent', 'cpw'] as const;

function write(key: (typeof KEYS)[number], value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Private mode: the hints are only conveniences.
  }
}

export function saveSessionHints(account: string, isAgent: number): void {
  write('account', account);
  write('isAgent', String(isAgent));
}

export function clearSessionHints(): void {
  for (const key of KEYS) write(key, null);
}

/** A forced password change is owed (default or expired password), so a reload asks again. */
export function setPasswordChangeOwed(owed: boolean): void {
  write('cpw', owed ? '1' : null);
}

export function passwordChangeOwed(): boolean {
  try {
    return sessionStorage.getItem('cpw') === '1';
  } catch {
    return false;
  }
}

/** Lets the pop-up announcements show again (after a login). */
export function resetPopupsSeen(): void {
  try {
    sessionStorage.removeItem('popupSeen');
  } catch {
    // Nothing to reset.
  }
}
