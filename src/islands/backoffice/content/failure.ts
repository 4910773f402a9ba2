import type { TFunction } from 'i18next';
import { ApiError } from '#lib/api.ts';

/** The words for a failed call: the code's wording when there is one, else a general one. */
export function failureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const worded = t(key);
    if (worded !== key) return err.code === 'VALIDATION_ERROR' && err.message ? `${worded} (${err.message})` : worded;
    return err.message || t('bo.content.failed');
  }
  return t('bo.content.failed');
}
