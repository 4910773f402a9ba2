/**
 * Making an event with its markets and selections (the feed's fixtures and staff's hand-made
 * events): competition and teams found or created, the event row, its markets and selections.
 */
import type { MarketKind, SportKey } from '#lib/contracts/sports-model.ts';
import type { AppContext } from '#server/app-context.ts';

export interface NewSelection {
  key: string;
  /** A name per language for a hand-made selection (null: named by key and teams). */
  names?: Record<string, string> | null;
  odds: number;
}

export interface NewMarket {
  kind: MarketKind;
  lineQ?: number | null;
  main?: boolean;
  names?: Record<string, string> | null;
  maxStake?: number | null;
  maxPayoutBet?: number | null;
  maxPayoutMarket?: number | null;
  selections: NewSelection[];
}

export interface NewEvent {
  sport: SportKey;
  /** An existing competition's id, or a new one's code and names. */
  competition: number | { code: string; names: Record<string, string>; region?: Record<string, string> };
  /** An existing team's id, or a new one's code, names and short names. */
  home: number | { code: string; names: Record<string, string>; short?: Record<string, string>; rating?: number };
  away: number | { code: string; names: Record<string, string>; short?: Record<string, string>; rating?: number };
  startsAt: number;
  inPlay: boolean;
  /** sim | manual | a feed's name. */
  source: string;
  externalId: string;
  markets: NewMarket[];
  /** Simulated events: the seed (kept secret until the end), its SHA-256 and the simulation's inputs. */
  fair?: { seed: string; commitment: string; sim: Record<string, unknown> };
}

/** Creates the event (idempotent per source and externalId: an existing one answers its id, created false). */
export async function createEvent(app: AppContext, spec: NewEvent, now = Date.now()): Promise<{ eventId: number; created: boolean }> {
  void app;
  void spec;
  void now;
  throw new Error('createEvent: being built');
}

/** Adds a market to an event that has not ended. */
export async function addMarket(app: AppContext, eventId: number, market: NewMarket, now = Date.now()): Promise<{ marketId: number }> {
  void app;
  void eventId;
  void market;
  void now;
  throw new Error('addMarket: being built');
}
