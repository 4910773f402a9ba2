import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '#lib/i18n/messages.ts';

/** The missions' and applications' words (locales/<lang>/missions.json), fetched with the first mission page or panel shown. */
const bundles = import.meta.glob<Messages>('/locales/*/missions.json', { import: 'default' });
const added = new WeakMap<I18n, Promise<void>>();

export function useMissionsMessages(): void {
  const { i18n } = useTranslation();
  let pending = added.get(i18n);
  if (!pending) {
    const lang = i18n.language;
    pending = (bundles[`/locales/${lang}/missions.json`]?.() ?? Promise.resolve({})).then((m) => void i18n.addResourceBundle(lang, 'translation', m, true, false));
    added.set(i18n, pending);
  }
  use(pending);
}
