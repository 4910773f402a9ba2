import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '#lib/fair/rng.ts';
import { playRound } from '#lib/fair/verify.ts';
import { checkForm, EMPTY_FORM, formFromQuery, verifyHref } from '#lib/house/fair-form.ts';

const SEED = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';

describe('the verification form', () => {
  it('reads back a round from its verify link', () => {
    const input = { bets: [{ kind: 'straight', numbers: [17], stake: 100 }] };
    const href = verifyHref('/en/fair', { game: 'roulette', serverSeed: SEED, clientSeed: 'my seed:1', nonce: 7, input, serverSeedHash: serverSeedHash(SEED) });
    expect(href.startsWith('/en/fair?')).toBe(true);
    const form = formFromQuery(href.slice(href.indexOf('?')));
    expect(form).toMatchObject({ game: 'roulette', serverSeed: SEED, clientSeed: 'my seed:1', nonce: '7', hash: serverSeedHash(SEED) });
    const checked = checkForm(form);
    expect(checked).toMatchObject({ ok: true, game: 'roulette', nonce: 7, input });
    if (checked.ok) expect(playRound('roulette', checked.serverSeed, checked.clientSeed, checked.nonce, checked.input as never)).toBeTruthy();
  });

  it('fills each game from its input', () => {
    expect(formFromQuery('?game=slot&input=%7B%22stake%22%3A500%7D')).toMatchObject({ game: 'slot', stake: '500' });
    expect(formFromQuery('?game=fish&input={"stake":20,"speciesId":"shark"}')).toMatchObject({ game: 'fish', stake: '20', speciesId: 'shark' });
    expect(formFromQuery('?game=showdown&input={"seats":4,"ante":1000}')).toMatchObject({ game: 'showdown', seats: '4', ante: '1000' });
    expect(formFromQuery('?game=poker&input=not json')).toMatchObject({ game: 'slot', stake: EMPTY_FORM.stake });
  });

  it('names the first problem of a form', () => {
    const base = { ...EMPTY_FORM, serverSeed: SEED, clientSeed: 'c' };
    expect(checkForm({ ...base, serverSeed: ' ' })).toEqual({ ok: false, problem: 'serverSeed' });
    expect(checkForm({ ...base, nonce: '-1' })).toEqual({ ok: false, problem: 'nonce' });
    expect(checkForm({ ...base, stake: '1.5' })).toEqual({ ok: false, problem: 'stake' });
    expect(checkForm({ ...base, game: 'roulette', bets: '[{"kind":"lucky","numbers":[1],"stake":1}]' })).toEqual({ ok: false, problem: 'bets' });
    expect(checkForm({ ...base, game: 'fish', speciesId: 'kraken' })).toEqual({ ok: false, problem: 'species' });
    expect(checkForm({ ...base, game: 'showdown', seats: '' })).toEqual({ ok: false, problem: 'seats' });
    expect(checkForm({ ...base, game: 'showdown', ante: 'x' })).toEqual({ ok: false, problem: 'ante' });
    expect(checkForm(base)).toEqual({ ok: true, game: 'slot', serverSeed: SEED, clientSeed: 'c', nonce: 0, input: { stake: 100 } });
  });
});
