import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppContext } from '#server/app-context.ts';

const HEARTBEAT_MS = 25_000;

/**
 * The lottery's public stream (server-sent events): every draw event of any instance (opened,
 * closed, drawn, settled, void; the event bus carries them, decision 032) as `draw` with its
 * DrawEvent, and `ping` every 25 s so proxies keep the connection. Pages read the game again when
 * they come back into view, so an event lost while the bus's broker was away is made up then.
 */
export function lotteryStream(c: Context, app: Pick<AppContext, 'events'>): Response {
  return streamSSE(c, async (stream) => {
    let unlisten = (): void => undefined;
    stream.onAbort(() => unlisten());
    if (stream.aborted) return;
    unlisten = app.events.listen('lottery', (e) => {
      if (e.type !== 'draw') return;
      void stream.writeSSE({ event: 'draw', data: JSON.stringify(e.data) });
    });
    await stream.writeSSE({ event: 'ping', data: '{}' });
    while (!stream.aborted) {
      await stream.sleep(HEARTBEAT_MS);
      if (stream.aborted) break;
      await stream.writeSSE({ event: 'ping', data: '{}' });
    }
    unlisten();
  });
}
