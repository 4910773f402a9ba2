import { readdirSync } from 'node:fs';

const LOCALES_DIR = new URL('../../../locales/', import.meta.url);

/** The languages the site is translated into: one folder per language under locales/. */
export const LANGUAGES: readonly string[] = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort((a, b) => (a === 'bn' ? -1 : b === 'bn' ? 1 : a.localeCompare(b)));

export const DEFAULT_LANGUAGE = 'bn';
