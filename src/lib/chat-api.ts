/**
 * The player's chat calls (contracts: src/lib/contracts/chat.ts). Everything but the image upload
 * goes through `request`; the upload sends the file itself as the body, as the cashier's does.
 */
import { ApiError, apiLanguage, request } from './api.ts';
import type { ChatLanguage } from './contracts/chat-model.ts';

/** The page's language as the chat knows it (Bengali unless the page is English). */
export const chatLanguage = (): ChatLanguage => (apiLanguage() === 'en' ? 'en' : 'bn');

/** Spec §5 image rules, checked here first so a wrong file is refused before it is sent. */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const chatApi = {
  state: () => request('GET /wps/chat', { query: { language: chatLanguage() } }),
  start: (r: { name?: string; email?: string }) => request('POST /wps/chat/conversations', { body: { ...r, language: chatLanguage() } }),
  ticket: (r: { name?: string; email?: string; text: string; clientId: string }) => request('POST /wps/chat/tickets', { body: { ...r, language: chatLanguage() } }),
  send: (r: { clientId: string; text: string; fileId?: number }) => request('POST /wps/chat/messages', { body: r }),
  typing: (typing: boolean) => request('POST /wps/chat/typing', { body: { typing } }),
  marks: (r: { deliveredId?: number; readId?: number }) => request('POST /wps/chat/marks', { body: r }),
  close: () => request('POST /wps/chat/close', { body: {} }),
  rate: (rating: number, comment?: string) => request('POST /wps/chat/rating', { body: comment ? { rating, comment } : { rating } }),
  transcript: (email?: string) => request('POST /wps/chat/transcript', { body: email ? { email } : {} }),
};

/** Where an image of the conversation is read from. */
export const chatFileUrl = (id: number): string => `/wps/chat/files/${id}`;

/** The stream of the conversation, resuming after the last message this page holds. */
export const chatStreamUrl = (after: number): string => (after > 0 ? `/wps/chat/stream?after=${after}` : '/wps/chat/stream');

/** Uploads a png or jpg into the open conversation (raw body) and returns its id. */
export async function uploadChatImage(file: Blob): Promise<number> {
  let res: Response;
  try {
    res = await fetch('/wps/chat/files', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Language': apiLanguage(), Accept: 'application/json' },
      body: file,
    });
  } catch (err) {
    throw new ApiError('NETWORK_ERROR', String(err), 0);
  }
  const body = (await res.json().catch(() => null)) as { success: boolean; value?: { id: number }; code?: string; message?: string } | null;
  if (body?.success && body.value) return body.value.id;
  const { success: _s, code, message, ...details } = body ?? { success: false };
  throw new ApiError(code ?? 'NETWORK_ERROR', message ?? '', res.status, details);
}
