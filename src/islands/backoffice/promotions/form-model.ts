/** The promotion form's model: an empty draft, each mechanic's starting parameters, and a saved promotion back into a form. */
import type { PromotionForm } from '#lib/backoffice/promotions-api.ts';
import type { StaffPromotion } from '#lib/contracts/backoffice-promotions.ts';
import { CATEGORY_CODES, type Category, type Mechanic, type MechanicParams, type MechanicSpec, WAGERING_CAP } from '#lib/contracts/promotion-model.ts';

const DAY = 86_400_000;

/** Slots and fishing count in full, live casino a tenth, the rest not at all: a common starting table. */
export const defaultContributions = (): Record<Category, number> =>
  Object.fromEntries(CATEGORY_CODES.map((c) => [c, c === 'RNG' || c === 'FISH' ? 100 : c === 'LIVE' ? 10 : 0])) as Record<Category, number>;

export const defaultBonusRules = () => ({ wageringMultiple: WAGERING_CAP, contributions: defaultContributions(), maxBet: 50_000, expiryDays: 14 });

/** Each mechanic's parameters when staff first choose it (every amount in minor units). */
export function defaultParams<M extends Mechanic>(mechanic: M): MechanicParams[M] {
  const all: { [K in Mechanic]: MechanicParams[K] } = {
    depositBonus: { matchPct: 100, cap: 500_000, minDeposit: 50_000, deposit: 'first', per: 'once', rules: defaultBonusRules() },
    cashback: { period: 'weekly', rates: [{ rank: 0, category: 'ALL', rateBps: 500 }], minLoss: 100_000, maxPerPeriod: 0 },
    rebate: { rates: [{ rank: 0, category: 'ALL', rateBps: 50 }], payout: 'claim', maxPerDay: 0 },
    raffle: { ticketPer: 100_000, categories: [], prizes: [{ id: 'first', name: { bn: 'প্রথম পুরস্কার', en: 'First prize' }, amount: 500_000, stock: 1, weight: 1 }] },
    application: { amount: 50_000, rules: null },
    mission: { period: 'daily', tasks: [{ id: 'deposit', kind: 'deposit', target: 50_000, reward: 5_000 }] },
    race: { metric: 'turnover', categories: [], minStake: 0, period: 'weekly', prizes: [1_000_000, 500_000, 250_000] },
  };
  return all[mechanic];
}

export const specOf = (mechanic: Mechanic): MechanicSpec => ({ mechanic, params: defaultParams(mechanic) }) as MechanicSpec;

export function emptyForm(now = Date.now()): PromotionForm {
  const start = Math.ceil(now / 3_600_000) * 3_600_000 + DAY;
  return {
    type: 'deposit',
    tags: [],
    title: { bn: '', en: '' },
    terms: { bn: '', en: '' },
    banner: { bn: '/images/banners/promo.svg', en: '/images/banners/promo.svg' },
    sort: 0,
    startsAt: start,
    endsAt: start + 30 * DAY,
    audience: { kind: 'all' },
    spec: specOf('depositBonus'),
  };
}

export function formOf(p: StaffPromotion): PromotionForm {
  return { type: p.type, tags: p.tags, title: p.title, terms: p.terms, banner: p.banner, sort: p.sort, startsAt: p.startsAt, endsAt: p.endsAt, audience: p.audience, spec: p.spec };
}

/** The banners that come with the site (public/images/banners). */
export const SITE_BANNERS = ['/images/banners/promo.svg', '/images/banners/welcome.svg', '/images/banners/weekly-reload.svg', '/images/banners/jade-spin.svg', '/images/banners/provably-fair.svg'] as const;
