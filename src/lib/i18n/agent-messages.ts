import type { Messages } from './messages.ts';

/** The agent centre's words (locales/<lang>/agent.json), loaded only when the centre first opens. */
const files = import.meta.glob<Messages>('/locales/*/agent.json', { import: 'default' });

export async function loadAgentMessages(lang: string): Promise<Messages> {
  const load = files[`/locales/${lang}/agent.json`] ?? files['/locales/bn/agent.json'];
  return load ? load() : {};
}
