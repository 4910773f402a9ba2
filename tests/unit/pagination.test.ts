import { describe, expect, it } from 'vitest';
import { pageItems } from '#lib/pagination.ts';

const show = (current: number, total: number) => pageItems(current, total).map((i) => (i.kind === 'gap' ? '…' : String(i.page))).join(' ');

describe('pagination (range 3, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 4)).toBe('1 2 3 4');
    expect(show(1, 0)).toBe('');
  });

  it('keeps one page at each end and three around the current one', () => {
    expect(show(1, 10)).toBe('1 2 3 … 10');
    expect(show(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(show(10, 10)).toBe('1 … 8 9 10');
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(show(4, 10)).toBe('1 2 3 4 5 … 10');
    expect(show(7, 10)).toBe('1 … 6 7 8 9 10');
  });
});
