/**
 * One connection per open desk to the desk's stream (server-sent events): `desk` (queues or
 * assignments changed), `message`, `conversation` and `typing`. The browser retries a dropped
 * stream by itself; when it gives up we connect again with a growing pause. After any break the
 * desk reads everything again (`onResync`): what happened meanwhile was not pushed to it.
 */
import { useEffect, useRef } from 'react';
import type { ChatMessage, DeskConversation } from './desk-api.ts';

export interface DeskStreamHandlers {
  onDesk: () => void;
  onMessage: (conversationId: number, message: ChatMessage) => void;
  onConversation: (conversation: DeskConversation) => void;
  onTyping: (conversationId: number, typing: boolean) => void;
  onResync: () => void;
}

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
const STREAM = '/backoffice/api/support/stream';

function parse<T>(e: Event): T | null {
  try {
    return JSON.parse((e as MessageEvent<string>).data) as T;
  } catch {
    // A malformed push changes nothing; the next read brings the truth.
    return null;
  }
}

export function useDeskStream(handlers: DeskStreamHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let failures = 0;
    let broken = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource(STREAM);
      source.addEventListener('open', () => {
        if (broken) latest.current.onResync();
        broken = false;
        failures = 0;
      });
      source.addEventListener('desk', () => latest.current.onDesk());
      source.addEventListener('message', (e) => {
        const p = parse<{ conversationId: number; message: ChatMessage }>(e);
        if (p?.message) latest.current.onMessage(p.conversationId, p.message);
      });
      source.addEventListener('conversation', (e) => {
        const p = parse<DeskConversation>(e);
        if (p) latest.current.onConversation(p);
      });
      source.addEventListener('typing', (e) => {
        const p = parse<{ conversationId: number; typing: boolean }>(e);
        if (p) latest.current.onTyping(p.conversationId, p.typing);
      });
      source.addEventListener('error', () => {
        broken = true;
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(connect, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]);
          failures++;
        }
      });
    };
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, []);
}
