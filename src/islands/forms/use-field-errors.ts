import { useState } from 'react';
import type { FieldError } from '#lib/validation/register-rules.ts';

/**
 * Spec §5: the first error shows under each field, from its first blur (or the first submit) on,
 * and follows what is typed after that, so a fixed field clears at once. Errors the server sent
 * (`setExternal`) stay until the field is left again or the form is checked again.
 * `check` returns the current first error per field.
 */
export function useFieldErrors(check: () => Record<string, FieldError>) {
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [external, setExternal] = useState<Record<string, FieldError>>({});
  const current = check();

  const errors: Record<string, FieldError> = {};
  for (const field of new Set([...Object.keys(touched), ...Object.keys(external)])) {
    const e = external[field] ?? (touched[field] ? current[field] : undefined);
    if (e) errors[field] = e;
  }

  const drop = (field: string) =>
    setExternal((prev) => {
      if (!(field in prev)) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });

  /** Shows a field's error from now on; true when it has none. */
  const touch = (field: string): boolean => {
    const failing = field in check();
    drop(field);
    setTouched((prev) => ({ ...prev, [field]: prev[field] === true || failing }));
    return !failing;
  };

  return {
    errors,
    /** Errors the server found, shown under their fields. */
    setExternal,
    touch,
    /** onBlur handler of one field. */
    blur: (field: string) => () => void touch(field),
    /** Checks every field; true when there is nothing to fix. Otherwise the first field to fix gets focus. */
    validate: (form?: HTMLFormElement | null): boolean => {
      const found = check();
      setExternal({});
      setTouched((prev) => ({ ...prev, ...Object.fromEntries(Object.keys(found).map((f) => [f, true])) }));
      const ok = Object.keys(found).length === 0;
      if (!ok && form) requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return ok;
    },
  };
}
