import type { Db } from '#server/db/connect.ts';

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db
    .selectFrom('countries')
    .select(['code', 'dialing_code'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .execute();
  return rows.map((r) => ({ countryCode: r.code, countryDialingCode: r.dialing_code }));
}

export async function listResources(db: Db): Promise<{ resourceType: string; url: string; labelNameEn: string }[]> {
  const rows = await db.selectFrom('resources').selectAll().orderBy('sort').execute();
  return rows.map((r) => ({ resourceType: r.resource_type, url: r.url, labelNameEn: r.label_name_en }));
}

export async function listDomains(db: Db): Promise<{ host: string; kind: string }[]> {
  return db.selectFrom('domains').select(['host', 'kind']).where('active', '=', 1).orderBy('id').execute();
}
