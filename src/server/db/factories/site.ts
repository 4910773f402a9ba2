/** The merchant's site content: announcements, countries, download resources and registration rules. */
import { createAnnouncement, type NewAnnouncement } from '#server/content/index.ts';
import type { Db } from '#server/db/connect.ts';
import type { RegisterRulesTable, ResourcesTable } from '#server/db/tables/system.ts';
import { next } from './sequence.ts';

export async function insertAnnouncement(db: Db, over: Partial<NewAnnouncement> = {}): Promise<number> {
  const n = next();
  return createAnnouncement(db, {
    type: 'B',
    locale: 'en',
    title: `Notice ${n}`,
    content: `<p>Notice body ${n}</p>`,
    publishedAt: Date.UTC(2025, 0, 1) + n * 60_000,
    ...over,
  });
}

export async function insertCountry(db: Db, code: string, dialingCode: string, sort = next()): Promise<void> {
  await db.insertInto('countries').values({ code, dialing_code: dialingCode, enabled: 1, sort }).execute();
}

export async function insertResource(db: Db, over: Partial<Omit<ResourcesTable, 'id'>> = {}): Promise<void> {
  await db
    .insertInto('resources')
    .values({ resource_type: 'ANDROID', url: '/down#android', label_name_en: 'Android', sort: next(), ...over })
    .execute();
}

export async function insertRegisterRule(db: Db, rule: Partial<RegisterRulesTable> & { field: string }): Promise<void> {
  await db
    .insertInto('register_rules')
    .values({
      enabled: 1,
      required: 0,
      accepted_pattern: '*',
      pattern_id: 'LENGTH',
      min_length: 0,
      max_length: 64,
      sort: next(),
      ...rule,
    })
    .execute();
}
