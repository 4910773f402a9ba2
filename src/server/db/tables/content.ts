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
}
