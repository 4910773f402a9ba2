import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from '#server/log.ts';
import type { EventTransport, WireBatch, WireEvent } from './bus.ts';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; batches are cut below this. */
export const NOTIFY_MAX_BYTES = 7_900;
/** How long an oversized event's stored body is kept for the receivers to read. */
export const PAYLOAD_KEEP_MS = 60_000;
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 5_000;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** One NOTIFY's worth of a batch: a JSON payload, or one event too big for any payload. */
export type Piece = { text: string } | { big: WireEvent };

/** A batch cut, in its order, into JSON payloads of at most `max` bytes and the events that alone are bigger. */
export function cutBatch(batch: WireBatch, max = NOTIFY_MAX_BYTES): Piece[] {
  const head = `{"i":${JSON.stringify(batch.i)},"e":[`;
  const empty = bytes(head) + 2;
  const out: Piece[] = [];
  let parts: string[] = [];
  let size = empty;
  const cut = () => {
    if (parts.length) out.push({ text: `${head}${parts.join(',')}]}` });
    parts = [];
    size = empty;
  };
  for (const w of batch.e) {
    const s = JSON.stringify(w);
    const n = bytes(s);
    if (empty + n > max) {
      cut();
      out.push({ big: w });
      continue;
    }
    if (size + n + (parts.length ? 1 : 0) > max) cut();
    size += n + (parts.length ? 1 : 0);
    parts.push(s);
  }
  cut();
  return out;
}

function parseBatch(text: string): WireBatch | { i: string; r: string } | null {
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && typeof (v as { i?: unknown }).i === 'string') return v as WireBatch | { i: string; r: string };
  } catch {
    // Not ours: ignored.
  }
  return null;
}

export interface PgTransportOptions {
  /** The application's pool: its settings open the dedicated listening connection; it also stores oversized events. */
  pool: pg.Pool;
  /** The NOTIFY channel (one per database and schema, see eventChannel). */
  channel: string;
  log: Logger;
}

/**
 * Events through PostgreSQL LISTEN/NOTIFY. One dedicated connection (not from the pool) listens
 * and sends, so this instance's notifications leave in the order they were published; it is
 * reopened after any failure (with a growing pause), and while it is down events are sent through
 * the pool. A batch is cut into payloads under 8000 bytes; an event bigger than that alone is
 * stored in event_payloads and its id is sent instead, and receivers read it from there.
 */
export function pgTransport({ pool, channel, log }: PgTransportOptions): EventTransport {
  let client: pg.Client | null = null;
  let connected = false;
  let closing = false;
  let pause = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | null = null;
  let deliver: (batch: WireBatch) => void = () => undefined;
  let received: Promise<void> = Promise.resolve();
  let lastPrune = 0;
  const id = pg.Client.prototype.escapeIdentifier(channel);

  const onPayload = (text: string) => {
    const parsed = parseBatch(text);
    if (!parsed) return;
    // Handled one after another, so an oversized event read from the table keeps its place.
    received = received.then(async () => {
      if ('r' in parsed) {
        const row = await pool.query<{ body: string }>('select body from event_payloads where id = $1', [parsed.r]).catch((err: unknown) => {
          log.warn({ err }, 'live event payload could not be read');
          return null;
        });
        const body = row?.rows[0]?.body;
        const w = body ? (JSON.parse(body) as WireEvent) : null;
        if (w) deliver({ i: parsed.i, e: [w] });
        return;
      }
      deliver(parsed);
    });
  };

  const open = async (): Promise<void> => {
    const c = new pg.Client({ ...(pool.options as pg.ClientConfig) });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) onPayload(msg.payload);
    });
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = null;
      connected = false;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (closing) return;
      log.warn({ err }, `live events: the listening connection was lost; reconnecting in ${pause} ms`);
      later();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    await c.connect();
    // A notification's transaction writes nothing worth a disk flush: events are not kept.
    await c.query('set synchronous_commit = off');
    await c.query(`listen ${id}`);
    connected = true;
    pause = RECONNECT_MIN_MS;
  };

  const later = () => {
    if (retry || closing) return;
    retry = setTimeout(() => {
      retry = null;
      open().catch((err: unknown) => {
        if (client) {
          const c = client;
          client = null;
          connected = false;
          void c.end().catch(() => undefined);
        }
        pause = Math.min(pause * 2, RECONNECT_MAX_MS);
        if (!closing) log.warn({ err }, `live events: could not listen; trying again in ${pause} ms`);
        later();
      });
    }, pause);
    retry.unref();
  };

  const notifyAll = async (payloads: string[]) => {
    if (!payloads.length) return;
    const calls = payloads.map((_, k) => `pg_notify($1, $${k + 2})`).join(', ');
    const q = { text: `select ${calls}`, values: [channel, ...payloads] };
    const c = connected ? client : null;
    await (c ? c.query(q) : pool.query(q));
  };

  return {
    async start(fn) {
      deliver = fn;
      await open();
    },
    async send(batches) {
      try {
        const payloads: string[] = [];
        for (const b of batches) {
          for (const piece of cutBatch(b)) {
            if ('text' in piece) {
              payloads.push(piece.text);
              continue;
            }
            const w = piece.big;
            const ref = randomUUID();
            const now = Date.now();
            if (now - lastPrune > PAYLOAD_KEEP_MS) {
              lastPrune = now;
              await pool.query('delete from event_payloads where created_at < $1', [now - PAYLOAD_KEEP_MS]);
            }
            await pool.query('insert into event_payloads (id, body, created_at) values ($1, $2, $3)', [ref, JSON.stringify(w), now]);
            payloads.push(JSON.stringify({ i: b.i, r: ref }));
          }
        }
        // Up to 64 payloads per statement: one round trip, delivered in this order.
        for (let k = 0; k < payloads.length; k += 64) await notifyAll(payloads.slice(k, k + 64));
      } catch (err) {
        log.warn({ err }, 'live events could not be sent to the other instances');
      }
    },
    async close() {
      closing = true;
      if (retry) clearTimeout(retry);
      retry = null;
      await received;
      const c = client;
      client = null;
      connected = false;
      await c?.end().catch(() => undefined);
    },
  };
}

