/**
 * The player's live chat (issue 20): one conversation per page, shared by the /chat page and the
 * chat room modal. Messages are sent optimistically under a clientId the server stores once, so a
 * retry after a failure is the same message. The stream (server-sent events) resumes after the
 * last message id held here and every message is kept by id, so nothing shows twice.
 */
import { atom, computed } from 'nanostores';
import { ApiError } from '../api.ts';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, chatApi, chatStreamUrl, uploadChatImage } from '../chat-api.ts';
import type { ChatConversation, ChatMessage, ChatState } from '../contracts/chat.ts';
import { errorMessage, type Message } from '../error-message.ts';

/** A line of the conversation: a stored message, or one of the player's still on its way. */
export interface ChatLine extends ChatMessage {
  /** sent: stored by the server; sending: on its way; failed: not sent (retry reuses the clientId). */
  delivery: 'sent' | 'sending' | 'failed';
  /** A picture chosen here, shown before (and instead of) the stored one. */
  preview?: string;
  error?: Message;
}

/** What the chat shows, worked out from the state and the conversation. */
export type ChatPhase = 'loading' | 'unavailable' | 'prechat' | 'offline' | 'ticketSent' | 'queued' | 'active' | 'ended';

export interface ChatStore {
  state: Omit<ChatState, 'conversation' | 'history'> | null;
  conversation: ChatConversation | null;
  lines: ChatLine[];
  agentTyping: boolean;
  /** reconnecting: the stream broke and is being opened again (the first connection is only 'connecting'). */
  connection: 'closed' | 'connecting' | 'open' | 'reconnecting';
  /** A ticket left while offline (its confirmation stays until the chat starts again). */
  ticketId: number | null;
  /** A failed load or action, in words. */
  error: Message | null;
  busy: boolean;
  /** Agent lines that arrived while the chat was not on screen (the entry's badge). */
  unread: number;
}

const EMPTY: ChatStore = { state: null, conversation: null, lines: [], agentTyping: false, connection: 'closed', ticketId: null, error: null, busy: false, unread: 0 };

export const $chat = atom<ChatStore>(EMPTY);

export const $chatPhase = computed($chat, (s): ChatPhase => {
  if (s.ticketId !== null || s.conversation?.kind === 'ticket') return 'ticketSent';
  const c = s.conversation;
  if (c) return c.status === 'closed' ? 'ended' : c.status;
  if (!s.state) return s.error ? 'unavailable' : 'loading';
  return s.state.online ? 'prechat' : 'offline';
});

/** Whether the chat is on screen (page shown, modal open): agent lines count as unread otherwise. */
let onScreen = false;

function patch(changes: Partial<ChatStore>): void {
  $chat.set({ ...$chat.get(), ...changes });
}

/** Codes of the chat's own refusals; their words are in the errors namespace. */
const CHAT_CODES = new Set(['CHAT_OFFLINE', 'CHAT_NAME_REQUIRED', 'CHAT_EMAIL_REQUIRED', 'CHAT_CLOSED', 'CHAT_EMPTY_MESSAGE', 'UPLOAD_REFUSED', 'INVALID_STATE']);

export function chatError(err: unknown): Message {
  return err instanceof ApiError && CHAT_CODES.has(err.code) ? { key: `errors.${err.code}` } : errorMessage(err);
}

const newClientId = (): string => crypto.randomUUID();

const lastId = (lines: readonly ChatLine[]): number => lines.reduce((max, l) => (l.delivery === 'sent' && l.id > max ? l.id : max), 0);

/**
 * Puts stored messages into the lines: by id, each once; a player's line still on its way is
 * replaced by its stored copy (same clientId), keeping the picture already shown.
 */
