/**
 * The sportsbook's member side: placing the slip (odds-change answers, in-play bets waiting for
 * acceptance, the receipt) and my bets (tabs, cash-out quotes, cash-outs). Islands read the atoms
 * and call the verbs; they never call the API themselves.
 */
import { atom } from 'nanostores';
import { ApiError } from '../api.ts';
import type { CashoutDone, SlipBet } from '../contracts/sports-bets.ts';
import type { OddsChangeMode } from '../contracts/sports-model.ts';
import type { BetView, CashoutQuote } from '../contracts/sports-shapes.ts';
import { errorMessage, type Message } from '../error-message.ts';
import { type BetListTab, sportsBetsApi } from '../sports-bets-api.ts';
import { refreshBalance } from './wallet.ts';
import { $slip, clearSlip, updatePickOdds } from './sports-slip.ts';

/** A price the server answered that differs from the slip's. */
export interface MovedPrice {
  selectionId: number;
  from: number;
  to: number;
}

export type PlaceState =
  | { state: 'idle' }
  | { state: 'busy' }
  /** The server's odds differ from the slip's: the picks carry the new odds, `moved` names them; confirm again. */
  | { state: 'moved'; moved: MovedPrice[] }
  /** In-play bets in their delay: asked again after acceptAt. */
  | { state: 'waiting'; bets: BetView[] }
  /** The receipt: the bets as they stand (open, or rejected with the stake returned). */
  | { state: 'done'; bets: BetView[] }
  | { state: 'error'; message: Message };

export const $placeState = atom<PlaceState>({ state: 'idle' });

const newRequestId = () => `sb-${crypto.randomUUID().replace(/-/g, '')}`;

/** The last confirmation that got no answer (network, server error): sent again with the same id. */
let unanswered: { body: string; id: string } | null = null;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks again for bets in their in-play delay until each is accepted or rejected (a few tries). */
async function settlePending(bets: BetView[]): Promise<BetView[]> {
  let out = bets;
  for (let attempt = 0; attempt < 8 && out.some((b) => b.status === 'pending'); attempt++) {
    const wait = attempt === 0 ? Math.max(...out.filter((b) => b.status === 'pending').map((b) => b.acceptAt - b.placedAt)) + 700 : 1_000;
    await sleep(Math.max(300, Math.min(wait, 30_000)));
    out = await Promise.all(out.map((b) => (b.status === 'pending' ? sportsBetsApi.one(b.id).catch(() => b) : b)));
  }
  return out;
}

/**
 * Places the slip's bets. ODDS_CHANGED puts the server's prices on the picks (`updatePickOdds`) and
 * asks for a new confirmation; in-play bets wait for acceptance; success clears the slip (unless
 * `keep`) and reads the balance again.
 */
export async function placeBets(bets: SlipBet[], oddsChange: OddsChangeMode, keep = false): Promise<void> {
  if (!bets.length || $placeState.get().state === 'busy') return;
  const body = JSON.stringify({ bets, oddsChange });
  const id = unanswered?.body === body ? unanswered.id : newRequestId();
  unanswered = { body, id };
  $placeState.set({ state: 'busy' });
  try {
    const placed = await sportsBetsApi.place(bets, oddsChange, id);
    unanswered = null;
    void refreshBalance();
    if (!keep) clearSlip();
    if (placed.bets.some((b) => b.status === 'pending')) {
      $placeState.set({ state: 'waiting', bets: placed.bets });
      const final = await settlePending(placed.bets);
      $placeState.set({ state: 'done', bets: final });
      if (final.some((b) => b.status === 'rejected')) void refreshBalance();
    } else {
      $placeState.set({ state: 'done', bets: placed.bets });
    }
  } catch (err) {
    if (err instanceof ApiError && err.status > 0 && err.status < 500 && err.code !== 'NETWORK_ERROR') unanswered = null;
    if (err instanceof ApiError && err.code === 'ODDS_CHANGED') {
      const prices = Array.isArray(err.details['prices']) ? (err.details['prices'] as { selectionId: number; odds: number }[]) : [];
      const before = new Map($slip.get().map((p) => [p.selectionId, p.odds]));
      const moved = prices.filter((p) => before.has(p.selectionId) && before.get(p.selectionId) !== p.odds).map((p) => ({ selectionId: p.selectionId, from: before.get(p.selectionId)!, to: p.odds }));
      updatePickOdds(prices);
      $placeState.set({ state: 'moved', moved });
      return;
    }
    $placeState.set({ state: 'error', message: errorMessage(err) });
  }
}

