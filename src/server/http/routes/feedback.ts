/** Members' feedback. Contracts: src/lib/contracts/feedback.ts. */
import { Hono } from 'hono';
import { feedback as api } from '#lib/contracts/feedback.ts';
import { feedbackRules, memberFeedback, submitFeedback } from '#server/support/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { sessionOf } from '../session.ts';

export const feedbackRoutes = new Hono<ApiEnv>();

serve(feedbackRoutes, api.rules, (c) => feedbackRules(c.get('app').db));
serve(feedbackRoutes, api.submit, (c, { body }) => submitFeedback(c.get('app'), sessionOf(c).memberId, { ...body, language: body.language.toLowerCase() }));
serve(feedbackRoutes, api.list, (c, { query }) => memberFeedback(c.get('app').db, sessionOf(c).memberId, query));
