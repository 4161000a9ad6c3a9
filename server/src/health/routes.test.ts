import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { testDbKinds } from '../testing/database';

describe.each(testDbKinds)('GET /healthz on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('reports the database, version and engines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.database).toEqual({ ok: true, kind });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Array.isArray(body.engines)).toBe(true);
  });

  it('answers unknown API paths with problem+json 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/backend/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('not_found');
  });
});
