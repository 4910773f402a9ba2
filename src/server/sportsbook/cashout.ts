/**
 * Cash-out: a quote of what a bet's running stake is worth now (src/lib/sports/cashout.ts over the
 * legs' current prices), and paying all or part of it. Paying recomputes the value inside the unit
 * of work under the bet's lock and pays only when it equals the value the player was shown; the
 * bet changes by a guarded update on its status and running stake (`where status = 'open' and
 * open_stake = <read>`), the same guard settlement takes, so a cash-out racing the settlement or
 * another cash-out leaves exactly one of them done. Each payment is a credit `S<id>:co<n>` on the
 * bet's round (the round stays open to the settlement's own `S<id>:win`), the bet's potential and
 * its markets' exposure falling in proportion. A replayed request id answers the first payment.
 */
import type { BetView, CashoutQuote } from '#lib/contracts/sports-shapes.ts';
import { cashoutValue } from '#lib/sports/cashout.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { Accounts, balanceOf } from '#server/ledger/index.ts';
import { ticketMoney, ticketSession } from '#server/providers/index.ts';
import { getSetting, merchantCurrency, type Settings } from '#server/system/index.ts';
import { betLock } from './accept-bets.ts';
import { UnknownSportsBet } from './bet-errors.ts';
import { betLegsIn, type BetRow, betRowsIn, betView, cashoutLeg } from './bet-views.ts';
import { CashoutAmountInvalid, CashoutPriceChanged, CashoutUnavailable, MarketSuspended } from './errors.ts';
import { sportsGames } from './place-bets.ts';

type Terms = Pick<Settings['sports'], 'cashout' | 'cashoutMargin'>;

/** The member's own bet and its legs as they are now (UNKNOWN_BET for anyone else's). */
async function ownBet(sql: SqlRunner, memberId: number, betId: number) {
  const [bet] = await betRowsIn(sql, [betId]);
  if (!bet || bet.member_id !== memberId) throw new UnknownSportsBet('No such bet.');
  const legs = (await betLegsIn(sql, [betId])).get(betId) ?? [];
  return { bet, legs };
}

function quoteOf(bet: BetRow, legs: Awaited<ReturnType<typeof ownBet>>['legs'], terms: Terms): CashoutQuote {
  const v = cashoutValue({ kind: bet.kind, status: bet.status, openStake: bet.open_stake, legs: legs.map(cashoutLeg) }, terms);
  return { betId: bet.id, available: v.available, reason: v.reason, value: v.value, openStake: bet.open_stake };
}

/** GET /wps/sports/bets/:id/cashout. */
export async function cashoutQuote(app: AppContext, memberId: number, betId: number): Promise<CashoutQuote> {
  const terms = await getSetting(app.db, 'sports');
  const { bet, legs } = await ownBet(app.reader, memberId, betId);
  return quoteOf(bet, legs, terms);
}

export interface CashoutInput {
  stakePart: number;
  value: number;
  requestId: string;
  language: string;
}

/** POST /wps/sports/bets/:id/cashout. */
export async function cashOut(app: AppContext, memberId: number, betId: number, input: CashoutInput): Promise<{ bet: BetView; amount: number; balance: number; replayed: boolean }> {
  const [terms, currency] = await Promise.all([getSetting(app.db, 'sports'), merchantCurrency(app.db)]);
  const head = await app.reader.get<{ member_id: number; vendor: string }>('select member_id, vendor from sports_bets where id = ?', [betId]);
  if (!head || Number(head.member_id) !== memberId) throw new UnknownSportsBet('No such bet.');
  const games = await sportsGames(app.reader, memberId, currency);
  const game = [games.sports, games.esports].find((g) => g?.vendor === head.vendor);
  if (!game) throw new Error(`no game row of ${head.vendor}`);
  const done = await app.ledger.run(async (sql) => {
    await sql.lock(betLock(betId));
    const first = await sql.get<{ bet_id: number; amount: number }>('select bet_id, amount from sports_cashouts where member_id = ? and idem_key = ?', [memberId, input.requestId]);
    if (first) {
      if (Number(first.bet_id) !== betId) throw new CashoutAmountInvalid('That request id was used for another bet.');
      return { amount: Number(first.amount), balance: await balanceOf(sql, Accounts.cash(memberId, currency)), replayed: true, changed: [] as { memberId: number; balance: number }[] };
    }
    // PostgreSQL: the legs' markets held to the commit (in id order, as the in-play delay takes
    // them), so a suspension (a guarded update of the market's row) waits for the payment or is
    // seen by it, never committed between the value's reading and the payment.
    if (sql.dialect === 'postgres') await sql.all('select id from sports_markets where id in (select market_id from sports_bet_legs where bet_id = ?) order by id for update', [betId]);
    const { bet, legs } = await ownBet(sql, memberId, betId);
    const quote = quoteOf(bet, legs, terms);
    if (!quote.available) {
      if (quote.reason === 'suspended') throw new MarketSuspended('A market of this bet is suspended for now.', { betId });
      throw new CashoutUnavailable('This bet cannot be cashed out now.', { reason: quote.reason });
    }
    if (!Number.isInteger(input.stakePart) || input.stakePart < 1 || input.stakePart > bet.open_stake) throw new CashoutAmountInvalid('Cash out between 1 and the running stake.', { openStake: bet.open_stake });
    if (input.value !== quote.value) throw new CashoutPriceChanged('The cash-out value has changed.', { value: quote.value });
    const amount = Math.floor((quote.value * input.stakePart) / bet.open_stake);
    const left = bet.open_stake - input.stakePart;
    const potential = Math.floor((bet.potential * left) / bet.open_stake);
    const now = Date.now();
    const turned = await sql.run(
      `update sports_bets set open_stake = open_stake - ?, cashed_out = cashed_out + ?, potential = ?, status = case when open_stake - ? = 0 then 'cashed_out' else status end, settled_at = case when open_stake - ? = 0 then ? else settled_at end
       where id = ? and status = 'open' and open_stake = ?`,
      [input.stakePart, amount, potential, input.stakePart, input.stakePart, now, betId, bet.open_stake],
    );
    if (turned !== 1) throw new CashoutUnavailable('This bet cannot be cashed out now.', { reason: 'settled' });
    const n = Number((await sql.get<{ n: number }>('select count(*) as n from sports_cashouts where bet_id = ?', [betId]))?.n ?? 0) + 1;
    const txnId = `${bet.round_id}:co${n}`;
    await sql.run('insert into sports_cashouts (bet_id, member_id, stake_part, amount, idem_key, txn_id, created_at) values (?, ?, ?, ?, ?, ?, ?)', [betId, memberId, input.stakePart, amount, input.requestId, txnId, now]);
    const released = bet.potential - potential;
    // In market id order, as placing locks them, so the two never wait on each other crosswise.
    if (released > 0) for (const id of legs.map((l) => l.market_id).sort((a, b) => a - b)) await sql.run('update sports_markets set exposure = exposure - ? where id = ?', [released, id]);
    const session = await ticketSession(sql, game, now, false);
    const money = await ticketMoney(sql, session, { op: 'credit', txnId, roundId: bet.round_id, amount }, now);
    return { amount, balance: money.balance, replayed: false, changed: money.changed };
  });
  for (const c of done.changed) app.events.publish({ type: 'balance', memberId: c.memberId, data: { balance: c.balance } });
  const { bet, legs } = await ownBet(app.reader, memberId, betId);
  return { bet: betView(bet, legs, input.language, terms), amount: done.amount, balance: done.balance, replayed: done.replayed };
}
