/**
 * Converting points to cash (spec §7 passwordCheck/MCS2_convertPoint): payment-password checked
 * (a wrong one counts against its lock), at least convertMinPoints, at most the balance; cash =
 * ⌊points × convertRate / 100⌋ minor units. One unit of work with one entry in each unit — PTS:
 * the member's points → points spent on 'convert'; money: loyalty cost 'convert' → the member's
 * cash — keyed by the member and the request id, so a retry pays nothing twice and parallel
 * converts cannot take more points than the balance holds (the ledger's conditional update).
 */
import type { AppContext } from '#server/app-context.ts';
import { assertPaymentPassword } from '#server/cashier/index.ts';
import { Accounts, balanceOf, cashBalance, InsufficientFunds, post } from '#server/ledger/index.ts';
import { getMember } from '#server/members/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { ConvertBelowMinimum, ConvertClosed, ConvertOverBalance, ConvertRequestReused } from './points-errors.ts';
import { lockMemberPoints, POINTS_KINDS } from './points-posting.ts';

export interface ConvertRequest {
  points: number;
  paymentPassword: string;
  requestId: string;
}

export interface PointsConverted {
  points: number;
  cash: number;
  /** The member's points after (on a replay: now). */
  balance: number;
  /** This requestId was converted before; nothing moved now. */
  replayed: boolean;
}

/** The cash `points` (hundredths) convert to at `rate` (minor units per point). */
export function cashFor(points: number, rate: number): number {
  return Math.floor((points * rate) / 100);
}

const convertKey = (memberId: number, requestId: string) => `points:convert:${memberId}:${requestId}`;

async function earlierConvert(app: AppContext, key: string): Promise<{ points: number; cash: number } | null> {
  const row = await app.db.selectFrom('journal_entries').select('meta').where('idempotency_key', '=', key).executeTakeFirst();
  if (!row) return null;
  const meta = JSON.parse(row.meta ?? '{}') as { points?: number; cash?: number };
  return { points: Number(meta.points ?? 0), cash: Number(meta.cash ?? 0) };
}

export async function convertPoints(app: AppContext, memberId: number, r: ConvertRequest, now = Date.now()): Promise<PointsConverted> {
  const key = convertKey(memberId, r.requestId);
  const replay = async (earlier: { points: number; cash: number }): Promise<PointsConverted> => {
    if (earlier.points !== r.points) throw new ConvertRequestReused('This request was already sent with other points.');
    return { ...earlier, balance: await balanceOf(app.reader, Accounts.points(memberId)), replayed: true };
  };
  const earlier = await earlierConvert(app, key);
  if (earlier) return replay(earlier);
  const settings = await loadSettings(app.db);
  const { convertRate, convertMinPoints } = settings.loyalty;
  if (convertRate <= 0) throw new ConvertClosed('Converting points is not open.');
  const cash = cashFor(r.points, convertRate);
  if (r.points < convertMinPoints || cash <= 0) throw new ConvertBelowMinimum('Convert at least the minimum points.', { min: convertMinPoints });
  await assertPaymentPassword(app.db, await getMember(app.db, memberId), r.paymentPassword, now);
  const held = await balanceOf(app.reader, Accounts.points(memberId));
  if (held < r.points) throw new ConvertOverBalance('You have fewer points than that.', { balance: held });
  const currency = settings.whitelabel.currency.code;
  const meta = { type: 'convert', points: r.points, cash, rate: convertRate };
  let result: { replayed: boolean; balance: number };
  try {
    result = await app.ledger.run(async (sql) => {
      await lockMemberPoints(sql, memberId);
      const spent = await post(
        sql,
        { kind: POINTS_KINDS.convert, key, memberId, ref: `convert:${r.requestId}`, meta, postings: [{ account: Accounts.points(memberId), amount: -r.points }, { account: Accounts.pointsSpent('convert'), amount: r.points }] },
        now,
      );
      if (spent.replayed) return { replayed: true, balance: 0 };
      await post(
        sql,
        { kind: POINTS_KINDS.convert, key: `${key}:cash`, memberId, ref: `convert:${r.requestId}`, meta, postings: [{ account: Accounts.loyaltyCost('convert', currency), amount: -cash }, { account: Accounts.cash(memberId, currency), amount: cash }] },
        now,
      );
      return { replayed: false, balance: spent.firstBalance ?? 0 };
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new ConvertOverBalance('You have fewer points than that.', { balance: await balanceOf(app.reader, Accounts.points(memberId)) });
    throw err;
  }
  if (result.replayed) return replay((await earlierConvert(app, key)) ?? { points: r.points, cash });
  app.events.publish({ type: 'balance', memberId, data: { balance: await cashBalance(app.reader, memberId) } });
  return { points: r.points, cash, balance: result.balance, replayed: false };
}
