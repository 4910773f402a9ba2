/**
 * The PostgreSQL read path, profiled in process: the statements and pool waits one balance read
 * and one game-list page cost, over the benchmark's own fixture (decision 029). Usage:
 *   [POOL_MAX=n] node tests/load/read-path-profile.ts [requests]
 */
import '../../scripts/require-node.mjs';
import pg from 'pg';
import { loadConfig } from '#server/config.ts';
import { createContext } from '#server/context.ts';
import { createApi } from '#server/http/app.ts';
import { prepareDatabase } from './fixture.ts';

const requests = Number(process.argv[2] ?? 2000);
const statements = new Map<string, number>();
let total = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = (typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' ').slice(0, 90);
  statements.set(text, (statements.get(text) ?? 0) + 1);
  total++;
  return query.apply(this, args);
} as never;

// POOL_MAX=n: the server's pool size for this run (to size it by measurement).
const poolMax = Number(process.env['POOL_MAX'] ?? 0);
if (poolMax > 0) {
  const Pool = pg.Pool;
  pg.Pool = class extends Pool {
    constructor(options?: pg.PoolConfig) {
      super({ ...options, max: poolMax });
    }
  } as typeof pg.Pool;
}

const db = await prepareDatabase('postgres');
const app = await createContext(loadConfig({ ...process.env, ...db.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent' }));
const api = createApi(app);

async function measure(name: string, call: (i: number) => Response | Promise<Response>) {
  for (let i = 0; i < 200; i++) await (await call(i)).arrayBuffer(); // warm
  statements.clear();
  total = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      while (next < requests) {
        const res = await call(next++);
        if (!res.ok) throw new Error(`${name}: ${res.status}`);
        await res.arrayBuffer();
      }
    }),
  );
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(`\n${name}: ${requests} requests in ${Math.round(ms)} ms (${Math.round((requests / ms) * 1000)} req/s in process), ${(total / requests).toFixed(2)} statements per request, CPU ${Math.round((used.user + used.system) / requests)} µs per request`);
  for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${(n / requests).toFixed(3)} × ${text}`);
}

try {
  await measure('GET balance', (i) => api.request('/wps/v2/wallets/balance', { headers: { authorization: `Bearer ${db.players[i % db.players.length]?.sessionToken ?? ''}` } }));
  await measure('GET game list', (i) => api.request(`/wps/relay/GCSGAME_gameList?gameType=RNG&language=en&pageSize=24&pageNo=${(i % 200) + 1}`));
} finally {
  await app.close();
  await db.drop();
}
