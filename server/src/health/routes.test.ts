import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { createUser } from '../../test/support/users';

const modelPath = '/srv/zuban/models/ggml-secret-model.bin';

describe.each(testDbKinds)('GET /healthz on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.ctx.engineProbes.set('probe-under-test', async () => ({
      name: 'probe-under-test',
      ok: false,
      detail: `no model at ${modelPath}`,
    }));
  });
  afterAll(() => t.close());

  it('reports the database, version and engines', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.ok).toBe(true);
    expect(body.database).toEqual({ ok: true, kind });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.engines).toContainEqual({ name: 'probe-under-test', ok: false });
  });

  it("shows engines' details (model paths) to signed-in staff only", async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(anonymous.body).not.toContain(modelPath);
    const user = await createUser(t.ctx);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(plain.body).not.toContain(modelPath);
    const staff = await createUser(t.ctx, { email: 'ops@staff.zuban.test' });
    const detailed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: `Bearer ${staff.accessToken}` },
    });
    expect(detailed.json().engines).toContainEqual({
      name: 'probe-under-test',
      ok: false,
      detail: `no model at ${modelPath}`,
    });
  });

  it('answers unknown API paths with problem+json 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/backend/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('not_found');
  });
});

describe('GET /healthz with the database down', () => {
  it('answers 503 without the error text', async () => {
    const t = await createTestApp('sqlite');
    await t.ctx.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ ok: false, database: { ok: false, kind: 'sqlite' } });
    expect(res.json().database).not.toHaveProperty('detail');
    expect(res.body).not.toMatch(/destroy|driver|sqlite3?_|error/i);
    await t.app.close();
  });
});
