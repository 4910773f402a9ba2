/**
 * npm run seed:large -- --members 10000 --bets 2000000 [--days 90] [--root agentone] [--seed 1]
 *
 * Builds a realistic agent team in the database that DATA_DIR / DATABASE_URL names (the demo
 * content first, when the database is empty): a tree several levels deep under a top agent
 * (agentone of the demo, or a new "bigboss"), agents with contracts down the tree, and 90 days of
 * play written directly as bets and their hourly roll-ups (players play in sessions, a few play a
 * lot), with deposits, withdrawals, bonuses and transfers. Multi-row inserts in large
 * transactions over the raw connection. Bets and cashier rows are written without their journal
 * entries (the ledger is not involved), so `npm run check:ledger` reports the seeded bets.
 */
import './require-node.mjs';
import { sql } from 'kysely';
import { hashPassword } from '#server/auth/passwords.ts';
import { loadConfig } from '#server/config.ts';
import { dbTargetOf } from '#server/context.ts';
import { openDb } from '#server/db/connect.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { seedDemoIfEmpty } from '#server/db/seed.ts';
import { pgClientRunner, type SqlRunner, sqliteRunner } from '#server/db/sql-runner.ts';
import { type BetInput, BET_COLUMNS, betValues, insertRows, type Rollup, rollupsOf, writeRollups } from '#server/agents/bulk.ts';
import { DAY, fromLocal, HOUR, localTime } from '#server/system/periods.ts';
import { type AnyTerms, headlineRate, type Kind, periodOf } from '#server/agents/terms.ts';
import { loadSettings } from '#server/system/settings.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const MEMBERS = Number(arg('members', '10000'));
const BETS = Number(arg('bets', '2000000'));
const DAYS = Number(arg('days', '90'));
const ROOT = arg('root', 'agentone');
let seed = Number(arg('seed', '1')) || 1;
if (!Number.isInteger(MEMBERS) || MEMBERS < 10 || !Number.isInteger(BETS) || BETS < 0 || !Number.isInteger(DAYS) || DAYS < 1) {
  console.error('usage: npm run seed:large -- --members <n ≥ 10> --bets <n> [--days 90] [--root account] [--seed n]');
  process.exit(2);
}

