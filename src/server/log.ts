import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** No log line carries unbounded data: long strings are cut, long lists shortened, deep objects summarised. */
export const LOG_LIMITS = { string: 2_000, stack: 4_000, items: 20, depth: 4 } as const;

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length - max} more characters)` : text;
}

export function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cut(value, LOG_LIMITS.string);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return bounded(pino.stdSerializers.err(value), depth);
  if (depth >= LOG_LIMITS.depth) return Array.isArray(value) ? `[${value.length} items]` : '[object]';
  if (Array.isArray(value)) {
    const items = value.slice(0, LOG_LIMITS.items).map((v) => bounded(v, depth + 1));
    return value.length > LOG_LIMITS.items ? [...items, `… ${value.length - LOG_LIMITS.items} more`] : items;
  }
  const out: Record<string, unknown> = {};
  let n = 0;
  for (const [key, v] of Object.entries(value)) {
    if (++n > LOG_LIMITS.items * 2) {
      out['…'] = 'more fields left out';
      break;
    }
    out[key] = key === 'stack' && typeof v === 'string' ? cut(v, LOG_LIMITS.stack) : bounded(v, depth + 1);
  }
  return out;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'meridian' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
    // Errors are serialized (and bounded) with the other fields, below.
    serializers: { err: (err: unknown) => (err instanceof Error ? bounded(err) : err) },
    formatters: { log: (fields: Record<string, unknown>) => bounded(fields) as Record<string, unknown> },
    hooks: {
      logMethod(this: Logger, args: Parameters<pino.LogFn>, method: pino.LogFn) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? cut(a, LOG_LIMITS.string) : a)) as Parameters<pino.LogFn>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
