/**
 * Plain SQL with `?` placeholders, composed from fragments so that each value lands in its
 * parameter in order. Only whitelisted identifiers are ever written into the text.
 */
export class Frag {
  readonly text: string;
  readonly params: unknown[];
  constructor(text: string, params: unknown[]) {
    this.text = text;
    this.params = params;
  }
}

/** A fragment: interpolated fragments are inlined, anything else becomes a `?` parameter. */
export function q(strings: TemplateStringsArray, ...values: unknown[]): Frag {
  let text = strings[0] ?? '';
  const params: unknown[] = [];
  values.forEach((v, i) => {
    if (v instanceof Frag) {
      text += v.text;
      params.push(...v.params);
    } else {
      text += '?';
      params.push(v);
    }
    text += strings[i + 1] ?? '';
  });
  return new Frag(text, params);
}

/** Literal SQL text (never built from input). */
export const lit = (text: string): Frag => new Frag(text, []);

export const EMPTY = lit('');

export function join(frags: Frag[], sep: string): Frag {
  return new Frag(frags.map((f) => f.text).join(sep), frags.flatMap((f) => f.params));
}

/** A LIKE pattern matching `term` anywhere, with %, _ and \ escaped (use with `escape '\'`). */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Database numbers (PostgreSQL sums come back as strings) as numbers; null as 0. */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
