import type { Generated } from 'kysely';

/** Announcements and notices; type is one of B, PL, PU, PR, H. */
export interface AnnouncementsTable {
  id: Generated<number>;
  type: string;
  locale: string;
  title: string;
  content: string;
  image_url: string | null;
  link_url: string | null;
  popup: number;
  sort: number;
  published_at: number;
  expires_at: number | null;
  /** The notice a row is one language of (the id of its first row); null for a row written on its own. */
  notice_id: number | null;
  /** Edits of a notice: bumped on its first row by each change, so two editors cannot overwrite each other. */
  version: Generated<number>;
}

/** Help items written in the back office, both languages in one row (migration 0016). */
export interface HelpItemsTable {
  id: Generated<number>;
  title_bn: string;
  title_en: string;
  content_bn: string;
  content_en: string;
  sort: number;
  published: number;
  version: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Internal messages sent from the back office: one row per send, to one member or a segment. */
export interface MessageSendsTable {
  id: Generated<number>;
  request_id: string;
  staff_id: number | null;
  staff_name: string;
  target_kind: string;
  target_value: string;
  subject: string;
  body: string;
  recipients: number;
  created_at: number;
}

/** The request id of each notice, banner or help item created from the back office (migration 0016). */
export interface ContentRequestsTable {
  id: Generated<number>;
  request_id: string;
  kind: string;
  fingerprint: string;
  staff_id: number | null;
  ref_id: number | null;
  created_at: number;
}
