/**
 * Login throughput through the API in-process: each login is an encrypted payload with a solved
 * slider; argon2id verification dominates. Run at several concurrencies.
 */
import { insertMember } from '#fixtures/factories.ts';
import { testApp } from '../fixtures/app.ts';
import { browser, sealed, solveSlider } from '../fixtures/auth.ts';

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0) * 10) / 10;
};

export async function loginThroughput(): Promise<{ concurrency: number; perSecond: number; p50: number; p99: number }[]> {
  const t = await testApp('sqlite', { config: { trustProxy: true } });
  const m = await insertMember(t.app.db, { account: 'loginbench' });
  const rows = [];
  for (const concurrency of [1, 2, 4, 8]) {
    const total = 64 * Math.max(1, concurrency / 2);
    const bodies: string[] = [];
    for (let i = 0; i < total; i++) bodies.push(await sealed(t, { type: 'username', username: m.account, password: m.password, slider: await solveSlider(t), remember: false, side: 'member' }));
    const times: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const n = next++;
          const body = bodies[n] as string;
          const s = performance.now();
          // A fresh address per login keeps the per-address rate limit out of the measurement.
          const res = await t.request('/wps/session/login', { method: 'POST', headers: browser(`10.${90 + concurrency}.${Math.floor(n / 200)}.${n % 200}`), body });
          if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
          times.push(performance.now() - s);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    rows.push({ concurrency, perSecond: Math.round(total / seconds), p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  await t.close();
  return rows;
}
