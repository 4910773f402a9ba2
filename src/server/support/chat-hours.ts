/**
 * When the live chat is staffed: inside the operator's hours (settings `support.hours`, in the
 * merchant's time zone) and with at least one agent on duty. Outside either, the player leaves a
 * message that opens a ticket instead.
 */
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import { getSetting, localTime, merchantTimeZone, type Settings } from '#server/system/index.ts';

/**
 * An agent counts as on duty while their desk has been seen this recently: the staff side
 * refreshes `chat_agents.seen_at` from the open desk's stream, so a closed tab drops out within a
 * minute without anyone having to press "away".
 */
export const AGENT_SEEN_MS = 60_000;

export type SupportHours = Settings['support']['hours'];

export interface ChatAvailability {
  online: boolean;
  offlineReason: 'hours' | 'no_agents' | null;
  hours: SupportHours & { timeZone: string };
}

function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/**
 * Whether an instant falls inside the staffed hours. A window whose close is before its open runs
 * past midnight: its early-morning part belongs to the day it started on (22:00–06:00 on Friday
 * covers Saturday 03:00). Equal open and close is an empty window.
 */
export function withinHours(hours: SupportHours, timeZone: string, now: number): boolean {
  const local = localTime(now, timeZone);
  const day = local.weekday % 7; // localTime counts 1 Monday … 7 Sunday; the setting 0 Sunday … 6 Saturday
  const minute = local.hour * 60 + local.minute;
  const open = minutesOf(hours.open);
  const close = minutesOf(hours.close);
  if (open < close) return hours.days.includes(day) && minute >= open && minute < close;
  if (open === close) return false;
  const previous = (day + 6) % 7;
  return (hours.days.includes(day) && minute >= open) || (hours.days.includes(previous) && minute < close);
}

/** How many agents are available with a desk seen in the last AGENT_SEEN_MS. */
export async function agentsOnDuty(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('chat_agents')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('available', '=', 1)
    .where('seen_at', '>=', now - AGENT_SEEN_MS)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether a chat can start now, and if not, why (the hours are shown either way). */
export async function chatAvailability(app: AppContext, now: number): Promise<ChatAvailability> {
  const [hours, timeZone] = await Promise.all([getSetting(app.db, 'support').then((s) => s.hours), merchantTimeZone(app.db)]);
  const shown = { open: hours.open, close: hours.close, days: [...hours.days], timeZone };
  if (!withinHours(hours, timeZone, now)) return { online: false, offlineReason: 'hours', hours: shown };
  if ((await agentsOnDuty(app.db, now)) === 0) return { online: false, offlineReason: 'no_agents', hours: shown };
  return { online: true, offlineReason: null, hours: shown };
}
