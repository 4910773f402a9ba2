/** Agent centre: contracts (spec §3 contract, §4 contract request). See agents.ts for the API. */
import { Hono } from 'hono';
import { z } from 'zod';
import { ownTermsByKind } from '#server/agents/answers.ts';
import {
  acceptContract,
  answerTermination,
  cancelTermination,
  getContract,
  listContracts,
  offerContract,
  rejectContract,
  requestTermination,
  withdrawOffer,
} from '#server/agents/index.ts';
import { KINDS } from '#server/agents/terms.ts';
import { memberInTeam } from '#server/agents/tree.ts';
import type { ApiEnv } from '../env.ts';
import { pageNo, pageSize } from '../schemas.ts';
import { sessionOf } from '../session.ts';
import { check, readJson, readQuery } from '../validate.ts';
import { agent, id, optionalJson } from './agents-common.ts';

const contractId = z.object({ id });

export const agentContractRoutes = new Hono<ApiEnv>()
  .get('/wps/agent/contracts', agent, async (c) => {
    const qy = readQuery(
      c,
      z.object({
        role: z.enum(['mine', 'given', 'team']).default('mine'),
        kind: z.enum(KINDS).optional(),
        status: z.enum(['offered', 'active', 'rejected', 'withdrawn', 'terminated', 'superseded']).optional(),
        memberId: id.optional(),
        pageNo,
        pageSize: pageSize(20, 200),
      }),
    );
    const app = c.get('app');
    const me = sessionOf(c).memberId;
    if (qy.memberId !== undefined) await memberInTeam(app.reader, me, qy.memberId, true);
    return c.json({ success: true, value: await listContracts(app.db, me, qy) });
  })
  .get('/wps/agent/contracts/own', agent, async (c) => c.json({ success: true, value: await ownTermsByKind(c.get('app').db, sessionOf(c).memberId) }))
  .get('/wps/agent/contracts/:id{[0-9]+}', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    return c.json({ success: true, value: await getContract(c.get('app').db, sessionOf(c).memberId, cid) });
  })
  .post('/wps/agent/contracts', agent, async (c) => {
    const body = await readJson(c, z.object({ downlineId: id, kind: z.enum(KINDS), terms: z.unknown() }));
    const value = await offerContract(c.get('app').db, { uplineId: sessionOf(c).memberId, downlineId: body.downlineId, kind: body.kind, terms: body.terms });
    return c.json({ success: true, value });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/accept', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    const body = await optionalJson(c, z.object({ confirm: z.boolean().default(false) }));
    return c.json({ success: true, value: await acceptContract(c.get('app').db, { agentId: sessionOf(c).memberId, contractId: cid, confirm: body.confirm }) });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/reject', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    return c.json({ success: true, value: await rejectContract(c.get('app').db, sessionOf(c).memberId, cid) });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/withdraw', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    return c.json({ success: true, value: await withdrawOffer(c.get('app').db, sessionOf(c).memberId, cid) });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/terminate', agent, async (c) => {
    const { id: cid } = check(contractId, c.req.param());
    return c.json({ success: true, value: await requestTermination(c.get('app').db, sessionOf(c).memberId, cid) });
  })
  .post('/wps/agent/contracts/:id{[0-9]+}/termination/:answer{accept|reject|cancel}', agent, async (c) => {
    const { id: cid } = check(contractId, { id: c.req.param('id') });
    const answer = c.req.param('answer');
    const db = c.get('app').db;
    const me = sessionOf(c).memberId;
    const value = answer === 'cancel' ? await cancelTermination(db, me, cid) : await answerTermination(db, me, cid, answer === 'accept');
    return c.json({ success: true, value });
  });
