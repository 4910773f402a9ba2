import type { Db } from '#server/db/connect.ts';

/**
 * What two members' logins have in common, for checks against one person holding two accounts
 * (invite-a-friend rewards): a device is the same browser (user agent) at the same address in
 * their login sessions; an address is any IP both logged in from (sessions or the addresses the
 * second factor remembers).
 */
export interface SharedAccess {
  devices: { ip: string; userAgent: string }[];
  ips: string[];
}

const MAX_ROWS = 200;

export async function sharedAccess(db: Db, a: number, b: number): Promise<SharedAccess> {
  const [sa, sb, ia, ib] = await Promise.all([
    db.selectFrom('sessions').select(['ip', 'user_agent']).distinct().where('member_id', '=', a).limit(MAX_ROWS).execute(),
    db.selectFrom('sessions').select(['ip', 'user_agent']).distinct().where('member_id', '=', b).limit(MAX_ROWS).execute(),
    db.selectFrom('member_ips').select('ip').where('member_id', '=', a).limit(MAX_ROWS).execute(),
    db.selectFrom('member_ips').select('ip').where('member_id', '=', b).limit(MAX_ROWS).execute(),
  ]);
  const deviceKey = (s: { ip: string; user_agent: string }) => `${s.ip}\n${s.user_agent}`;
  const bDevices = new Set(sb.map(deviceKey));
  const devices = sa.filter((s) => s.user_agent !== '' && bDevices.has(deviceKey(s))).map((s) => ({ ip: s.ip, userAgent: s.user_agent }));
  const ipsOf = (sessions: { ip: string }[], known: { ip: string }[]) => new Set([...sessions, ...known].map((r) => r.ip).filter((ip) => ip !== ''));
  const bIps = ipsOf(sb, ib);
  const ips = [...ipsOf(sa, ia)].filter((ip) => bIps.has(ip)).sort();
  return { devices, ips };
}
