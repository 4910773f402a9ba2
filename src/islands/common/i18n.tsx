import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTranslator } from '#lib/i18n/translator.ts';
import type { Messages } from '#lib/i18n/messages.ts';

/** Props every island root receives: its language and the messages it needs. */
export interface IslandI18n {
  lang: string;
  messages: Messages;
}

/** Gives an island its own i18next instance in its page's language. */
export function IslandI18nProvider({ lang, messages, children }: IslandI18n & { children: ReactNode }) {
  const i18n = useMemo(() => createTranslator(lang, messages), [lang, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
