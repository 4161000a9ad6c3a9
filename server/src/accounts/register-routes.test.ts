import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestApp, countRows, createAccountTestApp } from '../../test/support/account-app';
import { testDbKinds } from '../../test/support/database';
import { registrationBody as registration } from '../../test/support/registration';
import { createUser } from '../../test/support/users';
import { hashEmailToken } from './email-tokens';

const passwordRule =
  'Please enter a password with at least 8 characters including at least one number, one letter, and one special character (!@#$%^&*)';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

describe.each(testDbKinds)('registration and confirmation on %s', (kind) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(kind, { PUBLIC_URL: 'https://zuban.example' });
  });
  afterAll(() => t.close());

  it('registers an unconfirmed user and mails a /caccount link with a hashed single-use token', async () => {
    const body = registration({ emailId: '  Sana.Q@Example.com ' });
    const res = await t.post('/backend/tech_register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Registration successful! Check your email to activate your account.',
      messageCode: 'account.registered',
    });
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'sana.q@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      status: 'unconfirmed',
      role: 'user',
      first_name: 'Sana',
      country: 'Pakistan',
      organization: 'PU',
      balance_milli: 0,
    });
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain('Secret#123');
    const mail = await t.mail.next('sana.q@example.com');
    expect(mail.subject).toBe('Confirm your Zuban account');
    const link = mail.links.find((l) => l.includes('/caccount?token='));
    expect(link).toMatch(/^https:\/\/zuban\.example\/caccount\?token=[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link as string);
    const stored = await t.ctx.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(hashEmailToken(t.ctx, token));
    expect(stored[0]?.expires_at).toBe(t.clock.now + 48 * 3600 * 1000);
  });

  it.each([
    ['first name missing', { firstName: undefined }, 'First name is required.'],
    ['last name blank', { lastName: '  ' }, 'Last name is required.'],
    ['email malformed', { emailId: 'not-an-email' }, 'Please enter a valid email address.'],
    [
      'password without a special character',
      { password: 'Secret123', confirmPassword: 'Secret123' },
      passwordRule,
    ],
    ['password too short', { password: 'S#1a', confirmPassword: 'S#1a' }, passwordRule],
    ['confirmation differs', { confirmPassword: 'Secret#124' }, 'Password and confirm password do not match'],
    ['country unknown', { country: 'Atlantis' }, 'Please choose a country from the list.'],
    ['contact missing', { contact: undefined }, 'Contact number is required.'],
    [
      'contact not a number',
      { contact: 'call me' },
      'Please enter a valid contact number (digits, optionally starting with +).',
    ],
    ['address missing', { address: '' }, 'Address is required.'],
  ])('refuses %s with 400 and writes nothing', async (_name, overrides, message) => {
    const before = [await countRows(t, 'users'), await countRows(t, 'email_tokens')];
    const res = await t.post('/backend/tech_register', registration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request', message });
    expect([await countRows(t, 'users'), await countRows(t, 'email_tokens')]).toEqual(before);
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const { user } = await createUser(t.ctx, { email: 'taken@example.com' });
    const before = await countRows(t, 'users');
    const res = await t.post('/backend/tech_register', registration({ emailId: 'TAKEN@example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'email_taken',
      message: 'An account with this email already exists.',
    });
    expect(await countRows(t, 'users')).toBe(before);
    const unchanged = await t.ctx.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(unchanged?.first_name).toBe('Test');
  });

  it('confirms once through the mailed token; a second use says the account is already confirmed', async () => {
    const body = registration();
    await t.post('/backend/tech_register', body);
    const token = tokenOf((await t.mail.next(body.emailId)).links[0] as string);
    const ok = await t.post('/backend/confirm_user', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Your account has been confirmed.',
      messageCode: 'account.confirmed',
    });
    const user = await t.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.emailId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ status: 'active', role: 'user', confirmed_at: t.clock.now });
    // #23: the link opened again tells a confirmed user so (and the page offers sign-in).
    const again = await t.post('/backend/confirm_user', { token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'Your account is already confirmed. Please sign in.',
      messageCode: 'account.alreadyConfirmed',
    });
    expect(
      (await t.ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow())
        .confirmed_at,
    ).toBe(t.clock.now);
  });

  it('gives the admin role to confirmed staff-domain users only', async () => {
    const body = registration({ emailId: 'head@staff.zuban.test' });
    await t.post('/backend/tech_register', body);
    const before = await t.ctx.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', body.emailId)
      .executeTakeFirst();
    expect(before?.role).toBe('user');
    await t.post('/backend/confirm_user', {
      token: tokenOf((await t.mail.next(body.emailId)).links[0] as string),
    });
    const after = await t.ctx.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', body.emailId)
      .executeTakeFirst();
    expect(after?.role).toBe('admin');
    const lookalike = registration({ emailId: 'x@notstaff.zuban.test' });
    await t.post('/backend/tech_register', lookalike);
    await t.post('/backend/confirm_user', {
      token: tokenOf((await t.mail.next(lookalike.emailId)).links[0] as string),
    });
    const other = await t.ctx.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', lookalike.emailId)
      .executeTakeFirst();
    expect(other?.role).toBe('user');
  });

  it('refuses an expired confirmation token (after 48 hours) and leaves the user unconfirmed', async () => {
    const body = registration();
    await t.post('/backend/tech_register', body);
    const token = tokenOf((await t.mail.next(body.emailId)).links[0] as string);
    t.clock.now += 48 * 3600 * 1000 + 1;
    try {
      const res = await t.post('/backend/confirm_user', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('token_expired');
    } finally {
      t.clock.now -= 48 * 3600 * 1000 + 1;
    }
    const user = await t.ctx.db
      .selectFrom('users')
      .select('status')
      .where('email', '=', body.emailId)
      .executeTakeFirst();
    expect(user?.status).toBe('unconfirmed');
  });

  it('refuses unknown and missing tokens', async () => {
    const unknown = await t.post('/backend/confirm_user', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'token_invalid', message: 'User account not verified.' });
    const missing = await t.post('/backend/confirm_user', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'invalid_request', message: 'Token is required.' });
  });

  it('resends a fresh link that replaces the old one; unknown addresses get the same answer and no mail', async () => {
    const body = registration();
    await t.post('/backend/tech_register', body);
    const first = tokenOf((await t.mail.next(body.emailId)).links[0] as string);
    const res = await t.post('/backend/resend_confirmation', { emailId: body.emailId });
    expect(res.statusCode).toBe(200);
    const message = res.json().message;
    const second = tokenOf((await t.mail.next(body.emailId)).links[0] as string);
    expect(second).not.toBe(first);
    expect((await t.post('/backend/confirm_user', { token: first })).statusCode).toBe(400);
    expect((await t.post('/backend/confirm_user', { token: second })).statusCode).toBe(200);

    const tokens = await countRows(t, 'email_tokens');
    const nobody = await t.post('/backend/resend_confirmation', { emailId: 'nobody@example.com' });
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json().message).toBe(message);
    const confirmed = await t.post('/backend/resend_confirmation', { emailId: body.emailId });
    expect(confirmed.json().message).toBe(message);
    expect(await countRows(t, 'email_tokens')).toBe(tokens);
    await new Promise((r) => setTimeout(r, 100));
    expect(
      t.mail.mails.filter((m) => m.to.includes('nobody@example.com') || m.to.includes(body.emailId)),
    ).toEqual([]);
  });
});

describe.each(testDbKinds)('registration when mail cannot be sent on %s', (kind) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(kind, { SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('answers 502 and keeps no half-registered user', async () => {
    const res = await t.post('/backend/tech_register', registration());
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('mail_failed');
    expect(await countRows(t, 'users')).toBe(0);
    expect(await countRows(t, 'email_tokens')).toBe(0);
  });
});
