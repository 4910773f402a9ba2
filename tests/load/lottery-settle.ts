/**
 * Lottery settlement benchmark (issue 18: a draw of 100,000 tickets settles in ≤ 10 s). A fresh
 * database (SQLite or PostgreSQL) with the demo lotteries and 2,000 funded members, 100,000
 * tickets on one K3 draw placed through the house wallet (ticket row, debit of round L<id>: a
 * bet row and its roll-up each), half of them winners; then the draw is settled once, timed, in
 * the job's batches, and the ledger check is run over the result.
 *
 *   node tests/load/lottery-settle.ts [sqlite|postgres] [tickets]
 */
import '../../scripts/require-node.mjs';
import { insertRows } from '#server/agents/bulk.ts';
import { seedDemoLottery } from '#server/db/demo/lottery.ts';
import { depositEntry } from '#server/db/factories/members.ts';
import { checkLedger, post } from '#server/ledger/index.ts';
import { lotteryByCode, SETTLE_BATCH, settleDraw } from '#server/lottery/index.ts';
import { ticketMoney, ticketSession } from '#server/providers/index.ts';
import { testApp } from '../fixtures/app.ts';

export interface LotterySettleRow {
  name: string;
  value: string;
}

const MEMBERS = 2_000;
const CHUNK = 500;

export async function benchLotterySettle(dialect: 'sqlite' | 'postgres', tickets = 100_000): Promise<LotterySettleRow[]> {
  const t = await testApp(dialect, { seed: true });
  try {
    const db = t.app.db;
    await seedDemoLottery(t.app);
    const lottery = await lotteryByCode(db, 'K3_1M');
    const game = await db.selectFrom('games').select(['vendor_code', 'game_code', 'category']).where('id', '=', lottery.gameId).executeTakeFirstOrThrow();
    const now = Date.now();
    const draw = await db
      .insertInto('lottery_draws')
      .values({ lottery_id: lottery.id, number: `BENCH-${now}`, opens_at: now - 60_000, closes_at: now + 60_000, draw_at: now + 70_000, status: 'open', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const drawId = Number(draw.id);
    const odds = await db.selectFrom('lottery_odds').selectAll().where('lottery_id', '=', lottery.id).where('bet_type', '=', 'big-small').executeTakeFirstOrThrow();
    const terms = JSON.stringify({ oddsMilli: odds.odds_milli === null ? null : Number(odds.odds_milli), returnBps: odds.return_bps, costUnits: odds.cost_units });

    const ids = await t.app.ledger.run(async (sql) => {
      await insertRows(
        sql,
        'members',
        ['account', 'account_key', 'password_hash', 'is_agent', 'kind', 'password_changed_at', 'created_at', 'register_method', 'contacts'],
        Array.from({ length: MEMBERS }, (_, i) => [`lotto${i}`, `lotto${i}`, 'x', 0, 'member', now, now, 'SEED', '{}']),
      );
      return (await sql.all<{ id: number }>("select id from members where account like 'lotto%' order by id", [])).map((r) => Number(r.id));
    });
    for (let i = 0; i < ids.length; i += CHUNK)
      await t.app.ledger.run(async (sql) => {
        for (const id of ids.slice(i, i + CHUNK))
          await post(sql, depositEntry(id, 10_000_000, `bench:fund:${id}`), now);
      });
    const placeStarted = performance.now();
    for (let i = 0; i < tickets; i += CHUNK) {
      await t.app.ledger.run(async (sql) => {
        const n = Math.min(CHUNK, tickets - i);
        const rows = Array.from({ length: n }, (_, k) => {
          const seq = i + k;
          return [drawId, lottery.id, ids[seq % ids.length], 'big-small', seq % 2 ? 'big' : 'small', 1, 100, 1, 100, terms, 'open', '', `bench:${seq}`, now];
        });
        await insertRows(sql, 'lottery_tickets', ['draw_id', 'lottery_id', 'member_id', 'bet_type', 'selection', 'lines', 'unit_stake', 'multiplier', 'stake', 'terms', 'status', 'round_id', 'idem_key', 'placed_at'], rows);
        const made = await sql.all<{ id: number; member_id: number }>("select id, member_id from lottery_tickets where draw_id = ? and round_id = '' order by id", [drawId]);
        for (const tk of made) {
          const id = Number(tk.id);
          await sql.run('update lottery_tickets set round_id = ? where id = ?', [`L${id}`, id]);
          const s = await ticketSession(sql, { memberId: Number(tk.member_id), vendor: game.vendor_code, gameId: lottery.gameId, gameCode: game.game_code, category: game.category, currency: 'BDT' }, now, true);
          await ticketMoney(sql, s, { op: 'debit', txnId: `L${id}:bet`, roundId: `L${id}`, amount: 100 }, now);
        }
      });
    }
    const placeMs = performance.now() - placeStarted;
    await db.updateTable('lottery_draws').set({ status: 'drawn', result: JSON.stringify(['3', '5', '6']), result_source: 'house', drawn_at: Date.now() }).where('id', '=', drawId).execute();

    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await settleDraw(t.app, drawId);
    const settleMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const row = await db.selectFrom('lottery_draws').select(['status', 'tickets', 'payout']).where('id', '=', drawId).executeTakeFirstOrThrow();
    const checkStarted = performance.now();
    const violations = await checkLedger(t.app.reader, dialect);
    const checkMs = performance.now() - checkStarted;
    return [
      { name: 'tickets on the draw (placed through the wallet)', value: `${tickets.toLocaleString('en')} by ${MEMBERS.toLocaleString('en')} members, set up in ${(placeMs / 1000).toFixed(1)} s` },
      { name: `settle the draw (batches of ${SETTLE_BATCH.toLocaleString('en')})`, value: `${(settleMs / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU of this process` },
      { name: 'tickets settled per second', value: Math.round((outcome.tickets / settleMs) * 1000).toLocaleString('en') },
      { name: 'draw after settlement', value: `${row.status}, ${row.tickets.toLocaleString('en')} tickets, payout ${Number(row.payout).toLocaleString('en')}` },
      { name: 'ledger check afterwards', value: `${violations.length === 0 ? 'passes' : `${violations.length} violations`} (${(checkMs / 1000).toFixed(1)} s)` },
    ];
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  console.table(await benchLotterySettle(dialect, Number(process.argv[3] ?? 100_000)));
}
