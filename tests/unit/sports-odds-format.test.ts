import { describe, expect, it } from 'vitest';
import { ODDS_FORMATS } from '#lib/contracts/sports-model.ts';
import { formatOdds, oddsText, parseOdds } from '#lib/sports/odds-format.ts';

/** Prices from 1.01 to 1000 on a mixed grid: every hundredth to 3, then coarser, plus awkward thousandths. */
function prices(): number[] {
  const out: number[] = [];
  for (let m = 1010; m <= 3000; m += 10) out.push(m);
  for (let m = 3000; m <= 20_000; m += 50) out.push(m);
  for (let m = 20_000; m <= 1_000_000; m += 5_000) out.push(m);
  out.push(1001, 1002, 1005, 1333, 1667, 1855, 1995, 1999, 2001, 2005, 2333, 2667, 4333, 1_000_000);
  return out;
}

describe('odds formats', () => {
  it('shows the hand-checked values of 2.50 and 1.50', () => {
    expect(ODDS_FORMATS.map((f) => oddsText(2500, f))).toEqual(['2.50', '3/2', '+150', '1.50', '-0.67', '+1.50']);
    expect(ODDS_FORMATS.map((f) => oddsText(1500, f))).toEqual(['1.50', '1/2', '-200', '0.50', '0.50', '-2.00']);
  });

  it('shows more hand-checked values', () => {
    expect(oddsText(2000, 'fractional')).toBe('1/1');
    expect(oddsText(2000, 'american')).toBe('+100');
    expect(oddsText(2000, 'malay')).toBe('-1.00');
    expect(oddsText(2000, 'indonesian')).toBe('+1.00');
    expect(oddsText(1909, 'fractional')).toBe('10/11');
    expect(oddsText(1909, 'american')).toBe('-110');
    expect(oddsText(1250, 'american')).toBe('-400');
    expect(oddsText(1250, 'fractional')).toBe('1/4');
    expect(oddsText(1250, 'indonesian')).toBe('-4.00');
    expect(oddsText(5000, 'american')).toBe('+400');
    expect(oddsText(5000, 'malay')).toBe('-0.25');
    expect(oddsText(1333, 'fractional')).toBe('1/3');
    expect(oddsText(11_000, 'fractional')).toBe('10/1');
  });

  it('rounds halves of the display up, whatever the binary representation', () => {
    expect(oddsText(1855, 'decimal')).toBe('1.86');
    expect(oddsText(1005, 'decimal')).toBe('1.01');
    expect(oddsText(1855, 'hongkong')).toBe('0.86');
  });

  it('shows a price just under evens as evens where the sign would flip', () => {
    expect(oddsText(1999, 'american')).toBe('+100');
    expect(oddsText(1999, 'malay')).toBe('-1.00');
    expect(oddsText(1999, 'indonesian')).toBe('+1.00');
  });

  for (const f of ODDS_FORMATS) {
    it(`${f}: every shown price reads back to a price shown the same`, () => {
      for (const m of prices()) {
        const text = oddsText(m, f);
        const back = parseOdds(text, f);
        expect(back, `${m} → ${text}`).not.toBeNull();
        expect(oddsText(back!, f), `${m} → ${text} → ${back}`).toBe(text);
      }
    });
  }

  it('reads the hand-checked texts back', () => {
    expect(parseOdds('3/2', 'fractional')).toBe(2500);
    expect(parseOdds('+150', 'american')).toBe(2500);
    expect(parseOdds('-200', 'american')).toBe(1500);
    expect(parseOdds('−0.67', 'malay')).toBe(2493);
    expect(parseOdds('0.50', 'malay')).toBe(1500);
    expect(parseOdds('-2.00', 'indonesian')).toBe(1500);
    expect(parseOdds('+1.50', 'indonesian')).toBe(2500);
    expect(parseOdds('1.50', 'hongkong')).toBe(2500);
  });

  it('refuses texts that are not a price of the format', () => {
    expect(parseOdds('', 'decimal')).toBeNull();
    expect(parseOdds('1.00', 'decimal')).toBeNull();
    expect(parseOdds('abc', 'hongkong')).toBeNull();
    expect(parseOdds('1/0', 'fractional')).toBeNull();
    expect(parseOdds('1.5', 'fractional')).toBeNull();
    expect(parseOdds('+50', 'american')).toBeNull();
    expect(parseOdds('-1.50', 'malay')).toBeNull();
    expect(parseOdds('0.50', 'indonesian')).toBeNull();
  });

  it('writes Bengali digits on Bengali pages', () => {
    expect(formatOdds(2500, 'decimal', 'bn')).toBe('২.৫০');
    expect(formatOdds(2500, 'fractional', 'en')).toBe('3/2');
  });
});