function merge(lines: readonly ChatLine[], incoming: readonly ChatMessage[]): ChatLine[] {
  const byId = new Map<number, ChatLine>();
  const pending = new Map<string, ChatLine>();
  for (const l of lines) {
    if (l.delivery === 'sent') byId.set(l.id, l);
    else pending.set(l.clientId, l);
  }
  for (const m of incoming) {
    const mine = m.author === 'player' ? pending.get(m.clientId) : undefined;
    if (mine) pending.delete(m.clientId);
    const line: ChatLine = { ...m, delivery: 'sent', ...(mine?.preview ? { preview: mine.preview } : {}) };
    byId.set(m.id, byId.get(m.id)?.preview ? { ...line, preview: byId.get(m.id)?.preview ?? '' } : line);
  }
  return [...[...byId.values()].sort((a, b) => a.id - b.id), ...pending.values()];
}

function takeState(state: ChatState): void {
  const { conversation, history, ...rest } = state;
  const current = $chat.get();
  // A conversation other than the one held (a new one after the last ended) starts a fresh list.
  const same = conversation !== null && current.conversation?.id === conversation.id;
  patch({ state: rest, conversation, lines: merge(same ? current.lines : [], history), error: null });
  if (conversation && conversation.status !== 'closed' && conversation.kind === 'chat') connect();
  else disconnect();
  markSeen();
}

/** Reads the chat's state: whether it is staffed, and the caller's open conversation with its history. */
export async function loadChat(): Promise<void> {
  try {
    takeState(await chatApi.state());
  } catch (err) {
    patch({ error: chatError(err) });
  }
}

async function act<T>(run: () => Promise<T>): Promise<T | undefined> {
  patch({ busy: true, error: null });
  try {
    return await run();
  } catch (err) {
    patch({ error: chatError(err) });
    // Offline since the page was read: the state says so, and the message form takes over.
    if (err instanceof ApiError && err.code === 'CHAT_OFFLINE') void loadChat();
    return undefined;
  } finally {
    patch({ busy: false });
  }
}

/** Starts the conversation (a member's name and address are the account's; a visitor gives a name). */
export async function startChat(visitor: { name?: string; email?: string }): Promise<boolean> {
  const state = await act(() => chatApi.start(visitor));
  if (state) takeState(state);
  return state !== undefined;
}

/** Outside staffed hours: leaves a message, which opens a ticket answered by email or internal message. */
export async function leaveMessage(input: { name?: string; email?: string; text: string }): Promise<boolean> {
  const clientId = newClientId();
  const answer = await act(() => chatApi.ticket({ ...input, clientId }));
  if (answer) patch({ ticketId: answer.id });
  return answer !== undefined;
}

function setLine(clientId: string, change: (line: ChatLine) => ChatLine): void {
  const s = $chat.get();
  patch({ lines: s.lines.map((l) => (l.delivery !== 'sent' && l.clientId === clientId ? change(l) : l)) });
}

/** Files uploaded for a line still on its way, so a retry does not upload the picture again. */
const uploaded = new Map<string, number>();
/** The pictures chosen for lines still on its way, for a retry of the upload. */
const chosen = new Map<string, Blob>();

async function deliver(clientId: string, text: string): Promise<void> {
  try {
    const file = chosen.get(clientId);
    let fileId = uploaded.get(clientId);
    if (file && fileId === undefined) {
      fileId = await uploadChatImage(file);
      uploaded.set(clientId, fileId);
    }
    const stored = await chatApi.send(fileId === undefined ? { clientId, text } : { clientId, text, fileId });
    uploaded.delete(clientId);
    chosen.delete(clientId);
    patch({ lines: merge($chat.get().lines, [stored]) });
  } catch (err) {
    setLine(clientId, (l) => ({ ...l, delivery: 'failed', error: chatError(err) }));
    if (err instanceof ApiError && err.code === 'CHAT_CLOSED') void loadChat();
  }
}

function addPending(text: string, preview?: string): string {
  const clientId = newClientId();
  const line: ChatLine = {
    id: Number.MAX_SAFE_INTEGER,
    author: 'player',
    body: text,
    fileId: null,
    clientId,
    agentName: null,
    time: Date.now(),
    delivery: 'sending',
    ...(preview ? { preview } : {}),
  };
  patch({ lines: [...$chat.get().lines, line] });
  return clientId;
}

