import type { StaffIdentity } from '#lib/backoffice/desks.ts';

/**
 * What the shell gives the desk it shows. Desks import it from here, not from desk-views.ts:
 * that registry imports every desk, so a desk importing it back would close an import cycle.
 */
export interface DeskProps {
  lang: string;
  staff: StaffIdentity;
}
