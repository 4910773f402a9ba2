/**
 * Loyalty (docs/loyalty.md): VIP ranks earned from the roll-ups, points and the points mall,
 * invite-a-friend referrals and players' applications to become agents. Other domains and the
 * routes import only this file.
 */
export { type LoyaltyJob, LOYALTY_JOBS, runLoyaltyJobs } from './jobs.ts';
export { publishedLadder } from './vip-ladder-view.ts';
export { createMallItem, type RedeemQueueQuery, redeemQueue, setMallItemStatus, staffMallItem, staffMallItems, staffRedeem, updateMallItem } from './mall-admin.ts';
export { decideRedeem, MALL_BONUS_RULES, type RedeemDecision } from './mall-decide.ts';
export { DeliveryDetailsRequired, InsufficientPoints, MallItemUnavailable, OutOfStock, RequirementNotMet } from './mall-errors.ts';
export { mallGoods } from './mall-items.ts';
export { redeemHistory } from './mall-records.ts';
export { REDEEM_KIND, redeemPoints, REFUND_KIND, type RedeemRequest } from './mall-redeem.ts';
