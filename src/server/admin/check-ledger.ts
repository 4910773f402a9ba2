/** npm run check:ledger — verifies the ledger invariants over the whole database; exits 1 with the offending rows. */
import '../../../scripts/require-node.mjs';
import { loadConfig } from '#server/config.ts';
import { dbTargetOf } from '#server/context.ts';
import { openDb } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { pgRunner, sqliteRunner } from '#server/db/sql-runner.ts';
import { checkLedger } from '#server/ledger/index.ts';

const handle = openDb(dbTargetOf(loadConfig()));
try {
  await migrateToLatest(handle.db);
  const sql = handle.dialect === 'sqlite' && handle.sqlite ? sqliteRunner(handle.sqlite) : pgRunner(handle.db);
  const counts = await handle.db
    .selectNoFrom((eb) => [
      eb.selectFrom('journal_entries').select((c) => c.fn.countAll<number>().as('n')).as('entries'),
      eb.selectFrom('postings').select((c) => c.fn.countAll<number>().as('n')).as('postings'),
      eb.selectFrom('ledger_accounts').select((c) => c.fn.countAll<number>().as('n')).as('accounts'),
    ])
    .executeTakeFirst();
  if (!counts) throw new Error('the ledger tables could not be counted');
  const violations = await checkLedger(sql, handle.dialect);
  if (violations.length === 0) {
    console.log(`ledger ok: ${counts.entries} entries, ${counts.postings} postings, ${counts.accounts} accounts; invariants 1–5 and 8 (bets) hold`);
  } else {
    for (const v of violations) {
      console.error(`✗ ${v.invariant}`);
      for (const row of v.rows) console.error(`    ${JSON.stringify(row)}`);
    }
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
