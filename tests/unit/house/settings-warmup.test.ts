import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The client-side guard against the server's settings-cache deadlock (see settings-warmup.ts):
 * a settings read precedes each house call, made only once the server's one-second cache is surely
 * stale, and calls never overlap.
 */
describe('fresh settings before a house call', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    vi.resetModules();
  });
  afterEach(() => vi.useRealTimers());

  it('reads the settings first, a second after its last read, and runs one call at a time', async () => {
    const { withFreshSettings } = await import('#lib/house/settings-warmup.ts');
    const log: string[] = [];
    const read = async () => void log.push(`read@${Math.round(performance.now())}`);
    const call = (name: string, ms: number) => () => new Promise<string>((resolve) => setTimeout(() => (log.push(`${name}@${Math.round(performance.now())}`), resolve(name)), ms));

    vi.advanceTimersByTime(2000);
    const a = withFreshSettings(read, call('a', 100));
    const b = withFreshSettings(read, call('b', 100));
    await vi.advanceTimersByTimeAsync(300);
    expect(await a).toBe('a');
    expect(await b).toBe('b');
    // b follows a without a second read: the first one is still fresh.
    expect(log).toEqual(['read@2000', 'a@2100', 'b@2200']);

    await vi.advanceTimersByTimeAsync(500);
    const c = withFreshSettings(read, call('c', 10));
    await vi.advanceTimersByTimeAsync(2000);
    expect(await c).toBe('c');
    // c comes 700 ms after the last read: it waits until that read is surely stale, then reads again.
    expect(log.slice(3)).toEqual(['read@3030', 'c@3040']);
  });

  it('still runs the call when the settings read fails', async () => {
    const { withFreshSettings } = await import('#lib/house/settings-warmup.ts');
    vi.advanceTimersByTime(2000);
    const result = withFreshSettings(() => Promise.reject(new Error('offline')), async () => 'played');
    await vi.advanceTimersByTimeAsync(10);
    expect(await result).toBe('played');
  });
});
