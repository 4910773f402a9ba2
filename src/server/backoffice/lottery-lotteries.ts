/**
 * Back office, lottery desk: the lotteries tab — each lottery's schedule, close offset and status,
 * and the odds rows of its bet types. Every change is audited; tickets keep the terms they were
 * sold at. A new schedule or close offset plans the future draws again (draws already open keep
 * their times; scheduled draws a follow starts from are kept).
 */
import type { BoLottery, OddsInput, OddsRow } from '#lib/contracts/backoffice-lottery.ts';
import type { LotterySchedule } from '#lib/contracts/lottery-model.ts';
import { betTypeOf } from '#lib/lottery/registry.ts';
import type { AppContext } from '#server/app-context.ts';
import { InvalidState, ValidationFailed } from '#server/errors.ts';
import { allLotteries, ensureDrawsAhead, type Lottery, lotteryByCode, lotteryName, UnknownBetType } from '#server/lottery/index.ts';
import { getSetting, merchantTimeZone } from '#server/system/index.ts';
import { audit } from './audit.ts';
import type { StaffActor } from './staff.ts';

type OddsDb = { bet_type: string; odds_milli: number | null; return_bps: number; cost_units: number; max_stake: number; max_payout: number; enabled: number; updated_at: number };

const oddsRow = (r: OddsDb): OddsRow => ({
  betType: r.bet_type,
  oddsMilli: r.odds_milli === null ? null : Number(r.odds_milli),
  returnBps: r.return_bps,
  costUnits: r.cost_units,
  maxStake: Number(r.max_stake),
  maxPayout: Number(r.max_payout),
  enabled: r.enabled === 1,
  updatedAt: Number(r.updated_at),
});

const ODDS_COLUMNS = ['bet_type', 'odds_milli', 'return_bps', 'cost_units', 'max_stake', 'max_payout', 'enabled', 'updated_at'] as const;

function boLottery(l: Lottery, odds: OddsDb[], lang: string): BoLottery {
  return { code: l.code, name: lotteryName(l, lang), format: l.format, source: l.source, schedule: l.schedule, closeSeconds: l.closeSeconds, status: l.status, version: l.version, odds: odds.map(oddsRow) };
}

export async function boLotteries(app: AppContext, lang = 'bn'): Promise<{ items: BoLottery[] }> {
  const [lotteries, odds] = await Promise.all([allLotteries(app.db), app.db.selectFrom('lottery_odds').select(['lottery_id', ...ODDS_COLUMNS]).orderBy('lottery_id').orderBy('bet_type').execute()]);
  return { items: lotteries.map((l) => boLottery(l, odds.filter((o) => Number(o.lottery_id) === l.id), lang)) };
}

/** Saves a lottery's schedule, close offset and status at the version the desk read (INVALID_STATE otherwise). */
export async function saveLotteryAs(app: AppContext, actor: StaffActor, code: string, input: { schedule: LotterySchedule; closeSeconds: number; status: 'active' | 'paused'; version: number }, now = Date.now()): Promise<BoLottery> {
  const before = await lotteryByCode(app.db, code);
  const r = await app.db
    .updateTable('lotteries')
    .set({ schedule: JSON.stringify(input.schedule), close_seconds: input.closeSeconds, status: input.status, version: before.version + 1, updated_at: now })
    .where('id', '=', before.id)
    .where('version', '=', input.version)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new InvalidState('The lottery changed since you read it; read it again.');
  const replan = JSON.stringify(before.schedule) !== JSON.stringify(input.schedule);
  if (replan) {
    // The planned draws of the old schedule go (none has tickets: they are not open yet), except any a follow starts from.
    await app.db
      .deleteFrom('lottery_draws')
      .where('lottery_id', '=', before.id)
      .where('status', '=', 'scheduled')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('lottery_follows').select('id').whereRef('lottery_follows.first_draw_id', '=', 'lottery_draws.id'))))
      .execute();
  } else if (before.closeSeconds !== input.closeSeconds) {
    const planned = await app.db.selectFrom('lottery_draws').select(['id', 'opens_at', 'draw_at']).where('lottery_id', '=', before.id).where('status', '=', 'scheduled').execute();
    for (const d of planned)
      await app.db
        .updateTable('lottery_draws')
        .set({ closes_at: Math.max(Number(d.opens_at), Number(d.draw_at) - input.closeSeconds * 1000) })
        .where('id', '=', d.id)
        .where('status', '=', 'scheduled')
        .execute();
  }
  const after = await lotteryByCode(app.db, code);
  if (after.status === 'active') {
    const [zone, settings] = await Promise.all([merchantTimeZone(app.db), getSetting(app.db, 'lottery')]);
    await ensureDrawsAhead(app, after, zone, settings.followMaxDraws, now);
  }
  await audit(
    app.db,
    actor,
    { action: 'lottery.lottery.save', targetType: 'lottery', targetId: code, before: { schedule: before.schedule, closeSeconds: before.closeSeconds, status: before.status }, after: { schedule: after.schedule, closeSeconds: after.closeSeconds, status: after.status } },
    now,
  );
  const odds = await app.db.selectFrom('lottery_odds').select(ODDS_COLUMNS).where('lottery_id', '=', after.id).orderBy('bet_type').execute();
  return boLottery(after, odds, 'bn');
}

/** Saves one odds row (audited). A bet type priced from its probability keeps no fixed odds, and one with fixed odds keeps them. */
export async function saveOddsAs(app: AppContext, actor: StaffActor, code: string, betType: string, input: OddsInput, now = Date.now()): Promise<OddsRow> {
  const lottery = await lotteryByCode(app.db, code);
  const bet = betTypeOf(lottery.format, betType);
  const row = await app.db.selectFrom('lottery_odds').select(ODDS_COLUMNS).where('lottery_id', '=', lottery.id).where('bet_type', '=', betType).executeTakeFirst();
  if (!bet || !row) throw new UnknownBetType('This lottery has no such bet type.');
  if ((bet.defaults.oddsMilli === null) !== (input.oddsMilli === null))
    throw new ValidationFailed(bet.defaults.oddsMilli === null ? 'oddsMilli: this bet type is priced from its true probability × the return rate; leave it empty' : 'oddsMilli: this bet type pays fixed odds');
  if (input.maxPayout < input.maxStake) throw new ValidationFailed('maxPayout: at least the largest stake');
  await app.db
    .updateTable('lottery_odds')
    .set({ odds_milli: input.oddsMilli, return_bps: input.returnBps, cost_units: input.costUnits, max_stake: input.maxStake, max_payout: input.maxPayout, enabled: input.enabled ? 1 : 0, updated_by: actor.staffId, updated_at: now })
    .where('lottery_id', '=', lottery.id)
    .where('bet_type', '=', betType)
    .execute();
  await audit(app.db, actor, { action: 'lottery.odds.save', targetType: 'lottery_odds', targetId: `${code}:${betType}`, before: oddsRow(row), after: input }, now);
  const saved = await app.db.selectFrom('lottery_odds').select(ODDS_COLUMNS).where('lottery_id', '=', lottery.id).where('bet_type', '=', betType).executeTakeFirstOrThrow();
  return oddsRow(saved);
}
