/** The live chats desk's calls (typed by src/lib/contracts/backoffice-support.ts). */
import { ApiError, apiLanguage, request } from '#lib/api.ts';
import type { ChatQueue, CloseReason } from '#lib/contracts/chat-model.ts';

export type { CannedReply, DeskAgent, DeskConversation, DeskOverview, DeskThread, MemberPanel } from '#lib/contracts/backoffice-support.ts';
export type { ChatMessage } from '#lib/contracts/chat.ts';

export const chatDesk = {
  overview: () => request('GET /backoffice/api/support/desk'),
  availability: (available: boolean) => request('POST /backoffice/api/support/availability', { body: { available } }),
  thread: (id: number) => request('GET /backoffice/api/support/conversations/:id', { params: { id } }),
  take: (id: number, version: number) => request('POST /backoffice/api/support/conversations/:id/take', { params: { id }, body: { version } }),
  transfer: (id: number, body: { version: number; toStaffId?: number; toQueue?: ChatQueue; note?: string }) => request('POST /backoffice/api/support/conversations/:id/transfer', { params: { id }, body }),
  send: (id: number, body: { clientId: string; text: string; fileId?: number; note: boolean }) => request('POST /backoffice/api/support/conversations/:id/messages', { params: { id }, body }),
  typing: (id: number, typing: boolean) => request('POST /backoffice/api/support/conversations/:id/typing', { params: { id }, body: { typing } }),
  marks: (id: number, readId: number) => request('POST /backoffice/api/support/conversations/:id/marks', { params: { id }, body: { deliveredId: readId, readId } }),
  close: (id: number, reason: CloseReason, note?: string) => request('POST /backoffice/api/support/conversations/:id/close', { params: { id }, body: { reason, ...(note ? { note } : {}) } }),
  member: (id: number) => request('GET /backoffice/api/support/conversations/:id/member', { params: { id } }),
  canned: () => request('GET /backoffice/api/support/canned'),
};

/** Where a conversation's image is read (the staff route reads any conversation's). */
export const fileUrl = (id: number): string => `/backoffice/api/support/files/${id}`;

/** Uploads a png or jpg (raw body) into a conversation and returns its id. */
export async function uploadChatImage(conversationId: number, file: File): Promise<number> {
  const res = await fetch(`/backoffice/api/support/conversations/${conversationId}/files`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Language': apiLanguage(), Accept: 'application/json' },
    body: file,
  });
  const body = (await res.json().catch(() => null)) as { success: boolean; value?: { id: number }; code?: string; message?: string } | null;
  if (body?.success && body.value) return body.value.id;
  throw new ApiError(body?.code ?? 'NETWORK_ERROR', body?.message ?? '', res.status);
}

/** A message's own id for sending: the same id again (a retry) is stored once. */
export function newClientId(): string {
  return crypto.randomUUID();
}

