import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '#lib/i18n/messages.ts';

/** The cashier's words load with the first money page opened, not with every page of the site. */
const files = import.meta.glob<Messages>('/locales/*/cashier.json', { import: 'default' });
const loaded = new WeakMap<I18n, Promise<void>>();

/** Suspends until the cashier namespace (locales/<lang>/cashier.json) is part of this island's translations. */
export function useCashierMessages(): void {
  const { i18n } = useTranslation();
  let ready = loaded.get(i18n);
  if (!ready) {
    const load = files[`/locales/${i18n.language}/cashier.json`];
    ready = (load ? load() : Promise.resolve({})).then((messages) => {
      i18n.addResourceBundle(i18n.language, 'translation', messages, true, false);
    });
    loaded.set(i18n, ready);
  }
  use(ready);
}
