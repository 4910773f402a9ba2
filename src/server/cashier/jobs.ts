import type { AppContext } from '#server/app-context.ts';
import { autoReceive } from './withdrawals.ts';

/** The cashier's scheduled work: unconfirmed payouts become received after their time (every minute). */
export function startCashierJobs(app: AppContext): () => void {
  const tick = () => {
    autoReceive(app).catch((err: unknown) => app.log.error({ err }, 'auto-receipt job failed'));
  };
  const timer = setInterval(tick, 60_000);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
