import type { Db } from '#server/db/connect.ts';
import type { Logger } from '#server/log.ts';

/** Outside messaging behind one interface; the local default keeps what it "sends" in the outbox table. */
export interface Notifier {
  sms(to: string, text: string): Promise<void>;
  email(to: string, subject: string, body: string): Promise<void>;
}

/** The development provider: stores every message and logs that it was sent (never the code itself). */
export function outboxNotifier(db: Db, log: Logger): Notifier {
  const keep = async (channel: string, target: string, subject: string, body: string) => {
    await db.insertInto('outbox').values({ channel, target, subject, body, created_at: Date.now() }).execute();
    log.info({ channel, target: target.replace(/.(?=.{3})/g, '•') }, 'message queued in the local outbox');
  };
  return {
    sms: (to, text) => keep('sms', to, '', text),
    email: (to, subject, body) => keep('email', to, subject, body),
  };
}

/** The newest message sent to a target (for operators and tests reading the local outbox). */
export async function latestMessage(db: Db, target: string) {
  return db.selectFrom('outbox').selectAll().where('target', '=', target).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
