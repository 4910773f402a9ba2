import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useRef } from 'react';
import { ApiError } from '#lib/api.ts';
import styles from './games.module.css';

/** The words for a failed call: the code's wording when there is one, else a general one. */
export function failureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const worded = t(key);
    if (worded !== key) return err.code === 'VALIDATION_ERROR' && err.message ? `${worded} (${err.message})` : worded;
    return err.message || t('bo.games.failed');
  }
  return t('bo.games.failed');
}

/** A modal <dialog> opened as soon as it mounts; Escape or a close button ends it. */
export function Modal({ labelledBy, onClose, children }: { labelledBy: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog ref={ref} className={styles['dialog']} aria-labelledby={labelledBy} onClose={onClose}>
      {children}
    </dialog>
  );
}

/** A percentage with two decimals ("96.15 %"), or a dash. */
export function percent(value: number | null, lang: string): string {
  if (value === null) return '—';
  return `${new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value * 100)} %`;
}

export function count(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en').format(value);
}

/** An amount in minor units as a plain number with two decimals. */
export function amount(minor: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
}
