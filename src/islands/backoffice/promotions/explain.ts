/**
 * A mechanic's parameters in plain words, as a player reads them before opting in ("100% of your
 * first deposit up to ৳5,000 …; wagering 10× the bonus within 14 days; slots count 100%, live
 * casino 10%"). The desk shows them beside the form and in the preview.
 */
import type { TFunction } from 'i18next';
import type { BonusRules, MechanicSpec, RateRow } from '#lib/contracts/promotion-model.ts';

type Money = (minor: number) => string;
const pct = (bps: number) => String(bps / 100);

function bonusWords(t: TFunction, rules: BonusRules, money: Money): string[] {
  const counts = Object.entries(rules.contributions)
    .filter(([, share]) => share > 0)
    .map(([c, share]) => t('bo.promotions.explain.counts', { category: t(`bo.promotions.category.${c}`), pct: share }));
  return [
    t('bo.promotions.explain.wagering', { times: rules.wageringMultiple, days: rules.expiryDays }),
    counts.length ? t('bo.promotions.explain.contributions', { list: counts.join(', ') }) : t('bo.promotions.explain.noContributions'),
    t('bo.promotions.explain.maxBet', { amount: money(rules.maxBet) }),
  ];
}

function rateWords(t: TFunction, rates: RateRow[]): string {
  const rows = [...rates]
    .sort((a, b) => a.rank - b.rank)
    .map((r) => t('bo.promotions.explain.rate', { rank: r.rank, category: r.category === 'ALL' ? t('bo.promotions.category.ALL') : t(`bo.promotions.category.${r.category}`), pct: pct(r.rateBps) }));
  return rows.join('; ');
}

const categoriesText = (t: TFunction, list: readonly string[]) => (list.length ? list.map((c) => t(`bo.promotions.category.${c}`)).join(', ') : t('bo.promotions.category.ALL'));

export function explainSpec(t: TFunction, spec: MechanicSpec, money: Money): string[] {
  switch (spec.mechanic) {
    case 'depositBonus': {
      const p = spec.params;
      return [
        t('bo.promotions.explain.depositBonus', { pct: p.matchPct, which: t(`bo.promotions.deposit.${p.deposit}`), cap: money(p.cap), min: money(p.minDeposit), per: t(`bo.promotions.per.${p.per}`) }),
        ...bonusWords(t, p.rules, money),
      ];
    }
    case 'cashback': {
      const p = spec.params;
      return [
        t('bo.promotions.explain.cashback', { period: t(`bo.promotions.period.${p.period}`), rates: rateWords(t, p.rates) }),
        t('bo.promotions.explain.minLoss', { amount: money(p.minLoss) }),
        p.maxPerPeriod > 0 ? t('bo.promotions.explain.cap', { amount: money(p.maxPerPeriod) }) : t('bo.promotions.explain.noCap'),
      ];
    }
    case 'rebate': {
      const p = spec.params;
      return [
        t('bo.promotions.explain.rebate', { rates: rateWords(t, p.rates) }),
        t(`bo.promotions.explain.payout.${p.payout}`),
        p.maxPerDay > 0 ? t('bo.promotions.explain.capDay', { amount: money(p.maxPerDay) }) : t('bo.promotions.explain.noCap'),
      ];
    }
    case 'raffle': {
      const p = spec.params;
      return [
        t('bo.promotions.explain.raffle', { amount: money(p.ticketPer), categories: categoriesText(t, p.categories) }),
        ...p.prizes.map((x) => t('bo.promotions.explain.prize', { name: x.name.en || x.name.bn, amount: money(x.amount), stock: x.stock })),
        t('bo.promotions.explain.fair'),
      ];
    }
    case 'application': {
      const p = spec.params;
      return [t('bo.promotions.explain.application', { amount: money(p.amount) }), ...(p.rules ? bonusWords(t, p.rules, money) : [t('bo.promotions.explain.asCash')])];
    }
    case 'mission': {
      const p = spec.params;
      return [
        t('bo.promotions.explain.mission', { period: t(`bo.promotions.period.${p.period}`) }),
        ...p.tasks.map((x) => {
          const target = x.kind === 'deposit' || x.kind === 'bet' ? money(x.target) : String(x.target);
          const category = x.category ? t(`bo.promotions.category.${x.category}`) : t('bo.promotions.category.ALL');
          return t(`bo.promotions.explain.task.${x.kind}`, { target, category, reward: money(x.reward) });
        }),
      ];
    }
    case 'race': {
      const p = spec.params;
      return [
        t(`bo.promotions.explain.race.${p.metric}`, { period: t(`bo.promotions.period.${p.period}`), categories: categoriesText(t, p.categories), min: money(p.minStake) }),
        t('bo.promotions.explain.prizes', { list: p.prizes.map((x, i) => `${i + 1}. ${money(x)}`).join(', ') }),
        t('bo.promotions.explain.ties'),
      ];
    }
  }
}