/** A small deterministic generator (xorshift), so a seed always builds the same data. */
function random(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return ((seed >>> 0) % 1_000_000) / 1_000_000;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

const started = performance.now();
let lastDraw = 0;
function progress(label: string, done: number, total: number, force = false) {
  const now = performance.now();
  if (!force && now - lastDraw < 200) return;
  lastDraw = now;
  const share = total ? Math.min(1, done / total) : 1;
  const width = 30;
  const bar = '█'.repeat(Math.round(share * width)).padEnd(width, '░');
  process.stderr.write(`\r${bar} ${String(Math.floor(share * 100)).padStart(3)}%  ${label} ${done.toLocaleString('en')}/${total.toLocaleString('en')}  ${((now - started) / 1000).toFixed(1)} s   `);
  if (force) process.stderr.write('\n');
}

const config = loadConfig();
const handle = openDb(dbTargetOf(config));
await migrateToLatest(handle.db);
if (config.seedDemo) await seedDemoIfEmpty(handle.db);
const settings = await loadSettings(handle.db);
const currency = settings.whitelabel.currency.code;

/** Runs fn in one transaction over the raw connection (prepared statements). */
async function tx(fn: (r: SqlRunner) => Promise<void>): Promise<void> {
  if (handle.sqlite) {
    const r = sqliteRunner(handle.sqlite);
    await r.run('begin immediate');
    try {
      await fn(r);
      await r.run('commit');
    } catch (err) {
      await r.run('rollback');
      throw err;
    }
    return;
  }
  const client = await (handle.pool as NonNullable<typeof handle.pool>).connect();
  try {
    await client.query('begin');
    try {
      await fn(pgClientRunner(client));
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    }
  } finally {
    client.release();
  }
}
if (handle.sqlite) handle.sqlite.pragma('synchronous = NORMAL');

const NOW = Date.now();
const START = NOW - DAYS * DAY;
const run = Math.floor(random() * 36 ** 3).toString(36).padStart(3, '0');

// ------------------------------------------------------------------ the root agent
let rootId: number;
const rootRow = await handle.db.selectFrom('members').select(['id', 'upline_id', 'is_agent']).where('account_key', '=', ROOT.toLowerCase()).executeTakeFirst();
if (rootRow && [1, 2, 41, 42].includes(rootRow.is_agent)) {
  rootId = Number(rootRow.id);
} else {
  const { createMember } = await import('#server/members/members.ts');
  rootId = await createMember(handle.db, { account: `bigboss${run}`, password_hash: await hashPassword('Agent#2025'), is_agent: 1, register_method: 'SEED', created_at: START - 30 * DAY });
  console.log(`created top agent bigboss${run} (password Agent#2025)`);
}
// The team's top agent has been around as long as its team (its house terms count from then).
await handle.db.updateTable('members').set({ created_at: START - 60 * DAY }).where('id', '=', rootId).where('created_at', '>', START - 60 * DAY).execute();
const rootAncestors = await handle.db.selectFrom('member_tree').select(['ancestor_id', 'depth']).where('descendant_id', '=', rootId).execute();
const rootAccount = (await handle.db.selectFrom('members').select('account').where('id', '=', rootId).executeTakeFirstOrThrow()).account;

// ------------------------------------------------------------------ the tree
interface Node {
  account: string;
  agent: boolean;
  parent: number;
  level: number;
  createdAt: number;
  id?: number;
}
const agentCount = Math.max(4, Math.round(MEMBERS * 0.04));
const nodes: Node[] = [];
const levels = [Math.max(2, Math.round(agentCount * 0.03)), Math.round(agentCount * 0.12), Math.round(agentCount * 0.35)];
levels.push(Math.max(0, agentCount - levels.reduce((s, n) => s + n, 0)));
let counter = 0;
const newAccount = (agent: boolean) => `${agent ? 'ag' : 'pl'}${run}${(counter++).toString(36).padStart(4, '0')}`;
const byLevel: number[][] = [];
for (const [level, count] of levels.entries()) {
  byLevel[level] = [];
  for (let i = 0; i < count; i++) {
    const above = byLevel[level - 1] ?? [];
    const parent = level === 0 || !above.length ? -1 : (above[int(0, above.length - 1)] as number);
    byLevel[level]?.push(nodes.length);
    nodes.push({ account: newAccount(true), agent: true, parent, level, createdAt: START - int(10, 60) * DAY + level * DAY });
  }
}
const agentNodes = nodes.map((n, i) => ({ n, i }));
// Some agents recruit far more than others.
const pull = agentNodes.map(() => Math.pow(random() + 0.05, -1.3));
const pullTotal = pull.reduce((s, x) => s + x, 0);
function pickAgent(): number {
  let r = random() * pullTotal;
  for (let k = 0; k < pull.length; k++) {
    r -= pull[k] as number;
    if (r <= 0) return (agentNodes[k] as { i: number }).i;
  }
  return (agentNodes[agentNodes.length - 1] as { i: number }).i;
}
const players = MEMBERS - agentCount;
for (let i = 0; i < players; i++) {
  const parent = random() < 0.08 ? -1 : pickAgent();
  const parentCreated = parent === -1 ? START - 60 * DAY : (nodes[parent] as Node).createdAt;
  nodes.push({ account: newAccount(false), agent: false, parent, level: parent === -1 ? 0 : (nodes[parent] as Node).level + 1, createdAt: Math.max(parentCreated + HOUR, START - 30 * DAY + Math.floor(random() * (DAYS + 25) * DAY)) });
}
for (const n of nodes) n.createdAt = Math.min(n.createdAt, NOW - HOUR);

const hash = await hashPassword('Member#2025');
const agentTypes = [2, 41, 42, 2];
let written = 0;
// Parents first: agents level by level, then players.
const order = [...nodes.keys()].sort((a, b) => Number((nodes[b] as Node).agent) - Number((nodes[a] as Node).agent) || (nodes[a] as Node).level - (nodes[b] as Node).level);
const ancestors = new Map<number, [number, number][]>();
const ancestorsOf = (parentId: number) => ancestors.get(parentId) ?? rootAncestors.map((a) => [Number(a.ancestor_id), a.depth] as [number, number]);
// Batches never mix levels, so a member's upline always has its id before the member is written.
const batches: Node[][] = [];
for (const k of order) {
  const n = nodes[k] as Node;
  const last = batches[batches.length - 1];
  const head = last?.[0];
  if (last && head && head.agent === n.agent && (!n.agent || head.level === n.level) && last.length < 400) last.push(n);
  else batches.push([n]);
}
await tx(async (r) => {
  for (const batch of batches) {
    if (batch.some((n) => n.parent !== -1 && (nodes[n.parent] as Node).id === undefined)) throw new Error('tree order');
    const rows = batch.map((n) => {
      const parentId = n.parent === -1 ? rootId : ((nodes[n.parent] as Node).id as number);
      return [n.account, n.account, hash, n.agent ? (agentTypes[n.level] ?? 2) : 0, 'member', parentId, n.agent ? `L${n.account.slice(2).toUpperCase()}` : null, n.createdAt, n.createdAt, n.createdAt + int(0, Math.max(0, NOW - n.createdAt)), 'SEED', '{}'];
    });
    const marks = rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
    const inserted = await r.all<{ id: number; account: string }>(
      `insert into members (account, account_key, password_hash, is_agent, kind, upline_id, affiliate_code, password_changed_at, created_at, last_login_at, register_method, contacts) values ${marks} returning id, account`,
      rows.flat(),
    );
    const idOf = new Map(inserted.map((x) => [x.account, Number(x.id)]));
    const closure: unknown[][] = [];
    for (const n of batch) {
      n.id = idOf.get(n.account) as number;
      const parentId = n.parent === -1 ? rootId : ((nodes[n.parent] as Node).id as number);
      const mine: [number, number][] = [[n.id, 0], ...ancestorsOf(parentId).map(([a, d]) => [a, d + 1] as [number, number])];
      if (n.agent) ancestors.set(n.id, mine);
      for (const [a, d] of mine) closure.push([a, n.id, d]);
    }
    await insertRows(r, 'member_tree', ['ancestor_id', 'descendant_id', 'depth'], closure, 1_000);
    written += batch.length;
    progress('members', written, nodes.length);
  }
  progress('members', written, nodes.length, true);
});

// ------------------------------------------------------------------ contracts down the tree
const scale = <K extends Kind>(kind: K, terms: AnyTerms, f: number): AnyTerms => {
  const down = (rate: number) => Math.floor(rate * f);
  if (kind === 'realtime_salary') {
    const t = terms as { profitRate: number; lossRate: number; minSingleBet: number };
    return { profitRate: down(t.profitRate), lossRate: down(t.lossRate), minSingleBet: t.minSingleBet };
  }
  const t = terms as { tiers: { rate: number }[] } & Record<string, unknown>;
  return { ...t, tiers: t.tiers.map((x) => ({ ...x, rate: down(x.rate) })) } as AnyTerms;
};
const rootTerms = new Map<Kind, AnyTerms>();
const rootUpline = (await handle.db.selectFrom('members').select('upline_id').where('id', '=', rootId).executeTakeFirstOrThrow()).upline_id;
for (const kind of ['daily_wage', 'dividend', 'hourly_wage', 'realtime_salary'] as const) {
  if (rootUpline === null) rootTerms.set(kind, settings.agents.topRates[kind]);
  else {
    const held = await handle.db.selectFrom('agent_contracts').select('terms').where('downline_id', '=', rootId).where('kind', '=', kind).where('status', '=', 'active').executeTakeFirst();
    if (held) rootTerms.set(kind, JSON.parse(held.terms) as AnyTerms);
  }
}
const termsOf = new Map<number, Map<Kind, AnyTerms>>([[rootId, rootTerms]]);
const contracts: unknown[][] = [];
for (const n of nodes.filter((x) => x.agent).sort((a, b) => a.level - b.level)) {
  const parentId = n.parent === -1 ? rootId : ((nodes[n.parent] as Node).id as number);
  const mine = new Map<Kind, AnyTerms>();
  for (const [kind, terms] of termsOf.get(parentId) ?? []) {
    if (kind !== 'daily_wage' && kind !== 'dividend' && random() < 0.5) continue;
    const t = scale(kind, terms, 0.7 + random() * 0.2);
    mine.set(kind, t);
    const since = Math.max(n.createdAt, START - 5 * DAY);
    contracts.push([kind, parentId, n.id, periodOf(kind, t), JSON.stringify(t), headlineRate(kind, t), 'active', since, since, since]);
  }
  termsOf.set(n.id as number, mine);
}
await tx(async (r) => {
  await insertRows(r, 'agent_contracts', ['kind', 'upline_id', 'downline_id', 'period', 'terms', 'headline_rate', 'status', 'created_at', 'decided_at', 'accepted_at'], contracts, 500);
});
console.log(`${contracts.length.toLocaleString('en')} contracts`);

// ------------------------------------------------------------------ bets
const CATEGORY_WEIGHTS: [string, number][] = [['RNG', 40], ['LIVE', 25], ['SPORTS', 15], ['FISH', 8], ['PVP', 5], ['ESPORTS', 3], ['LOTT', 3], ['ELOTT', 1]];
const games = await handle.db.selectFrom('games').select(['id', 'vendor_code', 'game_code', 'category']).where('status', '=', 0).execute();
const gamesBy = new Map<string, { id: number; vendor: string; code: string }[]>();
for (const g of games) gamesBy.set(g.category, [...(gamesBy.get(g.category) ?? []), { id: Number(g.id), vendor: g.vendor_code, code: g.game_code }]);
const categoryOf = () => {
  let r = random() * 100;
  for (const [c, w] of CATEGORY_WEIGHTS) if ((r -= w) <= 0) return c;
  return 'RNG';
};
const STAKES = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 500_000];
const playerNodes = nodes.filter((n) => !n.agent);
const weights = playerNodes.map(() => (random() < 0.35 ? 0 : Math.pow(random() + 0.01, -1.1)));
const weightTotal = weights.reduce((s, w) => s + w, 0) || 1;
// Evening-heavy hours of play, on the merchant's clock.
const HOURS = [1, 1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.5, 0.8, 1, 1.2, 1.3, 1.5, 1.5, 1.4, 1.4, 1.6, 1.8, 2.2, 2.6, 2.8, 2.8, 2.4, 1.6];
const HOURS_TOTAL = HOURS.reduce((s, x) => s + x, 0);
const localHour = () => {
  let r = random() * HOURS_TOTAL;
  for (let h = 0; h < 24; h++) if ((r -= HOURS[h] as number) <= 0) return h;
  return 20;
};

