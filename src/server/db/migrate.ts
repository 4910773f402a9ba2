import { sql } from 'kysely';
import { type Migration, Migrator } from 'kysely/migration';
import { isPostgres } from './migrations/columns.ts';
import type { Db } from './connect.ts';
import * as m0001 from './migrations/0001-system.ts';
import * as m0002 from './migrations/0002-accounts.ts';
import * as m0003 from './migrations/0003-ledger.ts';
import * as m0004 from './migrations/0004-games.ts';
import * as m0005 from './migrations/0005-rooms.ts';
import * as m0006 from './migrations/0006-cashier.ts';
import * as m0007 from './migrations/0007-agents.ts';
import * as m0008CashierGuards from './migrations/0008-cashier-guards.ts';
import * as m0009ProviderWallet from './migrations/0009-provider-wallet.ts';
import * as m0010Backoffice from './migrations/0010-backoffice.ts';
import * as m0011StaffLogin from './migrations/0011-staff-login.ts';
import * as m0016ContentDesk from './migrations/0016-content-desk.ts';
import * as m0015VendorMaintenance from './migrations/0015-vendor-maintenance.ts';
import * as m0012AuditHead from './migrations/0012-audit-head.ts';
import * as m0014CashierDesk from './migrations/0014-cashier-desk.ts';
import * as m0018GameRollups from './migrations/0018-game-rollups.ts';
import * as m0019Promotions from './migrations/0019-promotions.ts';
import * as m0023LoginDays from './migrations/0023-login-days.ts';
import * as m0027Loyalty from './migrations/0027-loyalty.ts';
import * as m0029Points from './migrations/0029-points.ts';
import * as m0030Mall from './migrations/0030-mall.ts';
import * as m0031ReferralReason from './migrations/0031-referral-reason.ts';
import * as m0032AffiliateApplications from './migrations/0032-affiliate-applications.ts';
import * as m0034Lottery from './migrations/0034-lottery.ts';
import * as m0036LotteryUnrecovered from './migrations/0036-lottery-unrecovered.ts';
import * as m0037Sportsbook from './migrations/0037-sportsbook.ts';
import * as m0038SportsbookFeedHold from './migrations/0038-sportsbook-feed-hold.ts';
import * as m0039Support from './migrations/0039-support.ts';
import * as m0040ChatAgentNames from './migrations/0040-chat-agent-names.ts';
import * as m0041ChatAgentOwnName from './migrations/0041-chat-agent-own-name.ts';
import * as m0045BonusExpiryWarning from './migrations/0045-bonus-expiry-warning.ts';
import * as m0046ManyInstances from './migrations/0046-many-instances.ts';
import * as m0022Raffles from './migrations/0022-raffles.ts';

/** Every migration in order; the names are stored, so never rename one. */
const migrations: Record<string, Migration> = {
  '0001-system': m0001,
  '0002-accounts': m0002,
  '0003-ledger': m0003,
  '0004-games': m0004,
  '0005-rooms': m0005,
  '0006-cashier': m0006,
  '0007-agents': m0007,
  '0008-cashier-guards': m0008CashierGuards,
  '0009-provider-wallet': m0009ProviderWallet,
  '0010-backoffice': m0010Backoffice,
  '0011-staff-login': m0011StaffLogin,
  '0016-content-desk': m0016ContentDesk,
  '0012-audit-head': m0012AuditHead,
  '0014-cashier-desk': m0014CashierDesk,
  '0015-vendor-maintenance': m0015VendorMaintenance,
  '0018-game-rollups': m0018GameRollups,
  '0019-promotions': m0019Promotions,
  '0023-login-days': m0023LoginDays,
  '0022-raffles': m0022Raffles,
  '0027-loyalty': m0027Loyalty,
  '0029-points': m0029Points,
  '0030-mall': m0030Mall,
  '0031-referral-reason': m0031ReferralReason,
  '0032-affiliate-applications': m0032AffiliateApplications,
  '0034-lottery': m0034Lottery,
  '0036-lottery-unrecovered': m0036LotteryUnrecovered,
  '0037-sportsbook': m0037Sportsbook,
  '0038-sportsbook-feed-hold': m0038SportsbookFeedHold,
  '0039-support': m0039Support,
  '0040-chat-agent-names': m0040ChatAgentNames,
  '0041-chat-agent-own-name': m0041ChatAgentOwnName,
  '0045-bonus-expiry-warning': m0045BonusExpiryWarning,
  '0046-many-instances': m0046ManyInstances,
};

export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL the migration tables live in the connection's own schema; without this the
  // migrator's table check looks at every schema and may find another database's tables.
  const schema = isPostgres(db as never) ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    // That table check lists every schema's tables: one dropped meanwhile by another process
    // (42P01) fails the check, not a migration, and the next try passes.
    const vanished = !results?.length && (error as { code?: string } | undefined)?.code === '42P01';
    if (!vanished || attempt >= 5) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
