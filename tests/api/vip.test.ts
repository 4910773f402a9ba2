import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VIP_LADDER } from '#lib/contracts/loyalty-model.ts';
import type { RankHistory, VipProgress } from '#lib/contracts/vip.ts';
import { merchantTimeZone } from '#server/system/index.ts';
import { saveVipLadder } from '#server/members/index.ts';
import { monthOf } from '#server/loyalty/vip-window.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { signedIn } from '../fixtures/member.ts';
import { addRollup } from '../fixtures/rebates.ts';
import { addCreditedDeposit } from '../fixtures/vip.ts';

const DAY = 86_400_000;
const [, VIP1, VIP2, VIP3] = DEFAULT_VIP_LADDER;

describe.each(DIALECTS)('VIP progress and history on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a visitor 401 on the member endpoints', async () => {
    for (const path of ['/wps/vip/progress', '/wps/vip/history']) {
      const res = await t.request(path);
      expect(res.status).toBe(401);
    }
  });

  it('shows rank 0 with the next rank’s thresholds and nothing to keep', async () => {
    const m = await signedIn(t);
    const res = await m.get<VipProgress>('/wps/vip/progress');
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      rank: 0,
      label: 'VIP 0',
      vipService: false,
      validBet: 0,
      deposits: 0,
      next: { rank: 1, label: 'VIP 1', betThreshold: VIP1?.betThreshold, depositThreshold: VIP1?.depositThreshold, betNeeded: VIP1?.betThreshold, depositNeeded: VIP1?.depositThreshold },
      keep: null,
      windowDays: 90,
    });
  });

  it('counts valid bet and deposits inside the rolling window only, and this month’s towards keeping the rank', async () => {
    const m = await signedIn(t, { vipRank: 2 });
    const now = Date.now();
    await addRollup(t.app.db, m.id, 'RNG', now, { stake: 40_000_00, valid: 30_000_00, payout: 0 });
    await addRollup(t.app.db, m.id, 'LIVE', now - 3 * 3_600_000, { stake: 5_000_00, payout: 0 });
    await addRollup(t.app.db, m.id, 'RNG', now - 91 * DAY, { stake: 900_000_00, payout: 0 });
    await addCreditedDeposit(t.app.db, m.id, 6_000_00, now - 60_000);
    await addCreditedDeposit(t.app.db, m.id, 800_000_00, now - 91 * DAY);
    const p = (await m.get<VipProgress>('/wps/vip/progress')).body.value;
    expect(p).toMatchObject({ rank: 2, label: 'VIP 2', vipService: false, validBet: 35_000_00, deposits: 6_000_00 });
    expect(p.next).toEqual({
      rank: 3,
      label: 'VIP 3',
      betThreshold: VIP3?.betThreshold,
      depositThreshold: VIP3?.depositThreshold,
      betNeeded: (VIP3?.betThreshold ?? 0) - 35_000_00,
      depositNeeded: (VIP3?.depositThreshold ?? 0) - 6_000_00,
    });
    const month = monthOf(now, await merchantTimeZone(t.app.db));
    // This month's figures: what was placed and credited since the 1st (local) – the test's rows from today at least.
    expect(p.keep).toMatchObject({ keepBet: VIP2?.keepBet, keepDeposit: VIP2?.keepDeposit, reviewAt: month.to });
    expect(p.keep?.validBet).toBeGreaterThanOrEqual(30_000_00);
    expect(p.keep?.kept).toBe(true);
  });

  it('shows the ladder’s label of the member’s rank in member info, not the marketing label', async () => {
    const m = await signedIn(t, { vipRank: 3 });
    await t.app.db.updateTable('members').set({ vip_label: 'diwali-promo' }).where('id', '=', m.id).execute();
    await saveVipLadder(t.app.db, DEFAULT_VIP_LADDER.map((r) => (r.rank === 3 ? { ...r, label: 'Gold' } : r)));
    try {
      const info = (await m.get<{ clubLabel: { labelName: string; rankLevel: number } }>('/wps/member/info')).body.value;
      expect(info.clubLabel).toEqual({ labelName: 'Gold', rankLevel: 3, vipService: false });
      const row = await t.app.db.selectFrom('members').select('vip_label').where('id', '=', m.id).executeTakeFirstOrThrow();
      expect(row.vip_label).toBe('diwali-promo');
    } finally {
      await saveVipLadder(t.app.db, DEFAULT_VIP_LADDER);
    }
  });

  it('has no next rank at the top', async () => {
    const top = DEFAULT_VIP_LADDER.at(-1)?.rank ?? 10;
    const m = await signedIn(t, { vipRank: top });
    const p = (await m.get<VipProgress>('/wps/vip/progress')).body.value;
    expect(p).toMatchObject({ rank: top, next: null, keep: { validBet: 0, deposits: 0, kept: false } });
  });

  it('lists only the member’s own rank changes, newest first, at most 100', async () => {
    const m = await signedIn(t);
    const other = await signedIn(t);
    const base = Date.now() - 200 * 60_000;
    await t.app.db
      .insertInto('vip_rank_changes')
      .values(Array.from({ length: 105 }, (_, i) => ({ member_id: m.id, from_rank: i % 3, to_rank: (i % 3) + 1, reason: 'upgrade', created_at: base + i * 60_000 })))
      .execute();
    await t.app.db.insertInto('vip_rank_changes').values({ member_id: other.id, from_rank: 0, to_rank: 4, reason: 'staff', created_at: base }).execute();
    const h = (await m.get<RankHistory>('/wps/vip/history')).body.value;
    expect(h.changes).toHaveLength(100);
    expect(h.changes[0]).toMatchObject({ fromRank: 104 % 3, toRank: (104 % 3) + 1, fromLabel: `VIP ${104 % 3}`, reason: 'upgrade', at: base + 104 * 60_000 });
    expect(h.changes.every((c, i) => i === 0 || (h.changes[i - 1]?.at ?? 0) >= c.at)).toBe(true);
    expect(h.changes.some((c) => c.reason === 'staff')).toBe(false);
    const own = (await other.get<RankHistory>('/wps/vip/history')).body.value;
    expect(own.changes).toEqual([expect.objectContaining({ fromRank: 0, toRank: 4, fromLabel: 'VIP 0', toLabel: 'VIP 4', reason: 'staff' })]);
  });
});