/** Sends a text message at once, shown as "sending…" until the server has it. */
export function sendText(text: string): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  stopTyping();
  void deliver(addPending(trimmed), trimmed);
}

/** Checks a picture against the upload rules before anything is sent; null when it may go. */
export function imageRefusal(file: Blob): Message | null {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return { key: 'chat.image.type' };
  if (file.size > CHAT_IMAGE_MAX_BYTES) return { key: 'chat.image.size' };
  return null;
}

/** Sends a picture (png or jpg, 5 MB at most), shown at once from the chosen file. */
export function sendImage(file: Blob): Message | null {
  const refusal = imageRefusal(file);
  if (refusal) return refusal;
  // The preview is a data: address: the site's content policy allows data: pictures, not blob: ones.
  const reader = new FileReader();
  const go = (preview?: string) => {
    const clientId = addPending('', preview);
    chosen.set(clientId, file);
    void deliver(clientId, '');
  };
  reader.addEventListener('load', () => go(typeof reader.result === 'string' ? reader.result : undefined));
  reader.addEventListener('error', () => go());
  reader.readAsDataURL(file);
  return null;
}

/** Sends a line that failed again, under the same clientId (the server keeps it once). */
export function retryLine(clientId: string): void {
  const line = $chat.get().lines.find((l) => l.delivery === 'failed' && l.clientId === clientId);
  if (!line) return;
  setLine(clientId, (l) => {
    const { error: _e, ...rest } = l;
    return { ...rest, delivery: 'sending' };
  });
  void deliver(clientId, line.body);
}

/** The player ends the conversation. */
export async function closeChat(): Promise<void> {
  stopTyping();
  const conversation = await act(() => chatApi.close());
  if (conversation) patch({ conversation });
}

/** Rates the ended conversation (1–5, with an optional comment). */
export async function rateChat(rating: number, comment?: string): Promise<void> {
  const conversation = await act(() => chatApi.rate(rating, comment?.trim() || undefined));
  if (conversation) patch({ conversation });
}

/** Emails the ended conversation's transcript (to the member's address, or the one given). */
export async function emailTranscript(email?: string): Promise<void> {
  const conversation = await act(() => chatApi.transcript(email?.trim() || undefined));
  if (conversation) patch({ conversation });
}

/** After an ended chat or a left message: back to the start, with the chat's state read again. */
export async function chatAgain(): Promise<void> {
  disconnect();
  deliveredSent = 0;
  readSent = 0;
  patch({ conversation: null, lines: [], ticketId: null, error: null, agentTyping: false });
  await loadChat();
}

export function clearChatError(): void {
  patch({ error: null });
}

/* Typing: at most one "typing" call every 3 s while keys are pressed, and one "stopped" after a pause. */
const TYPING_EVERY_MS = 3_000;
const TYPING_PAUSE_MS = 4_000;
let typingSentAt = 0;
let typingStop: ReturnType<typeof setTimeout> | undefined;

/** The player pressed a key in the composer. */
export function typed(): void {
  if ($chat.get().conversation?.status === 'closed') return;
  const now = Date.now();
  if (now - typingSentAt >= TYPING_EVERY_MS) {
    typingSentAt = now;
    chatApi.typing(true).catch(() => undefined);
  }
  clearTimeout(typingStop);
  typingStop = setTimeout(stopTyping, TYPING_PAUSE_MS);
}

function stopTyping(): void {
  clearTimeout(typingStop);
  typingStop = undefined;
  if (typingSentAt === 0) return;
  typingSentAt = 0;
  chatApi.typing(false).catch(() => undefined);
}

/* Marks: the agent's lines reached the player (delivered) and were seen on screen (read). */
let deliveredSent = 0;
let readSent = 0;

