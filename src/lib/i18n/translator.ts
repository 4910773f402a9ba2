import { createInstance, type i18n } from 'i18next';
import type { Messages } from './messages.ts';

/**
 * One i18next instance per language and message set, never a shared instance whose language is
 * switched: concurrent requests in different languages must not see each other's language.
 * Keys are flat ("area.component.element"), so key and namespace separators are off.
 */
export function createTranslator(lang: string, messages: Messages): i18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
