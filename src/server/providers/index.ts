/**
 * The providers domain: the signed wallet callbacks of outside vendors, their secrets and
 * transactions, and the house games (provably fair seeds, rounds, rooms). Other folders import it
 * only through this file (decision 019).
 */

export { forgetVendorSecrets, handleCallback } from './callbacks.ts';
export { InvalidSignature, SessionExpired, StaleRequest } from './errors.ts';
export { changeSeed, gameSessionInfo, playHouseRound, recentRounds } from './house/play.ts';
export { dealRound, joinRoom, leaveRoom, roomList, roomState, sitOut } from './house/rooms.ts';
export { DEFAULT_GRACE_MS, issueVendorSecret, listVendorSecrets, MAX_GRACE_MS, vendorSecretStates } from './secrets.ts';
export { type TicketGame, type TicketMoney, ticketMoney, TicketRefused, ticketSession } from './house/ticket-wallet.ts';
export { type ResettleRequest, type Resettled, ticketResettle } from './house/ticket-resettle.ts';
export { type RoundCredit, settleTicketRounds } from './house/ticket-settle-batch.ts';
export type { MoneyRequest } from './wallet.ts';
export { STATED_RTP, statedRtp } from './house/stated-rtp.ts';
