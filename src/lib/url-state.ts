/**
 * A table's state (page, sort, filters) kept in the address bar, so a reload or a shared link shows
 * the same view. Each table has a prefix ("tb" → tbPage, tbSort…); values equal to the defaults
 * are left out of the address.
 */
export type UrlState = Record<string, string | number>;

/** Allowed values per string field; a value outside the list falls back to the default. */
export type UrlChoices<S extends UrlState> = { [K in keyof S]?: readonly string[] };

const param = (prefix: string, key: string) => prefix + key.charAt(0).toUpperCase() + key.slice(1);

/** Reads the state from a query string; anything missing or invalid takes its default. */
export function readUrlState<S extends UrlState>(search: string, prefix: string, defaults: S, choices: UrlChoices<S> = {}): S {
  const params = new URLSearchParams(search);
  const out: UrlState = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const raw = params.get(param(prefix, key));
    if (raw === null) continue;
    const fallback = defaults[key];
    if (typeof fallback === 'number') {
      const n = Number(raw);
      if (/^\d{1,9}$/.test(raw) && Number.isSafeInteger(n) && n >= 1) out[key] = n;
    } else {
      const allowed = choices[key];
      if (raw.length <= 200 && (!allowed || allowed.includes(raw))) out[key] = raw;
    }
  }
  return out as S;
}

/** The query string with the state written in (other parameters kept), without its leading "?". */
export function writeUrlState<S extends UrlState>(search: string, prefix: string, state: S, defaults: S): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(defaults)) {
    const name = param(prefix, key);
    const value = state[key];
    if (value === undefined || value === defaults[key] || value === '') params.delete(name);
    else params.set(name, String(value));
  }
  return params.toString();
}

/** The query string without any of the table's parameters. */
export function clearUrlState(search: string, prefix: string, defaults: UrlState): string {
  const params = new URLSearchParams(search);
  for (const key of Object.keys(defaults)) params.delete(param(prefix, key));
  return params.toString();
}
