/**
 * Three-card showdown (Teen Patti hand rankings), player versus player.
 *
 * Rules (player-facing summary):
 * - 2 to 6 seats each put the room's ante into the pot.
 * - One 52-card deck is shuffled with the fair float stream (Fisher–Yates from the last card, one
 *   float per swap: 51 floats) and dealt one card at a time round the table, seat 0 first, until
 *   every seat holds three cards: seat s gets deck[s], deck[s + seats] and deck[s + 2 × seats].
 * - Hands rank, best first: trail (three of a kind, A-A-A highest) · pure sequence (three
 *   consecutive cards of one suit) · sequence (three consecutive cards) · color (three cards of one
 *   suit) · pair · high card. Among sequences A-K-Q is the highest, A-2-3 the second highest, then
 *   K-Q-J down to 4-3-2. Equal ranks compare the card values in order (the pair before its kicker;
 *   ace high); suits never count, and fully equal hands split the pot.
 * - The house keeps a rake of 5 % of the pot (rounded down to a minor unit); the rest goes to the
 *   best hand, shared equally between tied hands, any remainder of the division going to the
 *   earliest winning seat.
 * - Return to player: every seat has the same chance, so each seat gets back on average
 *   (pot − rake) / pot = 95 % of its ante (exactly 95 % when the pot is a multiple of 20 minor
 *   units; the rounding down of the rake otherwise leaves slightly more to the players).
 */
import { shuffle, type Floats } from './rng.ts';

export const SHOWDOWN_MIN_SEATS = 2;
export const SHOWDOWN_MAX_SEATS = 6;
/** The rake as a fraction of the pot: RAKE_PERCENT / 100, rounded down to a minor unit. */
export const RAKE_PERCENT = 5;
export const THEORETICAL_RTP = 0.95;

export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export const SUITS = ['s', 'h', 'd', 'c'] as const;
/** A card: rank character then suit character, e.g. 'As' (ace of spades), 'Td' (ten of diamonds). */
export type Card = `${(typeof RANKS)[number]}${(typeof SUITS)[number]}`;

