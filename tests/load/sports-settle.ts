/**
 * Sportsbook settlement benchmark (issue 19: an event with 50,000 open bets, singles and
 * accumulators, settles in ≤ 10 s). A fresh database with 2,000 funded members; 40,000 singles
 * spread over one football event's 1X2, Asian handicap −0.25, total 2.5 and both-teams-to-score
 * markets, and 10,000 doubles with their other leg on a second event already resulted; every bet
 * placed through the house wallet (bet row and legs, debit of round S<id>). Then the event is
 * resulted and its markets' bets settled once, timed, in the job's batches (resultEvent +
 * settleDueMarkets), and the ledger check is run over the result.
 *
 *   node tests/load/sports-settle.ts [sqlite|postgres] [bets]
 */
import '../../scripts/require-node.mjs';
import { SPORTS_VENDOR } from '#lib/contracts/sports-model.ts';
import { insertRows } from '#server/agents/bulk.ts';
import { insertGame, insertVendor } from '#server/db/factories/catalogue.ts';
import { insertSportsEvent } from '#server/db/factories/sportsbook.ts';
import { depositEntry } from '#server/db/factories/members.ts';
import { checkLedger, post } from '#server/ledger/index.ts';
import { ticketMoney, ticketSession } from '#server/providers/index.ts';
import { resultEvent, SETTLE_BATCH, settleDueMarkets } from '#server/sportsbook/index.ts';
import { testApp } from '../fixtures/app.ts';

export interface SportsSettleRow {
  name: string;
  value: string;
}

const MEMBERS = 2_000;
const CHUNK = 500;

