import { describe, expect, it } from 'vitest';
import { contributionOf } from '#server/promotions/bonus-wagering.ts';
import { DEFAULT_BONUS_RULES, DEFAULT_CONTRIBUTIONS, WAGERING_CAP } from '#lib/contracts/promotion-model.ts';

const table = JSON.stringify(DEFAULT_CONTRIBUTIONS);

describe('a stake’s contribution to wagering', () => {
  it('counts slots and fishing in full, sports 20%, live casino and lotteries 10%', () => {
    expect(contributionOf(table, 'RNG', 12_345)).toBe(12_345);
    expect(contributionOf(table, 'FISH', 500)).toBe(500);
    expect(contributionOf(table, 'SPORTS', 1_000)).toBe(200);
    expect(contributionOf(table, 'LIVE', 1_000)).toBe(100);
    expect(contributionOf(table, 'ELOTT', 1_000)).toBe(100);
  });

  it('floors the weighted stake, and a category missing from the table counts nothing', () => {
    expect(contributionOf(table, 'LIVE', 3_339)).toBe(333);
    expect(contributionOf(table, 'SPORTS', 4)).toBe(0);
    expect(contributionOf(JSON.stringify({ RNG: 100 }), 'PVP', 10_000)).toBe(0);
  });

  it('grants staff bonuses at the wagering cap by default', () => {
    expect(DEFAULT_BONUS_RULES.wageringMultiple).toBe(WAGERING_CAP);
    expect(DEFAULT_BONUS_RULES.contributions).toBe(DEFAULT_CONTRIBUTIONS);
  });
});
