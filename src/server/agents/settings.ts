/** The 'agents' setting is a section of the settings schema (src/server/system/agent-settings.ts). */
export { AGENT_SETTINGS, type AgentSettings } from '#server/system/agent-settings.ts';
