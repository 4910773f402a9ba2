/**
 * A client that stops sending — headers never finished, or a body shorter than its Content-Length
 * — is answered 408 and cut off within the limits, and never stalls anyone else's request.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_LIMITS, createHttpServer } from '#server/web/http-server.ts';
import type { Server } from 'node:http';
import { type TestApp, testApp } from '../fixtures/app.ts';

const LIMITS = { headersMs: 600, requestMs: 1_000, keepAliveMs: 5_000, checkEveryMs: 100 };

/** Sends `text` on a raw connection and keeps it open; resolves with what came back and when the server closed it. */
function stall(port: number, text: string): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (reply += d));
    socket.on('error', reject);
    socket.on('close', () => resolve({ reply, closedAfterMs: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server held the stalled connection past 5 s'));
    }, 5_000);
  });
}

describe('slow or stalled clients', () => {
  let t: TestApp;
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    t = await testApp('sqlite');
    server = createHttpServer(getRequestListener(t.api.fetch), LIMITS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it('cuts off a body shorter than its Content-Length, and answers others meanwhile', async () => {
    const stalled = Array.from({ length: 20 }, () =>
      stall(port, 'POST /wps/session/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"username":"a'),
    );
    const others = await Promise.all(Array.from({ length: 10 }, () => fetch(`http://127.0.0.1:${port}/wps/system/whitelabel`)));
    expect(others.map((r) => r.status)).toEqual(others.map(() => 200));
    for (const s of await Promise.all(stalled)) {
      expect(s.reply).toMatch(/^HTTP\/1\.1 408/);
      expect(s.closedAfterMs).toBeLessThan(LIMITS.requestMs + 1_000);
    }
  });

  it('cuts off headers that never finish', async () => {
    const s = await stall(port, 'GET /wps/system/whitelabel HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(s.reply).toMatch(/^HTTP\/1\.1 408/);
    expect(s.closedAfterMs).toBeLessThan(LIMITS.headersMs + 1_000);
  });

  it('the site runs with bounded limits', () => {
    expect(HTTP_LIMITS.headersMs).toBeLessThanOrEqual(10_000);
    expect(HTTP_LIMITS.requestMs).toBeLessThanOrEqual(30_000);
    expect(HTTP_LIMITS.checkEveryMs).toBeLessThanOrEqual(HTTP_LIMITS.headersMs);
  });
});
