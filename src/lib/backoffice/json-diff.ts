/**
 * The audit desk's before/after view: two JSON texts flattened to dotted paths ("limits.daily"),
 * each path with its value before and after and whether it changed. Browser-safe.
 */
export interface DiffLine {
  path: string;
  /** JSON of the value, or null when the path was not there. */
  before: string | null;
  after: string | null;
  changed: boolean;
}

function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function flatten(v: unknown, at: string, out: Map<string, string>): void {
  if (v === undefined) return;
  if (isObject(v) && Object.keys(v).length > 0) {
    for (const [k, x] of Object.entries(v)) flatten(x, at ? `${at}.${k}` : k, out);
    return;
  }
  out.set(at, JSON.stringify(v));
}

/** Every path of either side, in the order they first appear (before's, then after's new ones). */
export function diffJson(before: string | null, after: string | null): DiffLine[] {
  const b = new Map<string, string>();
  const a = new Map<string, string>();
  flatten(parse(before), '', b);
  flatten(parse(after), '', a);
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  return paths.map((path) => {
    const x = b.get(path) ?? null;
    const y = a.get(path) ?? null;
    return { path, before: x, after: y, changed: x !== y };
  });
}
