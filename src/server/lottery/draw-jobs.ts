/** The draw engine's jobs, in the order they run (jobs.ts lists them among the lottery's others). */
import { drawDueHouseDraws } from './draw-house.ts';
import { closeDueDraws, openDueDraws } from './draw-transitions.ts';
import { scheduleDraws } from './draws-ahead.ts';
import type { LotteryJob } from './job-type.ts';
import { settleDueDraws } from './settle-draw.ts';

export const SCHEDULE_JOB: LotteryJob = { name: 'lottery:schedule', run: scheduleDraws };
export const OPEN_JOB: LotteryJob = { name: 'lottery:open', run: openDueDraws };
export const CLOSE_JOB: LotteryJob = { name: 'lottery:close', run: closeDueDraws };
export const DRAW_JOB: LotteryJob = { name: 'lottery:draw', run: drawDueHouseDraws };
export const SETTLE_JOB: LotteryJob = { name: 'lottery:settle', run: settleDueDraws };
