import { api } from '#lib/api.ts';
import { $dialog, $modal, openModal } from '#lib/stores/ui.ts';
import type { Notice } from '#lib/types/shell.ts';

const SEEN_KEY = 'popupSeen';

/** Shows the pop-up announcements once per browser session (a new one still shows), when nothing else is open. */
export async function showPopupAnnouncements(lang: string): Promise<void> {
  const { popup } = await api.get<{ popup: Notice[] }>('/wps/relay/MCSFE_getListAnnouncements', {
    types: 'PU',
    platform: 'W',
    language: lang,
    pageSize: 1,
  });
  let seen: number[] = [];
  try {
    seen = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as number[];
  } catch {
    seen = [];
  }
  const fresh = popup.filter((n) => !seen.includes(n.id));
  // Never over a modal the visitor opened (for example /register): they show on a later page instead.
  if (!fresh.length || $modal.get() || $dialog.get()) return;
  try {
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seen, ...fresh.map((n) => n.id)]));
  } catch {
    // Without storage the pop-ups simply show again next time.
  }
  openModal('popupNotices', { notices: fresh });
}
