/** The desk's feedback calls (typed by src/lib/contracts/backoffice-support.ts). */
import { request } from '#lib/api.ts';
import type { FeedbackStatus, FeedbackType } from '#lib/contracts/chat-model.ts';

export type { DeskFeedback } from '#lib/contracts/backoffice-support.ts';

export interface FeedbackFilter {
  status?: FeedbackStatus;
  type?: FeedbackType;
  tag?: string;
  q?: string;
  member?: string;
  pageNo?: number;
}

export const feedbackApi = {
  list: (query: FeedbackFilter) => request('GET /backoffice/api/support/feedback', { query }),
  reply: (id: number, body: string, version: number) => request('POST /backoffice/api/support/feedback/:id/reply', { params: { id }, body: { body, version } }),
  tags: (id: number, tags: string[], version: number) => request('POST /backoffice/api/support/feedback/:id/tags', { params: { id }, body: { tags, version } }),
  close: (id: number, version: number) => request('POST /backoffice/api/support/feedback/:id/close', { params: { id }, body: { version } }),
};

/** Where staff see an attached image (support.read). */
export const feedbackImageUrl = (id: number) => `/backoffice/api/support/feedback/images/${id}`;