/** Back to an empty slip's state (the receipt dismissed, picks changed). */
export function resetPlace(): void {
  if ($placeState.get().state !== 'busy' && $placeState.get().state !== 'waiting') $placeState.set({ state: 'idle' });
}

/* ------------------------------------------------ my bets ------------------------------------------------ */

export type BetList = { state: 'loading' } | { state: 'error'; message: Message } | { state: 'ready'; tab: BetListTab; bets: BetView[]; total: number };

export const $betTab = atom<BetListTab>('open');
export const $betList = atom<BetList>({ state: 'loading' });
/** Cash-out quotes of the open bets shown, by bet id. */
export const $quotes = atom<Record<number, CashoutQuote>>({});

let listGeneration = 0;
/** Reads a tab of my bets (quietly when `quiet`: the list stays while it loads). */
export async function loadBets(tab: BetListTab = $betTab.get(), quiet = false): Promise<void> {
  const mine = ++listGeneration;
  $betTab.set(tab);
  if (!quiet) $betList.set({ state: 'loading' });
  try {
    const page = await sportsBetsApi.list(tab, 1, 50);
    if (mine !== listGeneration) return;
    $betList.set({ state: 'ready', tab, bets: page.list, total: page.total });
  } catch (err) {
    if (mine === listGeneration && !quiet) $betList.set({ state: 'error', message: errorMessage(err) });
  }
}

/** Reads the cash-out quotes of the open bets that may cash out now. */
export async function refreshQuotes(): Promise<void> {
  const list = $betList.get();
  if (list.state !== 'ready' || list.tab !== 'open') return;
  const ids = list.bets.filter((b) => b.status === 'open').map((b) => b.id);
  const quotes = await Promise.all(ids.map((id) => sportsBetsApi.quote(id).catch(() => null)));
  const next: Record<number, CashoutQuote> = {};
  for (const q of quotes) if (q) next[q.betId] = q;
  $quotes.set(next);
}

export type CashoutResult = { ok: true; done: CashoutDone } | { ok: false; moved: number | null; message: Message };

/**
 * Cashes out `stakePart` of a bet's running stake at the quote's value. CASHOUT_PRICE_CHANGED
 * answers the current value (the quote is updated with it) so the player can accept it.
 */
export async function cashOut(bet: BetView, stakePart: number, value: number, requestId: string): Promise<CashoutResult> {
  try {
    const done = await sportsBetsApi.cashout(bet.id, stakePart, value, requestId);
    void refreshBalance();
    // The bet's running stake changed: its list entry and its quote are read again at once.
    void loadBets($betTab.get(), true).then(refreshQuotes);
    return { ok: true, done };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'CASHOUT_PRICE_CHANGED') {
      const v = err.details['value'];
      const moved = typeof v === 'number' ? v : null;
      const q = $quotes.get()[bet.id];
      if (q && moved !== null) $quotes.set({ ...$quotes.get(), [bet.id]: { ...q, value: moved } });
      return { ok: false, moved, message: errorMessage(err) };
    }
    void refreshQuotes();
    return { ok: false, moved: null, message: errorMessage(err) };
  }
}

export const newCashoutRequestId = (): string => `co-${crypto.randomUUID().replace(/-/g, '')}`;
