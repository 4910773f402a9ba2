/**
 * Pricing a bet slip before any money moves: each item's bet type must exist for the lottery's
 * format and be on sale (its odds row enabled), its selection must parse, its unit stake must be
 * one the settings offer and its multiplier 1..maxMultiplier; its stake must stay within the bet
 * type's maxStake and the most it could pay within maxPayout. The same pricing serves a slip
 * placed now and a follow (whose tickets are priced again, at that day's terms, when each draw opens).
 */
import type { SlipItem } from '#lib/contracts/lottery-tickets.ts';
import { DRAW_SHAPES, type LotteryFormat, type OddsTerms, ticketPayout, ticketStake } from '#lib/contracts/lottery-model.ts';
import { isRefused } from '#lib/lottery/bet-type.ts';
import { betTypeOf } from '#lib/lottery/registry.ts';
import type { Db } from '#server/db/connect.ts';
import type { SqlRunner } from '#server/db/sql-runner.ts';
import { ValidationFailed } from '#server/errors.ts';
import type { Settings } from '#server/system/index.ts';
import { BetTypeClosed, PayoutAboveLimit, SelectionRefused, StakeAboveLimit, StakeTooLow, UnknownBetType } from './errors.ts';
import type { Lottery } from './lotteries.ts';

export type LotterySettings = Settings['lottery'];

/** A bet type's row as staff keep it (lottery_odds). */
export interface OddsRow {
  betType: string;
  terms: OddsTerms;
  maxStake: number;
  maxPayout: number;
  enabled: boolean;
}

/** One item of a slip, priced: what its ticket stores. */
export interface PricedItem {
  betType: string;
  selection: string;
  lines: number;
  unitStake: number;
  multiplier: number;
  stake: number;
  terms: OddsTerms;
}

type OddsDbRow = { bet_type: string; odds_milli: number | null; return_bps: number; cost_units: number; max_stake: number; max_payout: number; enabled: number };

const ODDS_SQL = 'select bet_type, odds_milli, return_bps, cost_units, max_stake, max_payout, enabled from lottery_odds where lottery_id = ?';

function oddsOf(r: OddsDbRow): OddsRow {
  return {
    betType: r.bet_type,
    terms: { oddsMilli: r.odds_milli === null ? null : Number(r.odds_milli), returnBps: Number(r.return_bps), costUnits: Number(r.cost_units) },
    maxStake: Number(r.max_stake),
    maxPayout: Number(r.max_payout),
    enabled: Number(r.enabled) === 1,
  };
}

/** The lottery's odds rows by bet type (read before a unit of work). */
export async function oddsRows(db: Db, lotteryId: number): Promise<Map<string, OddsRow>> {
  const rows = await db.selectFrom('lottery_odds').select(['bet_type', 'odds_milli', 'return_bps', 'cost_units', 'max_stake', 'max_payout', 'enabled']).where('lottery_id', '=', lotteryId).execute();
  return new Map(rows.map((r) => [r.bet_type, oddsOf(r)]));
}

/** The same, inside a unit of work (a follow's job prices each draw's tickets at the terms of the day). */
export async function oddsRowsIn(sql: SqlRunner, lotteryId: number): Promise<Map<string, OddsRow>> {
  const rows = await sql.all<OddsDbRow>(ODDS_SQL, [lotteryId]);
  return new Map(rows.map((r) => [r.bet_type, oddsOf(r)]));
}

/**
 * How many times one line can be paid in one draw: a line paid per occurrence among the prizes
 * (lô) costs one unit per prize it can match, so its cost units bound it; a face of the dice can
 * show on every die; any other line is paid once.
 */
export function occurrencesBound(format: LotteryFormat, terms: OddsTerms): number {
  const shape = DRAW_SHAPES[format];
  return Math.max(1, terms.costUnits, shape.kind === 'dice' ? shape.count : 1);
}

/**
 * The most one ticket could pay, in minor units: a safe upper bound, every line winning at once,
 * each as often as it can, at its offered odds.
 */
export function payoutBound(
  format: LotteryFormat,
  lines: readonly (readonly string[])[],
  odds: (line: readonly string[]) => number,
  terms: OddsTerms,
  unitStake: number,
  multiplier: number,
  perOccurrence = false,
): number {
  const times = occurrencesBound(format, terms);
  let milli = 0;
  let top = 0;
  for (const line of lines) {
    const o = odds(line);
    milli += o * times;
    top = Math.max(top, o);
  }
  // Lines paid per occurrence (lô, a die's face): one drawn value matches one line at most, so the
  // whole ticket is paid at most `times` occurrences, however many lines it holds.
  if (perOccurrence) milli = Math.min(milli, top * times);
  return ticketPayout(milli, unitStake, multiplier);
}

/** Prices every item of a slip for a lottery, or throws the first item's refusal (with its index in `details.item`). */
export function priceSlip(lottery: Lottery, odds: Map<string, OddsRow>, settings: LotterySettings, items: readonly SlipItem[]): PricedItem[] {
  if (items.length > settings.slipMaxItems) throw new ValidationFailed(`A bet slip holds at most ${settings.slipMaxItems} selections.`, { max: settings.slipMaxItems });
  if (lottery.status !== 'active') throw new BetTypeClosed('This lottery is paused.');
  return items.map((item, index) => {
    const at = { item: index };
    const bet = betTypeOf(lottery.format, item.betType);
    if (!bet) throw new UnknownBetType('No such bet type for this lottery.', at);
    const row = odds.get(bet.code);
    if (!row || !row.enabled) throw new BetTypeClosed('This bet type is not on sale for this lottery.', at);
    if (!Number.isSafeInteger(item.unitStake) || item.unitStake <= 0 || !settings.unitStakes.includes(item.unitStake)) {
      throw new StakeTooLow('The unit stake must be one of the offered unit stakes.', { ...at, unitStakes: settings.unitStakes });
    }
    if (!Number.isSafeInteger(item.multiplier) || item.multiplier < 1 || item.multiplier > settings.maxMultiplier) {
      throw new StakeTooLow(`The multiplier must be 1 to ${settings.maxMultiplier}.`, { ...at, maxMultiplier: settings.maxMultiplier });
    }
    const parsed = bet.parse(item.numbers);
    if (isRefused(parsed)) throw new SelectionRefused(parsed.error, 'The selection does not fit this bet type.', at);
    const stake = ticketStake(parsed.lines.length, row.terms.costUnits, item.unitStake, item.multiplier);
    if (stake <= 0) throw new StakeTooLow('The stake must be more than zero.', at);
    if (stake > row.maxStake) throw new StakeAboveLimit('The stake is above the limit for this bet type.', { ...at, stake, maxStake: row.maxStake });
    const bound = payoutBound(lottery.format, parsed.lines, (line) => bet.odds(line, row.terms), row.terms, item.unitStake, item.multiplier, bet.perOccurrence);
    if (bound > row.maxPayout) throw new PayoutAboveLimit('This ticket could pay more than the limit for this bet type.', { ...at, maxPayout: row.maxPayout });
    return { betType: bet.code, selection: parsed.text, lines: parsed.lines.length, unitStake: item.unitStake, multiplier: item.multiplier, stake, terms: row.terms };
  });
}

/** What a slip's tickets cost together. */
export const slipStake = (items: readonly PricedItem[]): number => items.reduce((n, i) => n + i.stake, 0);
