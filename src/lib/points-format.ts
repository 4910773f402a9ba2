/** Points on screen: stored in hundredths (150 = 1.50 points), shown with two decimals in the page's digits. */
import { POINT_SCALE, type PointsEntryType } from './contracts/loyalty-model.ts';
import { languageResource } from './i18n/language-resources.ts';

export type PointsType = PointsEntryType;

const formats = new Map<string, Intl.NumberFormat>();

export function formatPoints(hundredths: number, lang: string): string {
  const locale = languageResource(lang).tag;
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, f);
  }
  return f.format(hundredths / POINT_SCALE);
}

/** A change of points with its sign: +7.00 / −3.50. */
export function signedPoints(hundredths: number, lang: string): string {
  return hundredths > 0 ? `+${formatPoints(hundredths, lang)}` : hundredths < 0 ? `−${formatPoints(-hundredths, lang)}` : formatPoints(0, lang);
}
