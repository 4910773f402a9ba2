/** The lotteries as the domain reads them: one row with its schedule and names parsed. */
import { z } from 'zod';
import { type LotteryFormat, type LotterySchedule, LOTTERY_FORMATS, LOTTERY_TYPES, type LotteryType, RESULT_SOURCES, type ResultSource } from '#lib/contracts/lottery-model.ts';
import type { Db } from '#server/db/connect.ts';
import { UnknownLottery } from './errors.ts';

const Schedule: z.ZodType<LotterySchedule> = z.union([
  z.object({ kind: z.literal('daily'), times: z.array(z.string().regex(/^\d\d:\d\d$/)).min(1), weekdays: z.array(z.number().int().min(0).max(6)).optional() }),
  z.object({ kind: z.literal('monthly'), days: z.array(z.number().int().min(1).max(31)).min(1), time: z.string().regex(/^\d\d:\d\d$/) }),
  z.object({ kind: z.literal('interval'), minutes: z.number().int().min(1).max(1440) }),
]);
const Names = z.record(z.string(), z.string());

export interface Lottery {
  id: number;
  code: string;
  gameId: number;
  type: LotteryType;
  format: LotteryFormat;
  region: string | null;
  names: Record<string, string>;
  schedule: LotterySchedule;
  closeSeconds: number;
  source: ResultSource;
  status: 'active' | 'paused';
  sort: number;
  version: number;
}

type Row = { id: number; code: string; game_id: number; type: string; format: string; region: string | null; names: string; schedule: string; close_seconds: number; source: string; status: string; sort: number; version: number };

export function lotteryOf(r: Row): Lottery {
  return {
    id: Number(r.id),
    code: r.code,
    gameId: Number(r.game_id),
    type: z.enum(LOTTERY_TYPES).parse(r.type),
    format: z.enum(LOTTERY_FORMATS).parse(r.format),
    region: r.region,
    names: Names.parse(JSON.parse(r.names)),
    schedule: Schedule.parse(JSON.parse(r.schedule)),
    closeSeconds: r.close_seconds,
    source: z.enum(RESULT_SOURCES).parse(r.source),
    status: r.status === 'paused' ? 'paused' : 'active',
    sort: r.sort,
    version: r.version,
  };
}

const COLUMNS = ['id', 'code', 'game_id', 'type', 'format', 'region', 'names', 'schedule', 'close_seconds', 'source', 'status', 'sort', 'version'] as const;

/** Every lottery, in the lobby's order. */
export async function allLotteries(db: Db): Promise<Lottery[]> {
  const rows = await db.selectFrom('lotteries').select(COLUMNS).orderBy('sort').orderBy('id').execute();
  return rows.map(lotteryOf);
}

/** The lottery of a game code, or UNKNOWN_LOTTERY. */
export async function lotteryByCode(db: Db, code: string): Promise<Lottery> {
  const row = await db.selectFrom('lotteries').select(COLUMNS).where('code', '=', code).executeTakeFirst();
  if (!row) throw new UnknownLottery('No such lottery.');
  return lotteryOf(row);
}

/** The lottery's name in a language (English, then any, when the language has none). */
export function lotteryName(l: Pick<Lottery, 'names' | 'code'>, lang: string): string {
  return l.names[lang] ?? l.names['en'] ?? Object.values(l.names)[0] ?? l.code;
}
