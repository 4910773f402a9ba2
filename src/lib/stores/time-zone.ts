import { computed } from 'nanostores';
import { DEFAULT_TIME_ZONE } from '../time-zone.ts';
import { $shell, $status } from './site.ts';

/**
 * The merchant's time zone as the browser learns it, the same way as the currency: from the
 * whitelabel in the page's shell data, else from the start-up status. Pages rendered on demand
 * carry the shell, so the default stands in only on a prerendered page until the status arrives.
 */
export const $timeZone = computed([$shell, $status], (shell, status) => shell?.whitelabel.timeZone ?? status?.info.whitelabel.timeZone ?? DEFAULT_TIME_ZONE);