export interface RedisTransportOptions {
  url: string;
  /** The pub/sub channel (one per site, see eventChannel). */
  channel: string;
  log: Logger;
}

/**
 * Events through Redis pub/sub: one connection publishes (in order), another subscribes; both
 * reconnect by themselves (ioredis) and the subscription is renewed on reconnect. Redis takes
 * payloads of any size this application makes, so a batch is one message.
 */
export function redisTransport({ url, channel, log }: RedisTransportOptions): EventTransport {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true });
  let warned = 0;
  const warn = (err: unknown) => {
    // One line per 10 s at most while Redis is away.
    if (Date.now() - warned < 10_000) return;
    warned = Date.now();
    log.warn({ err }, 'live events: Redis is not answering');
  };
  pub.on('error', warn);
  sub.on('error', warn);
  return {
    async start(deliver) {
      sub.on('message', (ch: string, text: string) => {
        if (ch !== channel) return;
        const parsed = parseBatch(text);
        if (parsed && 'e' in parsed) deliver(parsed);
      });
      // Redis away at start does not keep the instance from starting: ioredis keeps reconnecting,
      // and the subscription (queued meanwhile) is made once it is back.
      const up = await Promise.all([pub.connect(), sub.connect()]).then(
        () => true,
        (err: unknown) => {
          warn(err);
          return false;
        },
      );
      const subscribed = sub.subscribe(channel).catch(warn);
      if (up) await subscribed;
    },
    async send(batches) {
      try {
        if (batches.length === 1) await pub.publish(channel, JSON.stringify(batches[0]));
        else {
          const p = pub.pipeline();
          for (const b of batches) p.publish(channel, JSON.stringify(b));
          await p.exec();
        }
      } catch (err) {
        warn(err);
      }
    },
    async close() {
      // A connection that is up says goodbye; one still trying to connect just stops trying.
      const end = (r: Redis) => (r.status === 'ready' ? r.quit().then(() => undefined, () => r.disconnect()) : Promise.resolve(r.disconnect()));
      await Promise.all([end(pub), end(sub)]);
    },
  };
}

/**
 * The channel of one site: on PostgreSQL its database and schema (NOTIFY channels are per
 * database, and every schema is a site of its own), on SQLite its file.
 */
export async function eventChannel(where: { pool?: pg.Pool | undefined; file?: string | undefined }): Promise<string> {
  if (where.pool) {
    const r = await where.pool.query<{ d: string; s: string }>('select current_database() as d, current_schema() as s');
    const row = r.rows[0];
    return `meridian_events:${row?.d ?? ''}:${row?.s ?? ''}`.slice(0, 63);
  }
  return `meridian_events:${where.file ?? 'memory'}`;
}
