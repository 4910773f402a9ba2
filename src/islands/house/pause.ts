/**
 * Waits that a "skip" can cut short: every pending pause resolves at once when skipped, and
 * later pauses return immediately until the sequence is reset.
 */
export function createPauser() {
  let skipped = false;
  const waiting = new Set<() => void>();
  return {
    pause(ms: number): Promise<void> {
      if (skipped || ms <= 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiting.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiting.add(done);
      });
    },
    skip() {
      skipped = true;
      for (const done of [...waiting]) done();
    },
    get skipped() {
      return skipped;
    },
    reset() {
      skipped = false;
    },
  };
}

export type Pauser = ReturnType<typeof createPauser>;
