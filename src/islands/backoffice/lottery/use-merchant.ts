import { useEffect, useState } from 'react';
import { lotteryDesk } from '#lib/backoffice/lottery-desk-api.ts';
import { DEFAULT_TIME_ZONE } from '#lib/time-zone.ts';

export interface Merchant {
  timeZone: string;
  currency: { symbol: string; minorUnits: number };
}

/** The merchant's time zone and currency, which the desk shows times and amounts in. */
export function useMerchant(): Merchant {
  const [m, setM] = useState<Merchant>({ timeZone: DEFAULT_TIME_ZONE, currency: { symbol: '', minorUnits: 2 } });
  useEffect(() => {
    lotteryDesk.merchant().then(
      (w) => setM({ timeZone: w.timeZone, currency: w.currency }),
      () => undefined,
    );
  }, []);
  return m;
}
