import { atom, onMount } from 'nanostores';
import { ApiError } from '../api.ts';
import { cashierApi } from '../cashier-api.ts';
import { isTrialType } from '../roles.ts';
import type { Currency } from '../types/cashier.ts';
import { $session, sessionExpired } from './session.ts';
import { $shell } from './site.ts';

/** Spec §7 balance (sumBalance) of the logged-in member, kept current by the server's event stream. */
export type WalletState = { state: 'idle' } | { state: 'loading' } | { state: 'error' } | { state: 'ready'; balance: number; currency: Currency };

export const $wallet = atom<WalletState>({ state: 'idle' });

/** Unread internal messages (CSP_unreadCount), null until known. */
export const $unread = atom<number | null>(null);

/**
 * Counts money events pushed by the server (a balance change, a new message): pages that list
 * deposits, withdrawals or messages read them again when it moves.
 */
export const $walletEvents = atom(0);

/** Counts 'rewards' events (the member's promotions, rewards or bonuses changed): the rewards badge and promotion pages read again. */
export const $rewardEvents = atom(0);

const HIDDEN_KEY = 'balanceHidden';

function readHidden(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether the balance is masked (the member's choice, remembered on this device). Read from
 * storage once something shows it, after hydration, so the server's HTML and the first render agree.
 */
export const $balanceHidden = atom<boolean>(false);
onMount($balanceHidden, () => {
  $balanceHidden.set(readHidden());
});

export function toggleBalanceHidden(): void {
  const hidden = !$balanceHidden.get();
  $balanceHidden.set(hidden);
  try {
    localStorage.setItem(HIDDEN_KEY, hidden ? '1' : '0');
  } catch {
    // Private windows may refuse storage; the choice then lasts for this page.
  }
}

function siteCurrency(): Currency | null {
  return $shell.get()?.whitelabel.currency ?? null;
}

function setBalance(balance: number, currency?: Currency): void {
  const current = $wallet.get();
  const c = currency ?? (current.state === 'ready' ? current.currency : siteCurrency());
  if (c) $wallet.set({ state: 'ready', balance, currency: c });
}

/** Reads the balance again (the refresh button; after a money action). */
export async function refreshBalance(): Promise<void> {
  if ($wallet.get().state !== 'ready') $wallet.set({ state: 'loading' });
  try {
    const b = await cashierApi.balance();
    setBalance(b.sumBalance, b.currency);
  } catch (err) {
    if ($wallet.get().state !== 'ready') $wallet.set({ state: 'error' });
    if (err instanceof ApiError && err.code === 'NOT_LOGGED_IN') sessionExpired();
  }
}

export async function refreshUnread(): Promise<void> {
  try {
    $unread.set((await cashierApi.unreadCount()).count);
  } catch {
    // The badge stays as it was; the stream corrects it with the next message.
  }
}

/** The unread count after reading messages (the answer of CSP_readMessage). */
export function setUnread(count: number): void {
  $unread.set(count);
}

function readNumber(data: string, name: string): number | null {
  try {
    const v = (JSON.parse(data) as Record<string, unknown>)[name];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

type StreamEvent = { type: 'balance' | 'message' | 'rewards'; data: string };

/** Applies one event of the server's stream (from this tab's connection or another tab's). */
function apply(e: StreamEvent): void {
  if (e.type === 'rewards') {
    $rewardEvents.set($rewardEvents.get() + 1);
    return;
  }
  if (e.type === 'balance') {
    const balance = readNumber(e.data, 'balance');
    if (balance === null) return;
    setBalance(balance);
  } else {
    const unread = readNumber(e.data, 'unread');
    if (unread !== null) $unread.set(unread);
  }
  $walletEvents.set($walletEvents.get() + 1);
}

const LOCK = 'meridian-wallet-stream';
let connected = false;
let source: EventSource | null = null;
let channel: BroadcastChannel | null = null;
let releaseLock: (() => void) | null = null;
/** Each connect() counts; a lock granted to an older one opens nothing. */
let generation = 0;

function openSource(share: (e: StreamEvent) => void): void {
  source = new EventSource('/wps/v2/wallets/stream');
  for (const type of ['balance', 'message', 'rewards'] as const) {
    source.addEventListener(type, (m) => {
      const e = { type, data: (m as MessageEvent<string>).data };
      apply(e);
      share(e);
    });
  }
}

/**
 * One connection per browser, not per tab (browsers allow only six per site over HTTP/1.1): the
 * tab holding the lock listens to the stream and passes each event on to the other tabs.
 */
function connect(): void {
  if (connected || typeof EventSource === 'undefined') return;
  connected = true;
  const mine = ++generation;
  void refreshBalance();
  void refreshUnread();
  if (typeof BroadcastChannel === 'undefined' || typeof navigator === 'undefined' || !navigator.locks) {
    openSource(() => undefined);
    return;
  }
  const shared = new BroadcastChannel(LOCK);
  shared.onmessage = (m: MessageEvent<StreamEvent>) => apply(m.data);
  channel = shared;
  void navigator.locks.request(
    LOCK,
    () =>
      new Promise<void>((resolve) => {
        if (!connected || mine !== generation) return resolve();
        releaseLock = resolve;
        openSource((e) => shared.postMessage(e));
      }),
  );
}

function disconnect(): void {
  connected = false;
  source?.close();
  source = null;
  channel?.close();
  channel = null;
  releaseLock?.();
  releaseLock = null;
}

/**
 * While anything shows the balance, a logged-in (non-trial) member's page listens to the event
 * stream, so a deposit credited or a withdrawal made in another tab shows here without a reload.
 */
onMount($wallet, () => {
  const stop = $session.subscribe((s) => {
    if (s.state === 'member' && !isTrialType(s.member.type)) connect();
    else if (connected) {
      disconnect();
      $wallet.set({ state: 'idle' });
      $unread.set(null);
    }
  });
  return () => {
    stop();
    disconnect();
  };
});
