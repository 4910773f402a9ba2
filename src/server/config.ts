import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/i, 'must be a header name')
    .optional(),
  SEED_DEMO: flag.default(true),
  REGISTRATIONS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  PUBLIC_URL: z.url().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  geoCountryHeader: string | undefined;
  seedDemo: boolean;
  redisUrl: string | undefined;
  /** The site's public origin, used for absolute links such as QR codes; the request's origin when unset. */
  publicUrl: string | undefined;
  /** New accounts one address may open per hour (more where many people share an address). */
  registrationsPerIpHour: number;
};

/** Reads the environment once, validates it and fails with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    logLevel: c.LOG_LEVEL,
    trustProxy: c.TRUST_PROXY,
    geoCountryHeader: c.GEO_COUNTRY_HEADER?.toLowerCase(),
    seedDemo: c.SEED_DEMO,
    redisUrl: c.REDIS_URL,
    publicUrl: c.PUBLIC_URL,
    registrationsPerIpHour: c.REGISTRATIONS_PER_IP_HOUR,
  };
}
