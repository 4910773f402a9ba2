import type { Db } from '#server/db/connect.ts';

/** Spec §3 "Registration field rule", as the client receives it. */
export interface RegisterRule {
  field: string;
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
}

export async function listRegisterRules(db: Db): Promise<RegisterRule[]> {
  const rows = await db.selectFrom('register_rules').selectAll().orderBy('sort').execute();
  return rows.map((r) => ({
    field: r.field,
    enabled: r.enabled === 1,
    required: r.required === 1,
    acceptedPattern: r.accepted_pattern,
    patternId: r.pattern_id,
    minLength: r.min_length,
    maxLength: r.max_length,
  }));
}
