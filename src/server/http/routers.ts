import type { Hono } from 'hono';
import type { ApiEnv } from './env.ts';
import { agentRoutes } from './routes/agents.ts';
import { agentContractRoutes } from './routes/agents-contracts.ts';
import { agentReportRoutes } from './routes/agents-reports.ts';
import { agentTeamRoutes } from './routes/agents-team.ts';
import { backofficeReportRoutes } from './routes/backoffice-reports.ts';
import { backofficeCashierRoutes } from './routes/backoffice-cashier.ts';
import { backofficeContentRoutes } from './routes/backoffice-content.ts';
import { backofficeGameRoutes } from './routes/backoffice-games.ts';
import { backofficeMemberRoutes } from './routes/backoffice-members.ts';
import { backofficeMemberActionRoutes } from './routes/backoffice-members-actions.ts';
import { contentRoutes } from './routes/content.ts';
import { cashierRoutes } from './routes/cashier.ts';
import { gameRoutes } from './routes/games.ts';
import { houseRoutes } from './routes/house.ts';
import { memberRoutes } from './routes/member.ts';
import { memberSecurityRoutes } from './routes/member-security.ts';
import { paymentRoutes } from './routes/payment.ts';
import { providerRoutes } from './routes/provider.ts';
import { rgRoutes } from './routes/rg.ts';
import { sessionRoutes } from './routes/session.ts';
import { verificationRoutes } from './routes/verification.ts';
import { walletRoutes } from './routes/wallet.ts';
import { systemRoutes } from './routes/system.ts';
import { backofficeAuditRoutes } from './routes/backoffice-audit.ts';
import { backofficeChannelRoutes } from './routes/backoffice-channels.ts';
import { backofficeSettingsRoutes } from './routes/backoffice-settings.ts';
import { backofficeStaffRoutes } from './routes/backoffice-staff.ts';
import { promotionRoutes } from './routes/promotions.ts';
import { bonusRoutes } from './routes/bonus.ts';
import { rebateRoutes } from './routes/rebates.ts';
import { raffleRoutes } from './routes/raffles.ts';
import { missionRoutes } from './routes/missions.ts';
import { backofficePromotionRoutes } from './routes/backoffice-promotions.ts';
import { vipRoutes } from './routes/vip.ts';
import { pointRoutes } from './routes/points.ts';
import { mallRoutes } from './routes/mall.ts';
import { referralRoutes } from './routes/referral.ts';
import { affiliateRoutes } from './routes/affiliate.ts';
import { backofficeVipRoutes } from './routes/backoffice-vip.ts';
import { backofficeMallRoutes } from './routes/backoffice-mall.ts';
import { backofficeReferralRoutes } from './routes/backoffice-referrals.ts';
import { backofficeAffiliateRoutes } from './routes/backoffice-affiliates.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { lotteryTicketRoutes } from './routes/lottery-tickets.ts';
import { lotteryMenuRoutes } from './routes/lottery-menu.ts';
import { lotteryFairRoutes } from './routes/lottery-fair.ts';
import { lotteryHistoryRoutes } from './routes/lottery-history.ts';
import { backofficeLotteryRoutes } from './routes/backoffice-lottery.ts';
import { backofficeLotteryChainRoutes } from './routes/backoffice-lottery-chains.ts';
import { sportsRoutes } from './routes/sports.ts';
import { sportsBetRoutes } from './routes/sports-bets.ts';
import { backofficeSportsRoutes } from './routes/backoffice-sports.ts';
import { backofficeSportsRiskRoutes } from './routes/backoffice-sports-risk.ts';
import { chatRoutes } from './routes/chat.ts';
import { chatMessageRoutes } from './routes/chat-messages.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { backofficeSupportRoutes } from './routes/backoffice-support.ts';
import { backofficeFeedbackRoutes } from './routes/backoffice-feedback.ts';
import { backofficeSupportRecordRoutes } from './routes/backoffice-support-records.ts';

/** Every router of the API, in the order they are mounted. */
export const API_ROUTERS: readonly Hono<ApiEnv>[] = [
  systemRoutes,
  contentRoutes,
  gameRoutes,
  sessionRoutes,
  verificationRoutes,
  memberRoutes,
  memberSecurityRoutes,
  walletRoutes,
  providerRoutes,
  houseRoutes,
  cashierRoutes,
  rgRoutes,
  paymentRoutes,
  agentRoutes,
  agentTeamRoutes,
  agentReportRoutes,
  agentContractRoutes,
  backofficeReportRoutes,
  backofficeAuditRoutes,
  backofficeCashierRoutes,
  backofficeContentRoutes,
  backofficeGameRoutes,
  backofficeMemberRoutes,
  backofficeMemberActionRoutes,
  backofficeChannelRoutes,
  backofficeSettingsRoutes,
  backofficeStaffRoutes,
  promotionRoutes,
  bonusRoutes,
  rebateRoutes,
  raffleRoutes,
  missionRoutes,
  backofficePromotionRoutes,
  vipRoutes,
  pointRoutes,
  mallRoutes,
  referralRoutes,
  affiliateRoutes,
  backofficeVipRoutes,
  backofficeMallRoutes,
  backofficeReferralRoutes,
  backofficeAffiliateRoutes,
  lotteryRoutes,
  lotteryTicketRoutes,
  lotteryMenuRoutes,
  lotteryFairRoutes,
  lotteryHistoryRoutes,
  backofficeLotteryRoutes,
  backofficeLotteryChainRoutes,
  sportsRoutes,
  sportsBetRoutes,
  backofficeSportsRoutes,
  backofficeSportsRiskRoutes,
  chatRoutes,
  chatMessageRoutes,
  feedbackRoutes,
  backofficeSupportRoutes,
  backofficeFeedbackRoutes,
  backofficeSupportRecordRoutes,
];

/** `"GET /wps/system/status"` for every route the routers register (middleware-only entries left out). */
export function registeredRoutes(routers: readonly Hono<ApiEnv>[] = API_ROUTERS): string[] {
  const keys = new Set<string>();
  for (const router of routers) for (const r of router.routes) if (r.method !== 'ALL') keys.add(`${r.method} ${r.path}`);
  return [...keys].sort();
}
