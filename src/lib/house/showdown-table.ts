/**
 * The card table as it is drawn: every seat of the room with who sits there (a player, you, or a
 * house bot that filled the last round) and the hand the last round dealt to that seat.
 */
import type { ShowdownHand } from '../fair/showdown.ts';
import type { RoomState, TableRound } from '../types/house.ts';

export interface SeatView {
  seat: number;
  occupant: 'empty' | 'player' | 'you' | 'bot';
  /** The masked account name of a player (bots are never given a person's name). */
  name: string;
  sittingOut: boolean;
  /** The last round's hand at this seat, with its pay; null when the seat did not play it. */
  hand: ShowdownHand | null;
  pay: number;
  winner: boolean;
}

/** The last round's hands by room seat (the outcome lists them in dealing order, not by seat). */
export function handsBySeat(round: TableRound): Map<number, { hand: ShowdownHand; pay: number; winner: boolean; kind: 'player' | 'bot'; you: boolean; name: string }> {
  const out = new Map<number, { hand: ShowdownHand; pay: number; winner: boolean; kind: 'player' | 'bot'; you: boolean; name: string }>();
  round.players.forEach((p, i) => {
    const hand = round.outcome.hands[i];
    if (!hand) return;
    out.set(p.seat, { hand, pay: round.outcome.payouts[i] ?? 0, winner: round.outcome.winners.includes(i), kind: p.kind, you: p.you === true, name: p.name });
  });
  return out;
}

export function tableSeats(state: Extract<RoomState, { seated: true }>): SeatView[] {
  const last = state.lastRound ? handsBySeat(state.lastRound) : new Map();
  return Array.from({ length: state.room.seats }, (_, seat): SeatView => {
    const sitter = state.seats.find((s) => s.seat === seat);
    const played = last.get(seat);
    const common = { seat, hand: played?.hand ?? null, pay: played?.pay ?? 0, winner: played?.winner ?? false };
    if (sitter) {
      // A player who sat down where a house bot played last keeps no hand of the bot's.
      const own = played?.kind === 'player' ? common : { seat, hand: null, pay: 0, winner: false };
      return { ...own, occupant: sitter.you ? 'you' : 'player', name: sitter.name, sittingOut: sitter.sittingOut };
    }
    if (played?.kind === 'bot') return { ...common, occupant: 'bot', name: '', sittingOut: false };
    if (played) return { ...common, occupant: 'player', name: played.name, sittingOut: false };
    return { ...common, occupant: 'empty', name: '', sittingOut: false };
  });
}
