import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '#lib/error-message.ts';
import { CountrySelect } from './country-select.tsx';
import { TextField } from './text-field.tsx';

interface FieldProps {
  value: string;
  onValue: (value: string) => void;
  onBlur: () => void;
  error: Message | null | undefined;
  /** The input element, for the form to focus (a field to fix, the code after it was sent). */
  inputRef?: ((el: HTMLInputElement | null) => void) | undefined;
}

const digits = (set: (value: string) => void) => (v: string) => set(v.replace(/\D/g, ''));

/** A mobile number (digits only) after its country's dialling code (spec §4 country selector). */
export function MobileField({ lang, country, onCountry, value, onValue, onBlur, error, inputRef }: FieldProps & { lang: string; country: string; onCountry: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.field.mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onValue={digits(onValue)}
      onBlur={onBlur}
      error={error}
      required
      {...(inputRef ? { inputRef } : {})}
      before={<CountrySelect lang={lang} value={country} onValue={onCountry} />}
    />
  );
}

/** A six-digit code sent by SMS or email, with the button that sends it at the end of the row. */
export function CodeField({ value, onValue, onBlur, error, sendButton, inputRef }: FieldProps & { sendButton: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.field.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onValue={digits(onValue)}
      onBlur={onBlur}
      error={error}
      required
      {...(inputRef ? { inputRef } : {})}
      action={sendButton}
    />
  );
}
