/**
 * The members a team report covers, and the whole-hour range it reads (roll-ups are hourly).
 */
import { teamIdsOf, teamOf, type TeamScope } from '#server/members/index.ts';
import { HOUR } from '#server/system/index.ts';
import { reportDb } from './report-query.ts';
import type { Range } from '#lib/types/agents.ts';

/** Whole hours: from rounds down, to rounds up. */
export function hourRange(from: number, to: number): Range {
  return { from: Math.floor(from / HOUR) * HOUR, to: Math.ceil(to / HOUR) * HOUR };
}

/** Which members a report covers: the downline of `root` (direct, all, or one level), optionally filtered by account. */
export interface Scope {
  root: number;
  depth: 'direct' | 'all' | number;
  account?: string | undefined;
}

function teamScope(scope: Scope): TeamScope {
  return { root: scope.root, depth: scope.depth === 'direct' ? 1 : scope.depth, accountContains: scope.account };
}

/** (member_id, depth) of the scope. */
export const teamRows = (scope: Scope) => teamOf(reportDb, teamScope(scope));

/** The member ids of the scope (one column), for `in (…)`. */
export const teamIds = (scope: Scope) => teamIdsOf(reportDb, teamScope(scope));
