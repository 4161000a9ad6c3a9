import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { createUser } from '../../test/support/users';
import { buildApp } from '../app';
import { deposit } from '../billing/ledger';
import { createAppContext } from '../context';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let t: TestApp;
  let logged: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    logged = await buildApp(
      createAppContext({
        config: { ...t.ctx.config, logLevel: 'info' },
        db: t.ctx.db,
        dbKind: t.ctx.dbKind,
        walSync: t.testDb.walSync,
      }),
      { logStream: { write: (line) => lines.push(line) } },
    );
    await logged.ready();
  });
  afterAll(async () => {
    await logged.close();
    await t.close();
  });

  it('is on every answer: success, 404, 400 and 413 alike, a new one each time', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/healthz' }),
      t.app.inject({ method: 'GET', url: '/backend/nothing' }),
      t.app.inject({ method: 'POST', url: '/stemmer', payload: {} }),
      t.app.inject({
        method: 'POST',
        url: '/backend/tech_login',
        payload: { x: 'a'.repeat(2 * 1024 * 1024) },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401, 413]);
    const ids = answers.map((a) => String(a.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps a proxy's sane id and replaces one that could forge a log line", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-7f3a.42:1' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
    for (const bad of ['a b', 'x'.repeat(129), 'id"}{"level":60', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(uuid);
    }
  });

  it('is the reqId of the log lines of that request', async () => {
    const res = await logged.inject({ method: 'GET', url: '/healthz' });
    const id = res.headers['x-request-id'];
    const mine = lines
      .map((l) => JSON.parse(l) as { reqId?: string; msg?: string })
      .filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is stored on the job row of a paid call', async () => {
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 10_000, { by: 'test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      headers: { authorization: `Bearer ${accessToken}`, 'x-request-id': 'trace-0042' },
      payload: { text: 'کتابیں' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('trace-0042');
    const job = await t.ctx.db
      .selectFrom('jobs')
      .select(['id', 'request_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(job).toEqual({ id: res.json().jobId, request_id: 'trace-0042' });
  });
});
