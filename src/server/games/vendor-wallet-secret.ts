import type { SqlRunner } from '#server/db/sql-runner.ts';

/**
 * The signing secret a vendor was given at install (vendors.wallet_secret, '' once moved to the
 * providers' encrypted vendor_secrets). Read and cleared only through these functions.
 */

/** The vendor's install-time secret ('' when there is none any more), or undefined for an unknown vendor. */
export async function installedWalletSecret(sql: SqlRunner, vendor: string): Promise<string | undefined> {
  const row = await sql.get<{ wallet_secret: string }>('select wallet_secret from vendors where code = ?', [vendor]);
  return row?.wallet_secret;
}

/** Clears the install-time secret (it has moved to vendor_secrets); the number of rows changed. */
export async function clearInstalledWalletSecret(sql: SqlRunner, vendor: string): Promise<number> {
  return sql.run("update vendors set wallet_secret = '' where code = ?", [vendor]);
}
