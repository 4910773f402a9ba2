/** How the points mall shows points: hundredths of a point as a number with up to two decimals, in the language's digits. */
import { languageResource } from './i18n/language-resources.ts';
import { POINT_SCALE } from './contracts/loyalty-model.ts';

const formats = new Map<string, Intl.NumberFormat>();

/** 150000 → "1,500", 12345 → "123.45" (Bengali digits in bn). */
export function formatPoints(hundredths: number, lang: string): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(languageResource(lang).tag, { maximumFractionDigits: 2 });
    formats.set(lang, f);
  }
  return f.format(hundredths / POINT_SCALE);
}
