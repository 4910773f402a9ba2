import { languageResource } from './language-resources.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';
import { isSupported, SUPPORTED_LANGUAGES } from './messages.ts';

/** The page's language from the optional `[...lang]` route prefix, or null when it is not one we serve. */
export function langOf(param: string | undefined): string | null {
  if (param === undefined) return DEFAULT_LANGUAGE;
  return param !== DEFAULT_LANGUAGE && isSupported(param) ? param : null;
}

/** getStaticPaths for a prerendered page: once per language (the default without prefix). */
export function languagePaths() {
  return SUPPORTED_LANGUAGES.map((lang) => ({ params: { lang: lang === DEFAULT_LANGUAGE ? undefined : lang } }));
}

/** The languages offered in the selector. */
export function languageOptions(): { code: string; label: string }[] {
  return SUPPORTED_LANGUAGES.map((code) => ({ code, label: languageResource(code).label }));
}
