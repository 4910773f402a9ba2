import { useTranslation } from 'react-i18next';
import type { Message } from '#lib/error-message.ts';

/**
 * Words for a message key and its values (field errors, API errors). A rule whose min equals its
 * max ("6 to 6 digits") reads better as "exactly 6" when the language has that wording.
 */
export function useMessage(): (m: Message | null | undefined) => string {
  const { t, i18n } = useTranslation();
  return (m) => {
    if (!m) return '';
    const values = m.values ?? {};
    const exact = values['min'] !== undefined && values['min'] === values['max'] ? `${m.key}.exact` : null;
    return t(exact && i18n.exists(exact) ? exact : m.key, values);
  };
}
