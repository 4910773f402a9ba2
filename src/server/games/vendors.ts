import type { Db } from '#server/db/connect.ts';

/** Vendors with a wallet of their own (transfer-type), in menu order. */
export async function transferWalletVendors(db: Db): Promise<{ code: string; display_name: string }[]> {
  return db.selectFrom('vendors').select(['code', 'display_name']).where('transfer_wallet', '=', 1).orderBy('sort').execute();
}

/** A vendor's code if it has a wallet of its own, else undefined. */
export async function transferWalletVendor(db: Db, code: string): Promise<{ code: string } | undefined> {
  const vendor = await db.selectFrom('vendors').select(['code', 'transfer_wallet']).where('code', '=', code).executeTakeFirst();
  return vendor && vendor.transfer_wallet === 1 ? { code: vendor.code } : undefined;
}
