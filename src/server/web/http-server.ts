import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long a client may take to send a request. A client that stops sending — headers never
 * finished, or a body shorter than its Content-Length — gets 408 and its connection closed, so it
 * cannot hold a connection (or a handler waiting for the body) for long. Answers are not bounded
 * by these: an event stream stays open as long as the page listens.
 */
export interface HttpLimits {
  /** The request line and headers must arrive within this time. */
  headersMs: number;
  /** The whole request, body included, must arrive within this time. */
  requestMs: number;
  /** A kept-alive connection with no request is closed after this idle time. */
  keepAliveMs: number;
  /** How often the server looks for requests past their limit. */
  checkEveryMs: number;
}

export const HTTP_LIMITS: HttpLimits = { headersMs: 10_000, requestMs: 20_000, keepAliveMs: 65_000, checkEveryMs: 2_000 };

export function createHttpServer(listener: RequestListener, limits: HttpLimits = HTTP_LIMITS): Server {
  const server = createServer({ headersTimeout: limits.headersMs, requestTimeout: limits.requestMs, connectionsCheckingInterval: limits.checkEveryMs }, listener);
  server.keepAliveTimeout = limits.keepAliveMs;
  return server;
}
