/** Back office, members desk: the staff actions on a member. Contracts: src/lib/contracts/backoffice-members.ts. */
import { Hono } from 'hono';
import { backofficeMembers as m } from '#lib/contracts/backoffice-members.ts';
import { addNote, endSessionsOf, moveDownline, requestAdjustment, requestBonus, resetPasswordOf, resetSecondFactor, setMemberLock, unlockPaymentPassword } from '#server/backoffice/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeMemberActionRoutes = new Hono<ApiEnv>();
const r = backofficeMemberActionRoutes;

serve(r, m.endSessions, (c, { params, body }) => endSessionsOf(c.get('app'), staffOf(c), params.id, body.sessionId));
serve(r, m.lock, (c, { params, body }) => setMemberLock(c.get('app'), staffOf(c), params.id, true, body.reason));
serve(r, m.unlock, (c, { params, body }) => setMemberLock(c.get('app'), staffOf(c), params.id, false, body.reason));
serve(r, m.passwordReset, (c, { params }) => resetPasswordOf(c.get('app'), staffOf(c), params.id));
serve(r, m.secondFactorReset, (c, { params }) => resetSecondFactor(c.get('app'), staffOf(c), params.id));
serve(r, m.addNote, (c, { params, body }) => addNote(c.get('app'), staffOf(c), params.id, body.text));
serve(r, m.move, (c, { params, body }) => moveDownline(c.get('app'), staffOf(c), params.id, body.newParentId, body.reason));
serve(r, m.adjust, (c, { params, body }) => requestAdjustment(c.get('app'), staffOf(c), params.id, body));
serve(r, m.bonus, (c, { params, body }) => requestBonus(c.get('app'), staffOf(c), params.id, body));
serve(r, m.paymentPasswordUnlock, (c, { params }) => unlockPaymentPassword(c.get('app'), staffOf(c), params.id));
