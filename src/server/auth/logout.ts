import type { AppContext } from '#server/app-context.ts';
import { resolveSession, revokeSession } from './sessions.ts';

/** Ends the session a token names; an unknown or ended token is not an error (the cookie is cleared either way). */
export async function logout(app: AppContext, token: string | undefined): Promise<void> {
  const session = token ? await resolveSession(app, token) : null;
  if (session) await revokeSession(app, session.sessionId);
}
