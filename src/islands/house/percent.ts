import { languageResource } from '#lib/i18n/language-resources.ts';

/** A fraction as a percentage with two decimals, in the language's digits: 0.96145 → "96.15%". */
export function percent(fraction: number, lang: string): string {
  return new Intl.NumberFormat(languageResource(lang).tag, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction);
}
