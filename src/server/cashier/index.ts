/**
 * The cashier domain: payment channels, deposits, withdrawals, bank accounts, uploads,
 * messages, transfers, bonuses, responsible-gambling limits and play settings, payment passwords,
 * money requests and the account record. Other folders import it only through this file
 * (decision 019).
 */

export { bindBankAccount, listBankAccounts } from './bank-accounts.ts';
export { grantBonus } from './bonuses.ts';
export { listChannels } from './channels.ts';
export { assertChannelLimits, type ChannelLimits, type ChannelLimitsChange, MAX_CHANNEL_FEE_BP, sameLimits, setChannelLimits, staffChannel, type StaffChannel, staffChannels } from './channel-limits.ts';
export { answerPayment, DEMO_GATEWAY, openPayment, paymentOf } from './demo-gateway.ts';
export { creditedDepositsByMember, memberCreditedDeposits, membersCreditedSince } from './deposit-totals.ts';
export { type CreditedDeposit, creditedDepositsFrom } from './credited-deposits.ts';
export { creditDeposit, listDeposits, refuseDeposit, requestDeposit } from './deposits.ts';
export { creditedDepositsIn, type MemberWindow } from './deposit-windows.ts';
export { type ChannelDay, dailyTotals } from './daily-totals.ts';
export { disputeDetail, type DisputeOutcome, disputeQueue, type DisputeState, resolveDispute } from './disputes.ts';
export { activeExclusion, exclude } from './exclusions.ts';
export { handleGatewayCallback } from './gateway.ts';
export { startCashierJobs } from './jobs.ts';
export { confirmLimit, listLimits, setLimit } from './limits.ts';
export { setPaymentPassword } from './payment-password-change.ts';
export { assertPaymentPassword } from './payment-password.ts';
export { RequestIdReused, UploadRefused } from './errors.ts';
export { helplines, realityCheck, setRealityCheck } from './play-settings.ts';
export { houseDepositsOf, houseFirstDepositsOf, houseWithdrawalsOf } from './house-money.ts';
export { approveForPayout, markWithdrawalPaid } from './payouts.ts';
export { accountRecords, personalProfit, recordsCsv } from './records.ts';
export { pendingDeposits, pendingWithdrawals } from './review-lists.ts';
export { depositProof, depositQueue, type DepositQueueStatus, depositRow, MANUAL_CHANNEL_KINDS, proofImage, withdrawalQueue, type WithdrawalQueueStatus, withdrawalRow } from './review-queues.ts';
export { bonusesOf, creditedDepositsOf, firstDepositsOf, MOVEMENT_TYPES, movementsOf, paidWithdrawalsOf } from './team-money.ts';
export { collectAll, consolidatedFunds, transferToDownline, transferToUpline, vendorTransfer } from './transfers.ts';
export { depositPageOf, liftPaymentPasswordLock, memberIdsByBankAccount, paymentPasswordLocked, rgStatusOf, withdrawalPageOf } from './staff-member-view.ts';
export { sharedBankAccounts } from './shared-bank-accounts.ts';
export { attachedUploads, attachUploads, cleanImage, MAX_UPLOAD_BYTES, readAttachedUpload, readUpload, storeImage } from './uploads.ts';
export { dailyWithdrawalLimit, type DailyWithdrawalLimit } from './withdrawal-daily.ts';
export { approveWithdrawal, autoReceive, confirmReceipt, listWithdrawals, rejectWithdrawal, requestWithdrawal, sendWithdrawalCode } from './withdrawals.ts';
