import { acceptContract, offerContract } from '#server/agents/index.ts';
import { getSetting, setSetting } from '#server/system/index.ts';
import type { Db } from './connect.ts';
import { hashPassword } from '#server/auth/index.ts';
import { DEMO_OPERATOR, DEMO_OPERATOR_TOTP } from './demo-accounts.ts';
import { DEMO_ACCOUNTS } from './demo/accounts.ts';
import { DEMO_CONTRACTS } from './demo/agents.ts';
import { ANNOUNCEMENTS } from './demo/announcements.ts';
import { CHANNELS, TRANSFER_WALLET_VENDORS } from './demo/cashier.ts';
import { GAMES, OPENING_BALANCES, ROOMS, VENDORS_UNDER_MAINTENANCE } from './demo/games.ts';
import { COUNTRIES, ESPORTS_VENDORS, REGISTER_RULES, RESOURCES, VENDORS } from './demo/system.ts';
import { insertChannel } from './factories/cashier.ts';
import { insertGame, insertRoom, insertVendor } from './factories/catalogue.ts';
import { fundMember, insertMember } from './factories/members.ts';
import { insertAnnouncement, insertCountry, insertRegisterRule, insertResource } from './factories/site.ts';

const DAY = 86_400_000;

/** Fills an empty database with the demo merchant's content, built with the factories the tests use too. */
export async function seedDemo(db: Db, now = Date.now()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const rule of REGISTER_RULES) await insertRegisterRule(tx, rule);
    for (const [i, [code, dialing]] of COUNTRIES.entries()) await insertCountry(tx, code, dialing, i);
    for (const [i, r] of RESOURCES.entries()) await insertResource(tx, { ...r, sort: i });
    for (const [i, v] of VENDORS.entries()) {
      await insertVendor(tx, { ...v, sort: i, status: VENDORS_UNDER_MAINTENANCE.includes(v.code) ? 1 : 0, transfer_wallet: TRANSFER_WALLET_VENDORS.includes(v.code) ? 1 : 0 });
    }
    for (const [i, ch] of CHANNELS.entries()) await insertChannel(tx, { ...ch, sort: i });
    for (const [i, g] of GAMES.entries()) {
      const gameId = await insertGame(tx, { vendor: g.vendor, code: g.code, name: g.name, names: { en: g.name, bn: g.nameBn }, category: g.category, engine: g.engine, config: g.config, hot: g.hot ?? false, sort: i });
      if (g.engine === 'showdown') for (const room of ROOMS) await insertRoom(tx, { ...room, gameId });
    }
    // Each demo announcement is one notice in both languages: its English row first (the notice's
    // id; English rows keep the ids they had when written per language), the Bengali one linked to it.
    const heads: number[] = [];
    for (const [i, item] of ANNOUNCEMENTS.en.entries()) {
      const id = await insertAnnouncement(tx, { ...item, locale: 'en', publishedAt: now - i * DAY - 3_600_000 });
      await tx.updateTable('announcements').set({ notice_id: id }).where('id', '=', id).execute();
      heads.push(id);
    }
    for (const [i, item] of ANNOUNCEMENTS.bn.entries()) {
      await insertAnnouncement(tx, { ...item, locale: 'bn', publishedAt: now - i * DAY - 3_600_000, noticeId: heads[i] ?? null });
    }
    const ids = new Map<string, number>();
    for (const a of DEMO_ACCOUNTS) {
      const { id } = await insertMember(tx, {
        account: a.account,
        password: a.password,
        isAgent: a.isAgent,
        uplineId: a.upline ? (ids.get(a.upline) ?? null) : null,
        mobile: a.mobile ?? null,
        email: a.email ?? null,
        nickname: a.nickname ?? null,
        realName: a.realName ?? null,
        vipRank: a.vipRank ?? 0,
        passwordIsDefault: a.passwordIsDefault ?? false,
      });
      ids.set(a.account, id);
      const opening = OPENING_BALANCES[a.account];
      if (opening) await fundMember(tx, id, opening, `seed:opening:${a.account}`);
    }
    for (const c of DEMO_CONTRACTS) {
      const offer = await offerContract(tx, { uplineId: ids.get(c.upline) as number, downlineId: ids.get(c.downline) as number, kind: c.kind, terms: c.terms }, now);
      if (c.accept) await acceptContract(tx, { agentId: ids.get(c.downline) as number, contractId: offer.id, confirm: false }, now);
    }
    const config = await getSetting(tx, 'siteConfig');
    await setSetting(tx, 'siteConfig', { ...config, esportsVendors: ESPORTS_VENDORS });
    // The demo back-office owner, already enrolled with the fixed demo authenticator secret.
    const op = DEMO_OPERATOR;
    await tx
      .insertInto('staff')
      .values({ username: op.username, display_name: op.displayName, role: op.role, password_hash: await hashPassword(op.password), totp_secret: DEMO_OPERATOR_TOTP, created_at: now })
      .execute();
  });
}

/** Seeds only a database that has never been seeded (no registration rules yet). Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('register_rules').select('field').limit(1).executeTakeFirst();
  if (row) return false;
  await seedDemo(db);
  return true;
}
