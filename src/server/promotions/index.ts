/**
 * The promotions domain (docs/promotions.md): promotions and their audiences, each player's
 * entries, the bonus wallet and its wagering, rewards and the reward centre, and the mechanics
 * (deposit bonus, cashback, rebate, raffle, application, mission, ranking race). It sits above
 * games and below providers: the wallet callbacks call it for bonus stakes, the cashier for
 * deposit bonuses and forfeits. Other folders import it only through this file (decision 019).
 */

export { type ApplicationItem, type ApplicationQuery, decideApplication, listApplications, REASON_MAX } from './application-decisions.ts';
export { APPLICATION_STATES, type ApplicationState, applyToPromotion, type MyApplication, myApplication } from './applications.ts';
export { assertInAudience, inAudience } from './audience.ts';
export { type BonusIssue, issueBonus } from './bonus-issue.ts';
export { type LeaderRow, maskAccount, missionLeaderboard } from './mission-leaderboard.ts';
export { claimMissionReward, claimMissionTask, missionSummary, type MissionView, type TaskState, type TaskView } from './missions.ts';
export { type BonusEnd, closeBonus, expireBonuses, type ForfeitReason, forfeitActiveBonuses, forfeitBonus } from './bonus-close.ts';
export { activeBonusesOf, bonusBalance, type BonusRow, type StakeBonus, stakeBonus } from './bonus-wallet.ts';
export { contributionOf, countWager, reverseWagering } from './bonus-wagering.ts';
export { type BonusCard, memberBonuses } from './bonus-list.ts';
export { type CreditedDeposit, depositPeriodKey, matchedBonus, onDepositCredited, type OptIn, optInDepositBonus } from './deposit-bonus.ts';
export { AlreadyJoined, BonusActive, BonusMaxBet, NoTickets, NotEligible, PrizesGone, PromotionEnded, PromotionNotStarted, RewardUnavailable, TaskNotDone } from './errors.ts';
export { type PromotionJob, PROMOTION_JOBS, runPromotionJobs } from './jobs.ts';
export { assertRunning, isMechanic, isRunning, type Promotion, promotionById, publishedPromotion, runningOf, toPromotion, visiblePromotions } from './promotion-rows.ts';
export { CASHBACK_CLAIM_DAYS, cashbackEstimate, settleCashback } from './cashback.ts';
export { REBATE_CLAIM_DAYS, rebateToday, settleRebates } from './rebate.ts';
export { claimRebate, type LiveRebate, type PastRebate, REBATE_HISTORY_MAX, type RebatePage, rebatePage } from './rebate-page.ts';
export { type CalcLine, cashbackOf, rateFor, rebateOf } from './rates.ts';
export { rewardsPaidOf } from './rewards-paid.ts';
export { claimReward, type ClaimResult, expireRewards, offerReward, payReward, type RewardOffer, type RewardRow } from './rewards.ts';
export { ENDED_VISIBLE_MS, cachedPromotions, forgetPromotionCards, promotionCards, promotionDetail, toCard, toDetail } from './promotion-cards.ts';
export { availablePromotionCount, playerViews } from './player-views.ts';
export { REWARD_HISTORY_MAX, type RewardCentre, rewardCentre, type RewardItem } from './reward-centre.ts';
export {
  applyRules,
  changePresentation,
  checkRules,
  createDraft,
  endPromotion,
  markPending,
  type PromotionInput,
  type PromotionPresentation,
  type PromotionRules,
  publishPending,
  returnToDraft,
  unsavedPromotion,
  updateDraft,
} from './promotion-admin.ts';
export { listStaffPromotions, promotionCosts, type StaffPromotionQuery } from './promotion-staff-list.ts';
export { drawRaffle, rafflePromotion } from './raffle-draw.ts';
export { type RaffleDraw } from './raffle-draws.ts';
export { type RaffleState, raffleState, setRaffleClientSeed } from './raffle-state.ts';
export { joinRace, type Leaderboard, raceLeaderboard, type RaceRow } from './race.ts';
export { payEndedRaces, payRacePeriod, type RaceWinner, raceWinners } from './race-payout.ts';
export { type Placed, placeStandings } from './race-places.ts';
