import { AGENT_PAGE_KEYS, type AgentPageKey } from '../types/agents.ts';

/**
 * The agent centre's place in the address bar, kept apart from the centre's store so the header
 * carries only this much; the centre's reports load with the centre. Opening it is the UI's
 * (src/islands/chrome/reactions.ts).
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

/** The agent-centre page named in the address bar (a reload opens it again), if any. */
export function agentPageInUrl(): AgentPageKey | null {
  const page = new URLSearchParams(location.search).get(AGENT_PAGE_PARAM);
  return AGENT_PAGE_KEYS.find((k) => k === page) ?? null;
}
