/** The cashier, wallet, record and message calls (spec §2 member-centre money pages, §7 money). */
import { ApiError, apiLanguage, request } from './api.ts';
import type { BetRecord } from './types/games.ts';
import type { LimitPeriod, Receipt, RecordType } from './types/cashier.ts';

export type { BetRecord };

/** A period in epoch milliseconds (from inclusive, to exclusive). */
export type Period = {
  from: number;
  to: number;
};

/** A fresh id for one money request (one form submission). */
export function requestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * The key of the member's intent, not of the call: one key per form submission, sent again on
 * every retry of that submission — after a network error, a timeout or a server failure the first
 * try may have gone through, and the server answers the retry with what the first one did. Once a
 * submission has an answer (success or a refusal), or the member asks for something else (another
 * amount, account or target), the next submission is a new intent with a new key.
 */
export class SubmissionKey {
  #key: string | null = null;
  #what = '';

  /** The key for a submission asking for `what`. */
  for(what: unknown): string {
    const signature = JSON.stringify(what);
    if (this.#key === null || signature !== this.#what) {
      this.#key = requestId();
      this.#what = signature;
    }
    return this.#key;
  }

  /** Sends a submission with its key; the key is kept for a retry only when no answer came back. */
  async send<T>(what: unknown, call: (key: string) => Promise<T>): Promise<T> {
    const key = this.for(what);
    try {
      const result = await call(key);
      this.#key = null;
      return result;
    } catch (err) {
      const unanswered = err instanceof ApiError && (err.code === 'NETWORK_ERROR' || err.status >= 500);
      if (!unanswered) this.#key = null;
      throw err;
    }
  }
}

export const cashierApi = {
  balance: () => request('GET /wps/v2/wallets/balance'),
  unreadCount: () => request('GET /wps/relay/CSP_unreadCount'),

  channels: () => request('GET /wps/cashier/channels', { query: { language: apiLanguage() } }),
  deposits: () => request('GET /wps/cashier/deposits', { query: { language: apiLanguage() } }),
  deposit: (r: { channelId: number; amount: number; reference?: string; receiptUploadId?: number; requestId: string }) => request('POST /wps/cashier/deposits', { body: r }),
  limits: () => request('GET /wps/rg/limits'),
  setLimit: (period: LimitPeriod, amount: number | null) => request('POST /wps/rg/limits', { body: { period, amount } }),
  confirmLimit: (period: LimitPeriod) => request('POST /wps/rg/limits/confirm', { body: { period } }),

  bankAccounts: () => request('GET /wps/cashier/bankAccounts'),
  bindBankAccount: (r: { bankName: string; accountNumber: string; holderName: string; paymentPassword: string }) => request('POST /wps/cashier/bankAccounts', { body: r }),
  withdrawals: () => request('GET /wps/cashier/withdrawals'),
  withdrawalLimit: () => request('GET /wps/cashier/withdrawals/limit'),
  withdraw: (r: { bankAccountId: number; amount: number; paymentPassword: string; code?: string; method?: 'sms' | 'email'; requestId: string }) => request('POST /wps/cashier/withdrawals', { body: r }),
  withdrawalCode: (method: 'sms' | 'email') => request('POST /wps/cashier/withdrawals/code', { body: { method } }),
  confirmReceipt: (id: number, r: { receipt: Exclude<Receipt, 'auto_received'>; receivedAmount?: number; note?: string; imageIds: number[] }) =>
    request('POST /wps/cashier/withdrawals/:id/receipt', { params: { id: String(id) }, body: r }),

  funds: () => request('GET /wps/member/info/funds/consolidated'),
  vendorTransfer: (vassalage: string, direction: 'in' | 'out', amount: number, key: string) => request('POST /wps/relay/GCS_walletTransfer', { body: { vassalage, direction, amount, requestId: key } }),
  collectAll: (key: string) => request('POST /wps/cashier/collectAll', { body: { requestId: key } }),
  transferUpline: (amount: number, paymentPassword: string, key: string) => request('POST /wps/cashier/transferUpline', { body: { amount, paymentPassword, requestId: key } }),

  bets: (q: Period & { gameType?: string; vassalage?: string; status?: string; pageNo: number; pageSize: number }) =>
    request('GET /wps/relay/MCSFE_getBetRecords', { query: { ...q, language: apiLanguage() } }),
  records: (q: Period & { type?: RecordType; pageNo: number; pageSize: number }) => request('GET /wps/cashier/records', { query: q }),
  profit: (q: Period) => request('GET /wps/cashier/profit', { query: q }),

  messages: (pageNo: number, pageSize: number) => request('GET /wps/relay/CSP_messageList', { query: { pageNo, pageSize } }),
  readMessage: (id: number | 'all') => request('POST /wps/relay/CSP_readMessage', { body: { id } }),
};

/** The account record as CSV, for the same filter (a plain link: the browser downloads it), headers in the page's language. */
export function recordsCsvUrl(q: Period & { type?: RecordType | undefined }): string {
  const params = new URLSearchParams({ from: String(q.from), to: String(q.to), language: apiLanguage() });
  if (q.type) params.set('type', q.type);
  return `/wps/cashier/records.csv?${params.toString()}`;
}

/** Uploads a png or jpg (raw body) and returns its id. */
export async function uploadImage(file: File, purpose: 'withdrawal_proof' | 'deposit_receipt' | 'feedback'): Promise<number> {
  const res = await fetch(`/wps/cashier/uploads?purpose=${purpose}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Language': apiLanguage(), Accept: 'application/json' },
    body: file,
  });
  const body = (await res.json().catch(() => null)) as { success: boolean; value?: { id: number }; code?: string; message?: string } | null;
  if (body?.success && body.value) return body.value.id;
  throw new ApiError(body?.code ?? 'NETWORK_ERROR', body?.message ?? '', res.status);
}
