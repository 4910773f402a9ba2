import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '#lib/i18n/messages.ts';

/** The promotions' words load with the first page that shows them (the reward centre), not with every page. */
const files = import.meta.glob<Messages>('/locales/*/promotions.json', { import: 'default' });
const loaded = new WeakMap<I18n, Promise<void>>();

/** Suspends until locales/<lang>/promotions.json is part of this island's translations. */
export function usePromotionsMessages(): void {
  const { i18n } = useTranslation();
  let ready = loaded.get(i18n);
  if (!ready) {
    const load = files[`/locales/${i18n.language}/promotions.json`];
    ready = (load ? load() : Promise.resolve({})).then((messages) => {
      i18n.addResourceBundle(i18n.language, 'translation', messages, true, false);
    });
    loaded.set(i18n, ready);
  }
  use(ready);
}
