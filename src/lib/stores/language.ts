import { DEFAULT_LANGUAGE, localizedPath, splitLocale } from '../i18n/languages.ts';

const YEAR = 31_536_000;

/**
 * Switches the site's language: remembers it (localStorage `lang` and the previous one in
 * `hisLang`, plus a cookie so the server can answer "/" in that language) and opens the same
 * page in the new language, which also reloads the announcements.
 */
export function switchLanguage(next: string, current: string, supported: readonly string[]): void {
  if (next === current) return;
  try {
    localStorage.setItem('hisLang', current);
    localStorage.setItem('lang', next);
  } catch {
    // Storage may be unavailable (private mode); the URL still carries the language.
  }
  document.cookie = `lang=${next}; path=/; max-age=${YEAR}; samesite=lax`;
  const { path } = splitLocale(location.pathname, supported);
  location.assign(localizedPath(next, path) + location.search + location.hash);
}

export function rememberedLanguage(): string {
  try {
    return localStorage.getItem('lang') ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
