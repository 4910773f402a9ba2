/**
 * Operator commands until a back office exists; they call the same domain functions the back
 * office will. Usage: npm run admin -- <command> [arguments]
 */
import '../../../scripts/require-node.mjs';
import { loadConfig } from '#server/config.ts';
import { createContext } from '#server/context.ts';
import { AppError } from '#server/errors.ts';
import { commands } from './commands.ts';

const [name = 'help', ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  const list = Object.entries(commands).map(([n, c]) => `  ${n.padEnd(24)} ${c.help}`).join('\n');
  if (name === 'help') {
    console.log(`npm run admin -- <command> [arguments]\n${list}`);
    process.exit(0);
  }
  console.error(`Unknown command "${name}". Commands:\n${list}`);
  process.exit(2);
}
const app = await createContext({ ...loadConfig(), seedDemo: false, logLevel: 'silent' });
try {
  const out = await command.run(app.db, args, app);
  if (out !== undefined) console.log(typeof out === 'string' ? out : JSON.stringify(out, null, 2));
} catch (err) {
  console.error(err instanceof AppError ? `${err.code}: ${err.message}` : err);
  process.exitCode = 1;
} finally {
  await app.close();
}
