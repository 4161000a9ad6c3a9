import { Validator } from '@seriousme/openapi-schema-validator';
import { services } from '@zuban/contract/services/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { isInternalRoute } from './internal-routes';
import type { InventoryRoute } from './route-inventory';

type Operation = { operationId: string; deprecated?: boolean; requestBody?: unknown; responses: object };
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('OpenAPI and /docs', () => {
  let t: TestApp;
  let doc: OpenApi;
  let hiddenStaffRoutes: InventoryRoute[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('documents every public route the app answers, and hides only the staff and tool routes', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`)),
    );
    const answered = t.app.routeInventory.filter(({ path }) => !isInternalRoute(path));
    const shown = answered.filter((r) => !r.hidden()).map(({ method, path }) => `${method} ${path}`);
    // The spec's spellings without /backend are documented once, under /backend.
    const expected = shown.filter(
      (r) => r.includes(' /backend/') || !shown.includes(r.replace(' /', ' /backend/')),
    );
    expect(expected.length).toBeGreaterThan(40);
    expect(expected.filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !expected.includes(route))).toEqual([]);
    for (const route of [
      'get /backend/me',
      'post /backend/check_balance',
      'post /backend/history',
      'post /backend/rotate_token',
      'get /backend/jobs/{jobId}',
      'post /backend/tech_register',
    ]) {
      expect(documented).toContain(route);
    }
    // Hidden besides the portal's tool paths: only staff routes, which refuse a caller without a session.
    const toolPaths = new Set(services.flatMap((s) => s.toolPaths));
    hiddenStaffRoutes = answered.filter((r) => r.hidden() && !toolPaths.has(r.path));
    expect(hiddenStaffRoutes.length).toBeGreaterThan(10);
  });

  it('hides no route that answers without staff credentials', async () => {
    for (const { method, path } of hiddenStaffRoutes) {
      const url = path.replace(/\{\w+\}/g, 'x');
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET' | 'POST',
        url,
        payload: method === 'get' ? undefined : {},
      });
      expect([401, 403], `${method} ${path}`).toContain(res.statusCode);
    }
  });

  it('gives every operation a unique, stable operationId; services are named by their id', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of services) expect(doc.paths[s.apiPaths[0]!]?.post?.operationId).toBe(s.id);
    expect(doc.paths['/backend/rotate_token']?.post?.operationId).toBe('postRotateToken');
  });

  it('keeps the price, the request example and the error answers of each service', () => {
    const stemmer = doc.paths['/stemmer']!.post! as Operation & { description: string };
    expect(stemmer.description).toContain('PKR 0.25 up to 5 × 100 words');
    expect(Object.keys(stemmer.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '429', '502', '503']),
    );
    expect(JSON.stringify(stemmer.requestBody)).toContain('YOUR_ACCESS_TOKEN');
  });

  it('names the shared schemas as components and refers to them; each is used, in one form', () => {
    const named = doc as unknown as { components: { schemas: Record<string, unknown> } };
    const names = Object.keys(named.components.schemas);
    for (const s of services) {
      const op = doc.paths[s.apiPaths[0]!]!.post! as Operation & { requestBody: unknown };
      const pascal = s.id.replace(/(?:^|_)(\w)/g, (_m, c: string) => c.toUpperCase());
      expect(JSON.stringify(op.requestBody)).toContain(`"#/components/schemas/${pascal}Request"`);
      expect(JSON.stringify(op.responses)).toContain(`"#/components/schemas/${pascal}Answer"`);
      expect(JSON.stringify(op.responses)).toContain('"#/components/schemas/Problem"');
    }
    expect(names).toEqual(expect.arrayContaining(['Problem', 'LoginRequest', 'MessageResponse', 'AsyncJob']));
    expect(names.filter((n) => n.endsWith('Input'))).toEqual([]);
    const text = JSON.stringify(doc);
    for (const name of names) expect(text, name).toContain(`"#/components/schemas/${name}"`);
    // What swagger showed from the inline schemas shows from the components too.
    const stemmer = doc.paths['/stemmer']!.post! as unknown as {
      responses: Record<string, { description: string; content: Record<string, { example?: unknown }> }>;
    };
    expect(stemmer.responses['200']?.description).toBe('Done: the result, the job id and the charge.');
    expect(stemmer.responses['200']?.content['application/json']?.example).toMatchObject({ cost: 0.25 });
  });

  it('documents the rate-limit headers of every service call, and Retry-After where it is sent', () => {
    type Answer = { headers?: Record<string, { $ref: string }> };
    for (const s of services) {
      const responses = doc.paths[s.apiPaths[0]!]!.post!.responses as Record<string, Answer>;
      expect(Object.keys(responses['200']?.headers ?? {})).toEqual([
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
      ]);
      expect(responses['429']?.headers?.['Retry-After']?.$ref).toBe('#/components/headers/RetryAfter');
      expect(responses['503']?.headers?.['Retry-After']).toBeDefined();
    }
    expect(JSON.stringify(doc.paths['/backend/me'])).not.toContain('RateLimit-');
  });

  it('serves the interactive reference and its assets', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    const js = await t.app.inject({ method: 'GET', url: '/docs/assets/swagger-ui-bundle.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body.length).toBeGreaterThan(100_000);
    expect((await t.app.inject({ method: 'GET', url: '/docs/assets/..%2Fpackage.json' })).statusCode).toBe(
      404,
    );
  });
});
