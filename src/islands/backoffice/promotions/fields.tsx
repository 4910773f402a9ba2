/** Small labelled inputs of the promotion form: whole numbers, money in currency units, percentages, choices. */
import { useEffect, useId, useState } from 'react';
import { amountText, normalizeDigits, parseAmount } from '#lib/money-input.ts';
import styles from './promotions.module.css';

export interface Currency {
  symbol: string;
  minorUnits: number;
  code: string;
}

interface Base {
  label: string;
  disabled?: boolean | undefined;
  hint?: string | undefined;
}

function Labelled({ label, hint, children, id }: Base & { id: string; children: React.ReactNode }) {
  return (
    <div className={styles['field']}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <small id={`${id}-hint`} className={styles['hint']}>
          {hint}
        </small>
      )}
    </div>
  );
}

/**
 * A number typed as text (Bengali or ASCII digits): the value changes only when the text reads as
 * one; otherwise the field is marked invalid and the last good value stays.
 */
function TextNumber({ label, hint, disabled, value, toText, parse, onChange, suffix }: Base & { value: number; toText: (v: number) => string; parse: (s: string) => number | null; onChange: (v: number) => void; suffix?: string }) {
  const id = useId();
  const [text, setText] = useState(toText(value));
  const [bad, setBad] = useState(false);
  useEffect(() => {
    if (parse(text) !== value) setText(toText(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow the value only when it changes from outside
  }, [value]);
  return (
    <Labelled id={id} label={label} hint={hint}>
      <span className={styles['withSuffix']}>
        <input
          id={id}
          inputMode="decimal"
          value={text}
          disabled={disabled}
          aria-invalid={bad || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const v = parse(e.target.value);
            setBad(v === null);
            if (v !== null) onChange(v);
          }}
        />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </span>
    </Labelled>
  );
}

const wholeNumber = (s: string, max: number): number | null => {
  const n = normalizeDigits(s.trim());
  return /^\d{1,9}$/.test(n) && Number(n) <= max ? Number(n) : null;
};

/** A whole number from 0 to `max`: above it the field is marked invalid and keeps its last good value. */
export function IntField({ max = 999_999_999, ...p }: Base & { value: number; onChange: (v: number) => void; suffix?: string; max?: number }) {
  return <TextNumber {...p} toText={String} parse={(s) => wholeNumber(s, max)} />;
}

/** Money in currency units ("5000" or "৫০০০.৫০"), kept in minor units. */
export function MoneyField(p: Base & { value: number; currency: Currency; onChange: (v: number) => void }) {
  return <TextNumber {...p} suffix={p.currency.symbol} toText={(v) => amountText(v, p.currency.minorUnits)} parse={(s) => parseAmount(s, p.currency.minorUnits)} />;
}

/** A percentage with up to two decimals, kept in basis points (1.5 % = 150). */
export function PercentField(p: Base & { value: number; onChange: (v: number) => void }) {
  const parse = (s: string) => {
    const n = normalizeDigits(s.trim());
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(n)) return null;
    const bps = Math.round(Number(n) * 100);
    return bps <= 10_000 ? bps : null;
  };
  return <TextNumber {...p} suffix="%" toText={(v) => String(v / 100)} parse={parse} />;
}

export function SelectField<V extends string>({ label, hint, disabled, value, options, onChange }: Base & { value: V; options: readonly { value: V; label: string }[]; onChange: (v: V) => void }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} hint={hint}>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

export function TextField({ label, hint, disabled, value, onChange, lang, maxLength }: Base & { value: string; onChange: (v: string) => void; lang?: string; maxLength?: number }) {
  const id = useId();
  return (
    <Labelled id={id} label={label} hint={hint}>
      <input id={id} value={value} disabled={disabled} lang={lang} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
    </Labelled>
  );
}
