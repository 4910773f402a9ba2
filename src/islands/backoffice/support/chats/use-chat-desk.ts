/**
 * The live chats desk's state: the overview (reloaded, debounced, whenever the stream says the
 * desk changed), the open conversation with my messages still being sent, who is typing, and the
 * canned replies. Messages pushed for the open conversation are appended once (by id, and a
 * pending message of mine is replaced by its stored self through its clientId); for another of
 * my conversations the unread count grows.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CannedReply, type ChatMessage, chatDesk, type DeskConversation, type DeskOverview, type DeskThread, newClientId } from './desk-api.ts';
import type { PendingMessage } from './thread-view.tsx';
import { useDeskStream } from './use-desk-stream.ts';

const RELOAD_DEBOUNCE_MS = 300;
const TYPING_SHOWN_MS = 8_000;

function withMessage(thread: DeskThread, m: ChatMessage): DeskThread {
  if (thread.messages.some((x) => x.id === m.id)) return thread;
  const messages = [...thread.messages, m].sort((a, b) => a.id - b.id);
  return { ...thread, messages };
}

function replaceIn(list: DeskConversation[], c: DeskConversation): DeskConversation[] {
  return list.map((x) => (x.id === c.id ? { ...x, ...c } : x));
}

export interface ChatDeskState {
  overview: DeskOverview | null;
  loadError: unknown;
  thread: DeskThread | null;
  selectedId: number | null;
  pending: PendingMessage[];
  typing: ReadonlySet<number>;
  canned: CannedReply[];
  /** The latest player message that arrived (for the screen reader's announcement). */
  arrived: { name: string; at: number } | null;
  reload: () => void;
  open: (id: number) => void;
  setThread: (thread: DeskThread) => void;
  setMe: (me: DeskOverview['me']) => void;
  send: (text: string, note: boolean, fileId?: number) => void;
  retry: (p: PendingMessage) => void;
}

export function useChatDesk(failureOf: (err: unknown) => string): ChatDeskState {
  const [overview, setOverview] = useState<DeskOverview | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [thread, setThreadState] = useState<DeskThread | null>(null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());
  const [canned, setCanned] = useState<CannedReply[]>([]);
  const [arrived, setArrived] = useState<{ name: string; at: number } | null>(null);
  const selected = useRef<number | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const loadOverview = useCallback(() => {
    chatDesk.overview().then(
      (o) => {
        setOverview(o);
        setLoadError(null);
      },
      (err: unknown) => setLoadError(err),
    );
  }, []);
  const reload = useCallback(() => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(loadOverview, RELOAD_DEBOUNCE_MS);
  }, [loadOverview]);
  const loadThread = useCallback((id: number) => {
    chatDesk.thread(id).then(
      (t) => {
        if (selected.current === id) setThreadState(t);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    loadOverview();
    chatDesk.canned().then(setCanned, () => undefined);
    const timers = typingTimers.current;
    return () => {
      clearTimeout(debounce.current);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [loadOverview]);

  const setTypingOf = (id: number, on: boolean) => {
    clearTimeout(typingTimers.current.get(id));
    setTyping((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    // A typing signal that is never followed by "stopped" (a closed tab) fades by itself.
    if (on) typingTimers.current.set(id, setTimeout(() => setTypingOf(id, false), TYPING_SHOWN_MS));
  };

  useDeskStream({
    onDesk: reload,
    onResync: () => {
      loadOverview();
      if (selected.current !== null) loadThread(selected.current);
    },
    onMessage: (conversationId, m) => {
      if (m.author === 'player') setTypingOf(conversationId, false);
      if (conversationId === selected.current) {
        setThreadState((t) => (t && t.conversation.id === conversationId ? withMessage(t, m) : t));
        setPending((p) => p.filter((x) => x.clientId !== m.clientId));
      } else if (m.author === 'player') {
        setOverview((o) => (o ? { ...o, mine: o.mine.map((c) => (c.id === conversationId ? { ...c, unread: c.unread + 1, lastText: m.body.slice(0, 80) } : c)) } : o));
      }
      if (m.author === 'player') {
        const name = overview?.mine.find((c) => c.id === conversationId)?.name ?? thread?.conversation.name;
        if (name) setArrived({ name, at: m.id });
      }
    },
    onConversation: (c) => {
      setOverview((o) => (o ? { ...o, mine: replaceIn(o.mine, c), waiting: replaceIn(o.waiting, c), others: replaceIn(o.others, c) } : o));
      setThreadState((t) => (t && t.conversation.id === c.id ? { ...t, conversation: { ...t.conversation, ...c } } : t));
    },
    onTyping: setTypingOf,
  });

  const open = useCallback(
    (id: number) => {
      selected.current = id;
      setSelectedId(id);
      setPending([]);
      setThreadState((t) => (t?.conversation.id === id ? t : null));
      loadThread(id);
    },
    [loadThread],
  );

  const setThread = useCallback((t: DeskThread) => {
    selected.current = t.conversation.id;
    setSelectedId(t.conversation.id);
    setThreadState(t);
  }, []);

  const deliver = (conversationId: number, p: PendingMessage) => {
    chatDesk.send(conversationId, { clientId: p.clientId, text: p.text, note: p.note, ...(p.fileId === undefined ? {} : { fileId: p.fileId }) }).then(
      (m) => {
        setPending((list) => list.filter((x) => x.clientId !== p.clientId));
        setThreadState((t) => (t && t.conversation.id === conversationId ? withMessage(t, m) : t));
      },
      (err: unknown) => setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, failed: failureOf(err) } : x))),
    );
  };

  const send = (text: string, note: boolean, fileId?: number) => {
    const id = selected.current;
    if (id === null) return;
    const p: PendingMessage = { clientId: newClientId(), text, note, fileId, failed: null };
    setPending((list) => [...list, p]);
    deliver(id, p);
  };

  const retry = (p: PendingMessage) => {
    const id = selected.current;
    if (id === null) return;
    setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, failed: null } : x)));
    deliver(id, { ...p, failed: null });
  };

  const setMe = useCallback((me: DeskOverview['me']) => setOverview((o) => (o ? { ...o, me } : o)), []);

  return { overview, loadError, thread, selectedId, pending, typing, canned, arrived, reload, open, setThread, setMe, send, retry };
}
