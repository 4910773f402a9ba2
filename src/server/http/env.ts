import type { Session } from '#server/auth/index.ts';
import type { StaffActor } from '#server/backoffice/index.ts';
import type { AppContext } from '#server/context.ts';

/** Hono variables every handler can read. */
export type ApiEnv = {
  Variables: {
    app: AppContext;
    requestId: string;
    /** Set by requireSession on guarded routes. */
    session: Session | undefined;
    /** Set by the staff guard on back-office routes. */
    staff: StaffActor | undefined;
  };
};
