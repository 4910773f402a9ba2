import type { Db } from '#server/db/connect.ts';
import { InvalidSetting, inTransaction, lockSystem, type SettingChange } from './settings.ts';

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

/** Fields a registration rule may describe (spec §5), and the message kinds a pattern may carry. */
export const REGISTER_FIELDS = [
  'username', 'password', 'payeeName', 'paymentPassword', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat',
  'idNumber', 'email', 'mobileNum', 'affiliateCode', 'recommenderId', 'captcha',
] as const;

function checkRule(r: RegisterRule): string | null {
  if (!(REGISTER_FIELDS as readonly string[]).includes(r.field)) return `unknown field ${r.field}`;
  if (r.minLength < 0 || r.maxLength > 500 || r.minLength > r.maxLength) return `${r.field}: lengths must satisfy 0 ≤ min ≤ max ≤ 500`;
  if (r.required && !r.enabled) return `${r.field}: a required field must be shown`;
  if (r.acceptedPattern !== '*') {
    try {
      new RegExp(r.acceptedPattern, 'u');
    } catch {
      return `${r.field}: the pattern is not a valid regular expression`;
    }
  }
  return null;
}

/**
 * Replaces the registration rules (spec §5), in the given order. Every rule is checked first: a
 * wrong one throws InvalidSetting and nothing changes. The register form reads them on its next load.
 */
export async function replaceRegisterRules(db: Db, rules: readonly RegisterRule[]): Promise<SettingChange<RegisterRule[]>> {
  const seen = new Set<string>();
  for (const r of rules) {
    const problem = checkRule(r) ?? (seen.has(r.field) ? `${r.field} listed twice` : null);
    if (problem) throw new InvalidSetting(problem);
    seen.add(r.field);
  }
  const after = rules.map((r) => ({ field: r.field, enabled: r.enabled, required: r.required, acceptedPattern: r.acceptedPattern, patternId: r.patternId, minLength: r.minLength, maxLength: r.maxLength }));
  return inTransaction(db, async (tx) => {
    await lockSystem(tx, 'register-rules');
    const before = await listRegisterRules(tx);
    if (JSON.stringify(before) === JSON.stringify(after)) return { changed: false, before, after };
    await tx.deleteFrom('register_rules').execute();
    if (after.length === 0) return { changed: true, before, after };
    await tx
      .insertInto('register_rules')
      .values(
        rules.map((r, i) => ({
          field: r.field,
          enabled: r.enabled ? 1 : 0,
          required: r.required ? 1 : 0,
          accepted_pattern: r.acceptedPattern,
          pattern_id: r.patternId,
          min_length: r.minLength,
          max_length: r.maxLength,
          sort: i + 1,
        })),
      )
      .execute();
    return { changed: true, before, after };
  });
}
