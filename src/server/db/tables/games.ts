import type { Generated } from 'kysely';

/** Game vendors (vassalage codes) grouped by category. */
export interface VendorsTable {
  code: string;
  display_name: string;
  category: string;
  small_icon: string;
  is_hot: number;
  wallet_type: string;
  status: number;
  sort: number;
  /** 'house' (the built-in provider) or 'external'. */
  provider: Generated<string>;
  /** HMAC secret the vendor signs its wallet callbacks with. */
  wallet_secret: Generated<string>;
  /** 1 when the vendor plays from a wallet of its own that members transfer money into and out of. */
  transfer_wallet: Generated<number>;
  /** A scheduled maintenance window (ms since 1970, UTC; migration 0015): the vendor's games are under maintenance inside it. */
  maintenance_from: Generated<number | null>;
  maintenance_until: Generated<number | null>;
  /** JSON array of the vendor codes whose games the lobby suggests during the window. */
  maintenance_alternatives: Generated<string>;
}
