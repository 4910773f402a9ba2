import { afterEach, describe, expect, it, vi } from 'vitest';
import { shoot } from '#lib/fair/fish.ts';
import { createFloatSource, createFloats, serverSeedHash } from '#lib/fair/rng.ts';
import { betNumbers, spinRoulette, type RouletteBet } from '#lib/fair/roulette.ts';
import { dealShowdown } from '#lib/fair/showdown.ts';
import { spinSlot } from '#lib/fair/slot.ts';
import { checkSeedHash, playRound, verifyRound, type GameId, type GameInputs } from '#lib/fair/verify.ts';

const SERVER_SEED = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';
const OTHER_SEED = 'c0ffee'.repeat(10) + 'c0de';
const CLIENT_SEED = 'player chosen ✓';

const BETS: RouletteBet[] = [
  { kind: 'straight', numbers: [17], stake: 10 },
  { kind: 'corner', numbers: betNumbers('corner', 0), stake: 20 },
  { kind: 'red', numbers: betNumbers('red'), stake: 50 },
];

type Round = { [G in GameId]: { game: G; nonce: number; input: GameInputs[G] } }[GameId];

const ROUNDS: Round[] = [
  { game: 'slot', nonce: 0, input: { stake: 100 } },
  { game: 'slot', nonce: 1, input: { stake: 10 } },
  { game: 'roulette', nonce: 2, input: { bets: BETS } },
  { game: 'fish', nonce: 3, input: { stake: 50, speciesId: 'shark' } },
  { game: 'showdown', nonce: 4, input: { seats: 5, ante: 40 } },
  { game: 'slot', nonce: 5, input: { stake: 1000 } },
  { game: 'fish', nonce: 6, input: { stake: 10, speciesId: 'minnow' } },
  { game: 'showdown', nonce: 7, input: { seats: 2, ante: 25 } },
];

