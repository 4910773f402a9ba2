import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAW_SHAPES } from '#lib/contracts/lottery-model.ts';
import { BET_TYPES } from '#lib/lottery/registry.ts';

const FORMATS = ['vn-north', 'vn-south', 'thai', 'my4d'] as const;
const load = (lang: string) => JSON.parse(readFileSync(new URL(`../../locales/${lang}/lottery-bets-vnsea.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('the VN and SEA bet types’ words', () => {
  it.each(['bn', 'en'])('has every format, prize row and bet type in %s, and nothing else', (lang) => {
    const texts = load(lang);
    const expected = FORMATS.flatMap((f) => {
      const shape = DRAW_SHAPES[f];
      const prizes = shape.kind === 'digits' ? shape.prizes.map((p) => `lottery.position.${f}.${p.prize}`) : [];
      const bets = BET_TYPES[f].flatMap((b) => ['name', 'rule', 'example'].map((part) => `lottery.bet.${f}.${b.code}.${part}`));
      return [`lottery.format.${f}.name`, `lottery.format.${f}.intro`, ...prizes, ...bets];
    });
    expect(Object.keys(texts).sort()).toEqual(expected.sort());
    for (const [key, value] of Object.entries(texts)) expect([key, value.trim().length > 0]).toEqual([key, true]);
  });

  it('writes the Bengali numbers in Bengali digits, keeping the Vietnamese names in Latin script', () => {
    const bn = load('bn');
    for (const [key, value] of Object.entries(bn)) {
      // ASCII digits only inside a Latin name in brackets, e.g. "(Lô 2 số)" or "4D".
      const outside = value.replace(/\([^)]*[A-Za-zÀ-ỹ][^)]*\)/g, '').replace(/\b4D\b/g, '');
      expect([key, /[0-9]/.test(outside)]).toEqual([key, false]);
    }
    expect(bn['lottery.bet.vn-north.lo2.name']).toContain('Lô 2 số');
    expect(bn['lottery.bet.vn-south.xien3.name']).toContain('Xiên 3');
  });
});
