/**
 * npm run check:audit — walks the audit log's hash chain and its head (src/server/backoffice/audit.ts).
 * Exits 1 and prints "audit log: row <id> <problem>" for the first row that does not hold; 0 with
 * the row count otherwise.
 */
import '../../../scripts/require-node.mjs';
import { checkAuditChain } from '#server/backoffice/index.ts';
import { loadConfig } from '#server/config.ts';
import { dbTargetOf } from '#server/context.ts';
import { openDb } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { auditProblemText } from './audit-problems.ts';

const handle = openDb(dbTargetOf(loadConfig()));
try {
  await migrateToLatest(handle.db);
  const { rows, firstBad } = await checkAuditChain(handle.db);
  if (firstBad) {
    console.error(`audit log: row ${firstBad.id} ${auditProblemText[firstBad.problem]} (${rows} rows before it hold)`);
    process.exitCode = 1;
  } else {
    console.log(`audit log ok: ${rows} rows, the chain and its head hold`);
  }
} finally {
  await handle.close();
}
