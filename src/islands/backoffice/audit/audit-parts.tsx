import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import { diffJson } from '#lib/backoffice/json-diff.ts';
import styles from '../review-desk.module.css';

/** The words for a failed call: the code's wording when there is one, else a general one. */
export function failureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const worded = t(key);
    if (worded !== key) return worded;
    return err.message || t('bo.audit.failed');
  }
  return t('bo.audit.failed');
}

/** A query string written into the address bar in place. */
export function replaceQuery(qs: string) {
  window.history.replaceState(null, '', `${window.location.pathname}${qs ? `?${qs}` : ''}`);
}

/** One entry's before and after, path by path, the changed ones marked. */
export function BeforeAfter({ id, before, after, labelledBy }: { id: string; before: string | null; after: string | null; labelledBy: string }) {
  const { t } = useTranslation();
  const lines = diffJson(before, after);
  if (lines.length === 0) return <p className={styles['muted']}>{t('bo.audit.diff.none')}</p>;
  return (
    <table id={id} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('bo.audit.diff.field')}</th>
          <th scope="col">{t('bo.audit.diff.before')}</th>
          <th scope="col">{t('bo.audit.diff.after')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.path} data-changed={l.changed}>
            <th scope="row">
              {l.path || t('bo.audit.diff.value')}
              {l.changed && <span className="visually-hidden"> ({t('bo.audit.diff.changed')})</span>}
            </th>
            <td>{l.before ?? '—'}</td>
            <td>{l.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
