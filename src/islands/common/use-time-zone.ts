import { useStore } from '@nanostores/react';
import { useContext } from 'react';
import { $timeZone } from '#lib/stores/time-zone.ts';
import { InitialShell } from './use-site.ts';

/** The merchant's IANA time zone for dates and day boundaries; the page's shell answers the first render. */
export function useTimeZone(): string {
  const initial = useContext(InitialShell);
  const zone = useStore($timeZone);
  return initial?.whitelabel.timeZone ?? zone;
}
