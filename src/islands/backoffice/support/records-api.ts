/** The desk records' calls: transcripts, canned replies and metrics (typed by src/lib/contracts/backoffice-support.ts). */
import { TZDate } from '@date-fns/tz';
import { request } from '#lib/api.ts';
import type { ChatKind, ChatLanguage, ChatQueue, ChatStatus } from '#lib/contracts/chat-model.ts';

export type { CannedReply, DeskConversation, DeskThread, SupportMetrics } from '#lib/contracts/backoffice-support.ts';
export type { ChatMessage } from '#lib/contracts/chat.ts';

export interface TranscriptFilter {
  status?: ChatStatus;
  kind?: ChatKind;
  queue?: ChatQueue;
  language?: ChatLanguage;
  member?: string;
  q?: string;
  from?: number;
  to?: number;
  pageNo?: number;
}

export interface CannedFields {
  language: ChatLanguage;
  title: string;
  body: string;
  sort: number;
}

export const recordsApi = {
  transcripts: (query: TranscriptFilter) => request('GET /backoffice/api/support/conversations', { query }),
  thread: (id: number) => request('GET /backoffice/api/support/conversations/:id', { params: { id } }),
  canned: () => request('GET /backoffice/api/support/canned'),
  createCanned: (body: CannedFields) => request('POST /backoffice/api/support/canned', { body }),
  updateCanned: (id: number, body: CannedFields) => request('PUT /backoffice/api/support/canned/:id', { params: { id }, body }),
  deleteCanned: (id: number) => request('DELETE /backoffice/api/support/canned/:id', { params: { id } }),
  metrics: (from: number, to: number) => request('GET /backoffice/api/support/metrics', { query: { from, to } }),
};

/** Where a conversation's image is read (the staff route reads any conversation's). */
export const imageUrl = (id: number): string => `/backoffice/api/support/files/${id}`;

/** 00:00 in the merchant's zone of a date field's day (yyyy-mm-dd), or undefined when empty or malformed. */
export function dayStart(value: string, zone: string, plusDays = 0): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  return new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays, zone).getTime();
}
