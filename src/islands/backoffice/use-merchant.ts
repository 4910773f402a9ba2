import { useEffect, useState } from 'react';
import { request } from '#lib/api.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';

export interface Merchant {
  timeZone: string;
  currency: { symbol: string; minorUnits: number };
}

/** The merchant's time zone and currency, which the lottery and sportsbook desks show times and amounts in. */
export function useMerchant(): Merchant {
  const [m, setM] = useState<Merchant>({ timeZone: DEFAULT_TIME_ZONE, currency: { symbol: '', minorUnits: 2 } });
  useEffect(() => {
    request('GET /wps/system/whitelabel').then(
      (w) => setM({ timeZone: w.timeZone, currency: w.currency }),
      () => undefined,
    );
  }, []);
  return m;
}
