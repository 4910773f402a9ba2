/**
 * Names staff read (the back office's event, market and bet lists): the `sports` namespace's words
 * per language through one translator each, and a competition's or team's own name.
 */
import { readFileSync } from 'node:fs';
import type { TFunction } from 'i18next';
import type { MarketKind } from '#lib/contracts/sports-model.ts';
import { createTranslator } from '#lib/i18n/translator.ts';
import { eventName, marketName, selectionName } from '#lib/sports/names.ts';

const translators = new Map<string, TFunction>();

/** The sportsbook's words in one language (falling back to English when a language has no file). */
export function sportsWords(lang: string): TFunction {
  let t = translators.get(lang);
  if (!t) {
    let messages: Record<string, string> = {};
    for (const l of [lang, 'en']) {
      try {
        messages = JSON.parse(readFileSync(new URL(`../../../locales/${l}/sports.json`, import.meta.url), 'utf8')) as Record<string, string>;
        break;
      } catch {
        continue;
      }
    }
    t = createTranslator(lang, messages).t;
    translators.set(lang, t);
  }
  return t;
}

/** A name of a row's `names` JSON in a language (English, then any, when missing). */
export function ownName(json: string | null, lang: string): string {
  if (!json) return '';
  const names = JSON.parse(json) as Record<string, string>;
  return names[lang] ?? names['en'] ?? Object.values(names)[0] ?? '';
}

export interface NamingRow {
  kind: string;
  line_q: number | null;
  names: string | null;
}

export const staffMarketName = (lang: string, m: NamingRow): string => marketName(sportsWords(lang), lang, { kind: m.kind as MarketKind, lineQ: m.line_q === null ? null : Number(m.line_q), names: m.names ? (JSON.parse(m.names) as Record<string, string>) : null });

export const staffSelectionName = (lang: string, m: NamingRow, s: { key: string; names: string | null }, home: string, away: string): string =>
  selectionName(sportsWords(lang), lang, { kind: m.kind as MarketKind, lineQ: m.line_q === null ? null : Number(m.line_q), key: s.key, names: s.names ? (JSON.parse(s.names) as Record<string, string>) : null, home, away });

export const staffEventName = (lang: string, home: string, away: string): string => eventName(sportsWords(lang), home, away);
