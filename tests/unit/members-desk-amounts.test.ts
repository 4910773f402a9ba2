import { describe, expect, it } from 'vitest';
import { toMinor } from '../../src/islands/backoffice/members/parts.tsx';

describe('members desk amounts', () => {
  it('reads units with up to two decimals into minor units', () => {
    expect(toMinor('12.5', true)).toBe(1_250);
    expect(toMinor(' 3 ', false)).toBe(300);
    expect(toMinor('-0.01', true)).toBe(-1);
    expect(toMinor('1,25', false)).toBe(125);
  });

  it('refuses zero, a sign where none is allowed, three decimals and words', () => {
    for (const [text, signed] of [['0', true], ['0.00', false], ['-5', false], ['1.234', true], ['abc', true], ['', true], ['1e3', true]] as const) expect(toMinor(text, signed)).toBeNull();
  });
});
