import type { MiddlewareHandler } from 'hono';
import type { Access } from '#lib/contracts/endpoint.ts';
import { isAgentType } from '#lib/roles.ts';
import { NotAgent } from '#server/auth/index.ts';
import type { ApiEnv } from './env.ts';
import { requireSession, sessionOf } from './session.ts';

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
export const GUARDS: Record<Access, readonly MiddlewareHandler<ApiEnv>[]> = {
  public: [],
  player: [player],
  member: [member],
  agent: [agentSession],
  'game-session': [],
  signed: [],
};
