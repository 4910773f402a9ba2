import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppContext } from '#server/app-context.ts';
import { unreadCount } from '#server/content/index.ts';
import { cashBalance } from '#server/ledger/index.ts';

/**
 * How often an open stream looks at the balance and the unread count itself: changes made by an
 * operator command publish no event, and an event lost while the bus's broker was away is not
 * sent again (another instance's changes normally arrive through the bus, decision 032).
 */
export const STREAM_POLL_MS = 2_000;
const HEARTBEAT_MS = 25_000;

/**
 * Balance changes pushed to an open page (server-sent events): at once for changes made by any
 * instance (the event bus), within STREAM_POLL_MS for the rest; a heartbeat every 25 s.
 */
export function balanceStream(c: Context, app: Pick<AppContext, 'db' | 'reader' | 'events'>, memberId: number): Response {
  return streamSSE(c, async (stream) => {
    // A page may leave before the first answer: its abort has then already happened, so the
    // loop asks the stream itself rather than waiting for an abort event.
    let unsubscribe = (): void => undefined;
    stream.onAbort(() => unsubscribe());
    let balance = await cashBalance(app.reader, memberId);
    let unread = await unreadCount(app.db, memberId);
    if (stream.aborted) return;
    unsubscribe = app.events.subscribe(memberId, (e) => {
      if (e.type === 'balance' && typeof e.data['balance'] === 'number') balance = e.data['balance'];
      if (e.type === 'message' && typeof e.data['unread'] === 'number') unread = e.data['unread'];
      void stream.writeSSE({ event: e.type, data: JSON.stringify(e.data) });
    });
    await stream.writeSSE({ event: 'balance', data: JSON.stringify({ balance }) });
    let quiet = 0;
    while (!stream.aborted) {
      await stream.sleep(STREAM_POLL_MS);
      if (stream.aborted) break;
      const [nowBalance, nowUnread] = await Promise.all([cashBalance(app.reader, memberId), unreadCount(app.db, memberId)]);
      if (stream.aborted) break;
      if (nowBalance !== balance) {
        balance = nowBalance;
        await stream.writeSSE({ event: 'balance', data: JSON.stringify({ balance }) });
        quiet = 0;
      }
      if (nowUnread !== unread) {
        unread = nowUnread;
        await stream.writeSSE({ event: 'message', data: JSON.stringify({ unread }) });
        quiet = 0;
      }
      quiet += STREAM_POLL_MS;
      if (quiet >= HEARTBEAT_MS) {
        await stream.writeSSE({ event: 'ping', data: '{}' });
        quiet = 0;
      }
    }
  });
}
