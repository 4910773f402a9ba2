/** Contracts: src/lib/contracts/chat.ts (send, upload, files, typing, marks and the stream: chat-messages.ts). */
import { Hono } from 'hono';
import { chat as api } from '#lib/contracts/chat.ts';
import { chatState, closeByPlayer, emailTranscript, openTicket, rateConversation, startConversation } from '#server/support/index.ts';
import { chatCallerOf, setChatCookie } from '../chat-caller.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { clientOf } from '../session.ts';

export const chatRoutes = new Hono<ApiEnv>();

const chatLanguage = (language: string) => (language === 'en' ? 'en' : 'bn');

serve(chatRoutes, api.state, async (c, { query }) => chatState(c.get('app'), await chatCallerOf(c), chatLanguage(query.language), Date.now()));
serve(chatRoutes, api.start, async (c, { body }) => {
  const started = await startConversation(c.get('app'), await chatCallerOf(c), body, clientOf(c));
  if (started.token) setChatCookie(c, started.token);
  return started.state;
});
serve(chatRoutes, api.ticket, async (c, { body }) => openTicket(c.get('app'), await chatCallerOf(c), body, clientOf(c)));
serve(chatRoutes, api.close, async (c) => closeByPlayer(c.get('app'), await chatCallerOf(c)));
serve(chatRoutes, api.rate, async (c, { body }) => rateConversation(c.get('app'), await chatCallerOf(c), body));
serve(chatRoutes, api.transcript, async (c, { body }) => emailTranscript(c.get('app'), await chatCallerOf(c), body.email));
