/**
 * The merchant's time zone: an IANA name kept in the whitelabel settings (whitelabel.timeZone),
 * sent to the browser with the rest of the whitelabel, and passed to every date boundary and
 * displayed time. Safe for the browser (no server imports).
 */

/** The zone a new site starts with: its first market is Bangladesh. */
export const DEFAULT_TIME_ZONE = 'Asia/Dhaka';

// Area/Location names ("Europe/London", "America/Argentina/Buenos_Aires") and the bare links such
// as "UTC". Offsets like "+06:00" are refused on purpose: they carry no daylight-saving rules.
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** True when the name is an IANA zone the platform's Intl knows. */
export function isTimeZone(name: string): boolean {
  if (!IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
