import { parseArgs } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { balanceMilli } from '../../test/support/money';
import { createUser } from '../../test/support/users';
import { lookupUserByAccessToken } from '../auth';
import { ledgerTotal } from '../billing/ledger';
import { runCommand } from './commands';
import { UsageError } from './usage-error';

describe.each(testDbKinds)('user commands on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const run = (...words: string[]) => runCommand(t.ctx, words[0] as string, words.slice(1), parseArgs);

  it('user create --balance --confirmed prints a working token; the balance is a ledger deposit', async () => {
    const out = (await run(
      'user',
      'create',
      '--email',
      'Cli@Example.com',
      '--password',
      'Cli#pass123',
      '--first-name',
      'Cli',
      '--balance',
      '100',
      '--confirmed',
    )) as Record<string, unknown>;
    expect(out).toMatchObject({
      email: 'cli@example.com',
      firstName: 'Cli',
      role: 'user',
      status: 'active',
      balance: 100,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/backend/check_balance',
      headers: { authorization: `Bearer ${out.accessToken}` },
    });
    expect(res.json()).toBe(100);
    expect(await ledgerTotal(t.ctx, out.id as string)).toBe(100_000);
  });

  it('user create without --confirmed makes an unconfirmed user; --staff makes an admin', async () => {
    const plain = (await run(
      'user',
      'create',
      '--email',
      'u@example.com',
      '--password',
      'Cli#pass123',
      '--first-name',
      'U',
    )) as Record<string, unknown>;
    expect(plain).toMatchObject({ status: 'unconfirmed', role: 'user', balance: 0 });
    const staff = (await run(
      'user',
      'create',
      '--email',
      'ops@example.com',
      '--password',
      'Cli#pass123',
      '--first-name',
      'Ops',
      '--confirmed',
      '--staff',
    )) as Record<string, unknown>;
    expect(staff).toMatchObject({ status: 'active', role: 'admin' });
  });

  it.each([
    [['--password', 'Cli#pass123', '--first-name', 'X'], '--email is required'],
    [
      ['--email', 'bad', '--password', 'Cli#pass123', '--first-name', 'X'],
      '--email: Please enter a valid email address.',
    ],
    [
      ['--email', 'w@example.com', '--password', 'weak', '--first-name', 'X'],
      '--password: Please enter a password',
    ],
    [
      ['--email', 'w@example.com', '--password', 'Cli#pass123', '--first-name', 'X', '--balance', 'lots'],
      '--balance must be a positive number',
    ],
    [
      ['--email', 'w@example.com', '--password', 'Cli#pass123', '--first-name', 'X', '--bogus'],
      "Unknown option '--bogus'",
    ],
  ])('user create %j fails with a usage error and creates nobody', async (args, message) => {
    const before = await t.ctx.db.selectFrom('users').select('id').execute();
    const err = await run('user', 'create', ...args).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toContain(message);
    expect(await t.ctx.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
  });

  it('user create refuses an email already registered', async () => {
    const u = await createUser(t.ctx);
    await expect(
      run('user', 'create', '--email', u.user.email, '--password', 'Cli#pass123', '--first-name', 'X'),
    ).rejects.toThrow('An account with this email already exists.');
  });

  it('user topup deposits through the ledger and prints the new balance', async () => {
    const u = await createUser(t.ctx, { balanceMilli: 1000 });
    const out = await run('user', 'topup', '--email', u.user.email, '--amount', '25.505');
    expect(out).toMatchObject({ email: u.user.email, deposited: 25.505, balance: 26.505 });
    expect(await balanceMilli(t.ctx, u.user.id)).toBe(26_505);
    expect(await ledgerTotal(t.ctx, u.user.id)).toBe(26_505);
  });

  it.each([
    [['--email', 'nobody@example.com', '--amount', '5'], 'No user with email nobody@example.com'],
    [['--amount', '5'], '--email is required'],
    [['--email', 'x@example.com', '--amount', '0'], '--amount must be a positive number'],
    [['--email', 'x@example.com', '--amount=-3'], '--amount must be a positive number'],
  ])('user topup %j fails with a usage error', async (args, message) => {
    await createUser(t.ctx, { email: 'x@example.com' }).catch(() => undefined);
    const before = await t.ctx.db
      .selectFrom('users')
      .select('balance_milli')
      .where('email', '=', 'x@example.com')
      .executeTakeFirst();
    const err = await run('user', 'topup', ...args).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UsageError);
    expect((err as Error).message).toContain(message);
    const after = await t.ctx.db
      .selectFrom('users')
      .select('balance_milli')
      .where('email', '=', 'x@example.com')
      .executeTakeFirst();
    expect(after).toEqual(before);
  });

  it('user token prints the current access token', async () => {
    const u = await createUser(t.ctx);
    const out = (await run('user', 'token', '--email', u.user.email)) as { accessToken: string };
    expect(out).toEqual({ email: u.user.email, accessToken: u.accessToken });
    expect((await lookupUserByAccessToken(t.ctx, out.accessToken))?.id).toBe(u.user.id);
    await expect(run('user', 'token', '--email', 'none@example.com')).rejects.toThrow(UsageError);
  });
});
