/**
 * Player-versus-player card rooms (Three-card Showdown). A player takes a seat with their game
 * session; any seated player deals the next round (at most one every few seconds per room): every
 * seated player who is not sitting out antes, house bots — always labelled as such — fill the
 * table to three players, the cards come from the room's provably fair seed, the winners share
 * the pot and the house keeps the rake. Players' money moves through the seamless wallet.
 */
import { dealShowdown, type ShowdownOutcome } from '#lib/fair/showdown.ts';
import { createFloats } from '#lib/fair/rng.ts';
import { digest } from '#server/auth/index.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { changed, first, rows, statements } from '#server/db/statement-builder.ts';
import { AppError, NotFound } from '#server/errors.ts';
import { Accounts, balanceOf, InsufficientFunds, post } from '#server/ledger/index.ts';
import { merchantCurrency } from '#server/system/index.ts';
import { moneyCallback } from '../wallet.ts';
import { requestHash } from '../wallet-answer.ts';
import { walletOf, type WalletSession } from '../wallet-session.ts';
import { houseSessionOf } from './play.ts';
import { activeSeed, takeNonce } from './seeds.ts';

export const MIN_PLAYERS = 3;
export const ROUND_GAP_MS = 3_000;
/** A seated player not heard from for this long loses the seat at the next round. */
export const SEAT_TIMEOUT_MS = 90_000;

export class RoomFull extends AppError {
  readonly code = 'ROOM_FULL' as const;
}
export class NotSeated extends AppError {
  readonly code = 'NOT_SEATED' as const;
}
export class RoundTooSoon extends AppError {
  readonly code = 'ROUND_TOO_SOON' as const;
}

export interface RoomCard {
  roomId: number;
  name: string;
  ante: number;
  seats: number;
  players: number;
  mode: string;
}

/** Spec §7 GLS2_roomList: the rooms of the card game with their stake and how many players sit. */
export async function roomList(db: Db, mode: 'real' | 'play'): Promise<RoomCard[]> {
  const rows = await db
    .selectFrom('pvp_rooms as r')
    .leftJoin('pvp_seats as s', 's.room_id', 'r.id')
    .select((eb) => ['r.id', 'r.name', 'r.ante', 'r.seats', 'r.mode', eb.fn.count<number>('s.seat').as('players')])
    .where('r.mode', '=', mode)
    .where('r.status', '=', 0)
    .groupBy(['r.id', 'r.name', 'r.ante', 'r.seats', 'r.mode'])
    .orderBy('r.ante')
    .execute();
  return rows.map((r) => ({ roomId: r.id, name: r.name, ante: r.ante, seats: r.seats, players: Number(r.players), mode: r.mode }));
}


const roomOf = async (sql: SqlRunner, id: number) => {
  const room = await first(sql, statements(sql).selectFrom('pvp_rooms').select(['id', 'game_id', 'name', 'ante', 'seats', 'mode', 'status', 'last_round_at']).where('id', '=', id));
  if (!room || room.status !== 0) throw new NotFound('No such room.');
  return room;
};

const mySeat = (sql: SqlRunner, tokenHash: string) =>
  first(sql, statements(sql).selectFrom('pvp_seats').select(['room_id', 'seat']).where('session_hash', '=', tokenHash));

/** Takes the first free seat of a room (leaving any other seat first). */
export async function joinRoom(app: AppContext, token: string, roomId: number) {
  const hash = digest(token);
  const currency = await merchantCurrency(app.db);
  return app.ledger.run(async (sql) => {
    const s = await houseSessionOf(sql, hash, currency);
    const room = await roomOf(sql, roomId);
    if (room.mode !== s.mode) throw new NotFound('No such room for this game session.');
    await sql.lock(`room:${room.id}`);
    await changed(sql, statements(sql).deleteFrom('pvp_seats').where('session_hash', '=', hash));
    const taken = new Set((await rows(sql, statements(sql).selectFrom('pvp_seats').select('seat').where('room_id', '=', room.id))).map((r) => r.seat));
    const seat = Array.from({ length: room.seats }, (_, i) => i).find((i) => !taken.has(i));
    if (seat === undefined) throw new RoomFull('Every seat at this table is taken. Choose another table.');
    const now = Date.now();
    await changed(
      sql,
      statements(sql).insertInto('pvp_seats').values({ room_id: room.id, seat, member_id: s.memberId, session_hash: hash, sitting_out: 0, joined_at: now, last_seen_at: now }),
    );
    return { roomId: room.id, seat };
  });
}

export async function leaveRoom(app: AppContext, token: string): Promise<void> {
  await app.db.deleteFrom('pvp_seats').where('session_hash', '=', digest(token)).execute();
}

