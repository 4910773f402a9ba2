import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppContext } from '#server/app-context.ts';
import type { PublicEvent } from '#server/events/bus.ts';

const HEARTBEAT_MS = 25_000;
const PING = 'event: ping\ndata: {}\n\n';

const sseText = (e: PublicEvent): string => `event: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * Every open page's connection of one process, fed by one listener: the pushes of one turn of the
 * event loop (a feed tick moves many events at once) are serialised and encoded once and written to
 * every page in one write. With a thousand pages open, per-page work is what costs.
 */
class SportsHub {
  readonly #pages = new Set<ServerResponse>();
  #pending = '';
  #unlisten: (() => void) | null = null;
  #heartbeat: ReturnType<typeof setInterval> | null = null;

  readonly #app: Pick<AppContext, 'events'>;

  constructor(app: Pick<AppContext, 'events'>) {
    this.#app = app;
  }

  add(res: ServerResponse): void {
    this.#pages.add(res);
    res.on('close', () => this.#remove(res));
    if (this.#unlisten) return;
    this.#unlisten = this.#app.events.listen('sports', (e) => {
      if (!this.#pending) setImmediate(() => this.#flush());
      this.#pending += sseText(e);
    });
    this.#heartbeat = setInterval(() => this.#send(Buffer.from(PING)), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  #remove(res: ServerResponse): void {
    this.#pages.delete(res);
    if (this.#pages.size || !this.#unlisten) return;
    this.#unlisten();
    this.#unlisten = null;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }

  #flush(): void {
    const text = this.#pending;
    this.#pending = '';
    if (text) this.#send(Buffer.from(text));
  }

  #send(bytes: Buffer): void {
    for (const res of this.#pages) if (!res.destroyed && res.writable) res.write(bytes);
  }
}

const hubs = new WeakMap<object, SportsHub>();

/**
 * The sportsbook's public stream (server-sent events): every `score` and `odds` push of any
 * instance (sports-model SportsPush, carried by the event bus, decision 032), and `ping` every 25 s
 * so proxies keep the connection. Pages read the event again when they come back into view, so a
 * push lost while the bus's broker was away is made up then.
 * Served from Node's own response when there is one (the site's server), through Hono's stream
 * otherwise (tests calling the API without a server).
 */
export function sportsStream(c: Context, app: Pick<AppContext, 'events'>): Response {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.writeHead === 'function') {
    let hub = hubs.get(app.events);
    if (!hub) hubs.set(app.events, (hub = new SportsHub(app)));
    outgoing.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    outgoing.write(PING);
    hub.add(outgoing);
    return new Response(null, { headers: { 'x-hono-already-sent': '1' } });
  }
  return streamSSE(c, async (stream) => {
    let unlisten = (): void => undefined;
    stream.onAbort(() => unlisten());
    if (stream.aborted) return;
    unlisten = app.events.listen('sports', (e) => {
      void stream.write(sseText(e));
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
