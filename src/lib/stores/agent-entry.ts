import { AGENT_PAGE_KEYS, type AgentPageKey } from '../types/agents.ts';
import { $session, requireAction } from './session.ts';
import { closeModal, openModal } from './ui.ts';

/**
 * Opening the agent centre, kept apart from the centre's store so the header carries only this
 * much; the centre's reports load with the centre.
 */

/** Spec §9: the agent centre's default page. */
export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

/** The address-bar parameter naming the open agent-centre page (a reload opens it again). */
export const AGENT_PAGE_PARAM = 'agentPage';

function replaceQuery(search: string): void {
  const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  history.replaceState(history.state, '', url);
}

/** Puts the open page into the address bar (null: the centre closed, its parameters removed). */
export function rememberAgentPage(page: AgentPageKey | null, dropPrefixes: readonly string[] = []): void {
  const params = new URLSearchParams(location.search);
  if (page) params.set(AGENT_PAGE_PARAM, page);
  else {
    params.delete(AGENT_PAGE_PARAM);
    for (const name of [...params.keys()]) if (dropPrefixes.some((p) => name.startsWith(p) && /[A-Z]/.test(name.charAt(p.length)))) params.delete(name);
  }
  replaceQuery(params.toString());
}

/** Writes a table's query string (from writeUrlState) into the address bar. */
export function rememberTableState(search: string): void {
  replaceQuery(search);
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
  const page = new URLSearchParams(location.search).get(AGENT_PAGE_PARAM);
  if (!page || !(AGENT_PAGE_KEYS as readonly string[]).includes(page)) return () => undefined;
  let done = false;
  const stop = $session.subscribe((s) => {
    if (done || s.state === 'unknown') return;
    done = true;
    if (s.state === 'member') openAgentCentre(page as AgentPageKey);
  });
  return stop;
}

export function closeAgentCentre(): void {
  closeModal();
}
