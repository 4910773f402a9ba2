import { Hono } from 'hono';
import { wallet } from '#lib/contracts/wallet.ts';
import { betRecords } from '#server/games/index.ts';
import { cashBalance } from '#server/ledger/index.ts';
import { loadSettings } from '#server/system/index.ts';
import { serve } from '../contract-route.ts';
import type { ApiEnv } from '../env.ts';
import { balanceStream } from '../responses/balance-stream.ts';
import { sessionOf } from '../session.ts';

export { STREAM_POLL_MS } from '../responses/balance-stream.ts';

export const walletRoutes = new Hono<ApiEnv>();

serve(walletRoutes, wallet.balance, async (c) => {
  const app = c.get('app');
  const [balance, settings] = await Promise.all([cashBalance(app.reader, sessionOf(c).memberId), loadSettings(app.db)]);
  return { sumBalance: balance, cash: balance, currency: settings.whitelabel.currency };
});

serve(walletRoutes, wallet.stream, (c) => balanceStream(c, c.get('app'), sessionOf(c).memberId));

/** The betting record (member centre page personalHistoryCopy). */
serve(walletRoutes, wallet.betRecords, (c, { query: q }) =>
  betRecords(c.get('app').db, {
    memberId: sessionOf(c).memberId,
    from: q.from,
    to: q.to,
    category: q.gameType,
    vendor: q.vassalage,
    status: q.status,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    lang: q.language,
  }),
);
