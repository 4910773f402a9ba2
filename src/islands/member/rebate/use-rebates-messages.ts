import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '#lib/i18n/messages.ts';

/** The cashback and rebate words (locales/<lang>/rebates.json), fetched with the manualRebate page or a cashback or rebate panel. */
const bundles = import.meta.glob<Messages>('/locales/*/rebates.json', { import: 'default' });
const added = new WeakMap<I18n, Promise<void>>();

export function useRebatesMessages(): void {
  const { i18n } = useTranslation();
  let pending = added.get(i18n);
  if (!pending) {
    const lang = i18n.language;
    pending = (bundles[`/locales/${lang}/rebates.json`]?.() ?? Promise.resolve({})).then((m) => void i18n.addResourceBundle(lang, 'translation', m, true, false));
    added.set(i18n, pending);
  }
  use(pending);
}
