import { describe, expect, it } from 'vitest';
import { actionOf } from '../../src/islands/promotions/card-states.ts';

describe('the action a promotion card offers', () => {
  it('names the action by mechanic: opt in, apply, sign up, join; claim, or draw for a raffle', () => {
    expect(actionOf('depositBonus', 'join')).toBe('optIn');
    expect(actionOf('application', 'join')).toBe('apply');
    expect(actionOf('race', 'join')).toBe('signUp');
    expect(actionOf('mission', 'join')).toBe('join');
    expect(actionOf('raffle', 'claim')).toBe('draw');
    expect(actionOf('cashback', 'claim')).toBe('claim');
    expect(actionOf('depositBonus', 'claim')).toBe('claim');
  });
});
