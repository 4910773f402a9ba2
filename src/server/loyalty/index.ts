/**
 * Loyalty (docs/loyalty.md): VIP ranks earned from the roll-ups, points and the points mall,
 * invite-a-friend referrals and players' applications to become agents. Other domains and the
 * routes import only this file.
 */
export { type LoyaltyJob, LOYALTY_JOBS, runLoyaltyJobs } from './jobs.ts';
export { publishedLadder } from './vip-ladder-view.ts';
