import type { Generated } from 'kysely';

/** Operator settings and feature switches: one JSON value per key. */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: number;
}

/** Per-field registration rules served by GET /wps/system/setting/register. */
export interface RegisterRulesTable {
  field: string;
  enabled: number;
  required: number;
  accepted_pattern: string;
  pattern_id: string;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface CountriesTable {
  code: string;
  dialing_code: string;
  enabled: number;
  sort: number;
}

/** App downloads and other resources (IOS, MOBILECONFIG, ANDROID …). */
export interface ResourcesTable {
  id: Generated<number>;
  resource_type: string;
  url: string;
  label_name_en: string;
  sort: number;
}

export interface DomainsTable {
  id: Generated<number>;
  host: string;
  kind: string;
  active: number;
}
