import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '#lib/error-message.ts';
import { Icon } from '../common/icon.tsx';
import { useMessage } from './use-message.ts';
import styles from './forms.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'id' | 'required' | 'type' | 'prefix'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: Message | null | undefined;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  /** Marked with * (spec §5 "items marked * are required"). */
  required?: boolean;
  /** A short line under the field (for example "optional" or a rule). */
  hint?: ReactNode;
  /** Something at the end of the input row, such as the send-code button. */
  action?: ReactNode;
  /** Something before the input in the same row, such as the country selector. */
  before?: ReactNode;
  inputRef?: (el: HTMLInputElement | null) => void;
}

/**
 * A labelled input with its first error under it (spec §5), tied together for assistive tech;
 * password fields get a show/hide toggle.
 */
export function TextField({ label, value, onValue, error, type = 'text', required, hint, action, before, inputRef, ...rest }: TextFieldProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const id = useId();
  const [shown, setShown] = useState(false);
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const inputType = type === 'password' && shown ? 'text' : type;

  return (
    <div className={`field ${styles.field}`}>
      <div className={styles.labelRow}>
        <label htmlFor={id}>{label}</label>
        {required && (
          <span className={styles.star} aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className={styles.row}>
        {before}
        <div className={styles.control}>
          <input
            {...rest}
            ref={inputRef}
            id={id}
            className={`input ${styles.input}`}
            type={inputType}
            value={value}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onValue(e.target.value)}
          />
          {type === 'password' && (
            <button
              type="button"
              className={styles.reveal}
              aria-label={t(shown ? 'auth.field.hidePassword' : 'auth.field.showPassword')}
              aria-pressed={shown}
              onClick={() => setShown(!shown)}
            >
              <Icon name={shown ? 'eye-off' : 'eye'} />
            </button>
          )}
        </div>
        {action}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {message(error)}
        </p>
      )}
    </div>
  );
}
