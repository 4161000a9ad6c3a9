import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli, fundedUser, jobRows } from '../../test/support/money';
import { browserHeaders, sessionCookie } from '../../test/support/users';
import { buildApp } from '../app';
import { createAppContext } from '../context';
import { reachableTestRedis, uniqueRedisPrefix } from '../speech/realtime/test-redis';

const text = { text: 'کتابیں' };
const limits = { API_RATE_LIMIT_TEXT: '3', API_RATE_LIMIT_WINDOW_SECONDS: '3600' };

describe.each(testDbKinds)('per-token API rate limits on %s', (kind) => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind, limits);
    // Another server instance on the same database, with its own context (counter, leases, caches).
    second = await buildApp(
      createAppContext({
        config: t.ctx.config,
        db: t.ctx.db,
        dbKind: t.ctx.dbKind,
        walSync: t.testDb.walSync,
      }),
      { logger: false },
    );
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('answers RateLimit headers on each paid call and 429 with Retry-After past the limit, uncharged', async () => {
    const { user, accessToken } = await fundedUser(t.ctx);
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/stemmer',
        headers: bearer(accessToken),
        payload: text,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('3');
      const reset = Number(res.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(3600);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);
    const balance = await balanceMilli(t.ctx, user.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      headers: bearer(accessToken),
      payload: text,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', result: 'Failed', limit: 3 });
    expect(Number(refused.headers['retry-after'])).toBe(Number(refused.headers['ratelimit-reset']));
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(await balanceMilli(t.ctx, user.id)).toBe(balance);
    expect(await jobRows(t.ctx, user.id)).toHaveLength(3);
    // The body token is the same token; another text path is the same family.
    const body = await t.app.inject({ method: 'POST', url: '/langid', payload: { ...text, accessToken } });
    expect(body.statusCode).toBe(429);
  });

  it('keeps each family and each token apart', async () => {
    const { accessToken } = await fundedUser(t.ctx);
    for (let i = 0; i < 4; i += 1)
      await t.app.inject({ method: 'POST', url: '/stemmer', headers: bearer(accessToken), payload: text });
    const ocr = await t.app.inject({
      method: 'POST',
      url: '/ocr',
      headers: bearer(accessToken),
      payload: {},
    });
    expect(ocr.statusCode).toBe(400); // counted in its own family, then validated
    expect(ocr.headers['ratelimit-limit']).toBe('60');
    expect(ocr.headers['ratelimit-remaining']).toBe('59');
    const other = await fundedUser(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      headers: bearer(other.accessToken),
      payload: text,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-remaining']).toBe('2');
  });

  it('is shared by two server instances on one database', async () => {
    const { accessToken } = await fundedUser(t.ctx);
    const apps = [t.app, second, t.app, second];
    const statuses = [];
    for (const app of apps) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/stemmer', headers: bearer(accessToken), payload: text }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('does not count browser calls (cookie), which are free and have their own fair-use limit', async () => {
    const { user, accessToken } = await fundedUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.id));
    for (let i = 0; i < 4; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/backend/urdu_stemmer',
        headers,
        payload: { ...text, accessToken },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('per-token API rate limits with 0 (off)', () => {
  it('sends no RateLimit headers and never refuses', async () => {
    const t = await createTestApp('sqlite', { API_RATE_LIMIT_TEXT: '0' });
    const { accessToken } = await fundedUser(t.ctx);
    const res = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      headers: { authorization: `Bearer ${accessToken}` },
      payload: text,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
    await t.close();
  });
});

const redisUrl = await reachableTestRedis('Per-token rate limits on Redis');

describe.skipIf(!redisUrl)('per-token API rate limits with REDIS_URL', () => {
  it('counts in Redis under the deployment prefix, not in the database', async () => {
    const prefix = uniqueRedisPrefix('api-limits');
    const t = await createTestApp('sqlite', { ...limits, REDIS_URL: redisUrl!, QUEUE_PREFIX: prefix });
    const redis = new Redis(redisUrl!);
    try {
      const { accessToken } = await fundedUser(t.ctx);
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/stemmer',
          headers: { authorization: `Bearer ${accessToken}` },
          payload: text,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(await redis.keys(`${prefix}:ratelimit:api:text:*`)).toHaveLength(1);
      expect(await t.ctx.db.selectFrom('rate_limits').selectAll().execute()).toEqual([]);
    } finally {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      await t.close();
    }
  });
});
