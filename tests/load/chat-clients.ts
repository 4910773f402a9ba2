/**
 * The chat benchmark's clients: JSON calls over a few kept-alive sockets (as many browsers' calls
 * would arrive), and server-sent event streams each on its own socket (as each browser holds one).
 * Times are performance.now() of this process: sender and receiver are both here, so no clock
 * differs between them.
 */
import { Agent, get, type IncomingMessage, request } from 'node:http';

export interface CallResult {
  status: number;
  body: { code?: string; value?: unknown } | null;
  setCookie: string[];
}

/** Calls share these sockets; a stream never does. */
const calls = new Agent({ keepAlive: true, maxSockets: 64 });

export function call(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<CallResult> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(url, { method, agent: calls, headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let parsed: CallResult['body'] = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CallResult['body'];
        } catch {
          parsed = null;
        }
        resolve({ status: res.statusCode ?? 0, body: parsed, setCookie: res.headers['set-cookie'] ?? [] });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export interface StreamHandle {
  /** The server answered 200 and the stream is open. */
  readonly open: boolean;
  /** The stream ended or failed after it was open, or never opened. */
  readonly broken: boolean;
  close(): void;
}

/**
 * One SSE stream on its own socket. `onEvent` gets each block's event name, its data and the
 * moment the chunk holding it arrived.
 */
export function sseStream(url: string, headers: Record<string, string>, onEvent: (event: string, data: string, at: number) => void, onOpen: (ok: boolean) => void): StreamHandle {
  let res: IncomingMessage | undefined;
  let closing = false;
  const state = { open: false, broken: false };
  const req = get(url, { headers: { ...headers, accept: 'text/event-stream' }, agent: false }, (r) => {
    res = r;
    const ok = r.statusCode === 200;
    state.open = ok;
    state.broken = !ok;
    onOpen(ok);
    if (!ok) {
      r.resume();
      return;
    }
    r.setEncoding('utf8');
    let buf = '';
    r.on('data', (chunk: string) => {
      const at = performance.now();
      buf += chunk;
      let cut: number;
      while ((cut = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, cut);
        buf = buf.slice(cut + 2);
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        onEvent(event, data, at);
      }
    });
    const end = () => {
      if (!closing) state.broken = true;
      state.open = false;
    };
    r.on('end', end);
    r.on('error', end);
  });
  req.on('error', () => {
    if (!closing) state.broken = true;
    state.open = false;
    if (!res) onOpen(false);
  });
  return {
    get open() {
      return state.open;
    },
    get broken() {
      return state.broken;
    },
    close() {
      closing = true;
      if (res) res.destroy();
      else req.destroy();
    },
  };
}
