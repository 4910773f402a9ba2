/** Milliseconds until the next reality-check reminder: one every `intervalMinutes` since the session began. */
export function nextReminderIn(sessionStartedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - sessionStartedAt);
  const left = interval - (elapsed % interval);
  // Exactly on a boundary (or a clock a little behind the server's): the reminder is due now, not in a whole interval.
  return left === interval && elapsed > 0 ? 0 : left;
}
