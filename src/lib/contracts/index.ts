/**
 * Every endpoint of the API, by domain. The server registers its routes from these
 * (src/server/http/contract-route.ts), the OpenAPI document is generated from them
 * (/wps/openapi.json), and the browser's client takes its types from them (src/lib/api.ts, type
 * imports only: no schema reaches the browser bundle).
 */
import type { Endpoint, KeyOf } from './endpoint.ts';
import { system } from './system.ts';
import { content } from './content.ts';
import { games } from './games.ts';
import { house } from './house.ts';
import { verification } from './verification.ts';
import { session } from './session.ts';
import { payment } from './payment.ts';
import { provider } from './provider.ts';
import { member } from './member.ts';
import { memberSecurity } from './member-security.ts';
import { rg } from './rg.ts';
import { wallet } from './wallet.ts';
import { cashier } from './cashier.ts';
import { agents } from './agents.ts';
import { agentsTeam } from './agents-team.ts';
import { agentsReports } from './agents-reports.ts';
import { agentsContracts } from './agents-contracts.ts';
import { backofficeReports } from './backoffice-reports.ts';
import { backofficeApprovals } from './backoffice-approvals.ts';
import { backofficeAudit } from './backoffice-audit.ts';
import { backofficeCashier } from './backoffice-cashier.ts';
import { backofficeContent } from './backoffice-content.ts';
import { backofficeGames } from './backoffice-games.ts';
import { backofficeMembers } from './backoffice-members.ts';
import { backofficeSettings } from './backoffice-settings.ts';
import { backofficeChannels } from './backoffice-channels.ts';
import { backofficeStaff } from './backoffice-staff.ts';
import { promotions } from './promotions.ts';
import { bonus } from './bonus.ts';
import { rebates } from './rebates.ts';
import { raffles } from './raffles.ts';
import { missions } from './missions.ts';
import { backofficePromotions } from './backoffice-promotions.ts';
import { vip } from './vip.ts';
import { lottery } from './lottery.ts';
import { lotteryTickets } from './lottery-tickets.ts';
import { lotteryMenu } from './lottery-menu.ts';
import { lotteryFair } from './lottery-fair.ts';
import { lotteryHistory } from './lottery-history.ts';
import { backofficeLottery } from './backoffice-lottery.ts';
import { backofficeLotteryChains } from './backoffice-lottery-chains.ts';
import { sports } from './sports.ts';
import { sportsBets } from './sports-bets.ts';
import { backofficeSports } from './backoffice-sports.ts';
import { backofficeSportsRisk } from './backoffice-sports-risk.ts';
import { points } from './points.ts';
import { mall } from './mall.ts';
import { referral } from './referral.ts';
import { affiliate } from './affiliate.ts';
import { backofficeVip } from './backoffice-vip.ts';
import { backofficeMall } from './backoffice-mall.ts';
import { backofficeReferrals } from './backoffice-referrals.ts';
import { backofficeAffiliates } from './backoffice-affiliates.ts';
import { chat } from './chat.ts';
import { feedback } from './feedback.ts';
import { backofficeSupport } from './backoffice-support.ts';

export const CONTRACTS = {
  system,
  content,
  games,
  house,
  verification,
  session,
  payment,
  provider,
  member,
  memberSecurity,
  rg,
  wallet,
  cashier,
  agents,
  agentsTeam,
  agentsReports,
  agentsContracts,
  backofficeCashier,
  backofficeReports,
  backofficeAudit,
  backofficeApprovals,
  backofficeContent,
  backofficeGames,
  backofficeMembers,
  backofficeSettings,
  backofficeChannels,
  backofficeStaff,
  promotions,
  bonus,
  rebates,
  raffles,
  missions,
  backofficePromotions,
  vip,
  points,
  mall,
  referral,
  affiliate,
  backofficeVip,
  backofficeMall,
  backofficeReferrals,
  backofficeAffiliates,
  lottery,
  lotteryTickets,
  lotteryMenu,
  lotteryFair,
  lotteryHistory,
  backofficeLottery,
  backofficeLotteryChains,
  sports,
  sportsBets,
  backofficeSports,
  backofficeSportsRisk,
  chat,
  feedback,
  backofficeSupport,
};

type Groups = typeof CONTRACTS;
type AnyEndpoint = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** Every endpoint by its key, `"GET /wps/system/status"`. */
export type EndpointsByKey = { [E in AnyEndpoint as KeyOf<E>]: E };
export type EndpointKey = keyof EndpointsByKey;

/** Every endpoint, in declaration order. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(CONTRACTS).flatMap((group): Endpoint[] => Object.values(group));
