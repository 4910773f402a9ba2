/** Contracts: src/lib/contracts/backoffice-support.ts (transcripts, member panel, canned replies, metrics). */
import { Hono } from 'hono';
import { backofficeSupport as api } from '#lib/contracts/backoffice-support.ts';
import { createCannedAs, deleteCannedAs, supportMemberPanel, supportMetricsView, supportThread, supportTranscripts, updateCannedAs } from '#server/backoffice/index.ts';
import { cannedReplies } from '#server/support/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { staffOf } from '../staff-guard.ts';

export const backofficeSupportRecordRoutes = new Hono<ApiEnv>();

serve(backofficeSupportRecordRoutes, api.conversations, (c, { query }) => supportTranscripts(c.get('app'), query));
serve(backofficeSupportRecordRoutes, api.thread, (c, { params }) => supportThread(c.get('app'), params.id));
serve(backofficeSupportRecordRoutes, api.member, (c, { params }) => supportMemberPanel(c.get('app'), staffOf(c), params.id));
serve(backofficeSupportRecordRoutes, api.canned, (c) => cannedReplies(c.get('app').db));
serve(backofficeSupportRecordRoutes, api.cannedCreate, (c, { body }) => createCannedAs(c.get('app'), staffOf(c), body));
serve(backofficeSupportRecordRoutes, api.cannedUpdate, (c, { params, body }) => updateCannedAs(c.get('app'), staffOf(c), params.id, body));
serve(backofficeSupportRecordRoutes, api.cannedDelete, (c, { params }) => deleteCannedAs(c.get('app'), staffOf(c), params.id));
serve(backofficeSupportRecordRoutes, api.metrics, (c, { query }) => supportMetricsView(c.get('app'), query));
