/**
 * One lottery's game page: the game (bet types, terms, the draw taking tickets), the bet slip of
 * several selections, placing it on the current draw or following the next draws with it, the
 * member's open tickets with cancelling before close, and the outcome of a draw the member played
 * once it settles (a win only when the return is more than the stake).
 */
import { atom } from 'nanostores';
import { ApiError } from '../api.ts';
import type { LotteryGame } from '../contracts/lottery.ts';
import type { DrawEvent, TicketView } from '../contracts/lottery-shapes.ts';
import type { SlipItem } from '../contracts/lottery-tickets.ts';
import { errorMessage, type Message } from '../error-message.ts';
import { lotteryApi } from '../lottery-api.ts';
import { learnServerTime } from './lottery-live.ts';
import type { Loadable } from './rewards.ts';
import { refreshBalance } from './wallet.ts';

export interface SlipEntry extends SlipItem {
  key: string;
  lines: number;
  stake: number;
}

export type PlaceState =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'placed'; tickets: number; stake: number }
  | { state: 'following'; draws: number; reserved: number }
  | { state: 'error'; message: Message };

/** What a settled draw the member played came to: stake and return over its tickets. */
export interface DrawOutcome {
  drawNumber: string;
  tickets: number;
  stake: number;
  payout: number;
}

export const $game = atom<LotteryGame | null>(null);
export const $slip = atom<SlipEntry[]>([]);
export const $placeState = atom<PlaceState>({ state: 'idle' });
export const $openTickets = atom<Loadable<TicketView[]>>({ state: 'idle' });
export const $cancelling = atom<number | null>(null);
export const $cancelError = atom<Message | null>(null);
export const $outcome = atom<DrawOutcome | null>(null);

/** The lottery's refusals, each with its own words (errors.<CODE>); anything else as the shared client says it. */
const LOTTERY_CODES = new Set([
  'UNKNOWN_LOTTERY', 'UNKNOWN_DRAW', 'DRAW_CLOSED', 'DRAW_NOT_OPEN', 'UNKNOWN_BET_TYPE', 'BET_TYPE_CLOSED', 'EMPTY_SELECTION', 'NUMBER_OUT_OF_RANGE',
  'WRONG_DIGIT_COUNT', 'DUPLICATE_SELECTION', 'TOO_MANY_NUMBERS', 'TOO_FEW_NUMBERS', 'STAKE_TOO_LOW', 'STAKE_ABOVE_LIMIT', 'PAYOUT_ABOVE_LIMIT',
  'INSUFFICIENT_FUNDS', 'ACCOUNT_EXCLUDED', 'TICKET_REFUSED', 'TICKET_NOT_CANCELLABLE', 'FOLLOW_NOT_ACTIVE',
]);

export function lotteryErrorMessage(err: unknown): Message {
  if (err instanceof ApiError && LOTTERY_CODES.has(err.code)) return { key: `errors.${err.code}` };
  return errorMessage(err);
}

/** The game as the server rendered it; a different lottery empties the slip. */
export function provideGame(game: LotteryGame): void {
  const before = $game.get();
  if (before && before.lottery.code !== game.lottery.code) $slip.set([]);
  learnServerTime(game.serverTime);
  $game.set(game);
}

export async function reloadGame(): Promise<void> {
  const current = $game.get();
  if (!current) return;
  try {
    provideGame(await lotteryApi.game(current.lottery.code));
  } catch {
    // The page keeps what it shows; the next event or countdown reads again.
  }
}

let entrySeq = 0;

/** Adds a selection to the slip: false when the slip is full or holds the same selection already. */
export function addToSlip(item: Omit<SlipEntry, 'key'>): 'added' | 'full' | 'duplicate' {
  const slip = $slip.get();
  const max = $game.get()?.limits.slipMaxItems ?? 20;
  if (slip.some((s) => s.betType === item.betType && s.numbers === item.numbers && s.unitStake === item.unitStake && s.multiplier === item.multiplier)) return 'duplicate';
  if (slip.length >= max) return 'full';
  $slip.set([...slip, { ...item, key: `s${++entrySeq}` }]);
  if ($placeState.get().state !== 'busy') $placeState.set({ state: 'idle' });
  return 'added';
}

export function removeFromSlip(key: string): void {
  $slip.set($slip.get().filter((s) => s.key !== key));
}

