import type { ApprovalKind } from './approval-kind.ts';
import { bonusGrant } from './kind-bonus-grant.ts';
import { channelLimits } from './kind-channel-limits.ts';
import { lotteryCorrection } from './kind-lottery-correction.ts';
import { lotteryResult } from './kind-lottery-result.ts';
import { memberAdjust } from './kind-member-adjust.ts';
import { promotionPublish } from './kind-promotion-publish.ts';
import { promotionRules } from './kind-promotion-rules.ts';
import { settingsMoney } from './kind-settings-money.ts';
import { sportsSettlement } from './kind-sports-settlement.ts';
import { vipLadderChange } from './kind-vip-ladder.ts';
import { withdrawalApprove } from './kind-withdrawal-approve.ts';

/**
 * Every kind of maker-checker request, by name. Each kind is declared in its own file
 * (`kind-<name>.ts`, importing only approval-kind.ts and other domains' index.ts) and listed here:
 * 'member.adjust', 'bonus.grant', 'withdrawal.approve', 'settings.money', 'channel.limits',
 * 'promotion.publish', 'promotion.rules', 'vip.ladder', 'lottery.result', 'lottery.correction', 'sports.settlement'.
 */
export const APPROVAL_KINDS: Record<string, ApprovalKind> = {
  'member.adjust': memberAdjust,
  'bonus.grant': bonusGrant,
  'settings.money': settingsMoney,
  'channel.limits': channelLimits,
  'withdrawal.approve': withdrawalApprove,
  'promotion.publish': promotionPublish,
  'promotion.rules': promotionRules,
  'vip.ladder': vipLadderChange,
  'lottery.result': lotteryResult,
  'lottery.correction': lotteryCorrection,
  'sports.settlement': sportsSettlement,
};