export async function benchSportsSettle(dialect: 'sqlite' | 'postgres', bets = 50_000): Promise<SportsSettleRow[]> {
  const t = await testApp(dialect);
  try {
    const db = t.app.db;
    const vendor = SPORTS_VENDOR.sports;
    await insertVendor(db, { code: vendor, display_name: 'Pitchside', category: 'SPORTS' });
    const gameId = await insertGame(db, { vendor, code: 'sportsbook', name: 'Pitchside Sportsbook', category: 'SPORTS', engine: 'sportsbook' });
    const now = Date.now();
    const main = await insertSportsEvent(db, { startsAt: now - 7_200_000, status: 'live' });
    const other = await insertSportsEvent(db, { startsAt: now - 7_200_000, status: 'live' });
    /** Single picks: [market index, selection key, odds]. */
    const picks: [number, string, number][] = [
      [0, 'home', 2100],
      [0, 'draw', 3300],
      [0, 'away', 3500],
      [1, 'home', 1950],
      [1, 'away', 1900],
      [2, 'over', 1900],
      [2, 'under', 1950],
      [3, 'yes', 1800],
      [3, 'no', 2000],
    ];

    const ids = await t.app.ledger.run(async (sql) => {
      await insertRows(
        sql,
        'members',
        ['account', 'account_key', 'password_hash', 'is_agent', 'kind', 'password_changed_at', 'created_at', 'register_method', 'contacts'],
        Array.from({ length: MEMBERS }, (_, i) => [`sports${i}`, `sports${i}`, 'x', 0, 'member', now, now, 'SEED', '{}']),
      );
      return (await sql.all<{ id: number }>("select id from members where account like 'sports%' order by id", [])).map((r) => Number(r.id));
    });
    for (let i = 0; i < ids.length; i += CHUNK)
      await t.app.ledger.run(async (sql) => {
        for (const id of ids.slice(i, i + CHUNK))
          await post(sql, depositEntry(id, 10_000_000, `bench:fund:${id}`), now);
      });
    const accas = Math.floor(bets / 5);
    const placeStarted = performance.now();
    for (let i = 0; i < bets; i += CHUNK) {
      await t.app.ledger.run(async (sql) => {
        const n = Math.min(CHUNK, bets - i);
        const rows = Array.from({ length: n }, (_, k) => {
          const seq = i + k;
          const acca = seq % 5 === 4 && seq / 5 < accas;
          return [ids[seq % ids.length], vendor, acca ? 'acca' : 'single', 1, 100, 100, 100, 0, 'open', 'none', '', `bench:${seq}`, 'en', now, now];
        });
        await insertRows(sql, 'sports_bets', ['member_id', 'vendor', 'kind', 'lines', 'unit_stake', 'stake', 'open_stake', 'potential', 'status', 'odds_change', 'round_id', 'idem_key', 'language', 'placed_at', 'accept_at'], rows);
        const made = await sql.all<{ id: number; member_id: number; kind: string }>("select id, member_id, kind from sports_bets where round_id = '' order by id", []);
        const legs: unknown[][] = [];
        for (const b of made) {
          const id = Number(b.id);
          const [mi, key, odds] = picks[id % picks.length]!;
          const m = main.markets[mi]!;
          legs.push([id, 0, main.eventId, m.id, m.selections[key]!, odds, mi === 1 ? -1 : mi === 2 ? 10 : null]);
          if (b.kind === 'acca') legs.push([id, 1, other.eventId, other.markets[0]!.id, other.markets[0]!.selections['home']!, 2000, null]);
        }
        await insertRows(sql, 'sports_bet_legs', ['bet_id', 'idx', 'event_id', 'market_id', 'selection_id', 'odds', 'line_q'], legs);
        for (const b of made) {
          const id = Number(b.id);
          await sql.run('update sports_bets set round_id = ? where id = ?', [`S${id}`, id]);
          const s = await ticketSession(sql, { memberId: Number(b.member_id), vendor, gameId, gameCode: 'sportsbook', category: 'SPORTS', currency: 'BDT' }, now, true);
          await ticketMoney(sql, s, { op: 'debit', txnId: `S${id}:bet`, roundId: `S${id}`, amount: 100 }, now);
        }
      });
    }
    const placeMs = performance.now() - placeStarted;
    // The doubles' other event is resulted first (its walk passes them: their main leg is still open).
    await resultEvent(t.app, other.eventId, { home: 2, away: 0, parts: [[2, 0]] });
    await settleDueMarkets(t.app, Date.now());

    const started = performance.now();
    const cpu = process.cpuUsage();
    await resultEvent(t.app, main.eventId, { home: 2, away: 1, parts: [[1, 1], [1, 0]] });
    const resultMs = performance.now() - started;
    const settled = await settleDueMarkets(t.app, Date.now());
    const settleMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const counts = await db.selectFrom('sports_bets').select(({ fn }) => ['status', fn.countAll<number>().as('n'), fn.sum<number>('payout').as('payout')]).groupBy('status').execute();
    const ev = await db.selectFrom('sports_events').select('status').where('id', '=', main.eventId).executeTakeFirstOrThrow();
    const checkStarted = performance.now();
    const violations = await checkLedger(t.app.reader, dialect);
    const checkMs = performance.now() - checkStarted;
    return [
      { name: 'open bets on the event (placed through the wallet)', value: `${bets.toLocaleString('en')} (${(bets - accas).toLocaleString('en')} singles over 4 markets, ${accas.toLocaleString('en')} doubles) by ${MEMBERS.toLocaleString('en')} members, set up in ${(placeMs / 1000).toFixed(1)} s` },
      { name: 'result the event (4 markets, 50,000 legs)', value: `${(resultMs / 1000).toFixed(2)} s` },
      { name: `result + settle every bet (batches of ${SETTLE_BATCH.toLocaleString('en')})`, value: `${(settleMs / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU of this process` },
      { name: 'bets settled per second', value: Math.round((settled / settleMs) * 1000).toLocaleString('en') },
      { name: 'after settlement', value: `event ${ev.status}; ${counts.map((c) => `${c.status} ${Number(c.n).toLocaleString('en')} (payout ${Number(c.payout).toLocaleString('en')})`).join(', ')}` },
      { name: 'ledger check afterwards', value: `${violations.length === 0 ? 'passes' : `${violations.length} violations`} (${(checkMs / 1000).toFixed(1)} s)` },
    ];
  } finally {
    await t.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
  console.table(await benchSportsSettle(dialect, Number(process.argv[3] ?? 50_000)));
}
