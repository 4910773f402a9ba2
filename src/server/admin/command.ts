import type { AppContext } from '#server/context.ts';
import type { Db } from '#server/db/connect.ts';

/** One operator command of `npm run admin` (src/server/admin/commands.ts lists them all). */
export interface Command {
  help: string;
  /** Commands that move money get the whole application context. */
  run(db: Db, args: string[], app: AppContext): Promise<unknown>;
}
