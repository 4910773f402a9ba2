import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundMember, insertGame, insertMember, insertVendor } from '#fixtures/factories.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { DIALECTS } from '../fixtures/db.ts';
import { type TestApp, testApp } from '../fixtures/app.ts';
import { browser, login } from '../fixtures/auth.ts';
import { openWalletStream } from '../fixtures/member.ts';
import { callback, launch } from '../fixtures/provider.ts';

describe.each(DIALECTS)('seamless wallet on %s', (dialect) => {
  let t: TestApp;
  let gameId: number;
  const V = 'TEST_VENDOR';
  beforeAll(async () => {
    t = await testApp(dialect, { config: { trustProxy: true } });
    await insertVendor(t.app.db, { code: V, category: 'RNG' });
    gameId = await insertGame(t.app.db, { vendor: V, code: 'test-slot', category: 'RNG' });
  });
  afterAll(async () => {
    expect(await checkLedger(t.app.reader, t.app.dialect)).toEqual([]);
    await t.close();
  });

  async function player(balance = 100_000) {
    const m = await insertMember(t.app.db);
    await fundMember(t.app.db, m.id, balance);
    const { token, cookie } = await launch(t, m.account, m.password, gameId);
    return { ...m, token, cookie };
  }
  const balanceOf = async (cookie: string) =>
    ((await (await t.request('/wps/v2/wallets/balance', { headers: { cookie } })).json()) as { value: { sumBalance: number } }).value.sumBalance;

  it('authenticates a launch token and tells the balance', async () => {
    const p = await player(12_345);
    const auth = await callback(t, V, 'authenticate', { token: p.token });
    expect(auth.status).toBe(200);
    expect(auth.json.value).toMatchObject({ player: p.account, mode: 'real', currency: 'BDT', balance: 12_345 });
    expect((await callback(t, V, 'balance', { token: p.token })).json.value.balance).toBe(12_345);
    expect((await callback(t, V, 'balance', { token: 'x'.repeat(43) })).json.code).toBe('SESSION_EXPIRED');
  });

  it('takes a bet, pays a win, and keeps the bet row and the hourly totals', async () => {
    const p = await player(100_000);
    const bet = await callback(t, V, 'debit', { txnId: 'b-1', token: p.token, player: p.account, roundId: 'r-1', amount: 2_500, currency: 'BDT' });
    expect(bet.status).toBe(200);
    expect(bet.json.value.balance).toBe(97_500);
    expect(await balanceOf(p.cookie)).toBe(97_500);
    const win = await callback(t, V, 'credit', { txnId: 'w-1', token: p.token, player: p.account, roundId: 'r-1', amount: 6_000, currency: 'BDT' });
    expect(win.json.value.balance).toBe(103_500);
    const row = await t.app.db.selectFrom('bets').selectAll().where('member_id', '=', p.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ stake: 2_500, valid_bet: 2_500, payout: 6_000, status: 'settled', category: 'RNG' });
    const rollup = await t.app.db.selectFrom('bet_rollups').selectAll().where('member_id', '=', p.id).executeTakeFirstOrThrow();
    expect(rollup).toMatchObject({ bet_count: 1, stake: 2_500, valid_bet: 2_500, payout: 6_000 });
  });

  it('answers a replay byte for byte and moves nothing; refuses the same id with another request', async () => {
    const p = await player(50_000);
    const body = { txnId: 'b-rep', token: p.token, player: p.account, roundId: 'r-rep', amount: 1_000, currency: 'BDT' };
    const first = await callback(t, V, 'debit', body);
    await new Promise((r) => setTimeout(r, 5));
    const again = await callback(t, V, 'debit', body);
    expect(again.text).toBe(first.text);
    expect(await balanceOf(p.cookie)).toBe(49_000);
    const changed = await callback(t, V, 'debit', { ...body, amount: 2_000 });
    expect(changed.status).toBe(409);
    expect(changed.json.code).toBe('TRANSACTION_MISMATCH');
    expect(await balanceOf(p.cookie)).toBe(49_000);
  });

  it('refuses a bet larger than the balance, with the balance, and keeps refusing that id', async () => {
    const p = await player(700);
    const body = { txnId: 'b-big', token: p.token, player: p.account, roundId: 'r-big', amount: 701, currency: 'BDT' };
    const res = await callback(t, V, 'debit', body);
    expect(res.status).toBe(402);
    expect(res.json).toMatchObject({ success: false, code: 'INSUFFICIENT_FUNDS', balance: 700 });
    expect((await callback(t, V, 'debit', body)).text).toBe(res.text);
    expect(await t.app.db.selectFrom('bets').select('id').where('member_id', '=', p.id).execute()).toEqual([]);
    expect((await callback(t, V, 'debit', { ...body, txnId: 'b-exact', amount: 700 })).json.value.balance).toBe(0);
  });

  it('accepts a win only for a known bet; a win that arrives first can be retried later', async () => {
    const p = await player(10_000);
    const early = { txnId: 'w-early', token: p.token, player: p.account, roundId: 'r-late', amount: 500, currency: 'BDT' };
    const first = await callback(t, V, 'credit', early);
    expect(first.status).toBe(404);
    expect(first.json.code).toBe('UNKNOWN_BET');
    await callback(t, V, 'debit', { txnId: 'b-late', token: p.token, player: p.account, roundId: 'r-late', amount: 300, currency: 'BDT' });
    const retried = await callback(t, V, 'credit', early);
    expect(retried.status).toBe(200);
    expect(retried.json.value.balance).toBe(10_200);
  });

  it('rolls back a debit once, refuses an unknown one, and refuses after settlement', async () => {
    const p = await player(20_000);
    await callback(t, V, 'debit', { txnId: 'b-rb', token: p.token, player: p.account, roundId: 'r-rb', amount: 4_000, currency: 'BDT' });
    const unknown = await callback(t, V, 'rollback', { txnId: 'rb-0', token: p.token, player: p.account, roundId: 'r-rb', refTxnId: 'nope' });
    expect(unknown.status).toBe(404);
    expect(await balanceOf(p.cookie)).toBe(16_000);
    const rb = await callback(t, V, 'rollback', { txnId: 'rb-1', token: p.token, player: p.account, roundId: 'r-rb', refTxnId: 'b-rb' });
    expect(rb.json.value.balance).toBe(20_000);
    const again = await callback(t, V, 'rollback', { txnId: 'rb-2', token: p.token, player: p.account, roundId: 'r-rb', refTxnId: 'b-rb' });
    expect(again.status).toBe(200);
    expect(again.json.value.balance).toBe(20_000);
    expect((await t.app.db.selectFrom('bets').select('status').where('member_id', '=', p.id).executeTakeFirstOrThrow()).status).toBe('rolled_back');
    await callback(t, V, 'debit', { txnId: 'b-set', token: p.token, player: p.account, roundId: 'r-set', amount: 1_000, currency: 'BDT' });
    await callback(t, V, 'credit', { txnId: 'w-set', token: p.token, player: p.account, roundId: 'r-set', amount: 0, currency: 'BDT' });
    const late = await callback(t, V, 'rollback', { txnId: 'rb-3', token: p.token, player: p.account, roundId: 'r-set', refTxnId: 'b-set' });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('BET_SETTLED');
    expect(await balanceOf(p.cookie)).toBe(19_000);
  });

  it('refuses unsigned, wrongly signed, stale, malformed and type-confused callbacks, moving nothing', async () => {
    const p = await player(5_000);
    const good = { txnId: 'b-sig', token: p.token, player: p.account, roundId: 'r-sig', amount: 100, currency: 'BDT' };
    const bare = await t.request(`/lgw/provider/v1/${V}/debit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(good) });
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { code: string }).code).toBe('INVALID_SIGNATURE');
    expect((await callback(t, V, 'debit', good, { secret: 'not-the-secret' })).json.code).toBe('INVALID_SIGNATURE');
    expect((await callback(t, V, 'debit', good, { timestamp: Date.now() - 6 * 60_000 })).json.code).toBe('STALE_REQUEST');
    const cases: [unknown, string][] = [
      [{ ...good, amount: -100 }, 'VALIDATION_ERROR'],
      [{ ...good, amount: 1.5 }, 'VALIDATION_ERROR'],
      [{ ...good, amount: '100' }, 'VALIDATION_ERROR'],
      [{ ...good, amount: 1e20 }, 'VALIDATION_ERROR'],
      [{ ...good, txnId: '' }, 'VALIDATION_ERROR'],
      [{ ...good, txnId: 'x'.repeat(65) }, 'VALIDATION_ERROR'],
      [{ ...good, player: 'someone-else' }, 'PLAYER_MISMATCH'],
      [{ ...good, currency: 'USD' }, 'CURRENCY_MISMATCH'],
      [{ ...good, token: undefined }, 'VALIDATION_ERROR'],
      [[good], 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of cases) expect((await callback(t, V, 'debit', body)).json.code, JSON.stringify(body).slice(0, 80)).toBe(code);
    expect((await callback(t, V, 'debit', null, { raw: '{"txnId": ' })).json.code).toBe('VALIDATION_ERROR');
    expect((await callback(t, 'NO_SUCH_VENDOR', 'debit', good, { secret: 'any' })).status).toBe(404);
    expect((await callback(t, V, 'transfer', good)).status).toBe(404);
    expect(await balanceOf(p.cookie)).toBe(5_000);
    expect(await t.app.db.selectFrom('provider_txns').select('txn_id').where('txn_id', '=', 'b-sig').execute()).toEqual([]);
  });

  it("refuses another member's session token", async () => {
    const a = await player(5_000);
    const b = await player(5_000);
    const res = await callback(t, V, 'debit', { txnId: 'b-cross', token: b.token, player: a.account, roundId: 'r-cross', amount: 100, currency: 'BDT' });
    expect(res.json.code).toBe('PLAYER_MISMATCH');
    expect(await balanceOf(a.cookie)).toBe(5_000);
    expect(await balanceOf(b.cookie)).toBe(5_000);
  });

  it('keeps play money apart from cash', async () => {
    const p = await player(9_000);
    const trial = await launch(t, p.account, p.password, gameId, true);
    const auth = await callback(t, V, 'authenticate', { token: trial.token });
    expect(auth.json.value).toMatchObject({ mode: 'play', currency: 'PLAY', balance: 1_000_000 });
    const bet = await callback(t, V, 'debit', { txnId: 'b-play', token: trial.token, player: p.account, roundId: 'r-play', amount: 50_000, currency: 'PLAY' });
    expect(bet.json.value.balance).toBe(950_000);
    expect(await balanceOf(p.cookie)).toBe(9_000);
    expect(await t.app.db.selectFrom('bets').select('id').where('member_id', '=', p.id).execute()).toEqual([]);
  });

  it('shows the balance only to its owner, and pushes it to open pages', async () => {
    expect((await t.request('/wps/v2/wallets/balance')).status).toBe(401);
    const p = await player(3_000);
    const { res, read, close } = await openWalletStream(t, p.cookie);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(await read()).toContain('"balance":3000');
    await callback(t, V, 'debit', { txnId: 'b-push', token: p.token, player: p.account, roundId: 'r-push', amount: 1_000, currency: 'BDT' });
    expect(await read()).toContain('"balance":2000');
    await close();
  });

  it('launches only live games: maintenance answers with alternatives', async () => {
    const m = await insertMember(t.app.db);
    const { cookie } = await login(t, m.account, m.password);
    const closed = await insertGame(t.app.db, { vendor: V, status: 1 });
    const res = await t.request('/wps/game/launchGame', { method: 'POST', headers: browser(undefined, cookie), body: JSON.stringify({ gameId: closed, language: 'en' }) });
    const body = (await res.json()) as { code: string; recommended: { gameId: number }[] };
    expect(body.code).toBe('GAME_MAINTENANCE');
    expect(body.recommended.length).toBeGreaterThan(0);
    const guest = await t.request('/wps/game/launchGame', { method: 'POST', headers: browser(), body: JSON.stringify({ gameId, language: 'en' }) });
    expect(((await guest.json()) as { value: { mode: string } }).value.mode).toBe('play');
  });

  it("starts a vendor's own game from its tile; a vendor without one is under maintenance", async () => {
    const m = await insertMember(t.app.db);
    const { cookie } = await login(t, m.account, m.password);
    const start = (body: object) => t.request('/wps/game/launchGame', { method: 'POST', headers: browser(undefined, cookie), body: JSON.stringify({ language: 'en', ...body }) });
    const own = await start({ vassalage: V });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { value: { game: { gameId: number; vassalage: string } } }).value.game).toMatchObject({ gameId, vassalage: V });
    const byGame = (await (await start({ gameId })).json()) as { value: { game: { gameId: number } } };
    expect(byGame.value.game.gameId).toBe(gameId);

    await insertVendor(t.app.db, { code: 'EMPTY_BOOK', category: 'SPORTS' });
    const empty = await start({ vassalage: 'EMPTY_BOOK' });
    const refused = (await empty.json()) as { code: string; recommended: { gameId: number }[] };
    expect(refused.code).toBe('GAME_MAINTENANCE');
    expect(refused.recommended.map((g) => g.gameId)).toContain(gameId);
    expect(((await (await start({ vassalage: 'NO_SUCH_BOOK' })).json()) as { code: string }).code).toBe('NOT_FOUND');
    const neither = await start({});
    expect(neither.status).toBe(400);
    expect(((await neither.json()) as { code: string }).code).toBe('VALIDATION_ERROR');
    expect(await t.app.db.selectFrom('recent_games').select('game_id').where('member_id', '=', m.id).execute()).toEqual([{ game_id: gameId }]);
  });
});
