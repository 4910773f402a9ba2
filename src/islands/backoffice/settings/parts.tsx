import type { TFunction } from 'i18next';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#lib/api.ts';
import type { AllSettings, PendingChange, SettingOutcome } from '#lib/backoffice/settings-api.ts';
import styles from './settings.module.css';

/** What every section gets from the desk. */
export interface SectionProps {
  lang: string;
  settings: AllSettings;
  pending: PendingChange[];
  callerIp: string;
  canWrite: boolean;
  /** Reloads the settings after a change. */
  reload: () => Promise<void>;
}

/** The words for a failed call: the code's wording when there is one, else the server's message. */
export function failureText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors.${err.code}`;
    const worded = t(key);
    const detail = err.code === 'INVALID_SETTING' || err.code === 'VALIDATION_ERROR' ? ` (${err.message})` : '';
    if (worded !== key) return `${worded}${detail}`;
    return err.message || t('bo.settings.failed');
  }
  // A check made here before sending (its message is already worded).
  if (err instanceof Error && err.message) return err.message;
  return t('bo.settings.failed');
}

export function outcomeText(t: TFunction, o: SettingOutcome): string {
  if (o.status === 'pending-approval') return t('bo.settings.outcome.pending', { id: o.approvalId });
  return t(`bo.settings.outcome.${o.status}`);
}

/**
 * A section's form: a heading, a one-line description, the fields (disabled for a read-only role)
 * and a save button; the save's outcome or failure is announced below it, after `reload`.
 */
export function SectionForm({
  title,
  intro,
  canWrite,
  save,
  reload,
  children,
  money = false,
  saveLabel,
}: {
  title: string;
  intro: string;
  canWrite: boolean;
  save: () => Promise<SettingOutcome | string>;
  /** Reads the stored settings again once a save has succeeded (the desk's reload). */
  reload?: () => Promise<void>;
  children: ReactNode;
  money?: boolean;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setDone(null);
    setError(null);
    try {
      const r = await save();
      await reload?.();
      setDone(typeof r === 'string' ? r : outcomeText(t, r));
    } catch (err) {
      setError(failureText(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles['section']} onSubmit={(e) => void submit(e)} noValidate>
      <h2>
        {title}
        {money && <span className={styles['badge']}>{t('bo.settings.needsApproval')}</span>}
      </h2>
      <p className={styles['muted']}>{intro}</p>
      <fieldset disabled={!canWrite || busy} className={styles['fields']}>
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
      {canWrite ? (
        <div className={styles['actions']}>
          <button type="submit" className={styles['primary']} disabled={busy}>
            {busy ? t('bo.settings.saving') : (saveLabel ?? (money ? t('bo.settings.askApproval') : t('bo.settings.save')))}
          </button>
        </div>
      ) : (
        <p className={styles['muted']}>{t('bo.settings.readOnly')}</p>
      )}
      <div aria-live="polite">
        {done && <p className={styles['done']}>{done}</p>}
        {error && (
          <p role="alert" className={styles['error']}>
            {error}
          </p>
        )}
      </div>
    </form>
  );
}

/** The money changes of one setting that wait for a second staff member. */
export function PendingList({ pending, keys }: { pending: PendingChange[]; keys: string[] }) {
  const { t } = useTranslation();
  const mine = pending.filter((p) => keys.includes(p.key));
  if (mine.length === 0) return null;
  return (
    <div className={styles['pending']} role="note">
      <h3>{t('bo.settings.pendingTitle')}</h3>
      <ul>
        {mine.map((p) => (
          <li key={p.approvalId}>{t('bo.settings.pendingItem', { id: p.approvalId, key: t(`bo.settings.key.${p.key}`) })}</li>
        ))}
      </ul>
    </div>
  );
}

/** A labelled number field. */
export function NumberField({ label, hint, value, onChange, step = 1, min = 0 }: { label: string; hint?: string; value: number; onChange: (v: number) => void; step?: number; min?: number }) {
  return (
    <label className={styles['field']}>
      <span>{label}</span>
      <input type="number" inputMode="decimal" step={step} min={min} value={Number.isFinite(value) ? value : ''} onChange={(e) => onChange(e.target.valueAsNumber)} />
      {hint && <small className={styles['muted']}>{hint}</small>}
    </label>
  );
}

/** Minor units ↔ currency units, in the merchant's currency. */
export function useUnits(p: SectionProps) {
  const scale = 10 ** p.settings.whitelabel.currency.minorUnits;
  return { toUnits: (minor: number) => minor / scale, toMinor: (units: number) => Math.round(units * scale), step: 1 / scale, code: p.settings.whitelabel.currency.code };
}