export function clearSlip(): void {
  $slip.set([]);
}

const newRequestId = () => `lt-${crypto.randomUUID().replace(/-/g, '')}`;
const itemsOf = (slip: readonly SlipEntry[]): SlipItem[] => slip.map(({ betType, numbers, unitStake, multiplier }) => ({ betType, numbers, unitStake, multiplier }));

/** Places the slip on the draw taking tickets (one request id per confirm: a retry of the same confirm places nothing twice). */
export async function placeSlip(): Promise<void> {
  const game = $game.get();
  const slip = $slip.get();
  if (!game || !slip.length || $placeState.get().state === 'busy') return;
  if (!game.draw) return $placeState.set({ state: 'error', message: { key: 'errors.DRAW_CLOSED' } });
  $placeState.set({ state: 'busy' });
  try {
    const placed = await lotteryApi.place(game.draw.id, itemsOf(slip), newRequestId());
    $slip.set([]);
    $placeState.set({ state: 'placed', tickets: placed.tickets.length, stake: placed.tickets.reduce((n, t) => n + t.stake, 0) });
    void refreshBalance();
    void loadOpenTickets();
  } catch (err) {
    $placeState.set({ state: 'error', message: lotteryErrorMessage(err) });
    if (err instanceof ApiError && (err.code === 'DRAW_CLOSED' || err.code === 'DRAW_NOT_OPEN' || err.code === 'UNKNOWN_DRAW')) void reloadGame();
  }
}

/** Follows the next `draws` draws with the slip: one reservation now, each draw's tickets when it opens. */
export async function followSlip(draws: number, stopOnWin: boolean): Promise<void> {
  const game = $game.get();
  const slip = $slip.get();
  if (!game || !slip.length || $placeState.get().state === 'busy') return;
  $placeState.set({ state: 'busy' });
  try {
    const { follow } = await lotteryApi.follow(game.lottery.code, itemsOf(slip), draws, stopOnWin, newRequestId());
    $slip.set([]);
    $placeState.set({ state: 'following', draws: follow.drawsTotal, reserved: follow.reserved + follow.drawStake * follow.drawsPlaced });
    void refreshBalance();
    void loadOpenTickets();
  } catch (err) {
    $placeState.set({ state: 'error', message: lotteryErrorMessage(err) });
  }
}

export async function loadOpenTickets(): Promise<void> {
  const game = $game.get();
  if (!game) return;
  if ($openTickets.get().state !== 'ready') $openTickets.set({ state: 'loading' });
  try {
    $openTickets.set({ state: 'ready', data: (await lotteryApi.openTickets(game.lottery.code)).list });
  } catch {
    if ($openTickets.get().state !== 'ready') $openTickets.set({ state: 'error' });
  }
}

export async function cancelTicket(id: number): Promise<void> {
  if ($cancelling.get() !== null) return;
  $cancelling.set(id);
  $cancelError.set(null);
  try {
    await lotteryApi.cancel(id);
    void refreshBalance();
  } catch (err) {
    $cancelError.set(lotteryErrorMessage(err));
  } finally {
    $cancelling.set(null);
    await loadOpenTickets();
  }
}

/** A draw event of this lottery: the game is read again; a settled draw the member played says what it came to. */
export async function onDrawEvent(event: DrawEvent, signedIn: boolean): Promise<void> {
  const game = $game.get();
  if (!game || event.lottery !== game.lottery.code) return;
  void reloadGame();
  if (!signedIn) return;
  const open = $openTickets.get();
  const played = open.state === 'ready' && open.data.some((t) => t.drawId === event.draw.id);
  if (event.draw.status === 'settled' && played) {
    try {
      const { list } = await lotteryApi.latestTickets(game.lottery.code);
      const mine = list.filter((t) => t.drawId === event.draw.id && (t.status === 'won' || t.status === 'lost'));
      if (mine.length) $outcome.set({ drawNumber: event.draw.number, tickets: mine.length, stake: mine.reduce((n, t) => n + t.stake, 0), payout: mine.reduce((n, t) => n + t.payout, 0) });
      void refreshBalance();
    } catch {
      // The tickets page still shows every ticket's outcome.
    }
  }
  void loadOpenTickets();
}

export function dismissOutcome(): void {
  $outcome.set(null);
}
