import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketView } from '#lib/contracts/lottery-shapes.ts';
import { fundMember } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/index.ts';
import { settleDraw } from '#server/lottery/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { makeDraw, withLotteries } from '../fixtures/lottery-draws.ts';
import { rid, signedIn } from '../fixtures/member.ts';

type Placed = { tickets: TicketView[]; balance: number; replayed: boolean };
type Member = Awaited<ReturnType<typeof signedIn>>;
/** One slip item, its expected stake and payout (minor units) and status after settlement. */
type Case = { betType: string; numbers: string; unitStake: number; multiplier: number; stake: number; payout: number };

const c = (betType: string, numbers: string, unitStake: number, multiplier: number, stake: number, payout: number): Case => ({ betType, numbers, unitStake, multiplier, stake, payout });

/** The North result of tests/unit/lottery-vn.test.ts: endings 45 ×4, 90 ×3. */
const NORTH = [
  '12345',
  '67890',
  '11111',
  '22245',
  '30303',
  '40404',
  '50505',
  '60606',
  '70707',
  '80808',
  '1213',
  '1414',
  '1515',
  '1616',
  '1717',
  '1818',
  '1919',
  '2090',
  '2121',
  '2323',
  '245',
  '324',
  '525',
  '45',
  '26',
  '27',
  '90',
];
const SOUTH = ['654321', '11111', '22222', '33321', '44444', '50001', '50002', '50003', '50004', '50005', '50006', '50007', '6321', '7001', '7002', '7003', '321', '21'];
const THAI = ['100455', '111', '222', '333', '444', '77'];
const FOUR_D = ['1234', '2345', '3456', ...Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(4, '0'))];

/**
 * Hand-worked tickets of each lottery: stake = lines × cost units × unit × multiplier; payout =
 * Σ of the lines' odds × occurrences × unit × multiplier (default odds rows).
 */
const SLIPS: [code: string, result: string[], cases: Case[]][] = [
  [
    'VN_NORTH',
    NORTH,
    [
      c('lo2', '45 90 99', 100, 1, 3 * 27 * 100, (4 + 3) * 97 * 100), // 45 four times, 90 three times, 99 never
      c('lo3', '245', 200, 1, 23 * 200, 2 * 960 * 200), // 22245 and 245, not the 7th prize 45
      c('lo4', '2090', 100, 1, 20 * 100, 9_500 * 100),
      c('de', '45 90', 100, 2, 2 * 200, 95 * 200),
      c('de-first', '4', 500, 1, 500, 4_750),
      c('de-last', '4', 500, 1, 500, 0),
      c('3-cang', '345', 100, 1, 100, 950 * 100),
      c('xien2', '45 90 99', 100, 1, 3 * 100, 17 * 100), // 3 pairs; only 45–90 wins, once
      c('xien4', '11 13 45 90', 100, 1, 100, 350 * 100),
      c('xien3', '11 12 45', 100, 1, 100, 0), // 12 only inside 1213
    ],
  ],
  [
    'VN_SOUTH_A',
    SOUTH,
    [
      c('lo2', '21', 100, 1, 18 * 100, 5 * 97 * 100),
      c('lo3', '321', 100, 1, 17 * 100, 4 * 960 * 100),
      c('lo4', '4321 0321', 100, 1, 2 * 16 * 100, 9_500 * 100),
      c('de', '21', 100, 1, 100, 95 * 100),
      c('3-cang', '321', 100, 1, 100, 950 * 100),
      c('xien3', '01 02 21', 100, 1, 100, 240 * 100),
    ],
  ],
  [
    'THAI_DAILY',
    THAI,
    [
      c('3-top', '455 554', 100, 1, 200, 900 * 100),
      c('3-tod', '545', 100, 1, 100, 2 * 150 * 100), // a pair: double the tod odds
      c('2-top', '55', 100, 1, 100, 90 * 100),
      c('2-bottom', '77', 100, 1, 100, 90 * 100),
      c('run-top', '5 9', 100, 1, 200, 3_300 / 10), // 5 twice in 455: paid once; 3.3 × ৳1
      c('run-bottom', '7', 200, 1, 200, (4_700 * 200) / 1000),
    ],
  ],
  ['MY4D', FOUR_D, [c('big', '1234 0005 0015 9999', 100, 1, 400, (2_500 + 180 + 60) * 100), c('small', '2345 0005', 100, 1, 200, 2_000 * 100)]],
];

