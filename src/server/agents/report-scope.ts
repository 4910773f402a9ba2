/**
 * What an agent report covers: its time range (explicit from/to or a named preset, widened to whole
 * hours, at most 400 days) and its root (the agent, or a member of its team it drills into).
 */
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { ValidationFailed } from '#server/errors.ts';
import { DAY, type PRESETS, presetRange } from '#server/system/index.ts';
import { hourRange, type Scope } from './report-team.ts';
import { memberInTeam } from './tree.ts';
import type { Range } from '#lib/types/agents.ts';

const MAX_SPAN = 400 * DAY;

export interface RangeInput {
  from?: number | undefined;
  to?: number | undefined;
  preset?: (typeof PRESETS)[number] | undefined;
}

export interface ScopeInput {
  memberId?: number | undefined;
  scope: 'all' | 'direct';
  level?: number | undefined;
  account?: string | undefined;
}

/** The report's range: from and to go together; otherwise the preset (default prev7) at `now` in the merchant's zone. */
export function reportRange(r: RangeInput, zone: string, now = Date.now()): Range {
  let from: number;
  let to: number;
  if (r.from !== undefined || r.to !== undefined) {
    if (r.from === undefined || r.to === undefined) throw new ValidationFailed('from and to go together', { fields: [{ field: r.from === undefined ? 'from' : 'to', message: 'required with the other' }] });
    from = r.from;
    to = r.to;
  } else ({ from, to } = presetRange(r.preset ?? 'prev7', now, zone));
  const range = hourRange(from, to);
  if (range.to <= range.from || range.to - range.from > MAX_SPAN) {
    throw new ValidationFailed('to: the range must be positive and at most 400 days', { fields: [{ field: 'to', message: 'the range must be positive and at most 400 days' }] });
  }
  return range;
}

/** The report's root: the agent, or a member of its team it drills into (404 outside). */
export async function reportScope(reader: SqlRunner, agentId: number, s: ScopeInput): Promise<Scope> {
  let root = agentId;
  if (s.memberId !== undefined && s.memberId !== agentId) {
    await memberInTeam(reader, agentId, s.memberId);
    root = s.memberId;
  }
  return { root, depth: s.level ?? s.scope, account: s.account || undefined };
}
