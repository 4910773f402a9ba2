/**
 * The plain-text transcript of a conversation, as emailed to the player in the conversation's
 * language: when, who and what, images as a marker. The words come from locales/<lang>/chat-mail.json
 * (the mail's own) and chat.json (the chat's system lines, as the player saw them), read from the
 * files once: the server runs without the bundler that gives pages their messages.
 */
import { readFileSync } from 'node:fs';
import type { Db } from '#server/db/connect.ts';
import { localTime } from '#server/system/index.ts';
import type { ConversationRow } from './chat-access.ts';

/** Enough for any real conversation; a runaway one is cut rather than mailing megabytes. */
const TRANSCRIPT_MAX_MESSAGES = 5_000;

type Words = (key: string, values?: Record<string, string>) => string;
const cache = new Map<string, Words>();

function readWords(lang: string, namespace: string): Record<string, string> {
  try {
    return JSON.parse(readFileSync(new URL(`../../../locales/${lang}/${namespace}.json`, import.meta.url), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The transcript's words in bn or en (a missing key shows as itself, which the i18n check prevents). */
export function chatMailT(language: string): Words {
  const lang = language === 'en' ? 'en' : 'bn';
  let t = cache.get(lang);
  if (!t) {
    const words = { ...readWords(lang, 'chat'), ...readWords(lang, 'chat-mail') };
    t = (key, values) => (words[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values?.[name] ?? '');
    cache.set(lang, t);
  }
  return t;
}

const pad = (n: number) => String(n).padStart(2, '0');

function stamp(ms: number, timeZone: string): { date: string; time: string } {
  const l = localTime(ms, timeZone);
  return { date: `${l.year}-${pad(l.month)}-${pad(l.day)}`, time: `${pad(l.hour)}:${pad(l.minute)}` };
}

/** Subject and body of the transcript of a conversation (staff notes are never in it). */
export async function transcriptOf(db: Db, row: ConversationRow, timeZone: string): Promise<{ subject: string; body: string }> {
  const t = chatMailT(row.language);
  const messages = await db
    .selectFrom('chat_messages')
    .select(['author', 'body', 'file_id', 'agent_name', 'created_at'])
    .where('conversation_id', '=', Number(row.id))
    .where('author', '<>', 'note')
    .orderBy('id', 'asc')
    .limit(TRANSCRIPT_MAX_MESSAGES)
    .execute();
  const lines = messages.map((m) => {
    const at = stamp(Number(m.created_at), timeZone);
    if (m.author === 'system') return `[${at.date} ${at.time}] ${t('chatMail.transcript.site')}: ${t(`chat.system.${m.body}`, { name: m.agent_name ?? row.agent_name ?? t('chatMail.transcript.agent') })}`;
    const who = m.author === 'player' ? t('chatMail.transcript.you') : (m.agent_name ?? t('chatMail.transcript.agent'));
    const text = [m.file_id === null ? '' : t('chatMail.transcript.image'), m.body].filter(Boolean).join(' ');
    return `[${at.date} ${at.time}] ${who}: ${text}`;
  });
  const intro = t('chatMail.transcript.intro', { name: row.name, date: stamp(Number(row.created_at), timeZone).date, timeZone });
  return { subject: t('chatMail.transcript.subject'), body: [intro, '', ...lines, '', t('chatMail.transcript.footer')].join('\n') };
}
