import { isIP } from 'node:net';

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let n = 0;
  for (const p of parts) {
    const v = Number(p);
    if (!/^\d{1,3}$/.test(p) || v > 255) return null;
    n = n * 256 + v;
  }
  return n;
}

function matches(entry: string, ip: string): boolean {
  const [base = '', bitsText] = entry.split('/');
  if (bitsText === undefined) return base.toLowerCase() === ip.toLowerCase();
  const bits = Number(bitsText);
  const a = ipv4ToInt(base);
  const b = ipv4ToInt(ip);
  if (a === null || b === null || bits > 32) return false;
  // The high `bits` bits, compared arithmetically (values up to 2^32 would overflow 32-bit shifts).
  const block = 2 ** (32 - bits);
  return Math.floor(a / block) === Math.floor(b / block);
}

/** The back office's optional IP allow-list: empty allows any address; entries are exact IPs or IPv4 CIDR ranges. */
export function ipAllowed(list: readonly string[], ip: string): boolean {
  if (list.length === 0) return true;
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return list.some((entry) => matches(entry, plain));
}
