import type { Db } from '#server/db/connect.ts';
import { InvalidSetting, inTransaction, lockSystem, type SettingChange } from './settings.ts';

/** A domain the site answers on: `web` (the member site), `api`, `download` … */
export interface SiteDomain {
  host: string;
  kind: string;
  active: boolean;
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const DOMAIN_KINDS = ['web', 'api', 'download', 'backoffice'] as const;

/** Hosts every instance always answers on, whatever the list says: development and tests. */
const ALWAYS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

const CACHE_MS = 1000;
const cache = new WeakMap<Db, { at: number; web: string[] }>();

export async function listAllDomains(db: Db): Promise<SiteDomain[]> {
  const rows = await db.selectFrom('domains').select(['host', 'kind', 'active']).orderBy('id').execute();
  return rows.map((r) => ({ host: r.host, kind: r.kind, active: r.active === 1 }));
}

/** The host part of a Host header or URL host ("Example.com:8443" → "example.com"). */
export function hostName(hostHeader: string): string {
  const h = hostHeader.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * Spec §8 "invalid URL" (the domain check): whether a host may show the member site. With no
 * active web domain listed every host passes; localhost and the configured public URL's host
 * always pass. Cached for a second per database like the settings, so a change shows on every
 * instance within that second.
 */
export async function hostAllowed(db: Db, hostHeader: string, publicUrl?: string): Promise<boolean> {
  const host = hostName(hostHeader);
  if (ALWAYS.has(host)) return true;
  if (publicUrl) {
    try {
      if (new URL(publicUrl).hostname.toLowerCase() === host) return true;
    } catch {
      // A malformed PUBLIC_URL names no host.
    }
  }
  let hit = cache.get(db);
  if (!hit || Date.now() - hit.at >= CACHE_MS) {
    const rows = await db.selectFrom('domains').select('host').where('kind', '=', 'web').where('active', '=', 1).execute();
    hit = { at: Date.now(), web: rows.map((r) => r.host.toLowerCase()) };
    cache.set(db, hit);
  }
  return hit.web.length === 0 || hit.web.includes(host);
}

/** Replaces the whole domain list (validated first: nothing changes when an entry is wrong). */
export async function replaceDomains(db: Db, domains: readonly SiteDomain[]): Promise<SettingChange<SiteDomain[]>> {
  const seen = new Set<string>();
  const after = domains.map((d) => {
    const host = hostName(d.host);
    if (!HOST.test(host)) throw new InvalidSetting(`not a host name: "${d.host}"`);
    if (!(DOMAIN_KINDS as readonly string[]).includes(d.kind)) throw new InvalidSetting(`unknown domain kind ${d.kind}`);
    if (seen.has(host)) throw new InvalidSetting(`listed twice: ${host}`);
    seen.add(host);
    return { host, kind: d.kind, active: d.active };
  });
  const change = await inTransaction(db, async (tx) => {
    await lockSystem(tx, 'domains');
    const before = await listAllDomains(tx);
    if (JSON.stringify(before) === JSON.stringify(after)) return { changed: false, before, after };
    await tx.deleteFrom('domains').execute();
    if (after.length) await tx.insertInto('domains').values(after.map((d) => ({ host: d.host, kind: d.kind, active: d.active ? 1 : 0 }))).execute();
    return { changed: true, before, after };
  });
  cache.delete(db);
  return change;
}
