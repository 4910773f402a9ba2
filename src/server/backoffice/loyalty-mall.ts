/**
 * The loyalty desk's points-mall tab: goods (loyalty.write) and the redeem queue (loyalty.review),
 * through the loyalty domain. Every write is audited with the item or request before and after.
 */
import type { AppContext } from '#server/app-context.ts';
import { createMallItem, decideRedeem, type RedeemDecision, setMallItemStatus, staffRedeem, updateMallItem } from '#server/loyalty/index.ts';
import type { MallItemFields, StaffMallItem, StaffRedeem } from '#lib/contracts/backoffice-mall.ts';
import type { MallItemKind } from '#lib/contracts/loyalty-model.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

export async function createMallItemAs(app: AppContext, actor: StaffActor, f: MallItemFields & { kind: MallItemKind }, now = Date.now()): Promise<StaffMallItem> {
  const after = await createMallItem(app, f, now);
  await audit(app.db, actor, { action: 'loyalty.mall.item.create', targetType: 'mall_item', targetId: after.id, before: null, after }, now);
  return after;
}

export async function updateMallItemAs(app: AppContext, actor: StaffActor, id: number, version: number, f: MallItemFields, now = Date.now()): Promise<StaffMallItem> {
  const { before, after } = await updateMallItem(app, id, version, f, now);
  await audit(app.db, actor, { action: 'loyalty.mall.item.update', targetType: 'mall_item', targetId: id, before, after }, now);
  return after;
}

export async function setMallItemStatusAs(app: AppContext, actor: StaffActor, id: number, version: number, status: 'active' | 'hidden', now = Date.now()): Promise<StaffMallItem> {
  const { before, after } = await setMallItemStatus(app, id, version, status, now);
  await audit(app.db, actor, { action: status === 'hidden' ? 'loyalty.mall.item.hide' : 'loyalty.mall.item.show', targetType: 'mall_item', targetId: id, before, after }, now);
  return after;
}

export async function decideRedeemAs(app: AppContext, actor: StaffActor, id: number, d: RedeemDecision, now = Date.now()): Promise<StaffRedeem> {
  await decideRedeem(app, actor.staffId, id, d, now);
  const after = await staffRedeem(app, id);
  await audit(app.db, actor, { action: d.approve ? 'loyalty.mall.redeem.approve' : 'loyalty.mall.redeem.reject', targetType: 'mall_redeem', targetId: id, before: { status: 'in_process' }, after }, now);
  return after;
}
