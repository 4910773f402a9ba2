/**
 * The points mall (/pointMall) and the redeemHistory page: the goods with the member's points and
 * where they stand against each requirement, read when first shown and again when the member
 * changes; a redeem reads both again (the points, the stock and the history moved together).
 */
import { atom, onMount } from 'nanostores';
import type { MallGoods, Redeemed, RedeemRecord } from '../contracts/mall.ts';
import { SubmissionKey } from '../cashier-api.ts';
import { mallApi, type RedeemInput } from '../mall-api.ts';
import type { Loadable } from './rewards.ts';
import { $session } from './session.ts';

export type { MallGoods, Redeemed, RedeemRecord };
export type MallGood = MallGoods['items'][number];
export type RedeemState = RedeemRecord['status'];

export const $mallGoods = atom<Loadable<MallGoods>>({ state: 'idle' });

export async function loadMallGoods(): Promise<void> {
  if ($mallGoods.get().state !== 'ready') $mallGoods.set({ state: 'loading' });
  try {
    $mallGoods.set({ state: 'ready', data: await mallApi.goods() });
  } catch {
    if ($mallGoods.get().state !== 'ready') $mallGoods.set({ state: 'error' });
  }
}

export interface HistoryView {
  pageNo: number;
  status: RedeemState | null;
  page: Loadable<{ list: RedeemRecord[]; pageNum: number; totalPages: number; total: number }>;
}

export const HISTORY_PAGE_SIZE = 10;
export const $redeemHistory = atom<HistoryView>({ pageNo: 1, status: null, page: { state: 'idle' } });

/** Reads one page of the history (the same filter, another page, or the first page of another filter). */
export async function loadRedeemHistory(pageNo = $redeemHistory.get().pageNo, status = $redeemHistory.get().status): Promise<void> {
  const s = $session.get();
  if (s.state !== 'member') return $redeemHistory.set({ pageNo: 1, status: null, page: { state: 'idle' } });
  const current = $redeemHistory.get();
  const same = current.pageNo === pageNo && current.status === status && current.page.state === 'ready';
  $redeemHistory.set({ pageNo, status, page: same ? current.page : { state: 'loading' } });
  try {
    const page = await mallApi.history({ pageNo, pageSize: HISTORY_PAGE_SIZE, ...(status ? { status } : {}) });
    if ($redeemHistory.get().pageNo === pageNo && $redeemHistory.get().status === status) $redeemHistory.set({ pageNo, status, page: { state: 'ready', data: page } });
  } catch {
    if ($redeemHistory.get().page.state !== 'ready') $redeemHistory.set({ pageNo, status, page: { state: 'error' } });
  }
}

/** Reads again only when the member changes (log in, log out, another account). */
function onMemberChange(load: () => Promise<void>) {
  let last: number | null | undefined;
  return $session.subscribe((s) => {
    const id = s.state === 'member' ? s.member.id : s.state === 'guest' ? null : undefined;
    if (id === last) return;
    last = id;
    void load();
  });
}

onMount($mallGoods, () => onMemberChange(loadMallGoods));
onMount($redeemHistory, () => onMemberChange(() => loadRedeemHistory(1, null)));

const submission = new SubmissionKey();

/**
 * Redeems: one request id per intent (item and quantity), sent again when a try got no answer, so
 * a retry is answered with the first redeem, never a second. The goods and the history read again.
 */
export async function redeem(input: Omit<RedeemInput, 'requestId'>): Promise<Redeemed> {
  const r = await submission.send({ itemId: input.itemId, quantity: input.quantity }, (requestId) => mallApi.redeem({ ...input, requestId }));
  await Promise.all([loadMallGoods(), $redeemHistory.get().page.state === 'idle' ? Promise.resolve() : loadRedeemHistory(1, $redeemHistory.get().status)]);
  return r;
}
