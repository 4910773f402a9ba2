import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppContext } from '#server/app-context.ts';

const HEARTBEAT_MS = 25_000;

/**
 * The sportsbook's public stream (server-sent events): every `score` and `odds` push of this
 * process (sports-model SportsPush), and `ping` every 25 s so proxies keep the connection. Pages
 * read the event again when they come back into view, so a change made by another instance is seen then.
 */
export function sportsStream(c: Context, app: Pick<AppContext, 'events'>): Response {
  return streamSSE(c, async (stream) => {
    let unlisten = (): void => undefined;
    stream.onAbort(() => unlisten());
    if (stream.aborted) return;
    unlisten = app.events.listen('sports', (e) => {
      void stream.writeSSE({ event: e.type, data: JSON.stringify(e.data) });
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