const play = (round: Round, seed = SERVER_SEED) => {
  switch (round.game) {
    case 'slot':
      return verifyRound(round.game, seed, CLIENT_SEED, round.nonce, round.input);
    case 'roulette':
      return verifyRound(round.game, seed, CLIENT_SEED, round.nonce, round.input);
    case 'fish':
      return verifyRound(round.game, seed, CLIENT_SEED, round.nonce, round.input);
    case 'showdown':
      return verifyRound(round.game, seed, CLIENT_SEED, round.nonce, round.input);
  }
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('verification', () => {
  it('recomputes each game exactly as the game functions do from the same seeds', () => {
    const next = () => createFloats(SERVER_SEED, CLIENT_SEED, 9);
    expect(verifyRound('slot', SERVER_SEED, CLIENT_SEED, 9, { stake: 100 }).outcome).toEqual(spinSlot(next(), 100));
    expect(verifyRound('roulette', SERVER_SEED, CLIENT_SEED, 9, { bets: BETS }).outcome).toEqual(spinRoulette(next(), BETS));
    expect(verifyRound('fish', SERVER_SEED, CLIENT_SEED, 9, { stake: 20, speciesId: 'whale' }).outcome).toEqual(
      shoot(next(), 20, 'whale'),
    );
    expect(verifyRound('showdown', SERVER_SEED, CLIENT_SEED, 9, { seats: 6, ante: 10 }).outcome).toEqual(
      dealShowdown(next(), 6, 10),
    );
    const verified = verifyRound('slot', SERVER_SEED, CLIENT_SEED, 9, { stake: 100 });
    expect(verified).toMatchObject({ game: 'slot', clientSeed: CLIENT_SEED, nonce: 9, serverSeedHash: serverSeedHash(SERVER_SEED) });
    expect(playRound('slot', SERVER_SEED, CLIENT_SEED, 9, { stake: 100 })).toEqual(verified.outcome);
  });

  it('outcomes are plain serialisable data', () => {
    for (const round of ROUNDS) {
      const { outcome } = play(round);
      expect(JSON.parse(JSON.stringify(outcome))).toEqual(outcome);
    }
  });

  it('checks the seed against its published hash', () => {
    const hash = serverSeedHash(SERVER_SEED);
    expect(checkSeedHash(SERVER_SEED, hash)).toBe(true);
    expect(checkSeedHash(SERVER_SEED, ` ${hash.toUpperCase()} `)).toBe(true);
    expect(checkSeedHash(OTHER_SEED, hash)).toBe(false);
    expect(checkSeedHash(SERVER_SEED, hash.slice(1))).toBe(false);
  });

  it('refuses invalid input as the games do', () => {
    expect(() => verifyRound('slot', SERVER_SEED, CLIENT_SEED, 0, { stake: 15 })).toThrow(RangeError);
    expect(() => verifyRound('fish', SERVER_SEED, CLIENT_SEED, 0, { stake: 10, speciesId: 'kraken' })).toThrow(RangeError);
    expect(() => verifyRound('slot', SERVER_SEED, CLIENT_SEED, -1, { stake: 10 })).toThrow(RangeError);
    expect(() => verifyRound('poker' as GameId, SERVER_SEED, CLIENT_SEED, 0, { stake: 10 } as never)).toThrow(RangeError);
  });
});

describe('no compensated play: outcomes depend only on the seeds, the nonce and the player’s input', () => {
  it('gives identical results whatever was played before, in any order, on any seed', () => {
    const reference = ROUNDS.map((r) => play(r));
    // Reverse order.
    const reversed = [...ROUNDS].reverse().map((r) => play(r)).reverse();
    expect(reversed).toEqual(reference);
    // Interleaved with many other rounds (other seeds, other nonces, big wins and losses in between).
    const interleaved = ROUNDS.map((round, i) => {
      for (let k = 0; k < 50; k++) {
        play({ game: 'slot', nonce: 1000 + 50 * i + k, input: { stake: 10_000 } }, OTHER_SEED);
        play({ game: 'fish', nonce: 1000 + 50 * i + k, input: { stake: 1000, speciesId: 'dragon' } });
      }
      return play(round);
    });
    expect(interleaved).toEqual(reference);
    // Through a shared server-side float source, as a server replaying many rounds would.
    const source = createFloatSource(SERVER_SEED);
    const viaSource = ROUNDS.map((r) => {
      const next = source(CLIENT_SEED, r.nonce);
      switch (r.game) {
        case 'slot':
          return spinSlot(next, r.input.stake);
        case 'roulette':
          return spinRoulette(next, r.input.bets);
        case 'fish':
          return shoot(next, r.input.stake, r.input.speciesId);
        case 'showdown':
          return dealShowdown(next, r.input.seats, r.input.ante);
      }
    });
    expect(viaSource).toEqual(reference.map((r) => r.outcome));
  });

  it('uses no other source of randomness or time, and does not change the player’s input', () => {
    const random = vi.spyOn(Math, 'random');
    const now = vi.spyOn(Date, 'now');
    const bets = structuredClone(BETS);
    for (const round of ROUNDS) play(round);
    verifyRound('roulette', SERVER_SEED, CLIENT_SEED, 11, { bets });
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
    expect(bets).toEqual(BETS);
  });

  it('the symbols, pocket, catch and cards do not depend on the size of the bet', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const slotAt = (stake: number) => {
        const r = verifyRound('slot', SERVER_SEED, CLIENT_SEED, nonce, { stake }).outcome;
        return [r.stops, r.freeSpins.map((s) => s.stops)];
      };
      expect(slotAt(10)).toEqual(slotAt(100_000));
      const pocketWith = (bets: RouletteBet[]) => verifyRound('roulette', SERVER_SEED, CLIENT_SEED, nonce, { bets }).outcome.pocket;
      expect(pocketWith(BETS)).toBe(pocketWith([{ kind: 'straight', numbers: [0], stake: 1_000_000 }]));
      const caught = (stake: number) =>
        verifyRound('fish', SERVER_SEED, CLIENT_SEED, nonce, { stake, speciesId: 'turtle' }).outcome.caught;
      expect(caught(10)).toBe(caught(1000));
      const deck = (seats: number, ante: number) => verifyRound('showdown', SERVER_SEED, CLIENT_SEED, nonce, { seats, ante }).outcome.deck;
      expect(deck(2, 10)).toEqual(deck(6, 100_000));
    }
  });
});
