/**
 * What a member reads about points: the balance (with owed points and this month's earnings), the
 * earning rules (public) and the points details — every movement of the member's points, newest
 * first, with its type, change and the balance after it (the posting's running balance).
 */
import type { Db } from '#server/db/connect.ts';
import { merchantTimeZone, periodAt, loadSettings } from '#server/system/index.ts';
import { DEFAULT_CATEGORY_POINT_VALUES, POINTS_ENTRY_TYPES, type PointsEntryType, pointsTypeOf } from '#lib/contracts/loyalty-model.ts';
import type { PointsBalance, PointsConfig, PointsDetailPage, PointsDetailsQuery } from '#lib/contracts/points.ts';
import { POINTS_KINDS } from './points-posting.ts';

const BET_KINDS = [POINTS_KINDS.earn, POINTS_KINDS.reverse];
const REDEEM_KINDS = [POINTS_KINDS.redeem, POINTS_KINDS.redeemRefund];
const KIND_TYPES: Record<string, PointsEntryType> = {
  [POINTS_KINDS.deposit]: 'deposit',
  [POINTS_KINDS.convert]: 'convert',
  [POINTS_KINDS.redeem]: 'redeem',
  [POINTS_KINDS.redeemRefund]: 'redeem',
  points_referral: 'referral',
};

/** The type a points entry is shown under. */
export function entryType(kind: string, ref: string | null): PointsEntryType {
  if ((BET_KINDS as string[]).includes(kind)) return POINTS_ENTRY_TYPES.includes(ref as PointsEntryType) ? (ref as PointsEntryType) : 'slots';
  return KIND_TYPES[kind] ?? 'adjust';
}

async function memberAccounts(db: Db, memberId: number): Promise<{ kind: string; id: number; balance: number }[]> {
  const rows = await db.selectFrom('ledger_accounts').select(['id', 'kind', 'balance']).where('owner_id', '=', memberId).where('kind', 'in', ['member_points', 'member_points_owed']).where('ref', '=', '').execute();
  return rows.map((r) => ({ kind: r.kind, id: Number(r.id), balance: Number(r.balance) }));
}

export async function pointsBalance(db: Db, memberId: number, now = Date.now()): Promise<PointsBalance> {
  const accounts = await memberAccounts(db, memberId);
  const month = periodAt('monthly', now, await merchantTimeZone(db));
  const earned = await db
    .selectFrom('journal_entries as e')
    .innerJoin('postings as p', 'p.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('p.amount'), eb.lit(0)).as('s'))
    .where('e.member_id', '=', memberId)
    .where('e.created_at', '>=', month.start)
    .where('a.kind', '=', 'points_issued')
    .executeTakeFirstOrThrow();
  return {
    points: accounts.find((a) => a.kind === 'member_points')?.balance ?? 0,
    owed: -(accounts.find((a) => a.kind === 'member_points_owed')?.balance ?? 0),
    earnedThisMonth: -Number(earned.s),
    monthStart: month.start,
  };
}

export async function pointsConfig(db: Db): Promise<PointsConfig> {
  const { loyalty } = await loadSettings(db);
  // The spec's order (LIVE, SPORTS, FISH, RNG, PVP …), then any category the operator added.
  const order = Object.keys(DEFAULT_CATEGORY_POINT_VALUES);
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  const categories = Object.entries(loyalty.categoryValues)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, value]) => ({ category, type: pointsTypeOf(category), value }));
  return {
    categories,
    betPerPoint: loyalty.betPerPoint,
    depositPerPoint: loyalty.depositPerPoint,
    convertRate: loyalty.convertRate,
    convertMinPoints: loyalty.convertMinPoints,
    expires: false,
  };
}

export async function pointsDetails(db: Db, memberId: number, q: PointsDetailsQuery): Promise<PointsDetailPage> {
  const account = (await memberAccounts(db, memberId)).find((a) => a.kind === 'member_points');
  if (!account) return { list: [], pageNum: 1, totalPages: 1, total: 0 };
  let base = db.selectFrom('postings as p').innerJoin('journal_entries as e', 'e.id', 'p.entry_id').where('p.account_id', '=', account.id).where('p.created_at', '>=', q.from).where('p.created_at', '<', q.to);
  const type = q.type;
  if (type) {
    if (type === 'redeem') base = base.where('e.kind', 'in', REDEEM_KINDS);
    else if (type === 'adjust') base = base.where('e.kind', 'not in', [...BET_KINDS, ...Object.keys(KIND_TYPES)]);
    else {
      const kind = Object.entries(KIND_TYPES).find(([, t]) => t === type)?.[0];
      base = kind ? base.where('e.kind', '=', kind) : base.where('e.kind', 'in', BET_KINDS).where('e.ref', '=', type);
    }
  }
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = Number(count.n);
  const totalPages = Math.max(1, Math.ceil(total / q.pageSize));
  const pageNum = Math.min(q.pageNo, totalPages);
  const rows = await base
    .select(['p.id', 'e.kind', 'e.ref', 'e.meta', 'p.amount', 'p.balance_after', 'p.created_at'])
    .orderBy('p.id', 'desc')
    .limit(q.pageSize)
    .offset((pageNum - 1) * q.pageSize)
    .execute();
  return {
    list: rows.map((r) => {
      const meta = JSON.parse(r.meta ?? '{}') as Record<string, unknown>;
      const num = (k: string) => (typeof meta[k] === 'number' ? (meta[k] as number) : null);
      return {
        id: Number(r.id),
        time: Number(r.created_at),
        type: entryType(r.kind, r.ref),
        points: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        validBet: num('validBet'),
        deposit: num('deposit'),
        cash: num('cash'),
        owed: num('owed'),
        remark: typeof meta['remark'] === 'string' ? meta['remark'] : null,
      };
    }),
    pageNum,
    totalPages,
    total,
  };
}
