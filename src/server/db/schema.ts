import type {
  CaptchasTable,
  LoginChallengesTable,
  MemberIpsTable,
  MembersTable,
  MemberTreeTable,
  OutboxTable,
  ServerKeysTable,
  SessionsTable,
  VerificationCodesTable,
} from './tables/accounts.ts';
import type {
  BankAccountsTable,
  BonusesTable,
  DepositLimitsTable,
  DepositsTable,
  ExclusionsTable,
  JobRunsTable,
  MessagesTable,
  PaymentChannelsTable,
  PlaySettingsTable,
  TransfersTable,
  UploadsTable,
  WithdrawalsTable,
} from './tables/cashier.ts';
import type { AgentContractsTable, AgentSettlementsTable } from './tables/agents.ts';
import type { GameRollupsTable } from './tables/game-rollups.ts';
import type { MoneyRequestsTable, PaymentPasswordLocksTable } from './tables/cashier-guards.ts';
import type { AnnouncementsTable, ContentRequestsTable, HelpItemsTable, MessageSendsTable } from './tables/content.ts';
import type { ApprovalsTable, AuditHeadTable, AuditLogTable, MemberNotesTable, StaffSessionsTable, StaffTable } from './tables/backoffice.ts';
import type {
  BetRollupsTable,
  BetsTable,
  FairSeedsTable,
  FavouritesTable,
  GamesTable,
  HouseRoundsTable,
  ProviderSessionsTable,
  ProviderTxnsTable,
  RecentGamesTable,
} from './tables/games-play.ts';
import type { JournalEntriesTable, LedgerAccountsTable, PostingsTable } from './tables/ledger.ts';
import type { PvpRoomsTable, PvpRoundsTable, PvpSeatsTable } from './tables/rooms.ts';
import type { VendorsTable } from './tables/games.ts';
import type { MemberLoginDaysTable } from './tables/login-days.ts';
import type { BonusWagersTable, MemberBonusesTable, PromotionEntriesTable, PromotionsTable, RewardsTable } from './tables/promotions.ts';
import type { RaffleDrawsTable, RaffleSeedsTable, RaffleStockTable } from './tables/raffles.ts';
import type {
  AffiliateApplicationsTable,
  LoyaltyCursorsTable,
  MallItemsTable,
  MallRedeemsTable,
  PointsAccrualsTable,
  ReferralCodesTable,
  ReferralsTable,
  VipRankChangesTable,
  VipRanksTable,
} from './tables/loyalty.ts';
import type { LotteriesTable, LotteryChainsTable, LotteryDrawsTable, LotteryFollowsTable, LotteryOddsTable, LotteryResultChangesTable, LotteryTicketsTable } from './tables/lottery.ts';
import type { ChatAgentsTable, ChatCannedRepliesTable, ChatConversationsTable, ChatFilesTable, ChatMessagesTable, FeedbackRepliesTable, FeedbackTable } from './tables/support.ts';
import type { SportsBetLegsTable, SportsBetsTable, SportsCashoutsTable, SportsCompetitionsTable, SportsEventsTable, SportsMarketsTable, SportsPlayerLimitsTable, SportsSelectionsTable, SportsTeamsTable } from './tables/sportsbook.ts';
import type { EventPayloadsTable, JobLeasesTable, JobTicksTable, RateLimitsTable } from './tables/instances.ts';
import type {
  CountriesTable,
  DomainsTable,
  RegisterRulesTable,
  ResourcesTable,
  SettingsTable,
} from './tables/system.ts';

/** The one typed schema shared by both dialects. Times are epoch milliseconds, money integer minor units. */
export interface Database {
  settings: SettingsTable;
  register_rules: RegisterRulesTable;
  countries: CountriesTable;
  resources: ResourcesTable;
  domains: DomainsTable;
  announcements: AnnouncementsTable;
  help_items: HelpItemsTable;
  message_sends: MessageSendsTable;
  content_requests: ContentRequestsTable;
  vendors: VendorsTable;
  members: MembersTable;
  member_tree: MemberTreeTable;
  sessions: SessionsTable;
  member_ips: MemberIpsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  captchas: CaptchasTable;
  login_challenges: LoginChallengesTable;
  server_keys: ServerKeysTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  games: GamesTable;
  favourites: FavouritesTable;
  recent_games: RecentGamesTable;
  provider_sessions: ProviderSessionsTable;
  provider_txns: ProviderTxnsTable;
  bets: BetsTable;
  bet_rollups: BetRollupsTable;
  game_rollups: GameRollupsTable;
  fair_seeds: FairSeedsTable;
  house_rounds: HouseRoundsTable;
  pvp_rooms: PvpRoomsTable;
  pvp_seats: PvpSeatsTable;
  pvp_rounds: PvpRoundsTable;
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  uploads: UploadsTable;
  messages: MessagesTable;
  transfers: TransfersTable;
  bonuses: BonusesTable;
  deposit_limits: DepositLimitsTable;
  exclusions: ExclusionsTable;
  play_settings: PlaySettingsTable;
  job_runs: JobRunsTable;
  job_leases: JobLeasesTable;
  job_ticks: JobTicksTable;
  rate_limits: RateLimitsTable;
  event_payloads: EventPayloadsTable;
  agent_contracts: AgentContractsTable;
  agent_settlements: AgentSettlementsTable;
  money_requests: MoneyRequestsTable;
  payment_password_locks: PaymentPasswordLocksTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  approvals: ApprovalsTable;
  member_notes: MemberNotesTable;
  promotions: PromotionsTable;
  promotion_entries: PromotionEntriesTable;
  member_bonuses: MemberBonusesTable;
  bonus_wagers: BonusWagersTable;
  rewards: RewardsTable;
  member_login_days: MemberLoginDaysTable;
  raffle_stock: RaffleStockTable;
  raffle_seeds: RaffleSeedsTable;
  raffle_draws: RaffleDrawsTable;
  vip_ranks: VipRanksTable;
  vip_rank_changes: VipRankChangesTable;
  loyalty_cursors: LoyaltyCursorsTable;
  lotteries: LotteriesTable;
  lottery_chains: LotteryChainsTable;
  lottery_draws: LotteryDrawsTable;
  lottery_odds: LotteryOddsTable;
  lottery_follows: LotteryFollowsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_result_changes: LotteryResultChangesTable;
  points_accruals: PointsAccrualsTable;
  mall_items: MallItemsTable;
  mall_redeems: MallRedeemsTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
  affiliate_applications: AffiliateApplicationsTable;
  sports_competitions: SportsCompetitionsTable;
  sports_teams: SportsTeamsTable;
  sports_events: SportsEventsTable;
  sports_markets: SportsMarketsTable;
  sports_selections: SportsSelectionsTable;
  sports_bets: SportsBetsTable;
  sports_bet_legs: SportsBetLegsTable;
  sports_cashouts: SportsCashoutsTable;
  sports_player_limits: SportsPlayerLimitsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_files: ChatFilesTable;
  chat_canned_replies: ChatCannedRepliesTable;
  chat_agents: ChatAgentsTable;
  feedback: FeedbackTable;
  feedback_replies: FeedbackRepliesTable;
}
