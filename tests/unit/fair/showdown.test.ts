import { describe, expect, it } from 'vitest';
import { createFloatSource } from '#lib/fair/rng.ts';
import {
  FRESH_DECK,
  THEORETICAL_RTP,
  compareHands,
  dealShowdown,
  handRank,
  rakeOf,
  theoreticalRtp,
  type Card,
} from '#lib/fair/showdown.ts';

const SEED = '4dfa5890ea4891f548f428de80f281be7f589609364509b58d768586a7e35070';
const hand = (text: string) => text.split(' ');

/** A float stream whose Fisher–Yates shuffle leaves the fresh deck in order (j = i each time). */
const identityShuffle = () => {
  let i = 51;
  return () => {
    const x = (i + 0.5) / (i + 1);
    i--;
    return x;
  };
};

/**
 * Floats that make the shuffle produce `order` (the deck in dealing order): Fisher–Yates from the end
 * picks, for position i, the index j of the wanted card among the first i + 1 remaining cards.
 */
function floatsForDeck(order: readonly Card[]): () => number {
  const deck = FRESH_DECK.slice();
  const floats: number[] = [];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = deck.indexOf(order[i]!);
    floats.push((j + 0.5) / (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  let k = 0;
  return () => floats[k++]!;
}

/** A full deck whose deal gives each seat the given hands (round-robin), the rest in fresh order. */
function deckDealing(hands: Card[][]): Card[] {
  const seats = hands.length;
  const used = new Set(hands.flat());
  const rest = FRESH_DECK.filter((c) => !used.has(c));
  const order: Card[] = [];
  for (let round = 0; round < 3; round++) for (let s = 0; s < seats; s++) order.push(hands[s]![round]!);
  return [...order, ...rest];
}

describe('hand ranking', () => {
  it('orders the categories trail > pure sequence > sequence > color > pair > high card', () => {
    const ladder = ['2c 2d 2h', 'As Ks Qs', 'Ah Kd Qc', 'As Js 9s', 'As Ad Kc', 'Ad Kc Jh'].map(hand);
    expect(ladder.map((h) => handRank(h).category)).toEqual([
      'trail',
      'pure-sequence',
      'sequence',
      'color',
      'pair',
      'high-card',
    ]);
    for (let i = 0; i + 1 < ladder.length; i++) {
      expect(compareHands(ladder[i]!, ladder[i + 1]!)).toBe(1);
      expect(compareHands(ladder[i + 1]!, ladder[i]!)).toBe(-1);
    }
  });

  it('ranks sequences A-K-Q first, A-2-3 second, then K-Q-J down to 4-3-2', () => {
    const order = ['Ah Kd Qc', 'Ah 2d 3c', 'Kh Qd Jc', 'Qh Jd Tc', '5h 4d 3c', '4h 3d 2c'].map(hand);
    for (const h of order) expect(handRank(h).category).toBe('sequence');
    for (let i = 0; i + 1 < order.length; i++) expect(compareHands(order[i]!, order[i + 1]!)).toBe(1);
    expect(handRank(hand('Ah 2d 3c')).label).toBe('Sequence A-2-3');
    expect(compareHands(hand('As 2s 3s'), hand('Kh Qh Jh'))).toBe(1);
    expect(compareHands(hand('As Ks Qs'), hand('Ah 2h 3h'))).toBe(1);
    // Q-K-A is not a wrap-around: K-A-2 is no sequence.
    expect(handRank(hand('Kh Ad 2c')).category).toBe('high-card');
  });

  it('breaks ties by card values in order, never by suit', () => {
    expect(compareHands(hand('Ah Ad Ac'), hand('Kh Kd Kc'))).toBe(1);
    expect(compareHands(hand('3h 3d 3c'), hand('2h 2d 2c'))).toBe(1);
    expect(compareHands(hand('As Js 9s'), hand('Ad Jd 8d'))).toBe(1);
    expect(compareHands(hand('Ks Qs 9s'), hand('Kd Jd Td'))).toBe(1);
    expect(compareHands(hand('9s 9d 2c'), hand('8s 8d Ac'))).toBe(1);
    expect(compareHands(hand('9s 9d 5c'), hand('9h 9c 4c'))).toBe(1);
    expect(compareHands(hand('Ad Kc Jh'), hand('As Kd Th'))).toBe(1);
    expect(compareHands(hand('Ad Kc 3h'), hand('Ad Qc Jh'))).toBe(1);
    // Fully equal hands tie.
    expect(compareHands(hand('Ad Kc Jh'), hand('As Kh Jc'))).toBe(0);
    expect(compareHands(hand('As Js 9s'), hand('Ah Jh 9h'))).toBe(0);
    expect(compareHands(hand('5h 4d 3c'), hand('5s 4s 3h'))).toBe(0);
    expect(compareHands(hand('9s 9d 5c'), hand('9h 9c 5d'))).toBe(0);
    expect(handRank(hand('9s 5c 9d')).label).toBe('Pair of 9, 5 kicker');
  });

  it('refuses malformed hands', () => {
    expect(() => handRank(hand('As Ks'))).toThrow(RangeError);
    expect(() => handRank(hand('As As Ks'))).toThrow(RangeError);
    expect(() => handRank(hand('As Ks 1s'))).toThrow(RangeError);
    expect(() => handRank(hand('As Ks Qx'))).toThrow(RangeError);
  });

  it('the ranking matches the category sizes of all 22,100 three-card hands', () => {
    const counts = new Map<string, number>();
    for (let a = 0; a < 52; a++) {
      for (let b = a + 1; b < 52; b++) {
        for (let c = b + 1; c < 52; c++) {
          const category = handRank([FRESH_DECK[a]!, FRESH_DECK[b]!, FRESH_DECK[c]!]).category;
          counts.set(category, (counts.get(category) ?? 0) + 1);
        }
      }
    }
    expect(Object.fromEntries(counts)).toEqual({
      trail: 52,
      'pure-sequence': 48,
      sequence: 720,
      color: 1096,
      pair: 3744,
      'high-card': 16440,
    });
  });
});

describe('dealing and settling', () => {
  it('shuffles with 51 floats and deals one card at a time round the table', () => {
    let drawn = 0;
    const next = identityShuffle();
    const outcome = dealShowdown(
      () => {
        drawn++;
        return next();
      },
      3,
      100,
    );
    expect(drawn).toBe(51);
    expect(outcome.deck).toEqual(FRESH_DECK);
    expect(outcome.hands.map((h) => h.cards)).toEqual([
      ['2s', '5s', '8s'],
      ['3s', '6s', '9s'],
      ['4s', '7s', 'Ts'],
    ]);
    expect(outcome.winners).toEqual([2]);
    expect(outcome).toMatchObject({ pot: 300, rake: 15, payouts: [0, 0, 285] });
  });

  it('pays the best hand pot − 5 % rake', () => {
    const deck = deckDealing([hand('Ah Kd Qc'), hand('2c 2d 2h'), hand('As Js 9s')] as Card[][]);
    const outcome = dealShowdown(floatsForDeck(deck), 3, 20);
    expect(outcome.deck).toEqual(deck);
    expect(outcome.hands.map((h) => h.rank)).toEqual(['sequence', 'trail', 'color']);
    expect(outcome).toMatchObject({ winners: [1], pot: 60, rake: 3, payouts: [0, 57, 0] });
  });

  it('splits fully equal hands, the odd minor unit going to the earliest winning seat', () => {
    const deck = deckDealing([hand('2c 3c 7d'), hand('Ad Kc Jh'), hand('4c 6d 9h'), hand('As Kh Jc')] as Card[][]);
    const outcome = dealShowdown(floatsForDeck(deck), 4, 25);
    // pot 100, rake 5, 95 between seats 1 and 3: 48 + 47.
    expect(outcome).toMatchObject({ winners: [1, 3], pot: 100, rake: 5, payouts: [0, 48, 0, 47] });
    const three = deckDealing([hand('Ad Kc Jh'), hand('As Kh Jc'), hand('Ah Ks Jd')] as Card[][]);
    expect(dealShowdown(floatsForDeck(three), 3, 11)).toMatchObject({
      winners: [0, 1, 2],
      pot: 33,
      rake: 1,
      payouts: [12, 10, 10],
    });
  });

  it('refuses bad seat counts and antes', () => {
    for (const seats of [1, 7, 2.5, Number.NaN]) expect(() => dealShowdown(() => 0, seats, 100)).toThrow(RangeError);
    for (const ante of [0, -1, 1.5, Number.MAX_SAFE_INTEGER]) expect(() => dealShowdown(() => 0, 2, ante)).toThrow(RangeError);
  });

  it('conserves money: the payouts of 10,000 seeded deals sum to pot − rake', () => {
    const source = createFloatSource(SEED);
    for (let nonce = 0; nonce < 10_000; nonce++) {
      const seats = 2 + (nonce % 5);
      const ante = 1 + ((nonce * 7919) % 1000);
      const outcome = dealShowdown(source('conservation', nonce), seats, ante);
      expect(new Set(outcome.deck).size).toBe(52);
      expect(outcome.pot).toBe(seats * ante);
      expect(outcome.rake).toBe(Math.floor((seats * ante * 5) / 100));
      expect(outcome.payouts.reduce((a, b) => a + b, 0)).toBe(outcome.pot - outcome.rake);
      for (const [seat, pay] of outcome.payouts.entries()) expect(pay > 0).toBe(outcome.winners.includes(seat));
    }
  });

  it('states an RTP of 95 % for every seat', () => {
    expect(THEORETICAL_RTP).toBe(0.95);
    for (let seats = 2; seats <= 6; seats++) expect(Math.abs(theoreticalRtp(seats, 100) - THEORETICAL_RTP)).toBeLessThan(1e-9);
    expect(rakeOf(30)).toBe(1);
    expect(theoreticalRtp(3, 10)).toBeCloseTo(29 / 30, 12);
  });
});
