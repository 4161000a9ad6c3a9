import { createServer } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { installErrorHandler } from './error-handler';
import { classifyInfrastructureError } from './infrastructure-errors';

function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** A port nobody listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('classifyInfrastructureError', () => {
  it.each([
    ['refused connect', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['admin shutdown', coded('terminating connection due to administrator command', '57P01')],
    ['starting up', coded('the database system is starting up', '57P03')],
    ['connection exception', coded('connection failure', '08006')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['dropped socket', new Error('Connection terminated unexpectedly')],
    ['sqlite lock', coded('database is locked', 'SQLITE_BUSY')],
    ['dual-stack connect', new AggregateError([coded('refused', 'ECONNREFUSED')], 'connect failed')],
    ['wrapped', new Error('query failed', { cause: coded('reset', 'ECONNRESET') })],
  ])('%s is 503 database_unavailable', (_, error) => {
    expect(classifyInfrastructureError(error)).toMatchObject({ status: 503, code: 'database_unavailable' });
  });

  it.each([
    ['ENOSPC', coded('no space left on device', 'ENOSPC')],
    ['SQLITE_FULL', coded('database or disk is full', 'SQLITE_FULL')],
  ])('%s is 507 storage_full', (_, error) => {
    expect(classifyInfrastructureError(error)).toMatchObject({ status: 507, code: 'storage_full' });
  });

  it('leaves programming errors alone (they stay 500)', () => {
    expect(classifyInfrastructureError(new TypeError('x is undefined'))).toBeUndefined();
    expect(classifyInfrastructureError(coded('syntax error', '42601'))).toBeUndefined();
    expect(classifyInfrastructureError('a string')).toBeUndefined();
  });
});

describe('error handler on an outage', () => {
  it('answers a real refused PostgreSQL connection 503 with Retry-After, fast, without the stack', async () => {
    const port = await closedPort();
    const { db } = openDatabase({
      url: `postgres://postgres@127.0.0.1:${port}/none`,
      sqliteFile: '',
      onPoolError: () => undefined,
    });
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    app.get('/q', async () => (await sql`select 1 as one`.execute(db)).rows);
    app.get('/bug', async () => {
      throw new TypeError('x is undefined');
    });
    const started = Date.now();
    const down = await app.inject({ method: 'GET', url: '/q' });
    expect(Date.now() - started).toBeLessThan(6_000);
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'database_unavailable' });
    expect(down.body).not.toContain('ECONNREFUSED');
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
    await db.destroy();
  });
});
