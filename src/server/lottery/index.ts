/**
 * Lottery (docs/lottery.md): Vietnamese, South-East Asian and fast e-lottery draws, drawn by the
 * house from a published hash chain or from official results staff enter, tickets and follows
 * paid through the house vendor's seamless wallet, results and trends. Other domains and the
 * routes import only this file.
 */
export {
  BetTypeClosed,
  DrawClosed,
  DrawNotOpen,
  DrawStateChanged,
  FollowNotActive,
  PayoutAboveLimit,
  ResultInvalid,
  SelectionRefused,
  StakeAboveLimit,
  StakeTooLow,
  TicketNotCancellable,
  UnknownBetType,
  UnknownDraw,
  UnknownLottery,
} from './errors.ts';
export { CHAIN_LENGTH_MAX, CHAIN_LENGTH_MIN, commitChain, seedAt, takeSeed, type TakenSeed } from './chains.ts';
export { CHAINS_JOB, keepChains } from './chain-keeper.ts';
export { chainDesk, commitChainFor, retireChain } from './chain-actions.ts';
export { drawProof, publishedChains } from './proofs.ts';
export { type LotteryJob, LOTTERY_JOBS, runLotteryJobs } from './jobs.ts';
export { drawResultView, type DrawRow } from './draw-events.ts';
export { drawDueHouseDraws, drawHouse } from './draw-house.ts';
export { closeDueDraws, openDueDraws } from './draw-transitions.ts';
export { closeNextDrawNow } from './draw-early.ts';
export { ensureDrawsAhead, scheduleDraws } from './draws-ahead.ts';
export { fetchFeedResult, type FeedDraw, type ResultFeed } from './official-feed.ts';
export { applyCorrection, applyOfficialResult, type ApprovedCorrection, type ApprovedResult, checkCorrection, checkResult, checkResultEntry, officialDraw, resultDueDraw } from './official-results.ts';
export { drawTimes, type PlannedDraw } from './schedule.ts';
export { payoutOf, SETTLE_BATCH, type SettleOptions, type SettleOutcome, settleDraw, settleDueDraws } from './settle-draw.ts';
export { type VoidOutcome, voidDraw } from './void-draw.ts';
export { placeSlip } from './place-tickets.ts';
export { cancelTicket } from './cancel-ticket.ts';
export { memberTickets } from './ticket-views.ts';
export { createFollow, memberFollows, stopFollow } from './follows.ts';
export { FOLLOWS_JOB, runFollows } from './follow-jobs.ts';
export { allLotteries, type Lottery, lotteryByCode, lotteryName, lotteryOf } from './lotteries.ts';
export { lotteryCards, latestResults, nextDraw, upcomingDraws } from './cards.ts';
export { DRAW_VIEW_COLUMNS, drawResultViewOf, drawViewOf, type DrawViewRow } from './draw-views.ts';
export { betTypesOnSale, lotteryGame } from './game-view.ts';
export { lotteryLobby } from './lobby.ts';
export { memberOpenedNumeros, popularLotteries, recentLotteries, vnGameMenu, vnOpenedNumeros } from './menu.ts';
export { forgetPopularity, ticketsLastDay } from './popularity.ts';
export { lotteryResults, type ResultsPage } from './results.ts';
export { lotteryTrends } from './trends.ts';
