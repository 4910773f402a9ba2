import type { Session } from '#server/auth/sessions.ts';
import type { AppContext } from '#server/context.ts';
import type { Logger } from '#server/log.ts';

/** Hono variables every handler can read. */
export type ApiEnv = {
  Variables: {
    app: AppContext;
    log: Logger;
    requestId: string;
    /** Set by requireSession on guarded routes. */
    session: Session | undefined;
  };
};
