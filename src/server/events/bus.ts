import { EventEmitter } from 'node:events';

/** What open pages are told without reloading. */
export interface MemberEvent {
  /** rewards: the member's promotions, rewards or bonuses changed (the rewards badge and reward centre reload). */
  type: 'balance' | 'message' | 'rewards';
  memberId: number;
  data: Record<string, unknown>;
}

/** What every open page of a topic is told (not one member's business): a lottery draw's state and result, a sports event's score and odds. */
export interface PublicEvent {
  topic: 'lottery' | 'sports';
  type: string;
  data: Record<string, unknown>;
}

/**
 * In-process events for the member's open pages (server-sent events). With several instances on
 * PostgreSQL an event reaches pages connected to the instance that made the change; the pages
 * also refresh their balance after every round, so nothing is missed for long.
 */
export class MemberEvents {
  readonly #emitter = new EventEmitter();
  constructor() {
    this.#emitter.setMaxListeners(0);
  }
  publish(e: MemberEvent): void {
    this.#emitter.emit(`m:${e.memberId}`, e);
  }
  subscribe(memberId: number, listener: (e: MemberEvent) => void): () => void {
    const name = `m:${memberId}`;
    this.#emitter.on(name, listener);
    return () => this.#emitter.off(name, listener);
  }
  /** An event for every open page of a topic ("lottery": draws opening, closing and their results), whoever is signed in. */
  broadcast(e: PublicEvent): void {
    this.#emitter.emit(`t:${e.topic}`, e);
  }
  listen(topic: PublicEvent['topic'], listener: (e: PublicEvent) => void): () => void {
    const name = `t:${topic}`;
    this.#emitter.on(name, listener);
    return () => this.#emitter.off(name, listener);
  }
}
