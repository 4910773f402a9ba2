import { atom } from 'nanostores';
import type { AgentPageKey } from '../types/agents.ts';
import type { SecondFactorChallenge } from '../types/auth.ts';
import type { Exclusion } from '../types/rg.ts';
import type { Notice } from '../types/shell.ts';

/** Member-centre pages (spec §2 table), plus the default. */
export type MemberPageKey =
  | 'securityCenter'
  | 'transferFund'
  | 'depositv2'
  | 'withdraw'
  | 'transferUpline'
  | 'personalHistoryCopy'
  | 'manualRebate'
  | 'transactionHistory'
  | 'personalProfit'
  | 'bonusDetails'
  | 'rewardCenter'
  | 'referral'
  | 'missionLeaderboard'
  | 'messageV2'
  | 'responsibleGaming'
  | 'playerRank'
  | 'pointsDetails'
  | 'redeemHistory'
  | 'affiliateApplication'
  | 'winnersList'
  | 'feedback';

/** What each modal is opened with. */
export interface ModalProps {
  login: { tab?: 'password' | 'sms'; challenge?: SecondFactorChallenge; remember?: boolean };
  register: Record<string, never>;
  forgotPassword: Record<string, never>;
  resetPassword: { token: string };
  /** forced: not closable; knownPassword: the password just typed at login, so it is not asked again. */
  changePassword: { forced: boolean; knownPassword?: string };
  welcome: Record<string, never>;
  /** Signed in during a time-out or self-exclusion. */
  excluded: { exclusion: Exclusion };
  memberCentre: { page: MemberPageKey };
  agentCentre: { page: AgentPageKey };
  notice: { selectedId?: number };
  popupNotices: { notices: Notice[] };
  /** Spec §2 chat room: the live chat over the page. */
  chat: Record<string, never>;
}

/** Which modal is open (one at a time) and what it was opened with. */
export type ModalName = keyof ModalProps;
export type OpenModal = { [N in ModalName]: { name: N; props?: ModalProps[N] } }[ModalName];
export const $modal = atom<OpenModal | null>(null);

export function openModal<N extends ModalName>(name: N, props?: ModalProps[N]): void {
  $modal.set((props ? { name, props } : { name }) as OpenModal);
}

export function closeModal(): void {
  $modal.set(null);
}

/**
 * A small dialog over whatever is open (spec §8 warning and confirmation dialogs): its words are
 * i18n keys; `onConfirm` runs when the confirm button is pressed.
 */
export interface DialogRequest {
  tone: 'warning' | 'info' | 'confirm';
  title?: string;
  body: string;
  values?: Record<string, string | number>;
  confirm?: string;
  cancel?: string;
  onConfirm?: () => void;
}
export const $dialog = atom<DialogRequest | null>(null);

export function showDialog(request: DialogRequest): void {
  $dialog.set(request);
}

export function closeDialog(): void {
  $dialog.set(null);
}

export const $sideMenuOpen = atom(false);

export function toggleSideMenu(open = !$sideMenuOpen.get()): void {
  $sideMenuOpen.set(open);
}
