/**
 * node tests/load/bet-settle.ts [sqlite] [postgres]: bet + settle pairs through the signed wallet
 * callbacks alone, with the server's CPU per pair (the same load as `npm run bench -- api`, without
 * the other loads). BET_SETTLE_SECONDS sets the run's length (10 s by default); CPU_PROF_DIR, when
 * set, has the server write a V8 CPU profile there when it stops.
 */
import '../../scripts/require-node.mjs';
import { betSettleLoad } from './api.ts';
import { prepareDatabase } from './fixture.ts';
import { startServer } from './server.ts';

const dialects = process.argv.slice(2).filter((a): a is 'sqlite' | 'postgres' => a === 'sqlite' || a === 'postgres');
const seconds = Number(process.env['BET_SETTLE_SECONDS'] ?? 10);
const profile = process.env['CPU_PROF_DIR'];

for (const dialect of dialects.length ? dialects : (['sqlite', 'postgres'] as const)) {
  const db = await prepareDatabase(dialect);
  const env: Record<string, string> = { ...db.env, SEED_DEMO: 'false' };
  if (profile) env['NODE_OPTIONS'] = `${process.env['NODE_OPTIONS'] ?? ''} --cpu-prof --cpu-prof-dir=${profile}`.trim();
  const server = await startServer(dialect === 'sqlite' ? 4388 : 4387, env);
  try {
    const row = await betSettleLoad(server.url, db.players, server.process.pid ?? 0, 'a', seconds);
    console.log(JSON.stringify({ dialect, pairsPerSecond: row.unitPerSecond, p50: row.p50, p99: row.p99, errors: row.errors, cpuPerPairUs: row.cpuPerUnitUs, rssMb: row.rssMb }));
  } finally {
    await server.stop();
    await db.drop();
  }
}