describe.each(DIALECTS)('VN and SEA tickets settled on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect, { seed: true, config: { trustProxy: true } });
    await withLotteries(t);
  }, 120_000);
  afterAll(() => t.close());

  const place = (m: Member, drawId: number, items: Case[]) =>
    m.post<Placed>('/wps/lottery/tickets', {
      drawId,
      items: items.map(({ betType, numbers, unitStake, multiplier }) => ({ betType, numbers, unitStake, multiplier })),
      requestId: rid(),
      language: 'en',
    });

  it.each(SLIPS)('%s: every ticket is priced and paid as worked by hand', async (code, result, cases) => {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 10_000_000);
    const d = await makeDraw(t, code);
    const res = await place(m, d.id, cases);
    expect(res.status).toBe(200);
    const tickets = res.body.value.tickets;
    expect(tickets.map((x) => [x.betType, x.stake])).toEqual(cases.map((x) => [x.betType, x.stake]));
    const staked = cases.reduce((n, x) => n + x.stake, 0);
    expect(res.body.value.balance).toBe(10_000_000 - staked);
    await t.app.db
      .updateTable('lottery_draws')
      .set({ status: 'drawn', result: JSON.stringify(result) })
      .where('id', '=', d.id)
      .execute();
    const [a, b] = await Promise.all([settleDraw(t.app, d.id), settleDraw(t.app, d.id)]);
    expect(a.tickets + b.tickets).toBe(cases.length);
    const rows = await t.app.db.selectFrom('lottery_tickets').select(['id', 'status', 'payout']).where('draw_id', '=', d.id).orderBy('id').execute();
    expect(rows.map((r) => [Number(r.payout), r.status])).toEqual(cases.map((x) => [x.payout, x.payout > 0 ? 'won' : 'lost']));
    const paid = cases.reduce((n, x) => n + x.payout, 0);
    expect(await m.balance()).toBe(10_000_000 - staked + paid);
    const draw = await t.app.db.selectFrom('lottery_draws').select(['status', 'stake', 'payout']).where('id', '=', d.id).executeTakeFirstOrThrow();
    expect([draw.status, Number(draw.stake), Number(draw.payout)]).toEqual(['settled', staked, paid]);
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
  });

  it('refuses VN and SEA selections the rules do not accept, and changes nothing', async () => {
    const m = await signedIn(t);
    await fundMember(t.app.db, m.id, 1_000_000);
    const cases: [string, Case, string][] = [
      ['VN_NORTH', c('xien3', '12 34', 100, 1, 0, 0), 'TOO_FEW_NUMBERS'],
      ['VN_NORTH', c('xien2', '12 34 12', 100, 1, 0, 0), 'DUPLICATE_SELECTION'],
      ['VN_NORTH', c('xien4', Array.from({ length: 14 }, (_, i) => String(i).padStart(2, '0')).join(' '), 100, 1, 0, 0), 'TOO_MANY_NUMBERS'],
      ['VN_SOUTH_A', c('3-cang', '12', 100, 1, 0, 0), 'WRONG_DIGIT_COUNT'],
      ['THAI_DAILY', c('3-tod', '123 321', 100, 1, 0, 0), 'DUPLICATE_SELECTION'],
      ['THAI_DAILY', c('run-top', 'x', 100, 1, 0, 0), 'NUMBER_OUT_OF_RANGE'],
      ['MY4D', c('big', '12345', 100, 1, 0, 0), 'WRONG_DIGIT_COUNT'],
      ['MY4D', c('small', ' ', 100, 1, 0, 0), 'EMPTY_SELECTION'],
    ];
    const before = await m.balance();
    for (const [code, item, error] of cases) {
      const d = await makeDraw(t, code);
      const res = await place(m, d.id, [item]);
      expect({ code, item: item.betType, error: res.body.code }).toEqual({ code, item: item.betType, error });
      expect(res.status).toBeLessThan(500);
    }
    expect(await m.balance()).toBe(before);
    const n = await t.app.db
      .selectFrom('lottery_tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(0);
  });
});
