import { z } from 'zod';
import { playRound } from '#lib/fair/verify.ts';
import { digest } from '#server/auth/index.ts';
import type { AppContext } from '#server/app-context.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, rows, statements } from '#server/db/statement-builder.ts';
import { AppError, NotFound } from '#server/errors.ts';
import { balanceOf, InsufficientFunds } from '#server/ledger/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { SessionExpired } from '../errors.ts';
import { moneyCallback } from '../wallet.ts';
import { requestHash } from '../wallet-answer.ts';
import { sessionOfToken, walletOf, type WalletSession } from '../wallet-session.ts';
import { isSoloEngine, parseInput } from './engines.ts';
import { activeSeed, rotateSeed, takeNonce } from './seeds.ts';

const GameNames = z.record(z.string(), z.string());
const GameConfig = z.record(z.string(), z.unknown());
/** The parts of the wallet's answers a house round reads: a refusal's code, and the balance after a win. */
const RefusedAnswer = z.object({ code: z.string(), message: z.string(), balance: z.number().optional() });
const PaidAnswer = z.object({ value: z.object({ balance: z.number() }) });

/** Whose seeds a session plays with: the member per mode, or the visitor's trial session. */
export function ownerKeyOf(s: WalletSession): string {
  if (s.memberId !== null) return `m:${s.memberId}:${s.mode}`;
  if (!s.playKey) throw new Error('a trial session without its play key');
  return `p:${s.playKey}`;
}

async function gameOf(sql: SqlRunner, id: number) {
  const game = await first(sql, statements(sql).selectFrom('games').select(['id', 'name', 'names', 'engine', 'config', 'category']).where('id', '=', id));
  if (!game) throw new NotFound('No such game.');
  return game;
}

/** The session behind a launch token's hash, whichever house vendor launched it. */
export async function houseSessionOf(sql: SqlRunner, tokenHash: string, currency: string): Promise<WalletSession> {
  const launched = await first(sql, statements(sql).selectFrom('provider_sessions').select('vendor_code').where('token_hash', '=', tokenHash));
  if (!launched) throw new SessionExpired('The game session has ended. Open the game again.');
  return sessionOfToken(sql, tokenHash, launched.vendor_code, currency, Date.now());
}

/** The session a house-game page plays with (the launch token in the X-Game-Session header). */
const houseSession = (sql: SqlRunner, token: string, currency: string) => houseSessionOf(sql, digest(token), currency);

/** What a round pays: every engine states it; an outcome without it is a bug, never a payout of 0. */
function payOf(outcome: { totalPay?: number; pay?: number }): number {
  const pay = outcome.totalPay ?? outcome.pay;
  if (pay === undefined || !Number.isSafeInteger(pay) || pay < 0) throw new Error('a house game outcome without a whole payout');
  return pay;
}

export async function gameSessionInfo(app: AppContext, token: string) {
  const currency = await merchantCurrency(app.db);
  return app.ledger.run(async (sql) => {
    const s = await houseSession(sql, token, currency);
    const game = await gameOf(sql, s.gameId);
    const seed = await activeSeed(sql, ownerKeyOf(s));
    const balance = await balanceOf(sql, walletOf(s));
    return {
      game: { id: game.id, name: game.name, names: GameNames.parse(JSON.parse(game.names)), engine: game.engine, category: game.category, config: GameConfig.parse(JSON.parse(game.config)) },
      mode: s.mode,
      player: s.account || null,
      currency: s.currency,
      balance,
      fair: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    };
  });
}

/**
 * One round of a house game, all in one unit of work: the next nonce of the player's seed pair,
 * the outcome from the seeds and the player's choice only, the stake debited and the win credited
 * through the seamless wallet (idempotent transaction ids), and the round kept for verification.
 * When the stake cannot be paid, nothing at all happens (the nonce is not used).
 */
