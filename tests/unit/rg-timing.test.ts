import { expect, it } from 'vitest';
import { nextReminderIn } from '#lib/rg-timing.ts';

const MIN = 60_000;

it('reminds one interval after the session began, then every interval', () => {
  const start = 1_000_000;
  expect(nextReminderIn(start, 30, start)).toBe(30 * MIN);
  expect(nextReminderIn(start, 30, start + 10 * MIN)).toBe(20 * MIN);
  expect(nextReminderIn(start, 30, start + 31 * MIN)).toBe(29 * MIN);
  expect(nextReminderIn(start, 30, start + 60 * MIN)).toBe(0);
});

it('a session clock ahead of the browser waits a whole interval, never a negative time', () => {
  expect(nextReminderIn(5 * MIN, 10, 0)).toBe(10 * MIN);
});
