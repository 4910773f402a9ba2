/**
 * Customer service's response-time metrics over a period (by when conversations started): how
 * many chats and tickets, how many were answered or missed, and in seconds the first response
 * (start → first staff reply), the wait (start → assignment) and the handle time (assignment →
 * close) as medians and 90th percentiles, the players' ratings, the same per agent, and what is
 * waiting now (open feedback, queued chats). Percentiles are computed here from the rows rather
 * than in SQL, so both dialects give the same figures; a period reads at most its newest
 * METRICS_ROWS conversations, which bounds the work of any period asked for.
 */
import type { Db } from '#server/db/connect.ts';

export const METRICS_ROWS = 50_000;
const DAY_MS = 86_400_000;
export const METRICS_DEFAULT_DAYS = 7;

export interface Percentiles {
  p50: number | null;
  p90: number | null;
}

export interface AgentFigures {
  staffId: number;
  chats: number;
  firstResponseP50: number | null;
  handleP50: number | null;
  rating: number | null;
}

export interface SupportFigures {
  from: number;
  to: number;
  chats: number;
  tickets: number;
  answered: number;
  missed: number;
  firstResponse: Percentiles;
  handleTime: Percentiles;
  waitTime: Percentiles;
  rating: { average: number | null; count: number };
  byAgent: AgentFigures[];
  feedbackOpen: number;
  waiting: number;
}

interface MetricRow {
  kind: string;
  status: string;
  agent_id: number | null;
  created_at: number;
  assigned_at: number | null;
  first_response_at: number | null;
  closed_at: number | null;
  rating: number | null;
}

/** The nearest-rank percentile of durations in milliseconds, in whole seconds; null for none. */
export function percentileSeconds(ms: readonly number[], p: number): number | null {
  if (!ms.length) return null;
  const sorted = [...ms].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[at] as number) / 1000);
}

const spread = (ms: readonly number[]): Percentiles => ({ p50: percentileSeconds(ms, 50), p90: percentileSeconds(ms, 90) });

function average(values: readonly number[]): number | null {
  if (!values.length) return null;
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
}

/** Durations end − start of the rows that have both (a clock step backwards counts as zero). */
function durations(rows: readonly MetricRow[], start: (r: MetricRow) => number | null, end: (r: MetricRow) => number | null): number[] {
  const out: number[] = [];
  for (const r of rows) {
    const a = start(r);
    const b = end(r);
    if (a !== null && b !== null) out.push(Math.max(0, Number(b) - Number(a)));
  }
  return out;
}

const firstResponseMs = (rows: readonly MetricRow[]) => durations(rows, (r) => r.created_at, (r) => r.first_response_at);
const handleMs = (rows: readonly MetricRow[]) => durations(rows.filter((r) => r.status === 'closed'), (r) => r.assigned_at, (r) => r.closed_at);
const ratings = (rows: readonly MetricRow[]) => rows.flatMap((r) => (r.rating === null ? [] : [Number(r.rating)]));

/** The period asked for, or the last seven days up to now; an empty or reversed one is read as empty. */
export function metricsPeriod(q: { from?: number | undefined; to?: number | undefined }, now = Date.now()): { from: number; to: number } {
  const to = q.to ?? now;
  const from = q.from ?? to - METRICS_DEFAULT_DAYS * DAY_MS;
  return { from, to: Math.max(from, to) };
}

export async function supportMetrics(db: Db, q: { from?: number | undefined; to?: number | undefined }, now = Date.now()): Promise<SupportFigures> {
  const { from, to } = metricsPeriod(q, now);
  const [rows, feedback, waiting] = await Promise.all([
    db
      .selectFrom('chat_conversations')
      .select(['kind', 'status', 'agent_id', 'created_at', 'assigned_at', 'first_response_at', 'closed_at', 'rating'])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('created_at', 'desc')
      .limit(METRICS_ROWS)
      .execute(),
    db.selectFrom('feedback').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow(),
    db.selectFrom('chat_conversations').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'queued').where('kind', '=', 'chat').executeTakeFirstOrThrow(),
  ]);
  const chats = rows.filter((r) => r.kind === 'chat');
  const byStaff = new Map<number, MetricRow[]>();
  for (const r of rows) {
    if (r.agent_id === null) continue;
    const list = byStaff.get(Number(r.agent_id)) ?? [];
    list.push(r);
    byStaff.set(Number(r.agent_id), list);
  }
  const rated = ratings(rows);
  return {
    from,
    to,
    chats: chats.length,
    tickets: rows.length - chats.length,
    answered: rows.filter((r) => r.first_response_at !== null).length,
    missed: rows.filter((r) => r.status === 'closed' && r.first_response_at === null).length,
    firstResponse: spread(firstResponseMs(rows)),
    handleTime: spread(handleMs(rows)),
    waitTime: spread(durations(rows, (r) => r.created_at, (r) => r.assigned_at)),
    rating: { average: average(rated), count: rated.length },
    byAgent: [...byStaff.entries()]
      .map(([staffId, list]) => ({ staffId, chats: list.length, firstResponseP50: percentileSeconds(firstResponseMs(list), 50), handleP50: percentileSeconds(handleMs(list), 50), rating: average(ratings(list)) }))
      .sort((a, b) => b.chats - a.chats || a.staffId - b.staffId),
    feedbackOpen: Number(feedback.n),
    waiting: Number(waiting.n),
  };
}
