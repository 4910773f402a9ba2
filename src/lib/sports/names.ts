/**
 * Names of markets and selections in a language, the same on the server (event and bet views) and
 * in the browser: keys of the `sports` namespace, lines signed and in the language's digits.
 */
import type { TFunction } from 'i18next';
import type { MarketKind } from '#lib/contracts/sports-model.ts';
import { localDigits } from '#lib/format.ts';

type Names = Record<string, string> | null;

const pick = (names: Names, lang: string): string | null => (names ? (names[lang] ?? names['en'] ?? Object.values(names)[0] ?? null) : null);

/** A line in quarters as players read it: "+1.5", "−0.25", "0", "2.75" (totals unsigned). */
export function lineText(lineQ: number, lang: string, signed: boolean): string {
  const v = lineQ / 4;
  const abs = String(Math.abs(v));
  const text = !signed ? abs : v > 0 ? `+${abs}` : v < 0 ? `−${abs}` : '0';
  return localDigits(text, lang);
}

export function marketName(t: TFunction, lang: string, m: { kind: MarketKind; lineQ: number | null; names: Names }): string {
  const own = pick(m.names, lang);
  if (own) return own;
  const signed = m.kind === 'ah' || m.kind === 'mh';
  const line = m.lineQ === null ? '' : lineText(m.lineQ, lang, signed);
  return t(`sports.market.${m.kind}`, { line });
}

export interface SelectionNaming {
  kind: MarketKind;
  lineQ: number | null;
  key: string;
  names: Names;
  home: string;
  away: string;
}

export function selectionName(t: TFunction, lang: string, s: SelectionNaming): string {
  const own = pick(s.names, lang);
  if (own) return own;
  const { home, away } = s;
  switch (s.kind) {
    case '1x2':
    case 'mw':
      return s.key === 'home' ? home : s.key === 'away' ? away : t('sports.selection.draw');
    case 'dc':
      return t(`sports.selection.${s.key}`, { home, away });
    case 'ah':
    case 'mh': {
      const q = s.lineQ ?? 0;
      return `${s.key === 'home' ? home : away} ${lineText(s.key === 'home' ? q : -q, lang, true)}`;
    }
    case 'ou':
      return t(`sports.selection.${s.key}`, { line: lineText(s.lineQ ?? 0, lang, false) });
    case 'btts':
      return t(`sports.selection.${s.key}`);
    case 'cs':
      return s.key.startsWith('other_') ? t(`sports.selection.${s.key}`) : localDigits(s.key, lang);
    case 'winner':
      return s.key;
  }
}

/** "Home v Away". */
export const eventName = (t: TFunction, home: string, away: string): string => t('sports.event.versus', { home, away });
