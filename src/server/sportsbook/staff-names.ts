/**
 * Names staff read (the back office's event, market and bet lists): the `sports` namespace's words
 * (the public views' lookup) and a competition's or team's own name.
 */
import type { MarketKind } from '#lib/contracts/sports-model.ts';
import { eventName, marketName, selectionName } from '#lib/sports/names.ts';
import { json, nameIn, sportsT } from './views-names.ts';

/** A name of a row's `names` JSON in a language (English, then any, when missing). */
export const ownName = (text: string | null, lang: string): string => nameIn(json<Record<string, string>>(text), lang);

export interface NamingRow {
  kind: string;
  line_q: number | null;
  names: string | null;
}

export const staffMarketName = (lang: string, m: NamingRow): string => marketName(sportsT(lang), lang, { kind: m.kind as MarketKind, lineQ: m.line_q === null ? null : Number(m.line_q), names: m.names ? (JSON.parse(m.names) as Record<string, string>) : null });

export const staffSelectionName = (lang: string, m: NamingRow, s: { key: string; names: string | null }, home: string, away: string): string =>
  selectionName(sportsT(lang), lang, { kind: m.kind as MarketKind, lineQ: m.line_q === null ? null : Number(m.line_q), key: s.key, names: s.names ? (JSON.parse(s.names) as Record<string, string>) : null, home, away });

export const staffEventName = (lang: string, home: string, away: string): string => eventName(sportsT(lang), home, away);
