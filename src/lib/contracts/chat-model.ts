/**
 * Customer service's words and numbers, shared by the server, the contracts and the browser
 * (issue 20, docs/support.md). Browser-safe: no schemas.
 */

/** queued: waiting for an agent; active: an agent answers; closed: ended (by either side, or idle). */
export const CHAT_STATUSES = ['queued', 'active', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** chat: a live conversation; ticket: a message left while the chat was offline, answered later. */
export const CHAT_KINDS = ['chat', 'ticket'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** Spec §6: members above rank level 4 reach VIP customer service (their own queue). */
export const CHAT_QUEUES = ['general', 'vip'] as const;
export type ChatQueue = (typeof CHAT_QUEUES)[number];
export const VIP_QUEUE_ABOVE_RANK = 4;

export const CHAT_LANGUAGES = ['bn', 'en'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** player: the visitor or member; staff: an agent; system: a line the site writes (key in body); note: staff only. */
export const CHAT_AUTHORS = ['player', 'staff', 'system', 'note'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

/** What system lines say (their body), worded by each side's own language. */
export const CHAT_SYSTEM_LINES = ['joined', 'transferred', 'closed_by_player', 'closed_by_staff', 'closed_idle', 'ticket_opened'] as const;
export type ChatSystemLine = (typeof CHAT_SYSTEM_LINES)[number];

/** Why staff closed a conversation (the player ending it, or idleness, is recorded by who closed it). */
export const CLOSE_REASONS = ['resolved', 'no_reply', 'duplicate', 'abusive', 'transferred_out', 'other'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** Limits that hold for both sides. */
export const CHAT_MESSAGE_MAX = 2_000;
export const CHAT_NAME_MAX = 40;
export const CHAT_RATING_COMMENT_MAX = 500;
export const CANNED_TITLE_MAX = 60;
export const CANNED_BODY_MAX = 2_000;

/** Spec §3 feedback question types (customer service is `service`). */
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'service', 'application', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
/** Spec §5: png or jpg, 5 MB each, at most 3. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_CONTENT_MAX_CHARS = 4_000;
export const FEEDBACK_CONTACT_MAX = 120;
export const FEEDBACK_REPLY_MAX = 2_000;
export const FEEDBACK_TAG_MAX = 24;
export const FEEDBACK_TAGS_MAX = 8;

/** Words of feedback content, as the server counts them (runs of letters or digits in any script). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{M}\p{N}]+/gu)?.length ?? 0;
}
