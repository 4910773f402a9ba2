import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Db } from '#server/db/connect.ts';
import { loadSettings, type Settings } from './settings.ts';

/** Spec §4 startup: 0 normal, 1 maintenance, 2 region restriction. */
export type SystemStatus = 0 | 1 | 2;

export interface VisitorLocation {
  ip: string;
  /** ISO 3166 alpha-2 from the trusted geo header, or null when unknown. */
  country: string | null;
}

export interface Gate {
  status: SystemStatus;
  location: VisitorLocation;
  maintenanceEndsAt: number | null;
}

const blockLists = new WeakMap<string[], BlockList>();

/** Entries are single addresses or CIDR ranges ("203.0.113.0/24"); malformed ones are skipped. */
function blockListOf(entries: string[]): BlockList {
  let list = blockLists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.trim().split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    if (!type) continue;
    if (prefix === undefined) list.addAddress(address, type);
    else if (/^\d{1,3}$/.test(prefix)) list.addSubnet(address, Number(prefix), type);
  }
  blockLists.set(entries, list);
  return list;
}

function isRestricted(rule: Settings['regionRestriction'], location: VisitorLocation): boolean {
  if (!rule.enabled) return false;
  if (location.country && rule.blockedCountries.some((c) => c.toUpperCase() === location.country)) return true;
  const ip = location.ip.replace(/^::ffff:/, '');
  const type = isIPv4(ip) ? 'ipv4' : isIPv6(ip) ? 'ipv6' : null;
  return type !== null && blockListOf(rule.blockedIps).check(ip, type);
}

/** Decides whether a visitor sees the site, the maintenance page or the region-restriction page. */
export function gateFor(settings: Settings, location: VisitorLocation, now = Date.now()): Gate {
  const m = settings.maintenance;
  const inMaintenance = m.enabled && (m.endsAt === null || m.endsAt > now);
  const status: SystemStatus = inMaintenance ? 1 : isRestricted(settings.regionRestriction, location) ? 2 : 0;
  return { status, location, maintenanceEndsAt: inMaintenance ? m.endsAt : null };
}

export async function resolveGate(db: Db, location: VisitorLocation): Promise<Gate> {
  return gateFor(await loadSettings(db), location);
}