function markSeen(): void {
  const s = $chat.get();
  const c = s.conversation;
  if (!c || c.status === 'closed' || c.kind !== 'chat') return;
  const last = lastId(s.lines);
  const visible = onScreen && typeof document !== 'undefined' && document.visibilityState === 'visible';
  readSent = Math.max(readSent, c.playerReadId);
  const body: { deliveredId?: number; readId?: number } = {};
  if (last > deliveredSent) body.deliveredId = last;
  if (visible && last > readSent) body.readId = last;
  if (body.deliveredId === undefined && body.readId === undefined) return;
  deliveredSent = Math.max(deliveredSent, body.deliveredId ?? 0);
  readSent = Math.max(readSent, body.readId ?? 0);
  chatApi.marks(body).catch(() => undefined);
}

/** The chat came on screen (page in view, modal opened) or went off it. */
export function setChatOnScreen(shown: boolean): void {
  onScreen = shown;
  if (shown) {
    patch({ unread: 0 });
    markSeen();
  }
}

if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && onScreen) patch({ unread: 0 });
    markSeen();
  });
}

/* The stream: the browser reconnects by itself with Last-Event-ID; when it gives up, we reconnect with ?after=. */
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000];
let source: EventSource | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let typingClear: ReturnType<typeof setTimeout> | undefined;

function parse<T>(e: Event): T | null {
  try {
    return JSON.parse((e as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

function onMessage(e: Event): void {
  const m = parse<ChatMessage>(e);
  if (!m || typeof m.id !== 'number') return;
  const s = $chat.get();
  const fresh = !s.lines.some((l) => l.delivery === 'sent' && l.id === m.id);
  const fromAgent = m.author === 'staff';
  const away = !onScreen || document.visibilityState !== 'visible';
  patch({
    lines: merge(s.lines, [m]),
    ...(fromAgent ? { agentTyping: false } : {}),
    ...(fresh && fromAgent && away ? { unread: s.unread + 1 } : {}),
  });
  markSeen();
}

function onConversation(e: Event): void {
  const c = parse<Partial<ChatConversation>>(e);
  // A full view replaces the one held; anything less is a hint to read the state again.
  if (c && typeof c.id === 'number' && typeof c.status === 'string' && typeof c.staffReadId === 'number') {
    patch({ conversation: c as ChatConversation, ...(c.status === 'closed' ? { agentTyping: false } : {}) });
    if (c.status === 'closed') disconnect();
  } else void loadChat();
}

function onTyping(e: Event): void {
  const t = parse<{ typing?: boolean }>(e);
  clearTimeout(typingClear);
  const typing = t?.typing === true;
  patch({ agentTyping: typing });
  // A "stopped" that never comes (the agent's page closed) must not leave the dots on for ever.
  if (typing) typingClear = setTimeout(() => patch({ agentTyping: false }), 8_000);
}

export function connect(): void {
  if (source || retry || typeof EventSource === 'undefined') return;
  if (failures === 0) patch({ connection: 'connecting' });
  const es = new EventSource(chatStreamUrl(lastId($chat.get().lines)));
  source = es;
  es.addEventListener('message', onMessage);
  es.addEventListener('conversation', onConversation);
  es.addEventListener('typing', onTyping);
  es.addEventListener('open', () => {
    // After a break, what changed in the conversation meanwhile (an agent joined, it closed) is read again.
    if (failures > 0) void loadChat();
    failures = 0;
    patch({ connection: 'open' });
  });
  es.addEventListener('error', () => {
    patch({ connection: 'reconnecting' });
    failures++;
    if (es.readyState !== EventSource.CLOSED) return;
    es.close();
    source = null;
    retry = setTimeout(() => {
      retry = undefined;
      connect();
    }, RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)]);
  });
}

export function disconnect(): void {
  clearTimeout(retry);
  retry = undefined;
  source?.close();
  source = null;
  failures = 0;
  if ($chat.get().connection !== 'closed') patch({ connection: 'closed' });
}
