import { formatDateTime } from '#lib/format.ts';
import { type AgentPageKey } from '#lib/types/agents.ts';
import type { Exclusion } from '#lib/types/rg.ts';
import { agentPageInUrl, DEFAULT_AGENT_PAGE } from '#lib/stores/agent-entry.ts';
import type { LaunchRefusal } from '#lib/stores/games.ts';
import { DEFAULT_MEMBER_PAGE, MEMBER_CENTRE_DELAY_MS, type MemberPageKey } from '#lib/stores/member-centre.ts';
import { $session, $sessionLost, actionRefusal, type AfterLogin, logout, owePopups } from '#lib/stores/session.ts';
import { $timeZone } from '#lib/stores/time-zone.ts';
import { closeModal, openModal, showDialog } from '#lib/stores/ui.ts';

/*
 * The UI's answers to what the stores report: stores hold state and verbs and never open a modal
 * or a dialog; the islands call these with an action's result or refusal.
 */

/** Says why a protected action cannot go ahead: the login modal, or the warning that fits. */
export function showRefusal(refusal: LaunchRefusal | null): void {
  switch (refusal) {
    case 'login':
      openModal('login');
      return;
    case 'trueAccount':
      showDialog({ tone: 'warning', body: 'in_need_true_account', confirm: 'in_increase_submit' });
      return;
    case 'agentsOnly':
      showDialog({ tone: 'warning', body: 'auth.warning.agentsOnly', confirm: 'in_increase_submit' });
      return;
    case 'changePassword':
      openModal('changePassword', { forced: true });
      return;
    default:
    // Nothing to say: the session is not known yet, or a lost session already asks to log in.
  }
}

/**
 * Spec §5 shared action check, used by every protected action: without a session the login modal
 * opens; a trial account (isAgent 4) gets the warning; agent actions need isAgent 1, 2, 41 or 42.
 */
export function requireAction(kind: 'member' | 'agent'): boolean {
  const refusal = actionRefusal(kind);
  showRefusal(refusal);
  return refusal === null;
}

/**
 * Spec §4 opening the member centre: through the shared action check (visitors get the login
 * modal, trial accounts the warning), then on the chosen page after the spec's short delay.
 */
export function openMemberCentre(page: MemberPageKey = DEFAULT_MEMBER_PAGE): void {
  if (!requireAction('member')) return;
  setTimeout(() => openModal('memberCentre', { page }), MEMBER_CENTRE_DELAY_MS);
}

/**
 * Spec §4 opening the agent centre: through the shared action check (visitors get the login
 * modal, trial accounts and members who are not agents a warning), then on the chosen page.
 */
export function openAgentCentre(page: AgentPageKey = DEFAULT_AGENT_PAGE): void {
  if (!requireAction('agent')) return;
  openModal('agentCentre', { page });
}

/** After a reload: the page named in the address bar opens again (for agents only), once the session is known. */
export function reopenAgentCentreFromUrl(): () => void {
  const page = agentPageInUrl();
  if (!page) return () => undefined;
  let done = false;
  const stop = $session.subscribe((s) => {
    if (done || s.state === 'unknown') return;
    done = true;
    if (s.state === 'member') openAgentCentre(page);
  });
  return stop;
}

/** Spec §8: logging out asks first. */
export function confirmLogout(): void {
  showDialog({
    tone: 'confirm',
    title: 'in_popup_prompt',
    body: 'in_sure_logout',
    cancel: 'in_more_cancel',
    confirm: 'in_increase_submit',
    onConfirm: () => void logout(),
  });
}

/**
 * What follows a login (spec §4): the login or register modal closes, then the exclusion notice,
 * the forced password change (default or expired password) or the welcome of a first login.
 */
export function showAfterLogin(after: AfterLogin): void {
  switch (after.next) {
    case 'excluded':
      openModal('excluded', { exclusion: after.exclusion });
      return;
    case 'changePassword':
      openModal('changePassword', after.knownPassword === undefined ? { forced: true } : { forced: true, knownPassword: after.knownPassword });
      return;
    case 'welcome':
      openModal('welcome');
      break;
    default:
      closeModal();
  }
  // Owed only now, so they wait behind the welcome and never close with the login modal.
  owePopups();
}

/** A time-out or self-exclusion has started: everything closes and a dialog says until when. */
export function showBreakStarted(exclusion: Pick<Exclusion, 'kind' | 'until'>, lang: string): void {
  const { kind, until } = exclusion;
  closeModal();
  showDialog({
    tone: 'info',
    title: kind === 'time_out' ? 'rg.break.startedTitle' : 'rg.exclusion.startedTitle',
    body: until === null ? 'rg.exclusion.startedPermanent' : 'rg.break.startedUntil',
    values: until === null ? {} : { until: formatDateTime(until, lang, $timeZone.get()) },
    confirm: 'in_increase_submit',
  });
}

/** A session the server no longer knows (expired, or ended elsewhere) asks the visitor to log in again. */
export function watchLostSession(): () => void {
  return $sessionLost.listen(() => openModal('login'));
}
