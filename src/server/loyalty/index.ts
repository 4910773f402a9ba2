/**
 * Loyalty (docs/loyalty.md): VIP ranks earned from the roll-ups, points and the points mall,
 * invite-a-friend referrals and players' applications to become agents. Other domains and the
 * routes import only this file.
 */
export { type LoyaltyJob, LOYALTY_JOBS, runLoyaltyJobs } from './jobs.ts';
export { publishedLadder } from './vip-ladder-view.ts';
export { VipLadderInvalid, VipRankUnchanged, VipRankUnknown } from './vip-errors.ts';
export { checkLadder } from './vip-ladder-rules.ts';
export { membersPerRank, recentStaffRankChanges, setRankByStaff, type StaffRankRow } from './vip-staff.ts';
export { accrueBetPoints, hourOf } from './points-accrual.ts';
export { accrueDepositPoints } from './points-deposits.ts';
export { cashFor, convertPoints } from './points-convert.ts';
export { pointsBalance, pointsConfig, pointsDetails } from './points-read.ts';
export { applicationPage, applicationQueue, type Approval, approveApplication, type ApplicationView, referredFriendIds, rejectApplication, staffApplication, submitApplication } from './affiliate-applications.ts';
export { vipProgress } from './vip-progress.ts';
export { rankHistory } from './vip-history.ts';
export { createMallItem, type RedeemQueueQuery, redeemQueue, setMallItemStatus, staffMallItem, staffMallItems, staffRedeem, updateMallItem } from './mall-admin.ts';
export { decideRedeem, MALL_BONUS_RULES, type RedeemDecision } from './mall-decide.ts';
export { DeliveryDetailsRequired, InsufficientPoints, MallItemUnavailable, OutOfStock, RequirementNotMet } from './mall-errors.ts';
export { mallGoods } from './mall-items.ts';
export { redeemHistory } from './mall-records.ts';
export { REDEEM_KIND, redeemPoints, REFUND_KIND, type RedeemRequest } from './mall-redeem.ts';
export { ensureReferralCode, referralLink, referralSettings } from './referral-codes.ts';
export { ReferralOff } from './referral-errors.ts';
export { referralPage } from './referral-page.ts';
export { decideHeldReferral, type HeldReferral, heldReferrals, listReferrals, type ReferralQuery, type StaffReferral } from './referral-staff.ts';
export { recomputeRanks, runVipUpgrades } from './vip-upgrades.ts';
export { reviewRanks, runVipReview } from './vip-review.ts';
export { payBirthdayBonuses, runVipBirthdays } from './vip-birthday.ts';
export { runReferrals } from './referral-friends.ts';
