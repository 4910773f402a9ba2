import { beforeAll, describe, expect, it } from 'vitest';
import { exclude } from '#server/cashier/exclusions.ts';
import { Accounts } from '#server/ledger/accounts.ts';
import { balanceOf } from '#server/ledger/post.ts';
import { expireBonuses, forfeitBonus, reverseWagering } from '#server/promotions/index.ts';
import { DIALECTS } from '../fixtures/db.ts';
import type { TestApp } from '../fixtures/app.ts';
import { bonusEntries, bonusPlayer, bonusSuite, ok } from '../fixtures/bonus-wallet.ts';

const DAY = 86_400_000;

describe.each(DIALECTS)('the bonus wallet in the money path on %s', (dialect) => {
  const V = 'BONUS_VENDOR';
  const suite = bonusSuite(dialect, V);
  let t: TestApp;
  let games: { slot: number; live: number };
  beforeAll(() => {
    t = suite.app();
    games = suite.games();
  });

  const betRow = (round: string) => t.app.db.selectFrom('bets').select(['stake', 'payout', 'bonus_id', 'bonus_stake', 'status']).where('vendor_code', '=', V).where('round_id', '=', round).executeTakeFirstOrThrow();

  it('takes a stake from cash first, then the bonus wallet, and the bet remembers the bonus part', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 3_000, bonus: 10_000 });
    const bet = await p.send('debit', { txnId: 'cf-1', roundId: 'cf', amount: 5_000 });
    ok(bet);
    expect(bet.json.value.balance).toBe(0);
    expect([await p.cash(), await p.bonus()]).toEqual([0, 8_000]);
    ok(await p.send('debit', { txnId: 'cf-2', roundId: 'cf', amount: 1_000 }));
    expect(await p.bonus()).toBe(7_000);
    expect(await betRow('cf')).toMatchObject({ stake: 6_000, bonus_id: p.bonusId, bonus_stake: 3_000, status: 'open' });
    // Both together short: refused, nothing moves.
    const q = await bonusPlayer(t, V, games.slot, { cash: 1_000, bonus: 2_000 });
    const short = await q.send('debit', { txnId: 'cf-3', roundId: 'cf-short', amount: 3_001 });
    expect(short.status).toBe(402);
    expect(short.json).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: 3_000 });
    expect([await q.cash(), await q.bonus()]).toEqual([1_000, 2_000]);
    ok(await q.send('debit', { txnId: 'cf-4', roundId: 'cf-short', amount: 3_000 }));
    expect([await q.cash(), await q.bonus()]).toEqual([0, 0]);
  });

  it('refuses a stake above the bonus’s largest bet, changing nothing, and answers a replay the same', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 50_000, bonus: 10_000, maxBet: 2_000 });
    const body = { txnId: 'mb-1', roundId: 'mb', amount: 2_001 };
    const refused = await p.send('debit', body);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ success: false, code: 'BONUS_MAX_BET', maxBet: 2_000 });
    expect(await p.send('debit', body)).toMatchObject({ status: 409, text: refused.text });
    expect([await p.cash(), await p.bonus()]).toEqual([50_000, 10_000]);
    expect(await t.app.db.selectFrom('bets').select('id').where('round_id', '=', 'mb').executeTakeFirst()).toBeUndefined();
    ok(await p.send('debit', { txnId: 'mb-2', roundId: 'mb', amount: 2_000 }));
    expect(await p.cash()).toBe(48_000);
  });

  it('splits a win pro rata while the bonus is active and counts the bet’s wagering once', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 3_000, bonus: 10_000 });
    ok(await p.send('debit', { txnId: 'ws-b', roundId: 'ws', amount: 5_000 }));
    const win = await p.send('credit', { txnId: 'ws-w', roundId: 'ws', amount: 1_001 });
    ok(win);
    // 2,000 of the 5,000 stake was bonus: floor(1,001 × 2/5) = 400 to the bonus wallet, 601 to cash.
    expect([await p.cash(), await p.bonus()]).toEqual([601, 8_400]);
    expect(win.json.value.balance).toBe(601);
    expect(await betRow('ws')).toMatchObject({ payout: 1_001, status: 'settled' });
    // A replay and a second credit of the round pay what they say, but wagering counts the bet once.
    ok(await p.send('credit', { txnId: 'ws-w', roundId: 'ws', amount: 1_001 }));
    ok(await p.send('credit', { txnId: 'ws-w2', roundId: 'ws', amount: 0 }));
    expect((await p.row()).wagered).toBe(5_000);
  });

  it('weights wagering by the category’s contribution (live casino 10%)', async () => {
    const p = await bonusPlayer(t, V, games.live, { cash: 10_000, bonus: 1_000 });
    ok(await p.send('debit', { txnId: 'lv-b', roundId: 'lv', amount: 3_333 }));
    ok(await p.send('credit', { txnId: 'lv-w', roundId: 'lv', amount: 0 }));
    expect((await p.row()).wagered).toBe(333);
  });

  it('converts once wagering completes: the bonus wallet to cash in one entry, later wins all cash', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 0, bonus: 2_000, multiple: 1 });
    ok(await p.send('debit', { txnId: 'cv-b1', roundId: 'cv1', amount: 1_000 }));
    ok(await p.send('debit', { txnId: 'cv-b2', roundId: 'cv2', amount: 1_000 }));
    ok(await p.send('credit', { txnId: 'cv-w1', roundId: 'cv1', amount: 3_000 }));
    expect((await p.row()).status).toBe('active');
    expect([await p.cash(), await p.bonus()]).toEqual([0, 3_000]);
    ok(await p.send('credit', { txnId: 'cv-w2', roundId: 'cv2', amount: 500 }));
    expect(await p.row()).toMatchObject({ status: 'converted', wagered: 2_000, closed_amount: 3_500 });
    expect([await p.cash(), await p.bonus()]).toEqual([3_500, 0]);
    expect(await bonusEntries(t, 'bonus_convert', p.bonusId)).toBe(1);
    ok(await p.send('credit', { txnId: 'cv-w3', roundId: 'cv2', amount: 100 }));
    expect([await p.cash(), await p.bonus()]).toEqual([3_600, 0]);
  });

  it('forfeits on the player’s request once: the wallet returns to the cost account; a later win’s bonus part is not paid', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 1_000, bonus: 4_000 });
    ok(await p.send('debit', { txnId: 'ff-b', roundId: 'ff', amount: 2_000 }));
    const cost = await balanceOf(t.app.reader, Accounts.promotionCost(0, 'BDT'));
    expect(await forfeitBonus(t.app, p.id, p.bonusId)).toEqual({ bonusId: p.bonusId, forfeited: 3_000 });
    expect(await forfeitBonus(t.app, p.id, p.bonusId)).toEqual({ bonusId: p.bonusId, forfeited: 3_000 });
    expect(await balanceOf(t.app.reader, Accounts.promotionCost(0, 'BDT'))).toBe(cost + 3_000);
    await expect(forfeitBonus(t.app, p.id + 1_000_000, p.bonusId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    ok(await p.send('credit', { txnId: 'ff-w', roundId: 'ff', amount: 3_000 }));
    // Half the stake was bonus: 1,500 of the win is lost with the bonus, 1,500 reaches cash.
    expect([await p.cash(), await p.bonus()]).toEqual([1_500, 0]);
    expect(await betRow('ff')).toMatchObject({ payout: 1_500 });
    expect(await p.row()).toMatchObject({ status: 'forfeited', closed_amount: 3_000 });
  });

  it('expires a bonus past its time, and stakes then use cash only', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 5_000, bonus: 1_500, expiryDays: 1 });
    expect(await expireBonuses(t.app, Date.now())).toBe(0);
    expect(await expireBonuses(t.app, Date.now() + 2 * DAY)).toBeGreaterThanOrEqual(1);
    expect(await p.row()).toMatchObject({ status: 'expired', closed_amount: 1_500 });
    expect(await bonusEntries(t, 'bonus_expire', p.bonusId)).toBe(1);
    expect(await expireBonuses(t.app, Date.now() + 3 * DAY)).toBe(0);
    ok(await p.send('debit', { txnId: 'ex-b', roundId: 'ex', amount: 5_000 }));
    expect(await betRow('ex')).toMatchObject({ bonus_id: null, bonus_stake: 0 });
  });

  it('forfeits active bonuses in the unit that records a time-out', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 0, bonus: 2_500 });
    await exclude(t.app, p.id, { kind: 'time_out', days: 1 });
    expect(await p.row()).toMatchObject({ status: 'forfeited', closed_amount: 2_500 });
    expect(await p.bonus()).toBe(0);
  });

  it('refunds a rolled-back stake to each wallet it came from; after a forfeit the bonus part goes back to the cost account', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 3_000, bonus: 5_000 });
    ok(await p.send('debit', { txnId: 'rb-b1', roundId: 'rb', amount: 4_000 }));
    ok(await p.send('debit', { txnId: 'rb-b2', roundId: 'rb', amount: 1_000 }));
    ok(await p.send('rollback', { txnId: 'rb-r2', roundId: 'rb', refTxnId: 'rb-b2' }));
    expect([await p.cash(), await p.bonus()]).toEqual([0, 4_000]);
    expect(await betRow('rb')).toMatchObject({ stake: 4_000, bonus_stake: 1_000 });
    ok(await p.send('rollback', { txnId: 'rb-r1', roundId: 'rb', refTxnId: 'rb-b1' }));
    expect([await p.cash(), await p.bonus()]).toEqual([3_000, 5_000]);
    expect(await betRow('rb')).toMatchObject({ stake: 0, bonus_stake: 0, status: 'rolled_back' });

    ok(await p.send('debit', { txnId: 'rb2-b', roundId: 'rb2', amount: 5_000 }));
    expect(await forfeitBonus(t.app, p.id, p.bonusId)).toMatchObject({ forfeited: 3_000 });
    ok(await p.send('rollback', { txnId: 'rb2-r', roundId: 'rb2', refTxnId: 'rb2-b' }));
    expect([await p.cash(), await p.bonus()]).toEqual([3_000, 0]);
  });

  it('reverses a counted bet’s wagering, and a re-settlement counts it once again', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 10_000, bonus: 1_000 });
    ok(await p.send('debit', { txnId: 'rv-b', roundId: 'rv', amount: 2_000 }));
    ok(await p.send('credit', { txnId: 'rv-w', roundId: 'rv', amount: 0 }));
    expect((await p.row()).wagered).toBe(2_000);
    const bet = await t.app.db.selectFrom('bets').select('id').where('vendor_code', '=', V).where('round_id', '=', 'rv').executeTakeFirstOrThrow();
    expect(await t.app.ledger.run((sql) => reverseWagering(sql, Number(bet.id)))).toBe(2_000);
    expect(await t.app.ledger.run((sql) => reverseWagering(sql, Number(bet.id)))).toBe(0);
    expect((await p.row()).wagered).toBe(0);
    ok(await p.send('credit', { txnId: 'rv-w2', roundId: 'rv', amount: 0 }));
    ok(await p.send('credit', { txnId: 'rv-w3', roundId: 'rv', amount: 0 }));
    expect((await p.row()).wagered).toBe(2_000);
  });

  it('converts a bonus with nothing to wager when it is issued', async () => {
    const p = await bonusPlayer(t, V, games.slot, { cash: 0, bonus: 700, multiple: 0 });
    expect(await p.row()).toMatchObject({ status: 'converted', closed_amount: 700 });
    expect([await p.cash(), await p.bonus()]).toEqual([700, 0]);
  });
});
