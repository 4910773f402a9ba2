import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { CATEGORIES } from '#lib/categories.ts';
import { unreadCount } from '#server/cashier/messages.ts';
import { betRecords } from '#server/games/records.ts';
import { cashBalance } from '#server/ledger/balances.ts';
import { loadSettings } from '#server/system/settings.ts';
import type { ApiEnv } from '../env.ts';
import { languageParam, pageNo, pageSize } from '../schemas.ts';
import { requireSession, sessionOf } from '../session.ts';
import { readQuery } from '../validate.ts';

const member = requireSession({ allowTrial: false });
const DAY = 86_400_000;
/**
 * How often an open stream looks at the balance and the unread count itself: changes made by
 * another process (an operator command, another instance) publish no event here.
 */
export const STREAM_POLL_MS = 2_000;
const HEARTBEAT_MS = 25_000;

export const walletRoutes = new Hono<ApiEnv>()
  /** Spec §7 balance: sumBalance in minor units, with the currency to show it in. */
  .get('/wps/v2/wallets/balance', member, async (c) => {
    const app = c.get('app');
    const [balance, settings] = await Promise.all([cashBalance(app.reader, sessionOf(c).memberId), loadSettings(app.db)]);
    return c.json({ success: true, value: { sumBalance: balance, cash: balance, currency: settings.whitelabel.currency } });
  })
  /**
   * Balance changes pushed to open pages (server-sent events): at once for changes made by this
   * process, within STREAM_POLL_MS for the rest; a heartbeat every 25 s.
   */
  .get('/wps/v2/wallets/stream', member, (c) => {
    const app = c.get('app');
    const memberId = sessionOf(c).memberId;
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
  })
  /** The betting record (member centre page personalHistoryCopy). */
  .get('/wps/relay/MCSFE_getBetRecords', member, async (c) => {
    const now = Date.now();
    const q = readQuery(
      c,
      z.object({
        gameType: z.enum(CATEGORIES as readonly [string, ...string[]]).optional(),
        vassalage: z.string().regex(/^[A-Z0-9_]{2,32}$/).optional(),
        status: z.enum(['open', 'settled', 'rolled_back']).optional(),
        from: z.coerce.number().int().min(0).default(now - 7 * DAY),
        to: z.coerce.number().int().min(0).default(now + 60_000),
        language: languageParam,
        pageNo,
        pageSize: pageSize(20, 100),
      }).refine((v) => v.to > v.from && v.to - v.from <= 92 * DAY, { message: 'the period must be positive and at most 92 days' }),
    );
    const value = await betRecords(c.get('app').db, {
      memberId: sessionOf(c).memberId,
      from: q.from,
      to: q.to,
      category: q.gameType as never,
      vendor: q.vassalage,
      status: q.status,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      lang: q.language,
    });
    return c.json({ success: true, value });
  });
