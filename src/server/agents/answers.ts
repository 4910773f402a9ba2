/**
 * Agent centre answers shaped from the domain: a report as a CSV for a person, the terms the agent
 * earns by per kind switched on, one member of the team with the path down to it, and a team
 * member's single bets with the range they cover.
 */
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { type BetPage, type BetQuery, betRecords } from '#server/games/index.ts';
import { loadSettings, merchantTimeZone } from '#server/system/index.ts';
import { ownTerms } from './contract-rules.ts';
import { type Column, reportCsv } from '#server/report-csv.ts';
import { type RangeInput, reportRange } from './report-scope.ts';
import { teamMembers } from './report-members.ts';
import { type Kind, KINDS, SWITCH_OF } from './terms.ts';
import { memberInTeam, pathBetween } from './tree.ts';
import type { OwnTerms, Range, TeamMemberRow } from '#lib/types/agents.ts';

/**
 * A report as CSV for a person: headers in the reader's language, money in the merchant's currency
 * units, times on the merchant's clock.
 */
export async function agentReportCsv<R>(db: Db, lang: string, columns: readonly Column<R>[], rows: readonly R[]): Promise<string> {
  const { currency, timeZone } = (await loadSettings(db)).whitelabel;
  return reportCsv('agent', columns, rows, { lang, currency, zone: timeZone });
}

/** The terms the agent earns by, for each kind the merchant has switched on. */
export async function ownTermsByKind(db: Db, agentId: number): Promise<Partial<Record<Kind, OwnTerms | null>>> {
  const settings = await loadSettings(db);
  const value: Partial<Record<Kind, OwnTerms | null>> = {};
  for (const kind of KINDS) if (settings.switches[SWITCH_OF[kind]]) value[kind] = await ownTerms(db, agentId, kind);
  return value;
}

/** One member of the agent's team (404 outside it) with the path from the agent down to it. */
export async function teamMemberDetail(
  reader: SqlRunner,
  agentId: number,
  memberId: number,
): Promise<{ member: TeamMemberRow | undefined; path: Awaited<ReturnType<typeof pathBetween>> }> {
  await memberInTeam(reader, agentId, memberId);
  const page = await teamMembers(reader, { scope: { root: agentId, depth: 'all' }, memberId, sort: 'account', order: 'asc', pageNo: 1, pageSize: 1 });
  return { member: page.list[0], path: await pathBetween(reader, agentId, memberId) };
}

/** A team member's single bets (404 outside the team, checked before the range), newest first. */
export async function teamMemberBets(db: Db, reader: SqlRunner, agentId: number, q: Omit<BetQuery, 'from' | 'to'> & RangeInput): Promise<BetPage & { range: Range }> {
  await memberInTeam(reader, agentId, q.memberId);
  const { from, to, preset, ...rest } = q;
  const range = reportRange({ from, to, preset }, await merchantTimeZone(db));
  return { ...(await betRecords(db, { ...rest, from: range.from, to: range.to })), range };
}
