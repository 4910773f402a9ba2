import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

/** What open pages are told without reloading. */
export interface MemberEvent {
  /** rewards: the member's promotions, rewards or bonuses changed (the rewards badge and reward centre reload). */
  type: 'balance' | 'message' | 'rewards';
  memberId: number;
  data: Record<string, unknown>;
}

/**
 * What every open page of a topic is told (not one member's business): a lottery draw's state and
 * result, a sports event's score and odds. `cache` is for the servers themselves: a back-office
 * change that every instance drops from its in-process caches (src/server/events/cache-changes.ts).
 */
export interface PublicEvent {
  topic: 'lottery' | 'sports' | 'cache' | 'session';
  type: string;
  data: Record<string, unknown>;
}

/**
 * What one chat conversation's open pages are told (the player's chat, and through the `support`
 * desk channel every open staff desk): a new message, a change of the conversation (status,
 * agent, queue place, marks), typing.
 */
export interface ChatEvent {
  conversationId: number;
  type: 'message' | 'conversation' | 'typing' | 'desk';
  /** Who caused it (a player's typing is not echoed to the player, nor a staff member's to the desk). */
  from: 'player' | 'staff' | 'system';
  data: Record<string, unknown>;
}

/** One event on the wire: m = a member's, t = a topic's, c = a chat's. */
export type WireEvent = ['m', MemberEvent] | ['t', PublicEvent] | ['c', ChatEvent];

/** A batch of events from one instance, as sent to the others. */
export interface WireBatch {
  /** The sending instance: it has delivered these to its own listeners already and ignores its echo. */
  i: string;
  e: WireEvent[];
}

/**
 * How events reach the other instances (src/server/events/transports.ts): PostgreSQL
 * LISTEN/NOTIFY, Redis pub/sub, or nothing (one instance on SQLite).
 */
export interface EventTransport {
  /** Sends batches in order; resolves when they are handed to the broker (failures are logged, not thrown). */
  send(batches: WireBatch[]): Promise<void>;
  /** Starts receiving: `deliver` gets every batch published by any instance, this one's included. */
  start(deliver: (batch: WireBatch) => void): Promise<void>;
  close(): Promise<void>;
}

/**
 * Events for open pages (server-sent events), delivered at once to this process's listeners and,
 * through a transport, to every other instance's listeners: each listener gets an event once
 * (an instance ignores its own batches coming back from the broker). Publishing is synchronous;
 * events published in one turn of the event loop travel together, and while one batch is on its
 * way the next ones gather, so a burst costs a few broker round trips, not one per event.
 */
export class MemberEvents {
  /** This process's id on the wire. */
  readonly instanceId: string;
  readonly #emitter = new EventEmitter();
  #transport: EventTransport | null = null;
  #queue: WireEvent[] = [];
  #scheduled = false;
  #sending: Promise<void> | null = null;
  #closed = false;

  constructor(instanceId: string = randomUUID()) {
    this.instanceId = instanceId;
    this.#emitter.setMaxListeners(0);
  }

  /** Carries the events across instances from now on (called once, when the context is built). */
  async connect(transport: EventTransport): Promise<void> {
    this.#transport = transport;
    await transport.start((batch) => this.receive(batch));
  }

  publish(e: MemberEvent): void {
    this.#deliver(['m', e]);
    this.#forward(['m', e]);
  }
  subscribe(memberId: number, listener: (e: MemberEvent) => void): () => void {
    return this.#on(`m:${memberId}`, listener);
  }
  /** An event for every open page of a topic ("lottery": draws opening, closing and their results), whoever is signed in. */
  broadcast(e: PublicEvent): void {
    this.#deliver(['t', e]);
    this.#forward(['t', e]);
  }
  listen(topic: PublicEvent['topic'], listener: (e: PublicEvent) => void): () => void {
    return this.#on(`t:${topic}`, listener);
  }
  /** A chat event: to the conversation's own page(s), and to every open staff desk. */
  chat(e: ChatEvent): void {
    this.#deliver(['c', e]);
    this.#forward(['c', e]);
  }
  /** The events of one conversation (the player's page). */
  listenChat(conversationId: number, listener: (e: ChatEvent) => void): () => void {
    return this.#on(`c:${conversationId}`, listener);
  }
  /** Every conversation's events (staff desks filter what they show). */
  listenDesk(listener: (e: ChatEvent) => void): () => void {
    return this.#on('c:desk', listener);
  }

  /** A batch from the broker: another instance's events reach this one's listeners; this instance's own echo is dropped. */
  receive(batch: WireBatch): void {
    if (batch.i === this.instanceId || !Array.isArray(batch.e)) return;
    for (const w of batch.e) {
      try {
        this.#deliver(w);
      } catch {
        // A listener's failure is its own; the rest of the batch is still delivered.
      }
    }
  }

  /** Resolves once every event published so far has been handed to the broker. */
  async flushed(): Promise<void> {
    while (this.#sending || this.#queue.length) {
      if (!this.#sending) this.#flush();
      await this.#sending;
    }
  }

  /** Sends what is queued, then stops carrying events across instances. */
  async close(): Promise<void> {
    await this.flushed();
    this.#closed = true;
    const t = this.#transport;
    this.#transport = null;
    await t?.close();
  }

  #on<E>(name: string, listener: (e: E) => void): () => void {
    this.#emitter.on(name, listener);
    return () => this.#emitter.off(name, listener);
  }

  #deliver(w: WireEvent): void {
    const [kind, e] = w;
    if (kind === 'm') this.#emitter.emit(`m:${e.memberId}`, e);
    else if (kind === 't') this.#emitter.emit(`t:${e.topic}`, e);
    else if (kind === 'c') {
      this.#emitter.emit(`c:${e.conversationId}`, e);
      this.#emitter.emit('c:desk', e);
    }
  }

  #forward(w: WireEvent): void {
    if (!this.#transport || this.#closed) return;
    this.#queue.push(w);
    if (this.#scheduled || this.#sending) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    const transport = this.#transport;
    if (this.#sending || !this.#queue.length) return;
    const events = this.#queue;
    this.#queue = [];
    if (!transport) return;
    this.#sending = transport
      .send([{ i: this.instanceId, e: events }])
      .catch(() => undefined)
      .finally(() => {
        this.#sending = null;
        if (this.#queue.length) this.#flush();
      });
  }
}
