import { describe, expect, it } from 'vitest';
import { createFloats } from '#lib/fair/rng.ts';
import { dealShowdown } from '#lib/fair/showdown.ts';
import { handsBySeat, tableSeats } from '#lib/house/showdown-table.ts';
import type { RoomState, TableRound } from '#lib/types/house.ts';

describe('the card table as drawn', () => {
  const outcome = dealShowdown(createFloats('b'.repeat(64), 'room', 3), 3, 1000);
  const round: TableRound = {
    roundId: 9,
    players: [
      { seat: 0, kind: 'bot', name: 'bot1', you: false },
      { seat: 2, kind: 'player', name: 'gu•••t', you: true },
      { seat: 4, kind: 'bot', name: 'bot5', you: false },
    ],
    outcome,
    seedId: 1,
    nonce: 3,
    time: 0,
  };

  it('gives each room seat the hand dealt to it (the outcome is in dealing order)', () => {
    const bySeat = handsBySeat(round);
    expect(bySeat.get(2)?.hand).toEqual(outcome.hands[1]);
    expect(bySeat.get(4)?.pay).toBe(outcome.payouts[2]);
    expect(bySeat.get(0)?.winner).toBe(outcome.winners.includes(0));
    expect(bySeat.has(1)).toBe(false);
  });

  it('shows house bots as bots, never under a name, and empty seats as empty', () => {
    const state: Extract<RoomState, { seated: true }> = {
      seated: true,
      balance: 0,
      currency: 'PLAY',
      room: { roomId: 1, name: 'Practice Table', ante: 1000, seats: 6, nextRoundAt: 0 },
      you: 2,
      seats: [
        { seat: 2, name: 'gu•••t', you: true, sittingOut: false },
        { seat: 4, name: 'ab•••c', you: false, sittingOut: true },
      ],
      fair: { serverSeedHash: '', clientSeed: '', nonce: 4 },
      lastRound: round,
    };
    const seats = tableSeats(state);
    expect(seats.map((s) => s.occupant)).toEqual(['bot', 'empty', 'you', 'empty', 'player', 'empty']);
    expect(seats[0]).toMatchObject({ name: '', hand: outcome.hands[0] });
    expect(seats[2]?.hand).toEqual(outcome.hands[1]);
    // A player who sat down where a bot played last keeps none of the bot's cards.
    expect(seats[4]).toMatchObject({ name: 'ab•••c', sittingOut: true, hand: null, pay: 0 });
  });
});
