import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ChatConversation, ChatMessage } from '#lib/contracts/chat.ts';
import type { AppContext } from '#server/app-context.ts';
import type { ChatEvent } from '#server/events/bus.ts';
import { conversationView, messagesAfter } from '#server/support/index.ts';

const HEARTBEAT_MS = 25_000;
const PING = 'event: ping\ndata: {}\n\n';
/** Backlog rows read per query when a page (re)connects. */
const BACKLOG_PAGE = 200;

type Write = (text: string) => void;

const messageText = (m: ChatMessage): string => `id: ${m.id}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`;

/**
 * One heartbeat timer for every open chat stream of the process (not one per connection): with a
 * thousand chats open, per-connection timers and closures are what cost.
 */
const open = new Set<Write>();
let heartbeat: ReturnType<typeof setInterval> | null = null;

function keepAlive(write: Write): () => void {
  open.add(write);
  if (!heartbeat) {
    heartbeat = setInterval(() => {
      for (const w of open) w(PING);
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }
  return () => {
    open.delete(write);
    if (open.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };
}

/**
 * The conversation's feed for one page: it listens BEFORE reading the backlog, holds what arrives
 * meanwhile, and after writing the backlog passes on only what the backlog did not hold, so a
 * message committed between the two is neither lost nor doubled. Notes never reach the player;
 * typing only from the agent's side. No database polling: everything after the backlog comes
 * from the event bus. A change that arrives without the conversation's view is answered with the
 * view read again, in its turn: events are written one after another, in the order they came.
 */
class ChatFeed {
  #pending: ChatEvent[] | null = [];
  #write: Write | null = null;
  #stopped = false;
  readonly #sent = new Set<number>();
  readonly #after: number;
  readonly #unlisten: () => void;
  readonly #view: () => Promise<ChatConversation | null>;
  readonly #queue: ChatEvent[] = [];
  #draining = false;

  constructor(app: Pick<AppContext, 'db' | 'events'>, conversationId: number, after: number) {
    this.#after = after;
    this.#view = async () => {
      const row = await app.db.selectFrom('chat_conversations').selectAll().where('id', '=', conversationId).executeTakeFirst();
      return row ? conversationView(app.db, row, Date.now()) : null;
    };
    this.#unlisten = app.events.listenChat(conversationId, (e) => {
      if (this.#pending) this.#pending.push(e);
      else this.#deliver(e);
    });
  }

  /** Writes the backlog and what arrived while it was read, then every event as it comes. */
  start(write: Write, backlog: readonly ChatMessage[]): void {
    this.#write = write;
    for (const m of backlog) {
      this.#sent.add(m.id);
      write(messageText(m));
    }
    const held = this.#pending ?? [];
    this.#pending = null;
    for (const e of held) this.#deliver(e);
  }

  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#unlisten();
    this.#pending = null;
    this.#write = null;
  }

  /** Events are written in the order they came; only a change read from the database makes later ones wait. */
  #deliver(e: ChatEvent): void {
    this.#queue.push(e);
    if (!this.#draining) void this.#drain();
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    try {
      for (let e = this.#queue.shift(); e; e = this.#queue.shift()) {
        const reading = this.#writeEvent(e);
        if (reading) await reading;
      }
    } finally {
      this.#draining = false;
    }
  }

  #writeEvent(e: ChatEvent): Promise<void> | undefined {
    const write = this.#write;
    if (!write) return undefined;
    if (e.type === 'message') {
      const m = e.data['message'] as ChatMessage | undefined;
      if (!m || m.author === 'note' || m.id <= this.#after || this.#sent.has(m.id)) return undefined;
      write(messageText(m));
    } else if (e.type === 'typing') {
      if (e.from !== 'player') write(`event: typing\ndata: ${JSON.stringify({ typing: e.data['typing'] === true })}\n\n`);
    } else if (e.type === 'conversation') {
      const given = e.data['conversation'];
      if (given && typeof given === 'object') write(`event: conversation\ndata: ${JSON.stringify(given)}\n\n`);
      else
        return this.#view().then(
          (view) => {
            if (view) this.#write?.(`event: conversation\ndata: ${JSON.stringify(view)}\n\n`);
          },
          () => undefined,
        );
    }
    return undefined;
  }
}

/** Every message after `after` except notes, oldest first, page by page. */
async function backlogOf(app: Pick<AppContext, 'db'>, conversationId: number, after: number): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  for (let from = after; ; ) {
    const page = await messagesAfter(app.db, conversationId, from, { notes: false, limit: BACKLOG_PAGE });
    all.push(...page);
    const last = page.at(-1);
    if (page.length < BACKLOG_PAGE || !last) return all;
    from = last.id;
  }
}

/**
 * The player's chat stream (server-sent events): `message` (event id = message id; resumes after
 * `after`), `conversation` (the ChatConversation) on any change (status, agent, place in line, marks),
 * `typing` from the agent, `ping` every 25 s. The stream stays open after the conversation
 * closes, so the page can show the rating; the page ends it when it leaves.
 *
 * Written straight to Node's response when there is one (the site's server): no web stream per
 * connection, so a thousand open chats cost little; through Hono's stream otherwise (tests
 * calling the API without a server). The conversation is found before this is called, so an
 * unknown one was answered NOT_FOUND as JSON.
 */
export async function chatStream(c: Context, app: Pick<AppContext, 'db' | 'events'>, conversationId: number, after: number): Promise<Response> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.writeHead === 'function') {
    const feed = new ChatFeed(app, conversationId, after);
    let stopBeat = (): void => undefined;
    const stop = () => {
      feed.stop();
      stopBeat();
    };
    outgoing.once('close', stop);
    let backlog: ChatMessage[];
    try {
      backlog = await backlogOf(app, conversationId, after);
    } catch (err) {
      outgoing.off('close', stop);
      feed.stop();
      throw err;
    }
    if (outgoing.destroyed) {
      stop();
      return new Response(null, { headers: { 'x-hono-already-sent': '1' } });
    }
    const write: Write = (text) => {
      if (!outgoing.destroyed && outgoing.writable) outgoing.write(text);
    };
    outgoing.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    write(PING);
    feed.start(write, backlog);
    stopBeat = keepAlive(write);
    return new Response(null, { headers: { 'x-hono-already-sent': '1' } });
  }
  const feed = new ChatFeed(app, conversationId, after);
  let backlog: ChatMessage[];
  try {
    backlog = await backlogOf(app, conversationId, after);
  } catch (err) {
    feed.stop();
    throw err;
  }
  return streamSSE(c, async (stream) => {
    stream.onAbort(() => feed.stop());
    if (stream.aborted) {
      feed.stop();
      return;
    }
    const write: Write = (text) => {
      if (!stream.aborted && !stream.closed) void stream.write(text);
    };
    write(PING);
    feed.start(write, backlog);
    const stopBeat = keepAlive(write);
    // Hono ends the response when this returns: wait for the page to leave.
    await new Promise<void>((resolve) => stream.onAbort(resolve));
    stopBeat();
    feed.stop();
  });
}