/** The deck before the shuffle: spades 2…A, then hearts, diamonds, clubs. */
export const FRESH_DECK: readonly Card[] = SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`));

export const HAND_CATEGORIES = ['high-card', 'pair', 'color', 'sequence', 'pure-sequence', 'trail'] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

const CATEGORY_LABELS: Readonly<Record<HandCategory, string>> = {
  trail: 'Trail',
  'pure-sequence': 'Pure sequence',
  sequence: 'Sequence',
  color: 'Color',
  pair: 'Pair',
  'high-card': 'High card',
};

export interface HandRank {
  category: HandCategory;
  /** Comparable number: a higher strength beats a lower one; equal strengths tie. */
  strength: number;
  /** English description, e.g. "Pair of K, 9 kicker" (a UI may build its own from category and cards). */
  label: string;
}

export interface ShowdownHand {
  seat: number;
  cards: Card[];
  rank: HandCategory;
  strength: number;
  label: string;
}

export interface ShowdownOutcome {
  seats: number;
  ante: number;
  /** The whole shuffled deck, in dealing order. */
  deck: Card[];
  hands: ShowdownHand[];
  /** Seats holding the best hand, ascending. */
  winners: number[];
  pot: number;
  rake: number;
  /** Minor units paid to each seat (index = seat); they sum to pot − rake. */
  payouts: number[];
}

const RANK_NAMES: Readonly<Record<number, string>> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
const valueName = (v: number): string => RANK_NAMES[v] ?? String(v);

function cardValue(card: string): number {
  const index = RANKS.indexOf(card[0] as (typeof RANKS)[number]);
  if (card.length !== 2 || index < 0 || !SUITS.includes(card[1] as (typeof SUITS)[number])) {
    throw new RangeError(`Not a card: ${card}.`);
  }
  return index + 2;
}

/** The rank of a three-card hand (Teen Patti order). Throws a RangeError for a malformed hand. */
export function handRank(cards: readonly string[]): HandRank {
  if (cards.length !== 3 || new Set(cards).size !== 3) throw new RangeError('A hand is three different cards.');
  const values = cards.map(cardValue).sort((a, b) => b - a);
  const [a, b, c] = values as [number, number, number];
  const flush = cards[0]![1] === cards[1]![1] && cards[1]![1] === cards[2]![1];
  // Sequence order: A-K-Q (15) > A-2-3 (14) > K-Q-J (13) > … > 4-3-2 (4).
  let sequence = 0;
  if (a === 14 && b === 13 && c === 12) sequence = 15;
  else if (a === 14 && b === 3 && c === 2) sequence = 14;
  else if (a === b + 1 && b === c + 1) sequence = a;
  let category: HandCategory;
  let keys: number[];
  let label: string;
  const seqText = sequence === 14 ? 'A-2-3' : `${valueName(a)}-${valueName(b)}-${valueName(c)}`;
  if (a === c) {
    category = 'trail';
    keys = [a, 0, 0];
    label = `${CATEGORY_LABELS.trail} of ${valueName(a)}`;
  } else if (sequence && flush) {
    category = 'pure-sequence';
    keys = [sequence, 0, 0];
    label = `${CATEGORY_LABELS['pure-sequence']} ${seqText}`;
  } else if (sequence) {
    category = 'sequence';
    keys = [sequence, 0, 0];
    label = `${CATEGORY_LABELS.sequence} ${seqText}`;
  } else if (flush) {
    category = 'color';
    keys = [a, b, c];
    label = `${CATEGORY_LABELS.color} ${seqText}`;
  } else if (a === b || b === c) {
    const pair = b;
    const kicker = a === b ? c : a;
    category = 'pair';
    keys = [pair, kicker, 0];
    label = `${CATEGORY_LABELS.pair} of ${valueName(pair)}, ${valueName(kicker)} kicker`;
  } else {
    category = 'high-card';
    keys = [a, b, c];
    label = `${CATEGORY_LABELS['high-card']} ${seqText}`;
  }
  const strength = ((HAND_CATEGORIES.indexOf(category) * 16 + keys[0]!) * 16 + keys[1]!) * 16 + keys[2]!;
  return { category, strength, label };
}

/** Positive when hand a beats hand b, negative when b beats a, 0 for a tie. */
export function compareHands(a: readonly string[], b: readonly string[]): number {
  return Math.sign(handRank(a).strength - handRank(b).strength);
}

/** Rake of a pot: RAKE_PERCENT % rounded down to a minor unit. */
export function rakeOf(pot: number): number {
  return Math.floor((pot * RAKE_PERCENT) / 100);
}

/** Throws a RangeError unless 2–6 seats and a positive safe-integer ante with a safe pot. */
export function validateShowdown(seats: number, ante: number): void {
  if (!Number.isInteger(seats) || seats < SHOWDOWN_MIN_SEATS || seats > SHOWDOWN_MAX_SEATS) {
    throw new RangeError(`Seats must be an integer from ${SHOWDOWN_MIN_SEATS} to ${SHOWDOWN_MAX_SEATS}.`);
  }
  if (!Number.isSafeInteger(ante) || ante <= 0) throw new RangeError('The ante must be a positive safe integer.');
  if (!Number.isSafeInteger(seats * ante * RAKE_PERCENT)) throw new RangeError('The ante is too large.');
}

/**
 * One deal: validates (RangeError), shuffles a fresh deck with 51 floats, deals 3 cards to each seat
 * round the table, ranks the hands and splits pot − rake between the best hands.
 */
export function dealShowdown(next: Floats, seats: number, ante: number): ShowdownOutcome {
  validateShowdown(seats, ante);
  const deck = shuffle(next, FRESH_DECK);
  const hands: ShowdownHand[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const cards = [deck[seat]!, deck[seat + seats]!, deck[seat + 2 * seats]!];
    const rank = handRank(cards);
    hands.push({ seat, cards, rank: rank.category, strength: rank.strength, label: rank.label });
  }
  const best = Math.max(...hands.map((h) => h.strength));
  const winners = hands.filter((h) => h.strength === best).map((h) => h.seat);
  const pot = seats * ante;
  const rake = rakeOf(pot);
  const share = Math.floor((pot - rake) / winners.length);
  const payouts = new Array<number>(seats).fill(0);
  for (const seat of winners) payouts[seat] = share;
  payouts[winners[0]!]! += pot - rake - share * winners.length;
  return { seats, ante, deck, hands, winners, pot, rake, payouts };
}

/**
 * RTP of one seat for a given table (exact, by symmetry): the deal is a uniformly shuffled deck, so
 * every seat holds each possible hand set equally often and wins each share equally often; the
 * seats together always receive pot − rake, so each gets (pot − rake) / seats on average, or a
 * fraction (pot − rake) / pot of its ante. Only the odd-unit remainder of a split pot (at most
 * winners − 1 minor units) is not symmetric: it goes to the earliest winning seat.
 */
export function theoreticalRtp(seats = SHOWDOWN_MIN_SEATS, ante = 100): number {
  validateShowdown(seats, ante);
  const pot = seats * ante;
  return (pot - rakeOf(pot)) / pot;
}