export async function sitOut(app: AppContext, token: string, out: boolean): Promise<void> {
  const res = await app.db.updateTable('pvp_seats').set({ sitting_out: out ? 1 : 0 }).where('session_hash', '=', digest(token)).executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw new NotSeated('You are not seated at a table.');
}

interface Player {
  seat: number;
  kind: 'player' | 'bot';
  name: string;
  memberId: number | null;
  tokenHash: string | null;
}

export interface RoundView {
  roundId: number;
  ante: number;
  pot: number;
  rake: number;
  players: { seat: number; kind: 'player' | 'bot'; name: string; you: boolean }[];
  outcome: ShowdownOutcome;
  seedId: number;
  nonce: number;
  time: number;
}

function maskedName(account: string): string {
  return account.length <= 3 ? account : `${account.slice(0, 2)}•••${account.slice(-1)}`;
}

/** Deals one round at the caller's table (see the module comment). */
export async function dealRound(app: AppContext, token: string): Promise<RoundView> {
  const hash = digest(token);
  const now = Date.now();
  const merchant = await merchantCurrency(app.db);
  const result = await app.ledger.run(async (sql) => {
    const me = await mySeat(sql, hash);
    if (!me) throw new NotSeated('Take a seat first.');
    await sql.lock(`room:${me.room_id}`);
    const room = await roomOf(sql, me.room_id);
    const wait = room.last_round_at + ROUND_GAP_MS - now;
    if (wait > 0) throw new RoundTooSoon('The next round starts in a moment.', { retryAfterMs: wait });
    const st = statements(sql);
    await changed(sql, st.deleteFrom('pvp_seats').where('room_id', '=', room.id).where('last_seen_at', '<', now - SEAT_TIMEOUT_MS).where('session_hash', '<>', hash));
    await changed(sql, st.updateTable('pvp_seats').set({ last_seen_at: now, sitting_out: 0 }).where('session_hash', '=', hash));
    const seated = await rows(
      sql,
      st
        .selectFrom('pvp_seats as s')
        .leftJoin('members as m', 'm.id', 's.member_id')
        .select(['s.seat', 's.member_id', 's.session_hash', 'm.account'])
        .where('s.room_id', '=', room.id)
        .where('s.sitting_out', '=', 0)
        .orderBy('s.seat'),
    );
    const mine = await houseSessionOf(sql, hash, merchant);
    const vendor = mine.vendor;
    const currency = room.mode === 'play' ? 'PLAY' : merchant;
    const seed = await activeSeed(sql, `room:${room.id}`, now);
    const nonce = await takeNonce(sql, seed.id);
    const base = `P${seed.id}-${nonce}`;

    // Every seated player antes through the wallet; one who cannot pay sits out.
    const players: Player[] = [];
    const sessions = new Map<string, WalletSession>();
    for (const p of seated) {
      const s = p.session_hash === hash ? mine : await houseSessionOf(sql, p.session_hash, merchant).catch((err: unknown) => {
            if (err instanceof AppError) return null;
            throw err;
          });
      if (!s) continue;
      const ante = { op: 'debit' as const, txnId: `${base}-s${p.seat}:ante`, roundId: `${base}-s${p.seat}`, amount: room.ante };
      const answer = await moneyCallback(sql, s, ante, requestHash('debit', ante), now);
      if (answer.status !== 200) {
        if (p.session_hash === hash) throw new InsufficientFunds('Your balance is too low for this table.', { balance: await balanceOf(sql, walletOf(s)) });
        await changed(sql, st.updateTable('pvp_seats').set({ sitting_out: 1 }).where('session_hash', '=', p.session_hash));
        continue;
      }
      sessions.set(p.session_hash, s);
      players.push({ seat: p.seat, kind: 'player', name: maskedName(p.account ?? 'guest'), memberId: p.member_id, tokenHash: p.session_hash });
    }
    // House bots fill empty seats up to three players; they are always shown as house bots.
    const free = Array.from({ length: room.seats }, (_, i) => i).filter((i) => !seated.some((p) => p.seat === i));
    for (let b = 0; players.length < MIN_PLAYERS && b < free.length; b++) {
      const seat = free[b] as number;
      players.push({ seat, kind: 'bot', name: `bot${seat + 1}`, memberId: null, tokenHash: null });
    }
    players.sort((a, b) => a.seat - b.seat);
    const houseBank = room.mode === 'play' ? Accounts.playBank(0) : Accounts.house(vendor, currency, 0);
    for (const p of players.filter((x) => x.kind === 'bot')) {
      const from = room.mode === 'play' ? Accounts.playBank(1) : Accounts.bot(p.seat, currency);
      await post(sql, { kind: 'bot_ante', key: `${base}-s${p.seat}:ante`, memberId: null, ref: `room:${room.id}`, postings: [{ account: from, amount: -room.ante }, { account: houseBank, amount: room.ante }] }, now);
    }

    const outcome = dealShowdown(createFloats(seed.serverSeed, seed.clientSeed, nonce), players.length, room.ante);
    const balances: { memberId: number; balance: number }[] = [];
    for (const [i, p] of players.entries()) {
      const pay = outcome.payouts[i];
      if (pay === undefined) throw new Error(`the deal has no payout for seat ${p.seat}`);
      if (p.kind === 'player' && p.tokenHash) {
        const s = sessions.get(p.tokenHash);
        if (!s) throw new Error(`seat ${p.seat} was dealt in without its session`);
        const win = { op: 'credit' as const, txnId: `${base}-s${p.seat}:win`, roundId: `${base}-s${p.seat}`, amount: pay };
        const answer = await moneyCallback(sql, s, win, requestHash('credit', win), now);
        balances.push(...answer.changed);
      } else if (pay > 0) {
        const to = room.mode === 'play' ? Accounts.playBank(1) : Accounts.bot(p.seat, currency);
        await post(sql, { kind: 'bot_win', key: `${base}-s${p.seat}:win`, memberId: null, ref: `room:${room.id}`, postings: [{ account: houseBank, amount: -pay }, { account: to, amount: pay }] }, now);
      }
    }
    if (outcome.rake > 0 && room.mode !== 'play') {
      await post(sql, { kind: 'rake', key: `${base}:rake`, memberId: null, ref: `room:${room.id}`, postings: [{ account: Accounts.house(vendor, currency, 0), amount: -outcome.rake }, { account: Accounts.rake(vendor, currency), amount: outcome.rake }] }, now);
    }
    const view = players.map((p) => ({ seat: p.seat, kind: p.kind, name: p.name }));
    const row = await first(
      sql,
      st
        .insertInto('pvp_rounds')
        .values({ room_id: room.id, seed_id: seed.id, nonce, players: JSON.stringify(view), outcome: JSON.stringify(outcome), ante: room.ante, pot: outcome.pot, rake: outcome.rake, created_at: now })
        .returning('id'),
    );
    await changed(sql, st.updateTable('pvp_rooms').set({ last_round_at: now }).where('id', '=', room.id));
    const you = players.find((p) => p.tokenHash === hash)?.seat;
    if (!row) throw new Error('the round was not stored');
    return { roundId: row.id, view: view.map((p) => ({ ...p, you: p.seat === you })), outcome, seedId: seed.id, nonce, changed: balances };
  });
  for (const c of result.changed) app.events.publish({ type: 'balance', memberId: c.memberId, data: { balance: c.balance } });
  return {
    roundId: result.roundId,
    ante: result.outcome.ante,
    pot: result.outcome.pot,
    rake: result.outcome.rake,
    players: result.view,
    outcome: result.outcome,
    seedId: result.seedId,
    nonce: result.nonce,
    time: now,
  };
}


