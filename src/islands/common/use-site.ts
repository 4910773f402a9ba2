import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import { $shell, $status } from '#lib/stores/site.ts';
import type { ShellData } from '#lib/types/shell.ts';

/** The shell the page was rendered with (pages rendered on demand), so the first render already knows the switches. */
export const InitialShell = createContext<ShellData | null>(null);

/** Spec §6 feature switches and the whitelabel flags, from the shell or the start-up status. */
export function useSite(): { switches: Record<string, boolean>; flags: readonly string[]; known: boolean } {
  const initial = useContext(InitialShell);
  const shell = useStore($shell) ?? initial;
  const status = useStore($status);
  const switches = shell?.switches ?? status?.info.switches;
  return {
    switches: switches ?? {},
    flags: shell?.whitelabel.flags ?? status?.info.whitelabel.flags ?? [],
    known: switches !== undefined,
  };
}
