/**
 * Members' feedback (spec §3, §5, §7 `PUT /wps/feedback`; issue 20): a question type, the content
 * within the operator's word limits, a contact, and up to three images uploaded first through
 * `POST /wps/cashier/uploads?purpose=feedback`. The member's list shows each one's status and the
 * operator's replies; a reply also arrives as an internal message.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { epochMs, language, pageNo, pageOf, pageSize, recordId } from './common.ts';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX_CHARS, FEEDBACK_MAX_IMAGES, FEEDBACK_STATUSES, FEEDBACK_TYPES } from './chat-model.ts';

const tag = 'Customer service: feedback';
const access = 'member';
const int = z.number().int();

export const FeedbackReply = z.object({ id: int, body: z.string().describe('plain text (render as text)'), time: epochMs });

export const FeedbackItem = z.object({
  id: int,
  questionType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  contact: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  imageIds: z.array(int).describe('GET /wps/cashier/uploads/:id'),
  replies: z.array(FeedbackReply),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;

export const FeedbackRules = z.object({ minWords: int, maxWords: int, maxImages: int, types: z.array(z.enum(FEEDBACK_TYPES)) });
export type FeedbackRules = z.infer<typeof FeedbackRules>;

export const feedback = {
  submit: endpoint({
    method: 'PUT',
    path: '/wps/feedback',
    summary: 'Sends feedback: question type, content (between the operator’s minimum and maximum word counts), contact, up to 3 uploaded images',
    tag,
    access,
    body: z.object({
      questionType: z.enum(FEEDBACK_TYPES),
      content: z.string().trim().min(1).max(FEEDBACK_CONTENT_MAX_CHARS),
      contact: z.string().trim().min(1).max(FEEDBACK_CONTACT_MAX),
      imageIds: z.array(recordId).max(FEEDBACK_MAX_IMAGES).default([]),
      language,
    }),
    response: FeedbackItem,
    errors: ['FEEDBACK_WORDS', 'UPLOAD_REFUSED', 'TOO_MANY_REQUESTS'],
  }),
  list: endpoint({
    method: 'GET',
    path: '/wps/feedback',
    summary: 'The member’s feedback, newest first, with status and replies',
    tag,
    access,
    query: z.object({ pageNo, pageSize: pageSize(10, 50) }),
    response: pageOf(FeedbackItem).extend({ contact: z.string().nullable().describe('the member’s mobile, else email: the form’s contact prefilled') }),
    errors: [],
  }),
  rules: endpoint({
    method: 'GET',
    path: '/wps/feedback/rules',
    summary: 'The feedback form’s limits: word counts set by the operator, images',
    tag,
    access: 'public',
    response: FeedbackRules,
    errors: [],
  }),
};
