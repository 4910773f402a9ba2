/** How the player's pages see a draw row: its times and state, and once drawn its result and whether /lottery/verify can recompute it. */
import type { DrawResultView, DrawView } from '#lib/contracts/lottery-shapes.ts';
import type { DrawStatus } from '#lib/contracts/lottery-model.ts';

/** The columns a draw view needs. */
export const DRAW_VIEW_COLUMNS = ['id', 'lottery_id', 'number', 'status', 'opens_at', 'closes_at', 'draw_at', 'result', 'result_source', 'seed', 'revision'] as const;

export interface DrawViewRow {
  id: number;
  lottery_id: number;
  number: string;
  status: string;
  opens_at: number;
  closes_at: number;
  draw_at: number;
  result: string | null;
  result_source: string | null;
  seed: string | null;
  revision: number;
}

const RESULT_SOURCES = new Set(['house', 'staff', 'feed']);

export function drawViewOf(r: DrawViewRow): DrawView {
  return { id: Number(r.id), number: r.number, status: r.status as DrawStatus, opensAt: Number(r.opens_at), closesAt: Number(r.closes_at), drawAt: Number(r.draw_at) };
}

/** A draw with its result: none until drawn, none once void. */
export function drawResultViewOf(r: DrawViewRow): DrawResultView {
  const shown = r.result !== null && r.status !== 'void';
  const source = r.result_source !== null && RESULT_SOURCES.has(r.result_source) ? (r.result_source as 'house' | 'staff' | 'feed') : null;
  return {
    ...drawViewOf(r),
    result: shown ? (JSON.parse(r.result as string) as string[]) : null,
    source: shown ? source : null,
    revision: Number(r.revision),
    verifiable: shown && source === 'house' && r.seed !== null,
  };
}
