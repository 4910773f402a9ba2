export const DEFAULT_LANGUAGE = 'bn';

/**
 * The languages the site is written in, default first. Each is a folder under locales/;
 * scripts/check-i18n.ts fails when this list and the folders differ.
 */
export const SITE_LANGUAGES = ['bn', 'en'] as const;

/** The URL of a path in a language: the default language has no prefix. */
export function localizedPath(lang: string, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return lang === DEFAULT_LANGUAGE ? clean : `/${lang}${clean === '/' ? '' : clean}`;
}

/** Splits "/en/help" into its language and the path without prefix. */
export function splitLocale(pathname: string, supported: readonly string[]): { lang: string; path: string } {
  const m = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  if (m?.[1] && m[1] !== DEFAULT_LANGUAGE && supported.includes(m[1])) return { lang: m[1], path: m[2] || '/' };
  return { lang: DEFAULT_LANGUAGE, path: pathname || '/' };
}
