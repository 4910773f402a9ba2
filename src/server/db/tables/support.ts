import type { Generated } from 'kysely';

/** A live chat or an offline ticket (migration 0039). */
export interface ChatConversationsTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number | null;
  name: string;
  email: string | null;
  language: string;
  queue: string;
  kind: string;
  status: string;
  agent_id: number | null;
  created_at: number;
  assigned_at: number | null;
  first_response_at: number | null;
  last_message_at: number;
  closed_at: number | null;
  close_reason: string | null;
  closed_by: string | null;
  rating: number | null;
  rating_comment: string | null;
  player_delivered_id: Generated<number>;
  player_read_id: Generated<number>;
  staff_delivered_id: Generated<number>;
  staff_read_id: Generated<number>;
  transcript_sent_at: number | null;
  version: Generated<number>;
  /** The assigned agent's shown name, written by the staff side when it assigns or transfers (0040). */
  agent_name: string | null;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  author: string;
  staff_id: number | null;
  body: string;
  file_id: number | null;
  client_id: string;
  created_at: number;
  /** A staff line's agent name, copied from the conversation when stored (0040). */
  agent_name: string | null;
}

export interface ChatFilesTable {
  id: Generated<number>;
  conversation_id: number;
  uploader: string;
  mime: string;
  bytes: number;
  path: string;
  created_at: number;
}

export interface ChatCannedRepliesTable {
  id: Generated<number>;
  language: string;
  title: string;
  body: string;
  sort: Generated<number>;
  updated_by: number | null;
  updated_at: number;
}

export interface ChatAgentsTable {
  staff_id: number;
  available: Generated<number>;
  max_chats: number | null;
  seen_at: Generated<number>;
  languages: Generated<string>;
  updated_at: number;
  /** The agent's shown name, given by the back office with their availability (0041). */
  name: Generated<string>;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  question_type: string;
  content: string;
  contact: string;
  language: string;
  status: string;
  tags: Generated<string>;
  created_at: number;
  updated_at: number;
  closed_at: number | null;
  version: Generated<number>;
}

export interface FeedbackRepliesTable {
  id: Generated<number>;
  feedback_id: number;
  staff_id: number;
  body: string;
  created_at: number;
}
