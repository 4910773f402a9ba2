/**
 * Points from bets (docs/loyalty.md "Points"): every hourly roll-up row (member, category, hour)
 * earns pointsFor(valid bet, the category's value, betPerPoint); points_accruals remembers what
 * each row has been credited for, and the job posts the difference. So for any period the points
 * earned equal Σ pointsFor(row) over its roll-up rows, a late settlement adds to a row and a
 * rollback (a lower valid bet) takes back points — from the balance, the rest owed.
 *
 * One unit of work per member and run, one entry per points type (live, slots…) in it; each
 * row's accrual moves by a guarded update on its old value in the same unit, so a rerun or a
 * second instance posts nothing twice (it finds the rows changed and gives up on that member).
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, statements } from '#server/db/statement-builder.ts';
import { Accounts, shardOf } from '#server/ledger/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { POINT_SCALE, pointsFor, pointsTypeOf } from '#lib/contracts/loyalty-model.ts';
import { lockMemberPoints, movePoints, POINTS_KINDS } from './points-posting.ts';

const HOUR = 3_600_000;
/** Rows read per pass; a member's rows beyond it are taken on the next pass. */
const BATCH_ROWS = 20_000;
/** Members whose units run at once: SQLite commits up to 256 units in one shared transaction; PostgreSQL gives each its own connection. */
const PARALLEL = { sqlite: 256, postgres: 16 } as const;

export interface RollupChange {
  memberId: number;
  category: string;
  hour: number;
  validBet: number;
  /** What the row was credited for so far (null: never). */
  creditedBet: number | null;
  creditedPoints: number;
  creditedAt: number;
}

export interface EarningRules {
  categoryValues: Readonly<Record<string, number>>;
  betPerPoint: number;
}

/** A category's point value in hundredths: the operator's, else 1.00. */
export function categoryValue(rules: EarningRules, category: string): number {
  return rules.categoryValues[category] ?? POINT_SCALE;
}

/** Roll-up rows from `sinceHour` whose valid bet differs from what was credited, by member. */
async function changedRollups(db: Db, sinceHour: number, afterMember: number): Promise<RollupChange[]> {
  const rows = await db
    .selectFrom('bet_rollups as r')
    .leftJoin('points_accruals as a', (j) => j.onRef('a.member_id', '=', 'r.member_id').onRef('a.category', '=', 'r.category').onRef('a.hour', '=', 'r.hour'))
    .select(['r.member_id', 'r.category', 'r.hour', 'r.valid_bet', 'a.valid_bet as credited_bet', 'a.points as credited_points', 'a.updated_at as credited_at'])
    .where('r.hour', '>=', sinceHour)
    .where('r.member_id', '>', afterMember)
    .where((eb) => eb.or([eb.and([eb('a.member_id', 'is', null), eb('r.valid_bet', '>', 0)]), eb('a.valid_bet', '<>', eb.ref('r.valid_bet'))]))
    .orderBy('r.member_id')
    .limit(BATCH_ROWS)
    .execute();
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    category: r.category,
    hour: Number(r.hour),
    validBet: Number(r.valid_bet),
    creditedBet: r.credited_bet === null ? null : Number(r.credited_bet),
    creditedPoints: Number(r.credited_points ?? 0),
    creditedAt: Number(r.credited_at ?? 0),
  }));
}

/** Another unit moved one of the member's rows first: this unit undoes itself and the member is left to that one. */
class AccrualRaced extends Error {}

