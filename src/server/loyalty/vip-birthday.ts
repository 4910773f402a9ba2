/**
 * Birthday bonuses (issue 17 §VIP): on a member's birthday (members.birthday 'YYYY-MM-DD', the
 * merchant's local date) a member above rank 0 is paid the birthday bonus of the rank held, once
 * a year (vip-birthday:<member>:<yyyy>). Born on 29 February: paid on the 28th in other years.
 * The job runs every minute and does the day's work once (cursor 'vip-birthday': the start of
 * the last day done); the keys make a rerun or a second instance pay nothing twice.
 */
import type { AppContext } from '#server/app-context.ts';
import { vipLadder } from '#server/members/index.ts';
import { dayStart, loadSettings, localTime, merchantCurrency } from '#server/system/index.ts';
import { advanceCursor, cursorAt } from './cursors.ts';
import { payVipBonus } from './vip-bonus.ts';
import { rankOf } from './vip-progress.ts';
import { tell } from './vip-review.ts';

const CURSOR = 'vip-birthday';

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const pad = (n: number) => String(n).padStart(2, '0');

/** The birthdays (month-day, 'MM-DD') celebrated on a local date. */
export function birthdaysOn(year: number, month: number, day: number): string[] {
  const md = `${pad(month)}-${pad(day)}`;
  return month === 2 && day === 28 && !isLeap(year) ? [md, '02-29'] : [md];
}

/** Pays the birthday bonuses of the local day containing `now`; answers how many this call paid. */
export async function payBirthdayBonuses(app: AppContext, now: number): Promise<number> {
  const { db } = app;
  const [ladder, settings, currency] = await Promise.all([vipLadder(db), loadSettings(db), merchantCurrency(db)]);
  const t = localTime(now, settings.whitelabel.timeZone);
  const days = birthdaysOn(t.year, t.month, t.day);
  const members = await db
    .selectFrom('members')
    .select(['id', 'vip_rank', 'birthday'])
    .where('vip_rank', '>', 0)
    .where('is_agent', '<>', 4)
    .where('kind', '<>', 'bot')
    .where((eb) => eb.or(days.map((md) => eb('birthday', 'like', `%-${md}`))))
    .execute();
  let paid = 0;
  for (const m of members) {
    const r = rankOf(ladder, Number(m.vip_rank));
    if (r.birthdayBonus <= 0) continue;
    const memberId = Number(m.id);
    const done = await app.ledger.run((sql) => payVipBonus(sql, { memberId, kind: 'birthday', of: String(t.year), amount: r.birthdayBonus, turnover: r.bonusTurnover, currency }, now));
    if (done) {
      paid++;
      app.events.publish({ type: 'balance', memberId, data: { reason: 'vip-birthday' } });
      await tell(app, memberId, 'vip_birthday_bonus', { amount: r.birthdayBonus }, now);
    }
  }
  return paid;
}

/** The job: the day's birthdays once, on the first tick of each local day. */
export async function runVipBirthdays(app: AppContext, now: number): Promise<number> {
  const { db } = app;
  const today = dayStart(now, (await loadSettings(db)).whitelabel.timeZone);
  if ((await cursorAt(db, CURSOR)) >= today) return 0;
  const paid = await payBirthdayBonuses(app, now);
  await advanceCursor(db, CURSOR, today, now);
  return paid;
}
