import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { explainSpec } from '../../src/islands/backoffice/promotions/explain.ts';
import { defaultParams, emptyForm, specOf } from '../../src/islands/backoffice/promotions/form-model.ts';
import { checkRules } from '#server/promotions/index.ts';
import { MECHANIC_PARAMS, MECHANICS, type MechanicSpec } from '#lib/contracts/promotion-model.ts';
import { formatMoney } from '#lib/format.ts';

const BDT = { symbol: '৳', minorUnits: 2 };

async function wordsIn(lang: 'bn' | 'en') {
  const i18n = createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: JSON.parse(readFileSync(`locales/${lang}/bo-promotions.json`, 'utf8')) as Record<string, string> } }, keySeparator: false, interpolation: { escapeValue: false } });
  return (spec: MechanicSpec) => explainSpec(i18n.t, spec, (m) => formatMoney(m, lang, BDT));
}

describe('the promotion form', () => {
  it('starts every mechanic from parameters the server accepts', () => {
    for (const m of MECHANICS) expect(MECHANIC_PARAMS[m].safeParse(defaultParams(m)).success, m).toBe(true);
    expect(() => checkRules(emptyForm() as Parameters<typeof checkRules>[0])).not.toThrow();
  });

  it('refuses times out of order and parameters outside the model', () => {
    const form = emptyForm(Date.UTC(2026, 10, 1));
    expect(() => checkRules({ ...form, endsAt: form.startsAt } as Parameters<typeof checkRules>[0])).toThrow(/end must be after/);
    const tooMuch = { mechanic: 'depositBonus', params: { ...defaultParams('depositBonus'), rules: { ...defaultParams('depositBonus').rules, wageringMultiple: 11 } } };
    expect(() => checkRules({ ...form, spec: tooMuch } as Parameters<typeof checkRules>[0])).toThrow(/wageringMultiple/);
  });
});

describe('a mechanic in plain words', () => {
  it('states a deposit bonus with its wagering, contributions and largest bet', async () => {
    const words = await wordsIn('en');
    expect(words(specOf('depositBonus'))).toEqual([
      '100% of your first deposit up to ৳5,000.00 (minimum deposit ৳500.00), once per player.',
      'Wager 10× the bonus within 14 days to turn it into cash.',
      'Counts towards wagering: Live casino 10%, Slots 100%, Fishing 100%.',
      'While the bonus is active, the largest bet is ৳500.00.',
    ]);
  });

  it('states rates by rank, tasks, prizes and the tie rule', async () => {
    const words = await wordsIn('en');
    const cashback = { mechanic: 'cashback', params: { period: 'daily', rates: [{ rank: 3, category: 'RNG', rateBps: 750 }, { rank: 0, category: 'ALL', rateBps: 500 }], minLoss: 0, maxPerPeriod: 100_000 } } satisfies MechanicSpec;
    expect(words(cashback)[0]).toBe('Cashback on your net loss, daily: rank 0+ every game 5%; rank 3+ Slots 7.5%.');
    expect(words(cashback)[2]).toBe('At most ৳1,000.00 per period.');
    const mission = { mechanic: 'mission', params: { period: 'weekly', tasks: [{ id: 'a', kind: 'rounds', category: 'FISH', target: 20, reward: 5_000 }, { id: 'b', kind: 'loginDays', target: 5, reward: 10_000 }] } } satisfies MechanicSpec;
    expect(words(mission).slice(1)).toEqual(['Play 20 rounds of Fishing: ৳50.00', 'Log in 5 days in a row: ৳100.00']);
    expect(words(specOf('race'))).toContain('Equal scores share the place and split its prizes equally.');
  });

  it('reads in Bengali with Bengali digits', async () => {
    const words = await wordsIn('bn');
    expect(words(specOf('application'))[0]).toContain('৳৫০০.০০');
  });
});
