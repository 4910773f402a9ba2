/**
 * Translations, read from locales/<lang>/<namespace>.json at build time (pages and the server
 * side of islands only; islands receive the few messages they need as a prop).
 */
export type Messages = Record<string, string>;

const files = import.meta.glob<Messages>('/locales/*/*.json', { eager: true, import: 'default' });

const byLanguage = new Map<string, Map<string, Messages>>();
for (const [path, messages] of Object.entries(files)) {
  const [, lang = '', ns = ''] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!byLanguage.has(lang)) byLanguage.set(lang, new Map());
  byLanguage.get(lang)?.set(ns, messages);
}

/** Languages with a folder under locales/, the default first. */
export const SUPPORTED_LANGUAGES: readonly string[] = [...byLanguage.keys()].sort((a, b) =>
  a === 'bn' ? -1 : b === 'bn' ? 1 : a.localeCompare(b),
);

export function isSupported(lang: string | undefined): lang is string {
  return lang !== undefined && byLanguage.has(lang);
}

/** The messages of the given namespaces in one language, merged (keys are unique across namespaces). */
export function messagesFor(lang: string, namespaces: readonly string[]): Messages {
  const all = byLanguage.get(lang);
  const out: Messages = {};
  for (const ns of namespaces) Object.assign(out, all?.get(ns));
  return out;
}

export function allMessages(lang: string): Messages {
  return messagesFor(lang, [...(byLanguage.get(lang)?.keys() ?? [])]);
}
