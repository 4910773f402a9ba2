/** Customer service's refusals: each a clear code of the status table (src/lib/contracts/errors.ts). */
import { AppError } from '#server/errors.ts';

/** Outside staffed hours or no agent on duty: leave a message (a ticket) instead (details: reason). */
export class ChatOffline extends AppError {
  readonly code = 'CHAT_OFFLINE' as const;
}
/** A visitor (not signed in) must give a name. */
export class ChatNameRequired extends AppError {
  readonly code = 'CHAT_NAME_REQUIRED' as const;
}
/** A visitor's ticket, or a transcript, needs an email address. */
export class ChatEmailRequired extends AppError {
  readonly code = 'CHAT_EMAIL_REQUIRED' as const;
}
/** The conversation has ended: nothing more can be sent or uploaded into it. */
export class ChatClosed extends AppError {
  readonly code = 'CHAT_CLOSED' as const;
}
/** Neither text nor an image. */
export class ChatEmptyMessage extends AppError {
  readonly code = 'CHAT_EMPTY_MESSAGE' as const;
}
/** Another agent took (or the conversation changed) since the version read. */
export class ChatTaken extends AppError {
  readonly code = 'CHAT_TAKEN' as const;
}
/** The agent a conversation is transferred to is not on duty, or is at their cap. */
export class ChatAgentUnavailable extends AppError {
  readonly code = 'CHAT_AGENT_UNAVAILABLE' as const;
}
/** The conversation is assigned to another agent (take it over with support.manage). */
export class ChatNotYours extends AppError {
  readonly code = 'CHAT_NOT_YOURS' as const;
}
/** Feedback content outside the operator's word limits (details: min, max, words). */
export class FeedbackWords extends AppError {
  readonly code = 'FEEDBACK_WORDS' as const;
}
