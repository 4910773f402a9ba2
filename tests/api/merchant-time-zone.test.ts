import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBets } from '#server/agents/bulk.ts';
import { commands } from '#server/admin/commands.ts';
import { kyselyRunner } from '#server/db/sql-runner.ts';
import { getSetting, merchantTimeZone, setSetting } from '#server/system/settings.ts';
import { setMerchantTimeZone } from '#server/system/time-zone.ts';
import { signedIn } from '../fixtures/member.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';

describe.each(DIALECTS)('the merchant time zone setting on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(() => t.close());

  it('starts as Asia/Dhaka and reaches the browser with the whitelabel, like the currency', async () => {
    expect(await merchantTimeZone(t.app.db)).toBe('Asia/Dhaka');
    const wl = await t.json<{ value: { timeZone: string; currency: { code: string } } }>('/wps/system/whitelabel');
    expect(wl.body.value).toMatchObject({ timeZone: 'Asia/Dhaka', currency: { code: 'BDT' } });
    const status = await t.json<{ value: { info: { whitelabel: { timeZone: string } } } }>('/wps/system/status?url=http%3A%2F%2Flocalhost%2F');
    expect(status.body.value.info.whitelabel.timeZone).toBe('Asia/Dhaka');
  });

  it('is changed by the operator command and refuses a zone that does not exist', async () => {
    const set = commands['timezone:set'];
    if (!set) throw new Error('no timezone:set command');
    expect(await set.run(t.app.db, ['Europe/London'], t.app)).toBe('time zone Europe/London');
    expect(await merchantTimeZone(t.app.db)).toBe('Europe/London');
    for (const bad of ['Mars/Olympus_Mons', '+06:00', 'UTC+6', '', 'Europe/London; drop table settings']) {
      await expect(setMerchantTimeZone(t.app.db, bad)).rejects.toMatchObject({ code: 'UNKNOWN_TIME_ZONE' });
      await expect(set.run(t.app.db, [bad], t.app)).rejects.toMatchObject({ code: 'UNKNOWN_TIME_ZONE' });
    }
    // The whole-whitelabel path validates the same field.
    const wl = await getSetting(t.app.db, 'whitelabel');
    await expect(setSetting(t.app.db, 'whitelabel', { ...wl, timeZone: 'Nowhere/Atlantis' })).rejects.toMatchObject({ code: 'INVALID_SETTING' });
    expect(await merchantTimeZone(t.app.db)).toBe('Europe/London');
    await setMerchantTimeZone(t.app.db, 'Asia/Dhaka');
    expect(await merchantTimeZone(t.app.db)).toBe('Asia/Dhaka');
  });
});

/**
 * The member's profit page counts days on the merchant's clock. Bets around London's 25-hour
 * 2026-10-25 (clocks back at 01:00 UTC) fall on different days in Dhaka (UTC+6) and London.
 */
describe.each(
  DIALECTS.flatMap((dialect) => [
    { dialect, zone: 'Asia/Dhaka', days: [['2026-10-24T18:00:00.000Z', 3_000], ['2026-10-25T18:00:00.000Z', 4_000]] },
    { dialect, zone: 'Europe/London', days: [['2026-10-23T23:00:00.000Z', 1_000], ['2026-10-24T23:00:00.000Z', 6_000]] },
  ]),
)('personal profit days on $dialect in $zone', ({ dialect, zone, days }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
    await setMerchantTimeZone(t.app.db, zone);
  });
  afterAll(() => t.close());

  it('groups the hourly roll-ups by the local day', async () => {
    const m = await signedIn(t);
    const bet = (iso: string, stake: number) => ({ memberId: m.id, category: 'RNG', vendor: 'TEST', gameCode: 'g', roundId: `tz-${iso}`, stake, validBet: stake, payout: 0, status: 'settled', currency: 'BDT', createdAt: Date.parse(iso), settledAt: Date.parse(iso) + 1_000 });
    await t.app.db.transaction().execute((tx) =>
      writeBets(kyselyRunner(tx), [
        bet('2026-10-24T22:30:00Z', 1_000), // London 24 Oct 23:30, Dhaka 25 Oct 04:30
        bet('2026-10-24T23:30:00Z', 2_000), // London 25 Oct 00:30, Dhaka 25 Oct 05:30
        bet('2026-10-25T23:30:00Z', 4_000), // London 25 Oct 23:30 (the 25th hour), Dhaka 26 Oct 05:30
      ]),
    );
    const res = await m.get<{ list: { day: number; stake: number }[]; totals: { stake: number } }>(`/wps/cashier/profit?from=${Date.parse('2026-10-23T00:00:00Z')}&to=${Date.parse('2026-10-27T00:00:00Z')}`);
    expect(res.status).toBe(200);
    const list = [...res.body.value.list].sort((a, b) => a.day - b.day);
    expect(list.map((d) => [new Date(d.day).toISOString(), d.stake])).toEqual(days);
    expect(res.body.value.totals.stake).toBe(7_000);
  });
});
