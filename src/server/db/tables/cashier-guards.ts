/**
 * One row per money request a member's form submitted: the key the browser minted for that
 * submission, what it asked for (kind and a fingerprint of amount and target), and the row it
 * created. A retry with the same key answers the first result; the same key with another amount
 * or target is refused.
 */
export interface MoneyRequestsTable {
  member_id: number;
  request_key: string;
  /** deposit, withdrawal, transfer_upline, transfer_downline, vendor_transfer, collect_all */
  kind: string;
  fingerprint: string;
  /** The deposit or withdrawal it created (null for transfers, whose ledger entry carries the key). */
  ref_id: number | null;
  created_at: number;
}

/** Wrong payment-password tries: at most 5, then locked until `locked_until`. */
export interface PaymentPasswordLocksTable {
  member_id: number;
  failures: number;
  locked_until: number | null;
  updated_at: number;
}
