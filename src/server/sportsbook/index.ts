/**
 * Sportsbook (docs/sportsbook.md): sports and e-sports events from a feed adapter (the simulated
 * feed by default) or made by hand, their markets and odds, bet slips with accumulators and system
 * bets paid through the house vendors' seamless wallet, cash-out, and settlement that can be
 * corrected. Other domains and the routes import only this file.
 */
export {
  CashoutAmountInvalid,
  CashoutPriceChanged,
  CashoutUnavailable,
  DuplicateLeg,
  EventStateChanged,
  MarketClosed,
  MarketStateChanged,
  MarketSuspended,
  OddsChanged,
  RelatedLegs,
  SystemInvalid,
  TooManyLegs,
  UnknownEvent,
  UnknownMarket,
  UnknownSelection,
} from './errors.ts';
export { runSportsJobs, SPORTS_JOBS, type SportsJob } from './jobs.ts';
export { pushOdds, pushScore } from './publish.ts';
export { addMarket, createEvent, type NewEvent, type NewMarket, type NewSelection } from './create-event.ts';
export { resultEndedEvents, resultEvent } from './result-event.ts';
export { type SelectionSettlement, settleMarket, voidMarket } from './market-settlement.ts';
export { eventList, type EventQuery, type EventTab, eventPage, RESULTS_DAYS, sportsMenu } from './views-events.ts';
export { bumpEventVersion, type MarketLimits, marketPrice, setMarketLimits, setMarketStatus, setSelectionOdds } from './trading-markets.ts';
export { type EventAction, setEventStatus } from './trading-events.ts';
export { clearStakeFactor, setStakeFactor, type StakeFactorRow, stakeFactors } from './trading-limits.ts';
export { eventTitle, marketTitle, staffCatalogue, staffEvent, type StaffEventQuery, staffEvents, staffEventsIn } from './staff-events.ts';
export { type StaffBetQuery, staffBets, staffLiability } from './staff-bets.ts';
export { placeBets, type PlaceBetsInput } from './place-bets.ts';
export { acceptBetsJob, decideBet, decidePendingBets } from './accept-bets.ts';
export { cashOut, cashoutQuote } from './cashout.ts';
export { betViews } from './bet-views.ts';
export { memberBet, memberBets } from './member-bets.ts';
export { type FeedContext, type FeedEvent, type FeedFixture, type FeedPrice, type FeedUpdate, type SportsFeed } from './feed.ts';
export { cancelEvent, FEEDS, makeFixtures, runEnd, runFixtures, runStart } from './event-jobs.ts';
export { runLive } from './live-job.ts';
export { marketsFromPrices, SIM_SOURCE, simFeed, simFixture, simMatchOf } from './sim-feed.ts';
export { crestOf } from './crests.ts';
export { abandonEvent, certainResults, closeUnfinishedEvents, voidCancelledEvent } from './settle-abandon.ts';
export { SETTLE_BATCH, settleDueMarkets, settleJob, settleMarketBets } from './settle-bets.ts';
