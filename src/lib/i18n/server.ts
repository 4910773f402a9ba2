import type { TFunction } from 'i18next';
import { allMessages } from './messages.ts';
import { createTranslator } from './translator.ts';

const translators = new Map<string, TFunction>();

/** The translate function of one language for Astro pages and components (one instance per language). */
export function getT(lang: string): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator(lang, allMessages(lang)).t;
    translators.set(lang, t);
  }
  return t;
}
