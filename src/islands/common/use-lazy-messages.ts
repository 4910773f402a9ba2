import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '#lib/i18n/messages.ts';

type Files = Record<string, () => Promise<Messages>>;
const loaded = new WeakMap<Files, WeakMap<I18n, Promise<void>>>();

/**
 * Suspends until one namespace's words (`files`: an import.meta.glob of locales/*\/<namespace>.json,
 * not eager) are part of this island's translations: a namespace loads with the first screen that
 * shows it, not with every page. Bengali stands in for a language without the file.
 */
export function useLazyMessages(files: Files, namespace: string): void {
  const { i18n } = useTranslation();
  let perI18n = loaded.get(files);
  if (!perI18n) loaded.set(files, (perI18n = new WeakMap()));
  let ready = perI18n.get(i18n);
  if (!ready) {
    const lang = i18n.language;
    const load = files[`/locales/${lang}/${namespace}.json`] ?? files[`/locales/bn/${namespace}.json`];
    ready = (load ? load() : Promise.resolve({})).then((messages) => void i18n.addResourceBundle(lang, 'translation', messages, true, false));
    perI18n.set(i18n, ready);
  }
  use(ready);
}
