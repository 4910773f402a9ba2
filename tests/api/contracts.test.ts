/**
 * The API contract: every route the server registers is declared in src/lib/contracts and listed in
 * the generated OpenAPI document, every error code a contract documents has a status in the one
 * table, and the document is valid OpenAPI 3.1.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, keyOf } from '#lib/contracts/endpoint.ts';
import { STATUS_BY_CODE } from '#lib/contracts/errors.ts';
import { ENDPOINTS } from '#lib/contracts/index.ts';
import { contractGaps } from '#server/http/contract-coverage.ts';
import { serve } from '#server/http/contract-route.ts';
import type { ApiEnv } from '#server/http/env.ts';
import { buildOpenApiDocument, errorsOf, openApiPath } from '#server/http/openapi.ts';
import { registeredRoutes } from '#server/http/routers.ts';
import { testApp } from '../fixtures/app.ts';

describe('API contract', () => {
  const document = buildOpenApiDocument();

  it('lists every registered route in the OpenAPI document, and nothing else', () => {
    expect(contractGaps()).toEqual({ undocumented: [], unserved: [] });
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = registeredRoutes().map((key) => {
      const [method = '', path = ''] = key.split(' ');
      return `${method} ${openApiPath(path)}`;
    });
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('reports a route registered without a contract, and a contract without a route', () => {
    const stray = new Hono<ApiEnv>().get('/wps/stray', (c) => c.json({ success: true, value: 1 }));
    const orphan = endpoint({ method: 'GET', path: '/wps/orphan', summary: 'x', tag: 'x', access: 'public', response: z.number(), errors: [] });
    expect(contractGaps([stray], [orphan])).toEqual({ undocumented: ['GET /wps/stray'], unserved: ['GET /wps/orphan'] });
  });

  it('gives every documented error code an HTTP status from the one table', () => {
    for (const e of ENDPOINTS) {
      for (const code of errorsOf(e)) expect(STATUS_BY_CODE[code], `${keyOf(e)} documents ${code}`).toBeTypeOf('number');
      const responses = document.paths?.[openApiPath(e.path)]?.[e.method.toLowerCase() as 'get'];
      for (const code of errorsOf(e)) expect(Object.keys(responses?.responses ?? {})).toContain(String(STATUS_BY_CODE[code]));
    }
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(document)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('serves the document at /wps/openapi.json', async () => {
    const t = await testApp('sqlite');
    try {
      const res = await t.request('/wps/openapi.json');
      expect(res.status).toBe(200);
      const served = (await res.json()) as { paths: Record<string, unknown> };
      expect(Object.keys(served.paths).length).toBe(Object.keys(document.paths ?? {}).length);
    } finally {
      await t.close();
    }
  });

  it('refuses an answer that drifted from its contract, undocumented fields included', async () => {
    const drift = endpoint({ method: 'GET', path: '/wps/drift', summary: 'x', tag: 'x', access: 'public', response: z.object({ a: z.number() }), errors: [] });
    const router = new Hono<ApiEnv>();
    serve(router, drift, (c) => ({ a: 1, secret: c.req.query('s') ?? 'x' }) as { a: number });
    const plain = endpoint({ method: 'GET', path: '/wps/plain', summary: 'x', tag: 'x', access: 'public', response: z.object({ a: z.number() }), errors: [] });
    serve(router, plain, () => ({ a: 1 }));
    const app = new Hono<ApiEnv>().route('/', router).onError((err, c) => c.json({ name: err.name }, 500));
    expect(await (await app.request('/wps/drift')).json()).toEqual({ name: 'ContractDrift' });
    expect(await (await app.request('/wps/plain')).json()).toEqual({ success: true, value: { a: 1 } });
  });
});
