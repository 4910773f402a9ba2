/** What the agent centre hands every page it opens (src/islands/agent/agent-pages.ts lists them). */
export interface AgentPageProps {
  lang: string;
}
