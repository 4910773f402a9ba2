/**
 * Reading the sportsbook's stored JSON for the public views: names per language (the asked one,
 * else English, else any), teams with their crests, competitions with their regions, live states
 * and final scores. Rows come straight from the tables; nothing here queries.
 */
import { readFileSync } from 'node:fs';
import type { TFunction } from 'i18next';
import type { CompetitionView, TeamView } from '#lib/contracts/sports-shapes.ts';
import type { Crest, FinalScore, LiveState, SportKey } from '#lib/contracts/sports-model.ts';

type Names = Record<string, string>;

const translators = new Map<string, TFunction>();

/**
 * The `sports` namespace's words in one language (locales/<lang>/sports.json, read once; English
 * when a language has none). Read from the file: the server runs without the bundler that gives
 * pages their messages. The words are plain `{{name}}` templates, so a lookup and a replace stand
 * in for i18next's `t`, which costs tens of microseconds a call — a list page names hundreds of
 * markets and selections.
 */
export function sportsT(lang: string): TFunction {
  let t = translators.get(lang);
  if (!t) {
    let messages: Record<string, string> = {};
    for (const l of [lang, 'en']) {
      if (!/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(l)) continue;
      try {
        messages = JSON.parse(readFileSync(new URL(`../../../locales/${l}/sports.json`, import.meta.url), 'utf8')) as Record<string, string>;
        break;
      } catch {
        continue;
      }
    }
    const words = messages;
    const translate = (key: string, values?: Record<string, unknown>): string => {
      const text = words[key];
      if (text === undefined) return key;
      return values && text.includes('{{') ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? '')) : text;
    };
    t = translate as unknown as TFunction;
    translators.set(lang, t);
  }
  return t;
}

/** Parsed JSON columns are kept per text: the same team or competition appears on many cards, and its JSON never changes once written. */
const parsed = new Map<string, unknown>();
const PARSED_MAX = 20_000;

export function json<T>(text: string | null): T | null {
  if (text === null || text === '') return null;
  let v = parsed.get(text);
  if (v === undefined) {
    v = JSON.parse(text) as unknown;
    if (parsed.size >= PARSED_MAX) parsed.clear();
    parsed.set(text, v);
  }
  return v as T;
}

/** The name in `lang`, else English, else the first one stored, else ''. */
export function nameIn(names: Names | null, lang: string): string {
  if (!names) return '';
  return names[lang] ?? names['en'] ?? Object.values(names)[0] ?? '';
}

const PLAIN_CREST: Crest = { shape: 'shield', pattern: 'plain', primary: '#4b5563', secondary: '#ffffff', initials: '' };

export interface TeamRow {
  id: number | string;
  names: string;
  short_names: string;
  crest: string;
}

export function teamView(row: TeamRow, lang: string): TeamView {
  const name = nameIn(json<Names>(row.names), lang);
  const short = nameIn(json<Names>(row.short_names), lang) || name.slice(0, 3).toUpperCase();
  const c = json<Crest>(row.crest);
  const crest: Crest = c ? { shape: c.shape, pattern: c.pattern, primary: c.primary, secondary: c.secondary, initials: c.initials } : { ...PLAIN_CREST, initials: short.slice(0, 2) };
  return { id: Number(row.id), name, short, crest };
}

export interface CompetitionRow {
  id: number | string;
  sport: string;
  names: string;
  region: string;
}

export function competitionView(row: CompetitionRow, lang: string): CompetitionView {
  return { id: Number(row.id), sport: row.sport as SportKey, name: nameIn(json<Names>(row.names), lang), region: nameIn(json<Names>(row.region), lang) };
}

export const liveState = (text: string | null): LiveState | null => {
  const l = json<LiveState>(text);
  return l ? { home: l.home, away: l.away, period: l.period, clock: l.clock, parts: l.parts ?? [] } : null;
};
export const finalScore = (text: string | null): FinalScore | null => {
  const r = json<FinalScore>(text);
  return r ? { home: r.home, away: r.away, parts: r.parts ?? [] } : null;
};
