import type { Db } from '#server/db/connect.ts';
import { AppError } from '#server/errors.ts';
import { isTimeZone } from '#lib/time-zone.ts';
import { getSetting, setSetting } from './settings.ts';

export class UnknownTimeZone extends AppError {
  readonly code = 'UNKNOWN_TIME_ZONE' as const;
}

/**
 * Changes the merchant's time zone (whitelabel.timeZone). Refuses a name that is not an IANA zone
 * the platform knows, so no date boundary is ever computed in a zone that does not exist.
 */
export async function setMerchantTimeZone(db: Db, name: string): Promise<string> {
  const zone = name.trim();
  if (!isTimeZone(zone)) throw new UnknownTimeZone(`not an IANA time zone: "${name}" (e.g. Asia/Dhaka, Europe/London)`);
  await setSetting(db, 'whitelabel', { ...(await getSetting(db, 'whitelabel')), timeZone: zone });
  return zone;
}