/** The key of one member's changes: the rows with their old and new values (and when the old was credited). */
function changeKey(memberId: number, type: string, rows: readonly RollupChange[]): string {
  const text = rows.map((r) => `${r.category}|${r.hour}|${r.creditedBet ?? '-'}|${r.creditedAt}|${r.validBet}`).sort().join(';');
  return `points:bets:${memberId}:${type}:${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
}

/** In one unit: moves each row's accrual by a guarded update and posts the difference per points type. Answers the entries posted. */
async function accrueMember(sql: SqlRunner, memberId: number, rows: readonly RollupChange[], rules: EarningRules, now: number): Promise<number> {
  await lockMemberPoints(sql, memberId);
  const q = statements(sql);
  const byType = new Map<string, { delta: number; validBet: number; rows: RollupChange[] }>();
  for (const r of rows) {
    const points = pointsFor(r.validBet, categoryValue(rules, r.category), rules.betPerPoint);
    const moved =
      r.creditedBet === null
        ? await changed(sql, q.insertInto('points_accruals').values({ member_id: memberId, category: r.category, hour: r.hour, valid_bet: r.validBet, points, updated_at: now }).onConflict((oc) => oc.columns(['member_id', 'category', 'hour']).doNothing()))
        : await changed(
            sql,
            q
              .updateTable('points_accruals')
              .set({ valid_bet: r.validBet, points, updated_at: now })
              .where('member_id', '=', memberId)
              .where('category', '=', r.category)
              .where('hour', '=', r.hour)
              .where('valid_bet', '=', r.creditedBet)
              .where('points', '=', r.creditedPoints),
          );
    if (moved !== 1) throw new AccrualRaced();
    const type = pointsTypeOf(r.category);
    const line = byType.get(type) ?? { delta: 0, validBet: 0, rows: [] };
    line.delta += points - r.creditedPoints;
    line.validBet += r.validBet - (r.creditedBet ?? 0);
    line.rows.push(r);
    byType.set(type, line);
  }
  let entries = 0;
  for (const [type, line] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
    const done = await movePoints(
      sql,
      memberId,
      line.delta,
      Accounts.pointsIssued('bets', shardOf(memberId)),
      { kind: line.delta > 0 ? POINTS_KINDS.earn : POINTS_KINDS.reverse, key: changeKey(memberId, type, line.rows), ref: type, meta: { type, validBet: line.validBet, rows: line.rows.length } },
      now,
    );
    if (done?.posted.replayed) throw new AccrualRaced();
    if (done) entries++;
  }
  return entries;
}

export interface AccrualResult {
  members: number;
  rows: number;
  entries: number;
  /** Members another run got to first (nothing posted for them here). */
  raced: number;
  failed: number;
}

/** Credits the differences of every roll-up row from `sinceHour` on (an hour start). */
export async function accrueBetPoints(app: AppContext, sinceHour: number, now = Date.now()): Promise<AccrualResult> {
  const settings = await loadSettings(app.db);
  const rules: EarningRules = { categoryValues: settings.loyalty.categoryValues, betPerPoint: settings.loyalty.betPerPoint };
  const out: AccrualResult = { members: 0, rows: 0, entries: 0, raced: 0, failed: 0 };
  let after = 0;
  for (;;) {
    const changes = await changedRollups(app.db, sinceHour, after);
    if (changes.length === 0) break;
    // A full batch may have cut its last member's rows short: that member waits for the next pass.
    const last = changes[changes.length - 1]?.memberId ?? after;
    const complete = changes.length < BATCH_ROWS ? changes : changes.filter((c) => c.memberId !== last);
    const take = complete.length ? complete : changes;
    const byMember = new Map<number, RollupChange[]>();
    for (const c of take) byMember.set(c.memberId, [...(byMember.get(c.memberId) ?? []), c]);
    const members = [...byMember];
    const parallel = PARALLEL[app.dialect];
    for (let i = 0; i < members.length; i += parallel) {
      await Promise.all(
        members.slice(i, i + parallel).map(async ([memberId, rows]) => {
          try {
            const posted = await app.ledger.run((sql) => accrueMember(sql, memberId, rows, rules, now));
            out.entries += posted;
            out.members++;
            out.rows += rows.length;
          } catch (err) {
            if (err instanceof AccrualRaced) out.raced++;
            else {
              // One member's failure does not hold up the others; the next run retries it.
              app.log.error({ err, memberId }, 'points accrual failed for a member');
              out.failed++;
            }
          }
        }),
      );
    }
    if (changes.length < BATCH_ROWS) break;
    after = complete.length ? (complete[complete.length - 1]?.memberId ?? last) : last;
  }
  return out;
}

/** The start of the hour `now` is in. */
export function hourOf(now: number): number {
  return now - (((now % HOUR) + HOUR) % HOUR);
}
