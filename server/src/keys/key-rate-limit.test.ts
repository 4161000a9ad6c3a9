import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { createUser } from '../../test/support/users';
import { deposit } from '../billing/ledger';
import { saveUserRateLimit } from '../ratelimit/user-limits-repo';
import { makeTestKey } from './test-keys';

describe.each(testDbKinds)('a named key under the rate limits (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('is counted in its own window, under the own limit staff gave its holder', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 10_000, { by: 'test' });
    await saveUserRateLimit(t.ctx.db, user.id, 'text', 2, t.ctx.now());
    const key = await makeTestKey(t.ctx, user.id);
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/stemmer',
        headers: { authorization: `Bearer ${key.secret}` },
        payload: { text: 'کتاب' },
      });
    const answers = [await call(), await call(), await call()];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
    expect(answers[0]?.headers['ratelimit-limit']).toBe('2');
  });
});
