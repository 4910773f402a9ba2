import '../../scripts/require-node.mjs';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config.ts';
import { createContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_OPERATOR_TOTP } from './db/demo-accounts.ts';
import { startCashierJobs } from './cashier/index.ts';
import { startJobs } from './jobs/index.ts';
import { startWebServer } from './web/server.ts';

const startedAt = performance.now();
const config = loadConfig();
const app = await createContext(config);
const server = await startWebServer(app);
const stopCashierJobs = startCashierJobs(app);
const wageJobs = startJobs(app);
const { port } = server.address() as AddressInfo;
const database = app.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL';

console.log(`\nMeridian is running at http://${config.host}:${port}  (${database}, ready in ${Math.round(performance.now() - startedAt)} ms${app.seeded ? ', demo content seeded' : ''})`);
if (DEMO_ACCOUNTS.length) {
  console.log('Demo accounts:');
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.username.padEnd(14)} ${a.password.padEnd(14)} ${a.role}`);
}
console.log(`Back office (demo only): http://${config.host}:${port}/backoffice  ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password}, authenticator key ${DEMO_OPERATOR_TOTP}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopCashierJobs();
    server.close();
    server.closeAllConnections();
    // The scheduler lease is given up first, so another instance takes the jobs over at once.
    void wageJobs
      .stop()
      .catch(() => undefined)
      .then(() => app.close())
      .finally(() => process.exit(0));
  });
}
