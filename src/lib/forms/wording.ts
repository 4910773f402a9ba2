import type { Message } from '../error-message.ts';

/*
 * A form keeps one string per field error (react-hook-form's `message`). The string is the
 * translation key, followed by its values as JSON when it has any: "validation.pattern.USERNAME|{"min":4,"max":16}".
 */

const SEPARATOR = '|';

/** The wording of a field error: a translation key and its values, as one string. */
export function word(key: string, values: Record<string, string | number> = {}): string {
  return Object.keys(values).length === 0 ? key : `${key}${SEPARATOR}${JSON.stringify(values)}`;
}

function valuesOf(json: string): Record<string, string | number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(parsed)) if (typeof v === 'string' || typeof v === 'number') out[k] = v;
  return out;
}

/** The message a field error's wording stands for; null for no error. */
export function messageOf(wording: string | undefined): Message | null {
  if (!wording) return null;
  const at = wording.indexOf(SEPARATOR);
  if (at < 0) return { key: wording };
  return { key: wording.slice(0, at), values: valuesOf(wording.slice(at + 1)) };
}
