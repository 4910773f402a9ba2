import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LADDER } from '#lib/contracts/loyalty-model.ts';
import type { RankHistory } from '#lib/contracts/vip.ts';
import { commands } from '#server/admin/commands.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { payBirthdayBonuses, recomputeRanks, reviewRanks, runVipBirthdays, runVipReview, runVipUpgrades } from '#server/loyalty/index.ts';
import { saveVipLadder } from '#server/members/index.ts';
import { fromLocal, localTime, merchantTimeZone } from '#server/system/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { insertMember } from '../fixtures/factories.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { addRollup } from '../fixtures/rebates.ts';
import { addCreditedDeposit, rankChanges, vipRankOf } from '../fixtures/vip.ts';

const L = DEFAULT_VIP_LADDER;
const at = (r: number) => L[r] ?? L[0];

describe.each(DIALECTS)('VIP ranks on %s', (dialect) => {
  let t: TestApp;
  let zone: string;

  /** Bets and deposits in the window that reach `rank` exactly. */
  async function reach(memberId: number, rank: number, when = Date.now()) {
    await addRollup(t.app.db, memberId, 'RNG', when, { stake: at(rank)?.betThreshold ?? 0, payout: 0 });
    await addCreditedDeposit(t.app.db, memberId, at(rank)?.depositThreshold ?? 0, when);
  }
  const bonusesOf = async (memberId: number, prefix: string) =>
    (await t.app.db.selectFrom('member_bonuses').select(['source_key', 'amount']).where('member_id', '=', memberId).where('source_key', 'like', `${prefix}:${memberId}:%`).orderBy('source_key').execute()).map((b) => [b.source_key, Number(b.amount)]);
  const messageKinds = async (memberId: number) => (await t.app.db.selectFrom('messages').select(['kind', 'params']).where('member_id', '=', memberId).orderBy('id').execute()).map((m) => [m.kind, JSON.parse(m.params) as unknown]);
  const vipCost = async () => {
    const rows = await t.app.db.selectFrom('ledger_accounts').select('balance').where('kind', '=', 'loyalty_cost').where('ref', '=', 'vip').execute();
    return rows.reduce((s, r) => s + Number(r.balance), 0);
  };

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    zone = await merchantTimeZone(t.app.db);
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  it('upgrades a member in the next job run after the qualifying bet, paying the bonus of each rank passed', async () => {
    const m = await signedIn(t);
    await addCreditedDeposit(t.app.db, m.id, at(2)?.depositThreshold ?? 0, Date.now() - 3_600_000);
    await runVipUpgrades(t.app, Date.now());
    expect(await vipRankOf(t.app.db, m.id)).toBe(0);
    const costBefore = await vipCost();
    await addRollup(t.app.db, m.id, 'LIVE', Date.now(), { stake: at(2)?.betThreshold ?? 0, payout: 0 });
    expect(await runVipUpgrades(t.app, Date.now())).toBeGreaterThanOrEqual(1);
    expect(await vipRankOf(t.app.db, m.id)).toBe(2);
    expect(await rankChanges(t.app.db, m.id)).toEqual([expect.objectContaining({ from_rank: 0, to_rank: 2, reason: 'upgrade' })]);
    expect(await bonusesOf(m.id, 'vip-upgrade')).toEqual([
      [`vip-upgrade:${m.id}:1`, at(1)?.upgradeBonus],
      [`vip-upgrade:${m.id}:2`, at(2)?.upgradeBonus],
    ]);
    expect(costBefore - (await vipCost())).toBe((at(1)?.upgradeBonus ?? 0) + (at(2)?.upgradeBonus ?? 0));
    expect(await messageKinds(m.id)).toEqual([['vip_upgraded', { rank: 2, label: 'VIP 2' }]]);
    const h = (await m.get<RankHistory>('/wps/vip/history')).body.value;
    expect(h.changes).toEqual([expect.objectContaining({ fromRank: 0, toRank: 2, fromLabel: 'VIP 0', toLabel: 'VIP 2', reason: 'upgrade' })]);
  });

  it('picks up a deposit credited since the last run, though the member has not bet lately', async () => {
    const m = await insertMember(t.app.db);
    await addRollup(t.app.db, m.id, 'RNG', Date.now() - 5 * 86_400_000, { stake: at(1)?.betThreshold ?? 0, payout: 0 });
    await runVipUpgrades(t.app, Date.now());
    expect(await vipRankOf(t.app.db, m.id)).toBe(0);
    await addCreditedDeposit(t.app.db, m.id, at(1)?.depositThreshold ?? 0, Date.now());
    await runVipUpgrades(t.app, Date.now());
    expect(await vipRankOf(t.app.db, m.id)).toBe(1);
  });

  it('never lowers a rank and ignores trial accounts', async () => {
    const high = await insertMember(t.app.db, { vipRank: 5 });
    const trial = await insertMember(t.app.db, { isAgent: 4 });
    await reach(high.id, 1);
    await reach(trial.id, 3);
    await runVipUpgrades(t.app, Date.now());
    expect(await vipRankOf(t.app.db, high.id)).toBe(5);
    expect(await vipRankOf(t.app.db, trial.id)).toBe(0);
    expect(await rankChanges(t.app.db, high.id)).toEqual([]);
  });

  it('pays each upgrade bonus once however many runs race, and once ever per rank', async () => {
    const m = await insertMember(t.app.db);
    await reach(m.id, 3);
    const now = Date.now();
    await Promise.all(Array.from({ length: 40 }, () => runVipUpgrades(t.app, now)));
    expect(await vipRankOf(t.app.db, m.id)).toBe(3);
    expect(await rankChanges(t.app.db, m.id)).toHaveLength(1);
    expect((await bonusesOf(m.id, 'vip-upgrade')).map(([k]) => k)).toEqual([1, 2, 3].map((r) => `vip-upgrade:${m.id}:${r}`));
    expect(await messageKinds(m.id)).toHaveLength(1);
    // Lowered by hand, then reached again: the rank comes back, its bonus does not.
    await t.app.db.updateTable('members').set({ vip_rank: 1 }).where('id', '=', m.id).execute();
    await Promise.all(Array.from({ length: 30 }, () => recomputeRanks(t.app, now, [m.id])));
    expect(await vipRankOf(t.app.db, m.id)).toBe(3);
    expect(await bonusesOf(m.id, 'vip-upgrade')).toHaveLength(3);
    expect(await rankChanges(t.app.db, m.id)).toHaveLength(2);
  });

  it('keeps the history a chain and each bonus single when runs race with a settlement that crosses two more ranks', async () => {
    const m = await insertMember(t.app.db);
    await reach(m.id, 1);
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i === 15 ? reach(m.id, 3) : i % 2 ? runVipUpgrades(t.app, Date.now()) : recomputeRanks(t.app, Date.now(), [m.id]))));
    await runVipUpgrades(t.app, Date.now());
    expect(await vipRankOf(t.app.db, m.id)).toBe(3);
    const changes = await rankChanges(t.app.db, m.id);
    expect(changes[0]?.from_rank).toBe(0);
    expect(changes.at(-1)?.to_rank).toBe(3);
    changes.forEach((c, i) => i > 0 && expect(c.from_rank).toBe(changes[i - 1]?.to_rank));
    expect(changes.every((c) => c.reason === 'upgrade' && c.to_rank > c.from_rank)).toBe(true);
    expect((await bonusesOf(m.id, 'vip-upgrade')).map(([k]) => k)).toEqual([1, 2, 3].map((r) => `vip-upgrade:${m.id}:${r}`));
  });

  it('pays cash from the VIP cost when the rank’s bonus has no turnover', async () => {
    await saveVipLadder(t.app.db, L.map((r) => ({ ...r, bonusTurnover: 0 })));
    try {
      const m = await signedIn(t);
      await reach(m.id, 1);
      await Promise.all(Array.from({ length: 30 }, () => recomputeRanks(t.app, Date.now(), [m.id])));
      expect(await m.balance()).toBe(at(1)?.upgradeBonus);
      expect(await bonusesOf(m.id, 'vip-upgrade')).toEqual([]);
    } finally {
      await saveVipLadder(t.app.db, L);
    }
  });

  it('recomputes every member at once', async () => {
    const a = await insertMember(t.app.db);
    const b = await insertMember(t.app.db, { vipRank: 4 });
    await reach(a.id, 4);
    await reach(b.id, 2);
    const out = await recomputeRanks(t.app, Date.now());
    expect(out.members).toBeGreaterThan(2);
    expect(out.upgrades).toContainEqual({ memberId: a.id, from: 0, to: 4, bonuses: 4 });
    expect(await vipRankOf(t.app.db, b.id)).toBe(4);
  });

  it('recomputes every member from the admin command', async () => {
    const m = await insertMember(t.app.db);
    await reach(m.id, 2);
    const out = (await commands['vip:recompute']?.run(t.app.db, [], t.app as never)) as { members: number; upgraded: number; bonusesPaid: number };
    expect(out.upgraded).toBeGreaterThanOrEqual(1);
    expect(out.bonusesPaid).toBeGreaterThanOrEqual(2);
    expect(await vipRankOf(t.app.db, m.id)).toBe(2);
    const again = (await commands['vip:recompute']?.run(t.app.db, [], t.app as never)) as { upgraded: number };
    expect(again.upgraded).toBe(0);
  });

  it('pays a birthday bonus of the rank held once a year', async () => {
    const t0 = localTime(Date.now(), zone);
    const today = `1990-${String(t0.month).padStart(2, '0')}-${String(t0.day).padStart(2, '0')}`;
    const m = await insertMember(t.app.db, { vipRank: 3 });
    const other = await insertMember(t.app.db, { vipRank: 3 });
    await t.app.db.updateTable('members').set({ birthday: today }).where('id', '=', m.id).execute();
    await t.app.db.updateTable('members').set({ birthday: today.endsWith('-01-01') ? '1990-06-15' : '1990-01-01' }).where('id', '=', other.id).execute();
    const now = Date.now();
    await Promise.all(Array.from({ length: 30 }, () => payBirthdayBonuses(t.app, now)));
    await runVipBirthdays(t.app, now);
    expect(await bonusesOf(m.id, 'vip-birthday')).toEqual([[`vip-birthday:${m.id}:${t0.year}`, at(3)?.birthdayBonus]]);
    expect(await bonusesOf(other.id, 'vip-birthday')).toEqual([]);
    expect(await messageKinds(m.id)).toEqual([['vip_birthday_bonus', { amount: at(3)?.birthdayBonus }]]);
  });

  describe('the monthly review', () => {
    let firstOfNext: number;
    beforeAll(() => {
      const n = localTime(Date.now(), zone);
      firstOfNext = fromLocal(zone, n.year, n.month + 1, 1, 0, 5);
    });

    it('relegates by exactly one rank once, keeps those who met the keep figures or were raised, and pays the monthly bonus once', async () => {
      const idle = await insertMember(t.app.db, { vipRank: 4 });
      const kept = await insertMember(t.app.db, { vipRank: 4 });
      const raised = await insertMember(t.app.db, { vipRank: 4 });
      await addRollup(t.app.db, kept.id, 'RNG', Date.now(), { stake: at(4)?.keepBet ?? 0, payout: 0 });
      await t.app.db.insertInto('vip_rank_changes').values({ member_id: raised.id, from_rank: 2, to_rank: 4, reason: 'upgrade', note: null, staff_id: null, created_at: Date.now() }).execute();
      await Promise.all(Array.from({ length: 30 }, () => reviewRanks(t.app, firstOfNext)));
      await runVipReview(t.app, firstOfNext + 60_000);
      await reviewRanks(t.app, firstOfNext + 3_600_000);
      expect(await vipRankOf(t.app.db, idle.id)).toBe(3);
      expect(await rankChanges(t.app.db, idle.id)).toEqual([expect.objectContaining({ from_rank: 4, to_rank: 3, reason: 'relegation', created_at: firstOfNext })]);
      expect(await vipRankOf(t.app.db, kept.id)).toBe(4);
      expect(await vipRankOf(t.app.db, raised.id)).toBe(4);
      const n = localTime(firstOfNext, zone);
      const key = `${n.year}-${String(n.month).padStart(2, '0')}`;
      expect(await bonusesOf(idle.id, 'vip-monthly')).toEqual([[`vip-monthly:${idle.id}:${key}`, at(3)?.monthlyBonus]]);
      expect(await bonusesOf(kept.id, 'vip-monthly')).toEqual([[`vip-monthly:${kept.id}:${key}`, at(4)?.monthlyBonus]]);
      expect(await messageKinds(idle.id)).toEqual([
        ['vip_relegated', { rank: 3, label: 'VIP 3' }],
        ['vip_monthly_bonus', { label: 'VIP 3', amount: at(3)?.monthlyBonus }],
      ]);
    });

    it('runs from the 1st only, and a month already reviewed is not reviewed again', async () => {
      const m = await insertMember(t.app.db, { vipRank: 2 });
      expect(await runVipReview(t.app, firstOfNext + 120_000)).toBe(0);
      expect(await vipRankOf(t.app.db, m.id)).toBe(2);
      const n = localTime(firstOfNext, zone);
      const secondOfFollowing = fromLocal(zone, n.year, n.month + 1, 2, 10);
      await runVipReview(t.app, secondOfFollowing);
      expect(await vipRankOf(t.app.db, m.id)).toBe(1);
    });
  });
});
