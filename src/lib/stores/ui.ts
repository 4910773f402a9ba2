import { atom } from 'nanostores';

/** Which modal is open (one at a time) and what it was opened with. */
export type ModalName = 'login' | 'register' | 'notice' | 'popupNotices' | 'logout' | 'qr';
export const $modal = atom<{ name: ModalName; props?: Record<string, unknown> } | null>(null);

export function openModal(name: ModalName, props?: Record<string, unknown>): void {
  $modal.set(props ? { name, props } : { name });
}

export function closeModal(): void {
  $modal.set(null);
}

export const $sideMenuOpen = atom(false);

export function toggleSideMenu(open = !$sideMenuOpen.get()): void {
  $sideMenuOpen.set(open);
}
