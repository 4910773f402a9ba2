import { useStore } from '@nanostores/react';
import { $shell } from '#lib/stores/site.ts';
import type { ShellData } from '#lib/types/shell.ts';

/** The shell data: the store once loaded, otherwise what the page was rendered with. */
export function useShell(initial: ShellData | null): ShellData | null {
  return useStore($shell) ?? initial;
}