/** What a seated player sees: the table, who sits where, the last round and their balance. */
export async function roomState(app: AppContext, token: string) {
  const hash = digest(token);
  const currency = await merchantCurrency(app.db);
  return app.ledger.run(async (sql) => {
    const s = await houseSessionOf(sql, hash, currency);
    const me = await mySeat(sql, hash);
    const balance = await balanceOf(sql, walletOf(s));
    if (!me) return { seated: false as const, balance, currency: s.currency };
    const st = statements(sql);
    await changed(sql, st.updateTable('pvp_seats').set({ last_seen_at: Date.now() }).where('session_hash', '=', hash));
    const room = await roomOf(sql, me.room_id);
    const seats = await rows(
      sql,
      st.selectFrom('pvp_seats as s').leftJoin('members as m', 'm.id', 's.member_id').select(['s.seat', 's.session_hash', 's.sitting_out', 'm.account']).where('s.room_id', '=', room.id).orderBy('s.seat'),
    );
    const last = await first(sql, st.selectFrom('pvp_rounds').select(['id', 'players', 'outcome', 'seed_id', 'nonce', 'created_at']).where('room_id', '=', room.id).orderBy('id', 'desc').limit(1));
    const seed = await activeSeed(sql, `room:${room.id}`);
    return {
      seated: true as const,
      balance,
      currency: s.currency,
      room: { roomId: room.id, name: room.name, ante: room.ante, seats: room.seats, nextRoundAt: room.last_round_at + ROUND_GAP_MS },
      you: me.seat,
      seats: seats.map((x) => ({ seat: x.seat, name: maskedName(x.account ?? 'guest'), you: x.session_hash === hash, sittingOut: x.sitting_out === 1 })),
      fair: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
      lastRound: last
        ? { roundId: last.id, players: JSON.parse(last.players) as unknown[], outcome: JSON.parse(last.outcome) as ShowdownOutcome, seedId: last.seed_id, nonce: last.nonce, time: last.created_at }
        : null,
    };
  });
}
