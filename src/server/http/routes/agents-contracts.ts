/** Agent centre: contracts (spec §3 contract, §4 contract request). Contracts: src/lib/contracts/agents-contracts.ts. */
import { Hono } from 'hono';
import { agentsContracts } from '#lib/contracts/agents-contracts.ts';
import { acceptContract, answerTermination, cancelTermination, getContract, listContracts, memberInTeam, offerContract, ownTermsByKind, rejectContract, requestTermination, withdrawOffer } from '#server/agents/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const agentContractRoutes = new Hono<ApiEnv>();

serve(agentContractRoutes, agentsContracts.list, async (c, { query }) => {
  const app = c.get('app');
  const me = sessionOf(c).memberId;
  if (query.memberId !== undefined) await memberInTeam(app.reader, me, query.memberId, true);
  return listContracts(app.db, me, query);
});

// Before /:id, which would otherwise read "own" as an id.
serve(agentContractRoutes, agentsContracts.own, (c) => ownTermsByKind(c.get('app').db, sessionOf(c).memberId));

serve(agentContractRoutes, agentsContracts.get, (c, { params }) => getContract(c.get('app').db, sessionOf(c).memberId, params.id));

serve(agentContractRoutes, agentsContracts.offer, (c, { body }) =>
  offerContract(c.get('app').db, { uplineId: sessionOf(c).memberId, downlineId: body.downlineId, kind: body.kind, terms: body.terms }),
);

serve(agentContractRoutes, agentsContracts.accept, (c, { params, body }) => acceptContract(c.get('app').db, { agentId: sessionOf(c).memberId, contractId: params.id, confirm: body.confirm }));

serve(agentContractRoutes, agentsContracts.reject, (c, { params }) => rejectContract(c.get('app').db, sessionOf(c).memberId, params.id));

serve(agentContractRoutes, agentsContracts.withdraw, (c, { params }) => withdrawOffer(c.get('app').db, sessionOf(c).memberId, params.id));

serve(agentContractRoutes, agentsContracts.terminate, (c, { params }) => requestTermination(c.get('app').db, sessionOf(c).memberId, params.id));

serve(agentContractRoutes, agentsContracts.acceptTermination, (c, { params }) => answerTermination(c.get('app').db, sessionOf(c).memberId, params.id, true));

serve(agentContractRoutes, agentsContracts.rejectTermination, (c, { params }) => answerTermination(c.get('app').db, sessionOf(c).memberId, params.id, false));

serve(agentContractRoutes, agentsContracts.cancelTermination, (c, { params }) => cancelTermination(c.get('app').db, sessionOf(c).memberId, params.id));
