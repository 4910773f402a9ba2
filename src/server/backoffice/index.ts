/**
 * The back office: staff accounts, roles and their sessions, the hash-chained audit log, and
 * maker-checker approvals. It sits above every other domain and reads and changes them only
 * through their index.ts. Other folders import it only through this file (decision 019).
 */
export { type ApprovalKind, approvalKind, type ApprovalRun } from './approval-kind.ts';
export { APPROVAL_KINDS } from './approval-registry.ts';
export { APPROVAL_TTL_MS, type ApprovalRequest, type ApprovalStatus, decideApproval, expireApprovals, requestApproval } from './approvals.ts';
export { audit, type AuditCheck, type AuditEntry, type AuditProblem, checkAuditChain } from './audit.ts';
export { type AuditFilter, type AuditListRow, listAudit } from './audit-query.ts';
export { auditCsv } from './audit-csv.ts';
export { type ApprovalFilter, type ApprovalQueueRow, listApprovals, mayDecide } from './approvals-queue.ts';
export { AUDIT_GENESIS, auditHash, firstBadRow } from './audit-chain.ts';
export { createHelpItemAs, updateHelpItemAs } from './content-help.ts';
export { listMessageSends, type MessageSendResult, type MessageSendRow, NoRecipients, sendStaffMessage, type StaffMessageInput } from './content-messages.ts';
export { assertStaffCan, createNoticeAs, deleteNoticeAs, updateNoticeAs } from './content-notices.ts';
export { approveDepositAtDesk, approveWithdrawalAtDesk, markPaidAtDesk, rejectDepositAtDesk, rejectWithdrawalAtDesk, resolveDisputeAtDesk } from './cashier-desk.ts';
export { ApprovalClosed, LastOwner, SelfApproval, StaffBadCredentials, StaffEnrolmentRequired, StaffExists, StaffForbidden, StaffIpNotAllowed, StaffLocked, StaffNotLoggedIn, TotpInvalid } from './errors.ts';
export { ipAllowed } from './ip-allow.ts';
export { endSessionsOf, moveDownline, resetPasswordOf, resetSecondFactor, setMemberLock, unlockPaymentPassword } from './members-actions.ts';
export { addNote, notesOf } from './members-notes.ts';
export { findMembers, memberProfile } from './members-read.ts';
export { betsOf, depositsOf, ledgerOf, sessionsOf, withdrawalsOf } from './members-records.ts';
export { requestAdjustment, requestBonus } from './members-requests.ts';
export { endVendorMaintenance, enableVendor, rotateVendorSecret, scheduleVendorMaintenance, vendorDesk, vendorSecretList } from './games-vendors.ts';
export { gamePage, houseRtp, updateGameFlags } from './games-catalogue.ts';
export { changeStaffRole, createStaff, disableStaff, listStaff, oneTimePassword, resetStaffPassword, STAFF_SORTS, staffIdentity, type StaffListRow, type StaffSort, unlockStaff } from './staff-accounts.ts';
export { type CodeStage, type LoginStage, passwordStage, STAFF_MAX_FAILURES, staffCodeStep, staffEnrolment, staffLogout, staffPasswordStep, staffSetPassword } from './staff-login.ts';
export { changeDomains, changeMaintenance, changeRegions, changeRegisterRules, changeSetting, pendingSettingChanges, type SettingOutcome, settingsOverview } from './settings-changes.ts';
export { CHANNEL_LIMITS_KIND, type ChannelChangeOutcome, channelsOverview, type PendingChannelChange, pendingChannelChanges, requestChannelChange } from './settings-channels.ts';
export { SettingsLockout } from './errors-settings.ts';
export { isMoneyKey, SETTINGS_MONEY_KIND } from './settings-money.ts';
export { type Actor, commandLine, type StaffActor, type SystemActor } from './staff.ts';
export {
  createStaffSession,
  endAllStaffSessions,
  endStaffSession,
  findStaffSession,
  resolveStaffSession,
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
  STAFF_IDLE_MS,
  type StaffSessionRow,
  type StaffStage,
} from './staff-sessions.ts';
export { merchantFields, merchantOf, previousOf, rangeOf } from './report-basics.ts';
export { AGENT_COLUMNS, backofficeCsv, CASHIER_COLUMNS, GGR_COLUMNS, PLAYER_COLUMNS } from './report-columns.ts';
export { dashboard } from './report-dashboard.ts';
export { agentsReport } from './report-agents.ts';
export { cashierReport } from './report-cashier.ts';
export { ggrReport } from './report-ggr.ts';
export { playersReport } from './report-players.ts';
export { applicationQueue, decideApplicationAs } from './promotions-applications.ts';
export { affiliateQueue, affiliateUpline, approveAffiliate, rejectAffiliate } from './loyalty-affiliates.ts';
export { promotionCostReport } from './promotions-cost.ts';
export { createMallItemAs, decideRedeemAs, setMallItemStatusAs, updateMallItemAs } from './loyalty-mall.ts';
export { decideReferralAs } from './loyalty-referrals.ts';
export { askLadderChange, loyaltySettingsView, saveLoyaltySettingsAs, setRankAs, vipDesk } from './loyalty-vip.ts';
export { VIP_LADDER_KIND } from './kind-vip-ladder.ts';
export { commitChainAs, retireChainAs } from './lottery-chains.ts';
export { askCorrectionAs, boDraws, boResults, enterResultAs, importFeedResultAs, voidDrawAs } from './lottery-draws.ts';
export { boLotteries, saveLotteryAs, saveOddsAs } from './lottery-lotteries.ts';
export { askRulesChange, askToPublish, changePresentationAs, createPromotionAs, endPromotionAs, releaseUnpublished, staffPromotion, staffPromotionPage, updateDraftAs } from './promotions-desk.ts';
export { PROMOTION_PUBLISH_KIND } from './kind-promotion-publish.ts';
export { PROMOTION_RULES_KIND } from './kind-promotion-rules.ts';
export { boSportsCatalogue, boSportsEvent, boSportsEvents, createSportsEventAs, setSportsEventStatusAs } from './sports-events.ts';
export { setSportsLimitsAs, setSportsMarketStatusAs, setSportsOddsAs } from './sports-trading.ts';
export { askSportsResultAs, askSportsSettleAs, askSportsVoidAs, boSportsSettlement } from './sports-settlement.ts';
export { boSportsBets, boSportsLiability, boStakeFactors, clearStakeFactorAs, setStakeFactorAs } from './sports-risk.ts';
export { SPORTS_SETTLEMENT_KIND } from './kind-sports-settlement.ts';
// Customer service (issue 20): the desk's actions (audited), its records, metrics and member panel, feedback.
export * from './support-actions.ts';
export * from './support-records.ts';
export * from './support-feedback.ts';
