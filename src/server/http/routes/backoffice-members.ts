/** Back office, members desk: search, profile and records. Contracts: src/lib/contracts/backoffice-members.ts. */
import { Hono } from 'hono';
import { backofficeMembers as m } from '#lib/contracts/backoffice-members.ts';
import { betsOf, depositsOf, findMembers, ledgerOf, memberProfile, notesOf, sessionsOf, withdrawalsOf } from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';

export const backofficeMemberRoutes = new Hono<ApiEnv>();
const r = backofficeMemberRoutes;

serve(r, m.search, (c, { query }) => findMembers(c.get('app'), query));
serve(r, m.profile, (c, { params }) => memberProfile(c.get('app'), params.id));
serve(r, m.ledger, (c, { params, query }) => ledgerOf(c.get('app'), params.id, query));
serve(r, m.bets, (c, { params, query }) => betsOf(c.get('app'), params.id, query));
serve(r, m.deposits, (c, { params, query }) => depositsOf(c.get('app'), params.id, query));
serve(r, m.withdrawals, (c, { params, query }) => withdrawalsOf(c.get('app'), params.id, query));
serve(r, m.sessions, (c, { params, query }) => sessionsOf(c.get('app'), params.id, query));
serve(r, m.notes, (c, { params }) => notesOf(c.get('app'), params.id));
