import { useStore } from '@nanostores/react';
import { createContext, useContext } from 'react';
import { $session, type Session } from '#lib/stores/session.ts';

/**
 * What the page was rendered with: a member or a visitor on pages rendered on demand, unknown
 * on prerendered ones. The server never writes the shared store (it would leak between requests),
 * so the first render reads this instead, and the header shows no flash.
 */
export const InitialSession = createContext<Session>({ state: 'unknown' });

/** The session for the chrome: the store once it knows, else what the page was rendered with. */
export function useSessionView(): Session {
  const stored = useStore($session);
  const initial = useContext(InitialSession);
  return stored.state === 'unknown' ? initial : stored;
}