let betCount = 0;
let pending: BetInput[] = [];
const roll = new Map<string, Rollup>();
const activity = new Map<number, number>();
async function flush(r: SqlRunner, force: boolean) {
  if (pending.length >= 20_000 || (force && pending.length)) {
    await insertRows(r, 'bets', BET_COLUMNS, pending.map(betValues), 500);
    rollupsOf(pending, roll);
    pending = [];
  }
  if (roll.size >= 50_000 || (force && roll.size)) {
    await writeRollups(r, roll.values(), 500);
    roll.clear();
  }
}
// The bets of one player are all generated before its roll-ups are flushed, so each roll-up row is written once.
await tx(async (r) => {
  for (const [k, p] of playerNodes.entries()) {
    let want = Math.round((BETS * (weights[k] as number)) / weightTotal + random() - 0.5);
    if (k === playerNodes.length - 1) want = Math.max(0, BETS - betCount);
    want = Math.min(want, BETS - betCount);
    if (want <= 0) continue;
    activity.set(p.id as number, want);
    const favourite = categoryOf();
    const level = int(0, 4);
    const from = Math.max(p.createdAt, START);
    const span = Math.max(HOUR, NOW - HOUR - from);
    let seq = 0;
    while (want > 0) {
      const len = Math.min(want, int(5, 60));
      const dayStartMs = from + Math.floor((random() * span) / DAY) * DAY;
      const day = localTime(dayStartMs, settings.whitelabel.timeZone);
      let at = Math.min(NOW - HOUR, fromLocal(settings.whitelabel.timeZone, day.year, day.month, day.day, localHour(), int(0, 59)));
      if (at < from) at = from + int(0, HOUR);
      const category = random() < 0.7 ? favourite : categoryOf();
      const list = gamesBy.get(category);
      const game = list?.length ? pick(list) : { id: null, vendor: `SEED_${category}`, code: `seed-${category.toLowerCase()}` };
      for (let i = 0; i < len; i++) {
        const stake = (STAKES[Math.min(STAKES.length - 1, level + int(0, 2))] as number) * (random() < 0.1 ? 2 : 1);
        const won = random() < 0.45;
        const payout = won ? Math.floor((stake * int(120, 306)) / 100) : 0;
        pending.push({ memberId: p.id as number, category, vendor: game.vendor, gameCode: game.code, roundId: `${run}-${p.id}-${seq++}`, stake, validBet: stake, payout, status: 'settled', currency, createdAt: at, settledAt: at + int(2, 90) * 1_000 });
        at += int(15, 90) * 1_000;
      }
      want -= len;
      betCount += len;
    }
    await flush(r, false);
    progress('bets', betCount, BETS);
  }
  await flush(r, true);
});
progress('bets', betCount, BETS, true);

