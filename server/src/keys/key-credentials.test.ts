import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli, jobRows } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { buildApp } from '../app';
import { deposit } from '../billing/ledger';
import { createAppContext } from '../context';
import { openDatabase } from '../db/database';
import { makeTestKey } from './test-keys';

const stem = (secret: string, i = 0) => ({
  method: 'POST' as const,
  url: '/stemmer',
  headers: { authorization: `Bearer ${secret}` },
  payload: { text: `کتابیں ${i}` },
});

describe.each(testDbKinds)('a named key as credentials (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());

  it('pays a call from the account balance; the job records the key; the list shows spend and last use', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 10_000, { by: 'test' });
    const key = await makeTestKey(t.ctx, user.id);
    const res = await t.app.inject(stem(key.secret));
    expect(res.statusCode).toBe(200);
    expect(res.json().cost).toBe(0.25);
    const [job] = await jobRows(t.ctx, user.id);
    expect(job?.api_key_id).toBe(key.id);
    // The account token keeps working, and its jobs carry no key.
    const byToken = await t.app.inject({
      ...stem(accessToken),
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(byToken.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/keys',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(list.json().keys[0]).toMatchObject({ id: key.id, spentThisMonth: 0.25 });
    expect(list.json().keys[0].lastUsedAt).toBeTypeOf('number');
    // A bearer-authenticated /v1 route other than the paid ones takes the key too.
    const asyncJob = await t.app.inject({
      ...stem(key.secret, 1),
      headers: { authorization: `Bearer ${key.secret}`, prefer: 'respond-async' },
    });
    expect(asyncJob.statusCode).toBe(202);
    const polled = await t.app.inject({
      method: 'GET',
      url: asyncJob.headers.location as string,
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(polled.statusCode).toBe(200);
  });

  it('a revoked key (401 api_key_revoked), an expired one (401 api_key_expired) and a service not allowed (403) charge nothing', async () => {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 10_000, { by: 'test' });
    const revoked = await makeTestKey(t.ctx, user.id);
    await t.ctx.db
      .updateTable('api_keys')
      .set({ revoked_at: t.ctx.now() })
      .where('id', '=', revoked.id)
      .execute();
    const expired = await makeTestKey(t.ctx, user.id, { expiresAt: t.ctx.now() + 60_000 });
    await t.ctx.db
      .updateTable('api_keys')
      .set({ expires_at: t.ctx.now() - 1 })
      .where('id', '=', expired.id)
      .execute();
    const ttsOnly = await makeTestKey(t.ctx, user.id, { allowedServices: ['tts'] });

    const answers = await Promise.all([revoked, expired, ttsOnly].map((k) => t.app.inject(stem(k.secret))));
    expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual([
      [401, 'api_key_revoked'],
      [401, 'api_key_expired'],
      [403, 'api_key_service_not_allowed'],
    ]);
    // Each names its message by code, so the web shows it in Urdu (contract/src/api-key-messages.ts).
    expect(answers.map((r) => r.json().messageCode)).toEqual([
      'apiKey.revoked',
      'apiKey.expired',
      'apiKey.serviceNotAllowed',
    ]);
    expect(answers[2]?.json().messageParams).toEqual({ service: 'stemmer' });
    const unknown = await t.app.inject(stem(`zk_${'x'.repeat(43)}`));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('unauthorized');
    expect(await balanceMilli(t.ctx, user.id)).toBe(10_000);
    expect(await jobRows(t.ctx, user.id)).toHaveLength(0);
  });

  it('a revoke made through another instance (its own connection) stops the key here at once', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await createUser(t.ctx);
    await deposit(t.ctx, user.id, 10_000, { by: 'test' });
    const key = await makeTestKey(t.ctx, user.id);
    expect((await t.app.inject(stem(key.secret))).statusCode).toBe(200);

    const otherDb = openDatabase({ url: t.testDb.url, sqliteFile: t.testDb.sqliteFile });
    const other = await buildApp(
      createAppContext({ config: t.ctx.config, db: otherDb.db, dbKind: otherDb.kind }),
      {
        logger: false,
      },
    );
    try {
      const revoke = await other.inject({
        method: 'DELETE',
        url: `/v1/keys/${key.id}`,
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(revoke.statusCode).toBe(200);
    } finally {
      await other.close();
      await otherDb.db.destroy();
    }
    const after = await t.app.inject(stem(key.secret, 1));
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('api_key_revoked');
  });
});
