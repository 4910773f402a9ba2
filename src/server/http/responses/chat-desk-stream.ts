import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppContext } from '#server/app-context.ts';
import { deskConversationView } from '#server/backoffice/index.ts';
import type { ChatEvent } from '#server/events/bus.ts';
import { touchAgent } from '#server/support/index.ts';

/** An open desk keeps its agent on duty: seen this often (AGENT_SEEN_MS is a minute). */
export const DESK_TOUCH_MS = 20_000;
const HEARTBEAT_MS = 25_000;
const TICK_MS = 5_000;

export interface DeskViewer {
  staffId: number;
  name: string;
  /** support.manage: sees every conversation's traffic, not only waiting ones and their own. */
  canManage: boolean;
}

interface OpenDesk extends DeskViewer {
  write(text: string): void;
}

const sse = (event: string, data: unknown): string => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** Conversations whose owner is remembered between pushes (the busiest ones; the rest are read again). */
const OWNERS_MAX = 5_000;

/**
 * Every open desk of one process, fed by one listener on the bus's desk channel. Events are
 * handled one after another (each may read its conversation), so a desk receives them in the
 * order they happened; what each push says is built once and written to every desk that may see it.
 */
class DeskHub {
  readonly #desks = new Set<OpenDesk>();
  /**
   * Each conversation's status and agent, as of its last `conversation` push: every change of
   * either (assignment, take, transfer, close) publishes one, so a message or typing push is sent
   * without reading the database.
   */
  readonly #owners = new Map<number, { status: string; agentId: number | null }>();
  readonly #app: AppContext;
  #unlisten: (() => void) | null = null;
  #chain: Promise<void> = Promise.resolve();

  constructor(app: AppContext) {
    this.#app = app;
  }

  add(desk: OpenDesk): () => void {
    this.#desks.add(desk);
    this.#unlisten ??= this.#app.events.listenDesk((e) => {
      this.#chain = this.#chain.then(() => this.#handle(e)).catch((err: unknown) => this.#app.log.error({ err }, 'desk stream push failed'));
    });
    return () => {
      this.#desks.delete(desk);
      if (this.#desks.size || !this.#unlisten) return;
      this.#unlisten();
      this.#unlisten = null;
      // Nothing is heard while no desk is open: what was remembered may be out of date by the next one.
      this.#owners.clear();
    };
  }

  async #handle(e: ChatEvent): Promise<void> {
    if (!this.#desks.size) return;
    if (e.type === 'desk') return this.#send(() => true, sse('desk', {}));
    // The agent's own typing is not echoed back to the desks.
    if (e.type === 'typing' && e.from !== 'player') return;
    const sees = (owner: { status: string; agentId: number | null }) => (d: OpenDesk) => d.canManage || owner.status === 'queued' || owner.agentId === d.staffId;
    if (e.type === 'conversation') {
      const view = await deskConversationView(this.#app, e.conversationId);
      if (!view) return;
      this.#remember(e.conversationId, { status: view.status, agentId: view.agentId });
      return this.#send(sees(view), sse('conversation', view));
    }
    const owner = this.#owners.get(e.conversationId) ?? (await this.#ownerOf(e.conversationId));
    if (!owner) return;
    if (e.type === 'typing') return this.#send(sees(owner), sse('typing', { conversationId: e.conversationId, typing: e.data['typing'] === true }));
    if (e.data['message'] !== undefined) this.#send(sees(owner), sse('message', { conversationId: e.conversationId, message: e.data['message'] }));
  }

  async #ownerOf(id: number): Promise<{ status: string; agentId: number | null } | null> {
    // The reader: on SQLite it never queues behind the writer, whose busy moments are when pushes matter most.
    const row = await this.#app.reader.get<{ status: string; agent_id: number | null }>('select status, agent_id from chat_conversations where id = ?', [id]);
    if (!row) return null;
    const owner = { status: row.status, agentId: row.agent_id === null ? null : Number(row.agent_id) };
    this.#remember(id, owner);
    return owner;
  }

  #remember(id: number, owner: { status: string; agentId: number | null }): void {
    if (this.#owners.size >= OWNERS_MAX && !this.#owners.has(id)) this.#owners.clear();
    this.#owners.set(id, owner);
  }

  #send(to: (d: OpenDesk) => boolean, text: string): void {
    for (const d of this.#desks) if (to(d)) d.write(text);
  }
}

const hubs = new WeakMap<object, DeskHub>();

/**
 * The desk's stream (server-sent events): `desk` (queues or assignments changed: read the
 * overview again), `message` ({ conversationId, message }, notes included), `conversation` (the
 * DeskConversation after any change), `typing` ({ conversationId, typing }, the player's), and
 * `ping` every 25 s. A support agent sees waiting conversations and their own; a lead every one.
 * While open, the agent's desk is marked seen every 20 s; once the last one closes they drop off
 * duty within a minute.
 */
export function deskStream(c: Context, app: AppContext, viewer: DeskViewer): Response {
  let hub = hubs.get(app.events);
  if (!hub) hubs.set(app.events, (hub = new DeskHub(app)));
  const shared = hub;
  return streamSSE(c, async (stream) => {
    let remove = (): void => undefined;
    stream.onAbort(() => remove());
    await touchAgent(app.db, viewer.staffId, Date.now(), viewer.name);
    if (stream.aborted) return;
    remove = shared.add({
      ...viewer,
      write: (text) => {
        if (!stream.aborted) void stream.write(text);
      },
    });
    await stream.writeSSE({ event: 'ping', data: '{}' });
    let sinceTouch = 0;
    let sincePing = 0;
    while (!stream.aborted) {
      await stream.sleep(TICK_MS);
      if (stream.aborted) break;
      sinceTouch += TICK_MS;
      sincePing += TICK_MS;
      if (sinceTouch >= DESK_TOUCH_MS) {
        sinceTouch = 0;
        // The database not answering (or closed, at shutdown) ends the stream; the desk reconnects.
        const touched = await touchAgent(app.db, viewer.staffId, Date.now(), viewer.name).then(
          () => true,
          () => false,
        );
        if (!touched) break;
      }
      if (sincePing >= HEARTBEAT_MS) {
        sincePing = 0;
        await stream.writeSSE({ event: 'ping', data: '{}' });
      }
    }
    remove();
  });
}
