import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBets } from '#server/agents/bulk.ts';
import { quickMember, sessionToken } from '#server/agents/seed-data.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { setMerchantTimeZone } from '#server/system/time-zone.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

/**
 * Agent reports' day points on the merchant's clock: a bet in the 25th hour of London's
 * 2026-10-25 belongs to that day's point (a fixed 24-hour point would move it to the 26th).
 */
describe.each(
  DIALECTS.flatMap((dialect) => [
    { dialect, zone: 'Asia/Dhaka', from: '2026-10-19T18:00:00Z', to: '2026-10-26T18:00:00Z', days: { '2026-10-25': 3_000, '2026-10-26': 4_000 } },
    { dialect, zone: 'Europe/London', from: '2026-10-19T23:00:00Z', to: '2026-10-27T00:00:00Z', days: { '2026-10-24': 1_000, '2026-10-25': 6_000 } },
  ]),
)('agent report days on $dialect in $zone', ({ dialect, zone, from, to, days }) => {
  let t: TestApp;
  let token = '';
  const range = `from=${Date.parse(from)}&to=${Date.parse(to)}`;
  const get = async <T>(path: string): Promise<T> => {
    const res = await t.request(path, { headers: { token } });
    const body = (await res.json()) as { success: boolean; value: T };
    expect(body.success, path).toBe(true);
    return body.value;
  };

  beforeAll(async () => {
    t = await testApp(dialect);
    await setMerchantTimeZone(t.app.db, zone);
    const agent = await quickMember(t.app.db, { isAgent: 2, createdAt: Date.parse('2026-01-01T00:00:00Z') });
    const player = await quickMember(t.app.db, { uplineId: agent, createdAt: Date.parse('2026-01-01T00:00:00Z') });
    token = await sessionToken(t.app.db, agent);
    const bet = (iso: string, stake: number) => ({ memberId: player, category: 'RNG', vendor: 'TEST', gameCode: 'g', roundId: `tz-${iso}`, stake, validBet: stake, payout: 0, status: 'settled', currency: 'BDT', createdAt: Date.parse(iso), settledAt: Date.parse(iso) + 1_000 });
    await t.app.db.transaction().execute((tx) => writeBets(kyselyRunner(tx), [bet('2026-10-24T22:30:00Z', 1_000), bet('2026-10-24T23:30:00Z', 2_000), bet('2026-10-25T23:30:00Z', 4_000)]));
  });
  afterAll(() => t.close());

  const byDate = (points: { date: string; validBet: number }[]) => Object.fromEntries(points.filter((p) => p.validBet > 0).map((p) => [p.date, p.validBet]));

  it('the overview has one point per local day, each starting at local midnight', async () => {
    const v = await get<{ series: { t: number; date: string; validBet: number }[]; totals: { validBet: number } }>(`/wps/agent/team/overview?${range}`);
    expect(v.series).toHaveLength(7);
    expect(byDate(v.series)).toEqual(days);
    expect(v.totals.validBet).toBe(7_000);
    const starts = v.series.map((p) => p.t);
    expect(starts[0]).toBe(Date.parse(from));
    expect(v.series.map((p) => p.date)).toEqual(['2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('team betting by day groups the same way', async () => {
    const page = await get<{ list: { day: string; dayStart: number; validBet: number }[] }>(`/wps/agent/team/betting?${range}&groupBy=day&sort=day&order=asc`);
    expect(Object.fromEntries(page.list.map((r) => [r.day, r.validBet]))).toEqual(days);
  });
});