// ------------------------------------------------------------------ money in and out
const channel = await handle.db.selectFrom('payment_channels').select('id').where('code', '=', 'SEED_BANK').executeTakeFirst();
const channelId = channel
  ? Number(channel.id)
  : Number(
      (
        await handle.db
          .insertInto('payment_channels')
          .values({ code: 'SEED_BANK', kind: 'bank', names: JSON.stringify({ en: 'Seed bank', bn: 'Seed bank' }), min_amount: 100, max_amount: 100_000_000, fee_bp: 0, min_vip_rank: 0, details: '{}', secret: '', enabled: 0, sort: 99 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
let money = 0;
const nodeById = new Map(nodes.map((n) => [n.id as number, n]));
await tx(async (r) => {
  const deposits: unknown[][] = [];
  const withdrawers: number[] = [];
  for (const [id, bets] of activity) {
    const n = Math.min(40, 1 + Math.floor(bets / 150) + int(0, 2));
    const p = nodeById.get(id) as Node;
    for (let i = 0; i < n; i++) {
      const at = Math.max(p.createdAt, START) + Math.floor(random() * Math.max(HOUR, NOW - Math.max(p.createdAt, START)));
      const roll = random();
      const status = roll < 0.9 ? 'credited' : roll < 0.96 ? 'rejected' : 'pending';
      deposits.push([id, channelId, 100 * int(5, 500) * 100, 0, status, at, status === 'pending' ? null : at + int(1, 120) * 60_000]);
    }
    if (random() < 0.45) withdrawers.push(id);
  }
  await insertRows(r, 'deposits', ['member_id', 'channel_id', 'amount', 'fee', 'status', 'created_at', 'decided_at'], deposits, 500);
  money += deposits.length;
  const banks: { id: number; member_id: number }[] = [];
  for (let i = 0; i < withdrawers.length; i += 500) {
    const part = withdrawers.slice(i, i + 500);
    banks.push(
      ...(await r.all<{ id: number; member_id: number }>(
        `insert into bank_accounts (member_id, bank_name, account_number, holder_name, confirmed_at, created_at) values ${part.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')} returning id, member_id`,
        part.flatMap((id) => [id, 'Seed Bank', `SEED${run}${id}`, 'Seed Holder', START, START]),
      )),
    );
  }
  const withdrawals: unknown[][] = [];
  for (const b of banks) {
    for (let i = int(1, 5); i > 0; i--) {
      const at = START + Math.floor(random() * (NOW - START));
      const roll = random();
      const status = roll < 0.85 ? 'paid' : roll < 0.95 ? 'rejected' : 'pending';
      withdrawals.push([b.member_id, b.id, 100 * int(10, 300) * 100, 0, status, at, status === 'pending' ? null : at + int(10, 600) * 60_000]);
    }
  }
  await insertRows(r, 'withdrawals', ['member_id', 'bank_account_id', 'amount', 'fee', 'status', 'created_at', 'decided_at'], withdrawals, 500);
  money += withdrawals.length;
  const bonuses: unknown[][] = [];
  const transfers: unknown[][] = [];
  for (const [id] of activity) {
    if (random() < 0.3) bonuses.push([id, 100 * int(1, 50) * 100, 0, 'seed', 'completed', START + Math.floor(random() * (NOW - START))]);
    const p = nodeById.get(id) as Node;
    if (random() < 0.05 && p.parent !== -1) transfers.push([(nodes[p.parent] as Node).id, id, 100 * int(10, 100) * 100, 'downline', START + Math.floor(random() * (NOW - START))]);
  }
  await insertRows(r, 'bonuses', ['member_id', 'amount', 'wagering_required', 'reason', 'status', 'granted_at'], bonuses, 500);
  await insertRows(r, 'transfers', ['from_member_id', 'to_member_id', 'amount', 'kind', 'created_at'], transfers, 500);
  money += bonuses.length + transfers.length;
});
console.log(`${money.toLocaleString('en')} deposits, withdrawals, bonuses and transfers`);

if (handle.sqlite) {
  handle.sqlite.exec('analyze');
  handle.sqlite.pragma('synchronous = FULL');
} else await sql`analyze`.execute(handle.db);
await handle.close();
console.log(
  `done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${nodes.length.toLocaleString('en')} members (${agentCount} agents) under ${rootAccount}, ${betCount.toLocaleString('en')} bets over ${DAYS} days. ` +
    `Sign in as ${rootAccount}${rootAccount === 'agentone' ? ' (Agent#2025)' : ''}; seeded members' password is Member#2025.`,
);