export async function playHouseRound(app: AppContext, token: string, body: unknown) {
  const now = Date.now();
  const currency = await merchantCurrency(app.db);
  const result = await app.ledger.run(async (sql) => {
    const s = await houseSession(sql, token, currency);
    const game = await gameOf(sql, s.gameId);
    if (!isSoloEngine(game.engine)) throw new NotFound('This game is played at a table.');
    const { input, stake } = parseInput(game.engine, body, GameConfig.parse(JSON.parse(game.config)));
    const owner = ownerKeyOf(s);
    const seed = await activeSeed(sql, owner, now);
    const nonce = await takeNonce(sql, seed.id);
    const outcome = playRound(game.engine, seed.serverSeed, seed.clientSeed, nonce, input as never) as { totalPay?: number; pay?: number };
    const pay = payOf(outcome);
    const roundId = `H${seed.id}-${nonce}`;
    const bet = { op: 'debit' as const, txnId: `${roundId}:bet`, roundId, amount: stake };
    const debit = await moneyCallback(sql, s, bet, requestHash('debit', bet), now);
    if (debit.status !== 200) {
      const failure = RefusedAnswer.parse(JSON.parse(debit.body));
      if (failure.code === 'INSUFFICIENT_FUNDS' && failure.balance !== undefined) throw new InsufficientFunds(failure.message, { balance: failure.balance });
      throw new HouseRoundRefused(failure.message, { reason: failure.code });
    }
    const win = { op: 'credit' as const, txnId: `${roundId}:win`, roundId, amount: pay };
    const credit = await moneyCallback(sql, s, win, requestHash('credit', win), now);
    if (credit.status !== 200) throw new HouseRoundRefused('The round could not be settled.', { reason: JSON.parse(credit.body).code });
    await changed(
      sql,
      statements(sql)
        .insertInto('house_rounds')
        .values({ owner_key: owner, game_id: game.id, engine: game.engine, seed_id: seed.id, nonce, round_id: roundId, input: JSON.stringify(input), outcome: JSON.stringify(outcome), stake, payout: pay, mode: s.mode, created_at: now }),
    );
    const balance = PaidAnswer.parse(JSON.parse(credit.body)).value.balance;
    return { answer: { roundId, nonce, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, stake, pay, balance, outcome }, changed: [...debit.changed, ...credit.changed] };
  });
  const last = result.changed.at(-1);
  if (last) app.events.publish({ type: 'balance', memberId: last.memberId, data: { balance: last.balance } });
  return result.answer;
}

export class HouseRoundRefused extends AppError {
  readonly code = 'ROUND_REFUSED' as const;
}

/** Spec: the player can change the client seed; rotating reveals the old server seed. */
export async function changeSeed(app: AppContext, token: string, clientSeed?: string) {
  const currency = await merchantCurrency(app.db);
  return app.ledger.run(async (sql) => rotateSeed(sql, ownerKeyOf(await houseSession(sql, token, currency)), clientSeed));
}

/** The player's recent rounds with everything needed to verify them (server seeds only once revealed). */
export async function recentRounds(app: AppContext, token: string, limit: number) {
  const currency = await merchantCurrency(app.db);
  return app.ledger.run(async (sql) => {
    const s = await houseSession(sql, token, currency);
    const found = await rows(
      sql,
      statements(sql)
        .selectFrom('house_rounds as r')
        .innerJoin('fair_seeds as f', 'f.id', 'r.seed_id')
        .select(['r.round_id', 'r.engine', 'r.nonce', 'r.input', 'r.outcome', 'r.stake', 'r.payout', 'r.created_at', 'f.server_seed', 'f.server_seed_hash', 'f.client_seed', 'f.revealed_at'])
        .where('r.owner_key', '=', ownerKeyOf(s))
        .orderBy('r.id', 'desc')
        .limit(limit),
    );
    return found.map((r) => ({
      roundId: r.round_id,
      game: r.engine,
      nonce: r.nonce,
      input: JSON.parse(r.input) as unknown,
      outcome: JSON.parse(r.outcome) as unknown,
      stake: r.stake,
      pay: r.payout,
      time: r.created_at,
      serverSeedHash: r.server_seed_hash,
      clientSeed: r.client_seed,
      serverSeed: r.revealed_at === null ? null : r.server_seed,
    }));
  });
}
