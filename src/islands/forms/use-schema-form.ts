import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldMessage, Message } from '#lib/error-message.ts';
import { messageOf, word } from '#lib/forms/wording.ts';

/** A form's typed values: every field is text (check boxes and the slider live beside the form). */
type TextValues = Record<string, string>;

/** What a text field needs from its form: its value, its handlers, its first error and its element. */
export interface BoundField {
  value: string;
  onValue: (value: string) => void;
  onBlur: () => void;
  error: Message | null;
  inputRef: (el: HTMLInputElement | null) => void;
}

/**
 * Form state through react-hook-form, checked by a schema built from the shared field rules
 * (src/lib/forms/inputs.ts). Spec §5: a field's first error shows from its first blur (or the
 * first submit) on and follows what is typed after that; a submit with problems focuses the first
 * field to fix. An error the server sent for a field stays until that field changes.
 */
export function useSchemaForm<Out>(schema: z.ZodMiniType<Out, TextValues>, defaults: TextValues) {
  const resolve = zodResolver(schema);
  const form = useForm<TextValues, unknown, Out>({
    // A field the form shows but had no default for (a rule that arrived later) is empty text.
    resolver: (values, context, options) => {
      const filled: TextValues = {};
      for (const name of [...Object.keys(options.fields), ...Object.keys(values)]) filled[name] = values[name] ?? '';
      return resolve(filled, context, options);
    },
    defaultValues: defaults,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;

  const errorOf = (name: string): Message | null => {
    const e = errors[name];
    return e && typeof e.message === 'string' ? messageOf(e.message) : null;
  };

  /** Binds a text field by name. */
  const field = (name: string, transform: (v: string) => string = (v) => v): BoundField => {
    const registered = form.register(name);
    const current: unknown = values[name];
    return {
      value: typeof current === 'string' ? current : '',
      onValue: (value) => {
        if (errors[name]?.type === 'server') form.clearErrors(name);
        void registered.onChange({ target: { name, value: transform(value) }, type: 'change' });
      },
      // react-hook-form reads the value from the event's target on blur too: it is the value held.
      onBlur: () => void registered.onBlur({ target: { name, value: form.getValues(name) }, type: 'blur' }),
      error: errorOf(name),
      inputRef: registered.ref,
    };
  };

  /** Shows each field's first error the server found (a VALIDATION_ERROR), under its field. */
  const setServerErrors = (found: readonly FieldMessage[]): void => {
    const seen = new Set<string>();
    for (const f of found) {
      if (seen.has(f.field)) continue;
      seen.add(f.field);
      form.setError(f.field, { type: 'server', message: word(f.key, f.values ?? {}) }, { shouldFocus: seen.size === 1 });
    }
  };

  /** Checks one field now and shows its error; true when it has none (a send-code button asks this). */
  const check = (name: string): Promise<boolean> => form.trigger(name);

  return { form, field, errorOf, setServerErrors, check, values };
}

/** The slider is checked beside the form: with every field right but no answer, it gets focus. */
export function focusSlider(form: HTMLFormElement): void {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('input[type="range"]')?.focus());
}
