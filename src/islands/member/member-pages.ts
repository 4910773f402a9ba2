import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { isAgentType } from '#lib/roles.ts';
import type { MemberPageKey } from '#lib/stores/ui.ts';
import type { MemberInfo } from '#lib/types/member.ts';
import type { MemberPageProps } from './page-props.ts';

export interface MemberPageEntry {
  key: MemberPageKey;
  /** An icon of public/images/categories; the label is member.menu.<key>. */
  icon: string;
  /** Shown only when this holds (a feature switch, the member's upline). */
  when?: (ctx: { switches: Record<string, boolean>; member: MemberInfo }) => boolean;
  /** The page's code, loaded when it is first opened. */
  load: () => Promise<{ default: ComponentType<MemberPageProps> }>;
}

/**
 * Spec §2 member-centre entries, in the spec's order, then the pages beyond the menu the spec
 * names; each page's code loads when it is first opened.
 */
export const MEMBER_PAGES: readonly MemberPageEntry[] = [
  { key: 'securityCenter', icon: 'security', load: () => import('./security/security-centre.tsx') },
  { key: 'transferFund', icon: 'wallet', load: () => import('./wallet/my-wallet-page.tsx') },
  { key: 'depositv2', icon: 'deposit', load: () => import('./deposit/deposit-page.tsx') },
  { key: 'withdraw', icon: 'withdraw', load: () => import('./withdraw/withdraw-page.tsx') },
  { key: 'transferUpline', icon: 'transfer', when: ({ member }) => member.toUpline, load: () => import('./upline/transfer-upline-page.tsx') },
  { key: 'personalHistoryCopy', icon: 'record', load: () => import('./bets/bet-record-page.tsx') },
  { key: 'manualRebate', icon: 'cashback', when: ({ switches }) => switches['manualCashback'] === true, load: () => import('./rebate/rebate-page.tsx') },
  { key: 'transactionHistory', icon: 'record', load: () => import('./account-record/account-record-page.tsx') },
  { key: 'personalProfit', icon: 'chart', load: () => import('./profit/profit-page.tsx') },
  { key: 'bonusDetails', icon: 'gift', load: () => import('./bonus/bonus-page.tsx') },
  { key: 'rewardCenter', icon: 'rewards', load: () => import('./rewards/reward-center-page.tsx') },
  { key: 'referral', icon: 'social', when: ({ switches }) => switches['referral'] === true, load: () => import('./referral/referral-page.tsx') },
  { key: 'missionLeaderboard', icon: 'mission', load: () => import('./missions/mission-page.tsx') },
  { key: 'messageV2', icon: 'mail', load: () => import('./messages/messages-page.tsx') },
  // Beyond the spec: the responsible-gaming tools (DESIGN.md).
  { key: 'responsibleGaming', icon: 'shield', load: () => import('./rg/responsible-gaming.tsx') },
  // Spec §2 "also named" member screens: the VIP rank, points, the mall's redeems, affiliates, winners.
  { key: 'playerRank', icon: 'vip', load: () => import('./vip/player-rank-page.tsx') },
  { key: 'pointsDetails', icon: 'rewards', load: () => import('./points/points-page.tsx') },
  { key: 'redeemHistory', icon: 'gift', load: () => import('./mall/redeem-history-page.tsx') },
  { key: 'affiliateApplication', icon: 'social', when: ({ member }) => !isAgentType(member.type), load: () => import('./affiliate/affiliate-page.tsx') },
  { key: 'winnersList', icon: 'star', load: () => import('./winners/winners-page.tsx') },
  // Spec §2/§79 feedback: the form and the member's feedback with the operator's replies.
  { key: 'feedback', icon: 'edit', load: () => import('./feedback/feedback-page.tsx') },
];

const components = new Map<MemberPageKey, LazyExoticComponent<ComponentType<MemberPageProps>>>();

/** The page's lazy component (made once). */
export function memberPage(entry: MemberPageEntry): LazyExoticComponent<ComponentType<MemberPageProps>> {
  let component = components.get(entry.key);
  if (!component) {
    component = lazy(entry.load);
    components.set(entry.key, component);
  }
  return component;
}

/** Whether a string (from a link) names a member-centre page. */
export function isMemberPage(key: string): key is MemberPageKey {
  return MEMBER_PAGES.some((e) => e.key === key);
}
