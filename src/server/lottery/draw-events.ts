/** A draw as open pages see it, and the event each of its state changes sends them (topic "lottery"). */
import type { DrawEvent, DrawResultView } from '#lib/contracts/lottery-shapes.ts';
import type { DrawStatus } from '#lib/contracts/lottery-model.ts';
import type { AppContext } from '#server/app-context.ts';

export interface DrawRow {
  id: number;
  lottery_id: number;
  number: string;
  opens_at: number;
  closes_at: number;
  draw_at: number;
  status: string;
  result: string | null;
  result_source: string | null;
  revision: number;
  seed: string | null;
}

/** The columns a DrawRow reads (plain SQL and the query builder alike). */
export const DRAW_COLUMNS = ['id', 'lottery_id', 'number', 'opens_at', 'closes_at', 'draw_at', 'status', 'result', 'result_source', 'revision', 'seed'] as const;

export function drawResultView(r: DrawRow): DrawResultView {
  const source = r.result_source === 'house' || r.result_source === 'staff' || r.result_source === 'feed' ? r.result_source : null;
  return {
    id: Number(r.id),
    number: r.number,
    status: r.status as DrawStatus,
    opensAt: Number(r.opens_at),
    closesAt: Number(r.closes_at),
    drawAt: Number(r.draw_at),
    result: r.status === 'void' || r.result === null ? null : (JSON.parse(r.result) as string[]),
    source: r.status === 'void' ? null : source,
    revision: Number(r.revision),
    verifiable: source === 'house' && r.seed !== null && r.status !== 'void',
  };
}

/** Tells every open page that a draw moved on (its new state, and its result once drawn). */
export function broadcastDraw(app: AppContext, lotteryCode: string, r: DrawRow): void {
  const data: DrawEvent = { lottery: lotteryCode, draw: drawResultView(r) };
  app.events.broadcast({ topic: 'lottery', type: 'draw', data });
}
