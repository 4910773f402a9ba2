/**
 * A staff answer on a ticket reaches the person where they are, since nobody waits in a chat
 * window for it: a member gets an internal message ('ticket_replied', the text shortened to 500
 * characters; the full answer stays in the conversation), a visitor an email to the address they
 * left, worded in the ticket's language (locales/<lang>/support-mail.json, read on the server).
 */
import { readFileSync } from 'node:fs';
import type { ChatMessage } from '#lib/contracts/chat.ts';
import type { AppContext } from '#server/app-context.ts';
import { insertMessages, notifyMessages } from '#server/content/index.ts';
import type { ConversationRow } from './chat-access.ts';
import { shorten } from './chat-desk-lines.ts';

export const TICKET_REPLY_MAX = 500;

const words = new Map<string, Record<string, string>>();

/** The support mail words of a language (English when a language has none), read once. */
function mailWords(lang: string): Record<string, string> {
  let w = words.get(lang);
  if (!w) {
    w = {};
    for (const l of [lang, 'en']) {
      if (!/^[a-z]{2,3}$/.test(l)) continue;
      try {
        w = JSON.parse(readFileSync(new URL(`../../../locales/${l}/support-mail.json`, import.meta.url), 'utf8')) as Record<string, string>;
        break;
      } catch {
        continue;
      }
    }
    words.set(lang, w);
  }
  return w;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** Delivers one staff answer of a ticket; an image without words is announced as one. */
export async function deliverTicketReply(app: AppContext, row: ConversationRow, message: ChatMessage, now: number): Promise<void> {
  const w = mailWords(row.language);
  const text = message.body.trim() || (w['supportMail.ticketReply.image'] ?? '');
  if (row.member_id !== null) {
    const memberId = Number(row.member_id);
    await insertMessages(app.db, [memberId], 'ticket_replied', { id: Number(row.id), text: shorten(text, TICKET_REPLY_MAX) }, now);
    await notifyMessages(app.db, app.events, [memberId], 'ticket_replied');
    return;
  }
  if (!row.email) return;
  const values = { name: row.name, id: Number(row.id), text, agent: message.agentName ?? '' };
  await app.notify.email(row.email, fill(w['supportMail.ticketReply.subject'] ?? '', values), fill(w['supportMail.ticketReply.body'] ?? '', values));
}
