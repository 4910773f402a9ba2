/**
 * What each mechanic tells one player about one promotion: their activity state (spec §4, mapped
 * in docs/promotions.md), their progress and whether they can act on it now (the rewards badge
 * counts those). Each mechanic's file gives its handler; the list and detail pages ask here.
 */
import type { AppContext } from '#server/app-context.ts';
import type { ActivityState, Mechanic } from '#lib/contracts/promotion-model.ts';
import { applicationHandler } from './applications.ts';
import { missionHandler } from './missions.ts';
import { cashbackHandler } from './cashback.ts';
import { depositBonusHandler } from './deposit-bonus-view.ts';
import type { Promotion } from './promotion-rows.ts';
import { rebateHandler } from './rebate.ts';
import { raffleView } from './raffle-state.ts';
import { raceView } from './race.ts';

export interface Progress {
  current: number;
  target: number;
  /** minor: money in minor units; count: rounds, days, tickets. */
  unit: 'minor' | 'count';
}

export interface PlayerView {
  state: ActivityState;
  /** The player can act now (join, claim, apply, draw): counted by the rewards badge. */
  actionable: boolean;
  progress: Progress | null;
}

export interface MechanicHandler<M extends Mechanic = Mechanic> {
  /** One player's view of a running, coming or recently ended promotion of this mechanic. */
  view(app: AppContext, p: Promotion<M>, memberId: number, now: number): Promise<PlayerView>;
}

/** Each mechanic's handler, from its own file: a new mechanic does not compile until it has one. */
export const MECHANIC_HANDLERS: { [M in Mechanic]: MechanicHandler<M> } = {
  application: applicationHandler,
  mission: missionHandler,
  cashback: cashbackHandler,
  rebate: rebateHandler,
  depositBonus: depositBonusHandler,
  raffle: { view: raffleView },
  race: { view: raceView },
};
