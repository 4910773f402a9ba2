/**
 * Redeeming points for mall goods (spec §7 passwordCheck/MCS2_redeemPointReward). The payment
 * password is checked first (a wrong one counts against its lock); then ONE unit of work takes
 * everything: the request row (unique per member and request id: a replay answers the first
 * request), the stock (a guarded decrement `stock >= quantity`, unlimited skips it) and the
 * points (one journal entry to the mall's spent account, which refuses to take the balance below
 * zero). Any refusal undoes all three. The request then waits for staff "in process".
 */
import type { AppContext } from '#server/app-context.ts';
import { assertPaymentPassword, RequestIdReused } from '#server/cashier/index.ts';
import { changed, first, statements } from '#server/db/statement-builder.ts';
import { Accounts, InsufficientFunds, post } from '#server/ledger/index.ts';
import { getMember } from '#server/members/index.ts';
import type { Redeemed } from '#lib/contracts/mall.ts';
import { DeliveryDetailsRequired, InsufficientPoints, MallItemUnavailable, OutOfStock, RequirementNotMet } from './mall-errors.ts';
import { mallItem, meets } from './mall-items.ts';
import { pointsBalanceOf } from './mall-points.ts';
import { redeemRecord } from './mall-records.ts';
import { monthFigures } from './mall-requirement.ts';

export interface RedeemRequest {
  itemId: number;
  quantity: number;
  paymentPassword: string;
  address?: string | undefined;
  mobile?: string | undefined;
  requestId: string;
}

/** The points ledger's entry kind of a redeem and of its refund. */
export const REDEEM_KIND = 'points_redeem';
export const REFUND_KIND = 'points_redeem_refund';

export async function redeemPoints(app: AppContext, memberId: number, r: RedeemRequest, lang: string, now = Date.now()): Promise<Redeemed> {
  const member = await getMember(app.db, memberId);
  await assertPaymentPassword(app.db, member, r.paymentPassword, now);

  const earlier = await app.db.selectFrom('mall_redeems').select(['id', 'item_id', 'quantity']).where('member_id', '=', memberId).where('request_key', '=', r.requestId).executeTakeFirst();
  if (earlier) return replay(app, memberId, earlier, r, lang);

  const item = await mallItem(app, r.itemId);
  if (!item || item.status !== 'active') throw new MallItemUnavailable('This item is not in the points mall.');
  const physical = item.kind === 'physical';
  const address = physical ? (r.address ?? '') : '';
  const mobile = physical ? (r.mobile ?? '') : '';
  if (physical && (!address || !mobile)) throw new DeliveryDetailsRequired('A physical item needs a delivery address and a mobile number.', { address: !address, mobile: !mobile });
  if (item.stock !== null && Number(item.stock) < r.quantity) throw new OutOfStock(`Only ${item.stock} left.`, { stock: Number(item.stock) });
  if (item.requirement !== 'none') {
    const figures = await monthFigures(app, memberId, now);
    if (!meets(item, figures)) {
      const current = item.requirement === 'deposit_month' ? figures.deposit : figures.turnover;
      throw new RequirementNotMet('This month’s requirement is not met yet.', { requirement: item.requirement, amount: Number(item.requirement_amount), current });
    }
  }

  const outcome = await app.ledger.run(async (sql) => {
    const q = statements(sql);
    // The stock and the price in one guarded statement: what is charged is what the shelf said as it was taken.
    const taken = await first(
      sql,
      q
        .updateTable('mall_items')
        .set((eb) => ({ stock: eb.case().when('stock', 'is', null).then(null).else(eb('stock', '-', r.quantity)).end() }))
        .where('id', '=', item.id)
        .where('status', '=', 'active')
        .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', r.quantity)]))
        .returning(['price', 'amount', 'stock']),
    );
    if (!taken) {
      const now2 = await first(sql, q.selectFrom('mall_items').select(['status', 'stock']).where('id', '=', item.id));
      if (!now2 || now2.status !== 'active') throw new MallItemUnavailable('This item is not in the points mall.');
      throw new OutOfStock(`Only ${now2.stock ?? 0} left.`, { stock: Number(now2.stock ?? 0) });
    }
    const points = Number(taken.price) * r.quantity;
    const amount = Number(taken.amount) * r.quantity;
    const inserted = await changed(
      sql,
      q
        .insertInto('mall_redeems')
        .values({
          member_id: memberId,
          item_id: item.id,
          quantity: r.quantity,
          points,
          amount,
          status: 'in_process',
          address: physical ? address : null,
          mobile: physical ? mobile : null,
          request_key: r.requestId,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing()),
    );
    const row = await first(sql, q.selectFrom('mall_redeems').select(['id', 'item_id', 'quantity']).where('member_id', '=', memberId).where('request_key', '=', r.requestId));
    if (!row) throw new Error(`redeem ${r.requestId} was not stored`);
    // A parallel request with the same id stored it first: throwing undoes this one's stock.
    if (inserted !== 1) throw new ReplayedMeanwhile(row);
    const id = Number(row.id);
    try {
      await post(
        sql,
        {
          kind: REDEEM_KIND,
          key: `mall-redeem:${id}`,
          memberId,
          ref: `mall:${id}`,
          meta: { itemId: item.id, quantity: r.quantity },
          postings: [
            { account: Accounts.points(memberId), amount: -points },
            { account: Accounts.pointsSpent('mall'), amount: points },
          ],
        },
        now,
      );
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new InsufficientPoints('You do not have enough points.', { needed: points });
      throw err;
    }
    return id;
  }).catch((err: unknown) => {
    if (err instanceof ReplayedMeanwhile) return err.row;
    throw err;
  });

  if (typeof outcome !== 'number') return replay(app, memberId, outcome, r, lang);
  return { redeem: await redeemRecord(app, memberId, outcome, lang), replayed: false, balance: await pointsBalanceOf(app, memberId) };
}

interface KeyRow {
  id: number;
  item_id: number;
  quantity: number;
}

class ReplayedMeanwhile extends Error {
  readonly row: KeyRow;
  constructor(row: KeyRow) {
    super('replayed');
    this.row = row;
  }
}

/** The same request id again: the first request's answer, when it asked for the same; else a conflict. */
async function replay(app: AppContext, memberId: number, row: KeyRow, r: RedeemRequest, lang: string): Promise<Redeemed> {
  if (Number(row.item_id) !== r.itemId || Number(row.quantity) !== r.quantity) throw new RequestIdReused('This request id was used for another redeem.');
  return { redeem: await redeemRecord(app, memberId, Number(row.id), lang), replayed: true, balance: await pointsBalanceOf(app, memberId) };
}
