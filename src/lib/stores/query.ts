import { nanoquery } from '@nanostores/query';
import { ApiError } from '../api.ts';
import { sessionExpired } from './session.ts';
import { $walletEvents } from './wallet.ts';

/**
 * The one cache of server data in the browser. Every read has a key; a page shown again (the tab
 * regains focus) reads what it shows again; two readers of one key within the dedupe time share
 * one request. A refused read is not retried on its own (the page offers Retry), and a read the
 * server refuses because the session is gone turns the browser back into a visitor.
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  revalidateOnFocus: true,
  dedupeTime: 4_000,
  onErrorRetry: null,
  onError: (error: unknown) => {
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') sessionExpired();
  },
});

/** The keys of server data, in one place so a change knows what it makes stale. */
export const KEYS = {
  channels: 'cashier/channels',
  deposits: 'cashier/deposits',
  limits: 'cashier/limits',
  bankAccounts: 'cashier/bank-accounts',
  withdrawals: 'cashier/withdrawals',
  withdrawalLimit: 'cashier/withdrawal-limit',
  funds: 'cashier/funds',
  bonuses: 'bonus/list',
  accountRecords: 'records/account/',
  betRecords: 'records/bets/',
  profit: 'records/profit/',
  messages: 'records/messages/',
  profile: 'member/profile',
} as const;

/** Keys whose data a money event (a deposit credited, a withdrawal paid, a message) changes. */
const MONEY_KEYS: readonly string[] = [KEYS.deposits, KEYS.limits, KEYS.withdrawals, KEYS.withdrawalLimit, KEYS.funds, KEYS.bonuses];
const MONEY_PREFIXES: readonly string[] = [KEYS.accountRecords, KEYS.messages];

export function isMoneyKey(key: string): boolean {
  return MONEY_KEYS.includes(key) || MONEY_PREFIXES.some((p) => key.startsWith(p));
}

/**
 * Reads keys again and waits for the answers of those on screen. The data shown stays until the
 * answer arrives (revalidate, not a cleared cache); a key nobody shows is read when it is next shown.
 */
export async function refresh(selector: (key: string) => boolean): Promise<void> {
  // A read already under way may have left before the change. The cache drops a revalidation while
  // its key is being read and then keeps that read's answer as fresh, so wait for it and read again.
  const under = () => [...pending].filter(([key]) => selector(key)).map(([, p]) => p.catch(() => undefined));
  const earlier = under();
  if (earlier.length) await Promise.all(earlier);
  revalidateKeys(selector);
  await Promise.all(under());
}

/** Requests under way per key (nanoquery keeps them private); `refresh` waits for them. */
const pending = new Map<string, Promise<unknown>>();

/** A fetcher that records its request, so a change can wait until the screen shows its effect. */
export function tracked<T>(key: string, fetch: () => Promise<T>): Promise<T> {
  const p = fetch();
  pending.set(key, p);
  void p.finally(() => {
    if (pending.get(key) === p) pending.delete(key);
  }).catch(() => undefined);
  return p;
}

// The wallet's server-sent events make money data stale wherever it is shown.
$walletEvents.listen(() => void refresh(isMoneyKey));
