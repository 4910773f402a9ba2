/**
 * Operator commands until a back office exists; they call the same domain functions the back
 * office will. Usage: npm run admin -- <command> [arguments]
 */
import '../../../scripts/require-node.mjs';
import { loadConfig } from '#server/config.ts';
import { dbTargetOf } from '#server/context.ts';
import { openDb } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { AppError } from '#server/errors.ts';
import { commands } from './commands.ts';

const [name = 'help', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  console.error(`Unknown command "${name}". Commands:\n${Object.entries(commands).map(([n, c]) => `  ${n.padEnd(22)} ${c.help}`).join('\n')}`);
  process.exit(2);
}
const handle = openDb(dbTargetOf(loadConfig()));
try {
  await migrateToLatest(handle.db);
  const out = await command.run(handle.db, args);
  if (out !== undefined) console.log(typeof out === 'string' ? out : JSON.stringify(out, null, 2));
} catch (err) {
  console.error(err instanceof AppError ? `${err.code}: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
