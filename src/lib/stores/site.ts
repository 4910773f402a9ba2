import { atom } from 'nanostores';
import { api } from '../api.ts';
import type { ShellData } from '../types/shell.ts';

export interface SiteStatus {
  status: 0 | 1 | 2;
  location: { ip: string; country: string | null };
  info: {
    whitelabel: ShellData['whitelabel'];
    switches: Record<string, boolean>;
    resources: { resourceType: string; url: string; labelNameEn: string }[];
    customerService: { version: { pathList: { type: number; path: string }[] } };
    imageCDNs: string[];
    launchGameCDNs: string[];
    domainValid: boolean;
  };
}

/** The site's shell data: from the page when it was rendered on demand, otherwise loaded at start-up. */
export const $shell = atom<ShellData | null>(null);
export const $status = atom<SiteStatus | null>(null);

export function provideShell(shell: ShellData | null): void {
  if (shell && !$shell.get()) $shell.set(shell);
}

let started: Promise<void> | undefined;

/**
 * Spec §4 startup: the permission/status response (and the game menu when the page did not bring
 * it). A status other than normal reloads the page, which the server then answers with the
 * maintenance or region page.
 */
export function startup(): Promise<void> {
  started ??= (async () => {
    const status = await api.get<SiteStatus>('/wps/system/status', { url: location.href });
    $status.set(status);
    if (status.status !== 0) {
      location.reload();
      return;
    }
    if (!$shell.get()) {
      const categories = await api.get<ShellData['categories']>('/lgw/games/game_menus');
      $shell.set({
        whitelabel: status.info.whitelabel,
        switches: status.info.switches,
        categories,
        resources: status.info.resources.map((r) => ({
          ...r,
          qrCodeUrl: `/wps/system/qrcode?resourceType=${encodeURIComponent(r.resourceType)}`,
        })),
        imageCDNs: status.info.imageCDNs,
      });
    }
  })().catch(() => {
    started = undefined;
  });
  return started;
}

/** Spec §9: image hosts are chosen at random from the server's list ('' is this site). */
export function imageUrl(path: string, cdns: readonly string[] | undefined): string {
  if (!cdns?.length || /^https?:/.test(path)) return path;
  const host = cdns[Math.floor(Math.random() * cdns.length)] ?? '';
  return host.replace(/\/$/, '') + path;
}
