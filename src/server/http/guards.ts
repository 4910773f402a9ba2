import type { MiddlewareHandler } from 'hono';
import type { Access, Endpoint } from '#lib/contracts/endpoint.ts';
import { isAgentType } from '#lib/roles.ts';
import { NotAgent } from '#server/auth/index.ts';
import type { ApiEnv } from './env.ts';
import { requireSession, sessionOf } from './session.ts';
import { staffGuard } from './staff-guard.ts';

const player = requireSession({ allowTrial: true });
const member = requireSession({ allowTrial: false });

/** A live session (trial accounts refused) of an agent type (spec §5: 1, 2, 41, 42). */
export const agentSession: MiddlewareHandler<ApiEnv> = (c, next) =>
  member(c, async () => {
    if (!isAgentType(sessionOf(c).isAgent)) throw new NotAgent('Non-agents cannot use the agent centre.');
    await next();
  });

/**
 * The guard each kind of access puts in front of a route. Game-session and signed routes check
 * their token or signature in the domain, where the answer to a bad one is part of the protocol.
 */
export const GUARDS: Record<Exclude<Access, 'staff'>, readonly MiddlewareHandler<ApiEnv>[]> = {
  public: [],
  player: [player],
  member: [member],
  agent: [agentSession],
  'game-session': [],
  signed: [],
};

/** The guards of an endpoint: a staff endpoint's carry its permission (src/lib/backoffice/roles.ts). */
export function guardsOf(e: Endpoint): readonly MiddlewareHandler<ApiEnv>[] {
  if (e.access !== 'staff') return GUARDS[e.access];
  if (!e.permission) throw new Error(`${e.method} ${e.path}: a staff endpoint must name its permission`);
  return [staffGuard(e.permission)];
}
