/** Schedule fields of the content desk: entered and shown on the merchant's clock. */
import { expect, it } from 'vitest';
import { fromZonedInput, toZonedInput } from '#lib/backoffice/zoned-input.ts';
it('round trips on the merchant clock', () => {
  const ms = Date.UTC(2026, 10, 26, 3, 30);
  expect(toZonedInput(ms, 'Asia/Dhaka')).toBe('2026-11-26T09:30');
  expect(fromZonedInput('2026-11-26T09:30', 'Asia/Dhaka')).toBe(ms);
  expect(fromZonedInput('2026-07-01T12:00', 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 11, 0));
  expect(fromZonedInput('', 'Asia/Dhaka')).toBeNull();
});
