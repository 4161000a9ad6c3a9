import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountTestApp,
  cookieFrom,
  countRows,
  createAccountTestApp,
} from '../../test/support/account-app';
import { testDbKinds } from '../../test/support/database';
import { createUser, type TestUser } from '../../test/support/users';
import { verifyPassword } from '../auth';

const passwordRule =
  'Please enter a password with at least 8 characters including at least one number, one letter, and one special character (!@#$%^&*)';

describe.each(testDbKinds)('password flows on %s', (kind) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(kind);
  });
  afterAll(() => t.close());

  const origin = () => new URL(t.ctx.config.publicUrl).origin;
  const signIn = async (u: TestUser, password = u.password) => {
    const res = await t.post('/backend/tech_login', { emailId: u.user.email, password });
    expect(res.statusCode).toBe(200);
    return cookieFrom(res);
  };
  const hashOf = async (id: string) =>
    (
      await t.ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).password_hash;
  const liveSessions = async (id: string) =>
    (
      await t.ctx.db
        .selectFrom('sessions')
        .select('id_hash')
        .where('user_id', '=', id)
        .where('revoked_at', 'is', null)
        .execute()
    ).length;
  const resetLink = async (email: string) => {
    const res = await t.post('/backend/forget_password', { emailId: email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email is sent', messageCode: 'account.resetMailSent' });
    const mail = await t.mail.next(email);
    const link = new URL(mail.links[0] as string);
    expect(link.pathname).toBe('/resetPassword');
    expect(link.searchParams.get('email')).toBe(email);
    return link.searchParams.get('token') as string;
  };

  it("answers 'Email is sent' for an unknown address too, writing and mailing nothing", async () => {
    const tokens = await countRows(t, 'email_tokens');
    const res = await t.post('/backend/forget_password', { emailId: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email is sent', messageCode: 'account.resetMailSent' });
    expect(await countRows(t, 'email_tokens')).toBe(tokens);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mail.mails.some((m) => m.to.includes('ghost@example.com'))).toBe(false);
  });

  it('mails a confirmation link instead of a reset link to an account never confirmed (#23)', async () => {
    const u = await createUser(t.ctx, { status: 'unconfirmed' });
    const res = await t.post('/backend/forget_password', { emailId: u.user.email });
    expect(res.json()).toEqual({ message: 'Email is sent', messageCode: 'account.resetMailSent' });
    const mail = await t.mail.next(u.user.email);
    const link = new URL(mail.links[0] as string);
    expect(link.pathname).toBe('/caccount');
    const confirm = await t.post('/backend/confirm_user', { token: link.searchParams.get('token') });
    expect(confirm.statusCode).toBe(200);
  });

  it('resets with the mailed token once, revoking every session of the user', async () => {
    const u = await createUser(t.ctx);
    await signIn(u);
    await signIn(u);
    expect(await liveSessions(u.user.id)).toBe(2);
    const token = await resetLink(u.user.email);
    const res = await t.post('/backend/forget_password_token', {
      token,
      emailId: u.user.email,
      newPassword: 'Fresh#pass9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed',
      messageCode: 'account.passwordChanged',
    });
    expect(await verifyPassword('Fresh#pass9', await hashOf(u.user.id))).toBe(true);
    expect(await liveSessions(u.user.id)).toBe(0);
    const again = await t.post('/backend/forget_password_token', {
      token,
      emailId: u.user.email,
      newPassword: 'Other#pass9',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('token_invalid');
    expect(await verifyPassword('Fresh#pass9', await hashOf(u.user.id))).toBe(true);
  });

  it('replaces the API access token on a reset by mail: the old one stops working (docs/decisions/password-reset-replaces-the-token.md)', async () => {
    const u = await createUser(t.ctx);
    const balance = (accessToken: string) => t.post('/backend/check_balance', { accessToken }, {});
    expect((await balance(u.accessToken)).statusCode).toBe(200);
    const token = await resetLink(u.user.email);
    const res = await t.post('/backend/forget_password_token', {
      token,
      emailId: u.user.email,
      newPassword: 'Fresh#pass9',
    });
    expect(res.statusCode).toBe(200);
    expect((await balance(u.accessToken)).statusCode).toBe(401);
    const login = await t.post('/backend/tech_login', { emailId: u.user.email, password: 'Fresh#pass9' });
    const fresh = login.json().accessToken as string;
    expect(fresh).not.toBe(u.accessToken);
    expect((await balance(fresh)).statusCode).toBe(200);
  });

  it('refuses an expired token (after one hour), a token for another email, and a weak password', async () => {
    const u = await createUser(t.ctx);
    const before = await hashOf(u.user.id);
    const token = await resetLink(u.user.email);
    const weak = await t.post('/backend/forget_password_token', {
      token,
      emailId: u.user.email,
      newPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'invalid_request', message: passwordRule });
    const wrongEmail = await t.post('/backend/forget_password_token', {
      token,
      emailId: 'someone@example.com',
      newPassword: 'Fresh#pass9',
    });
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongEmail.json().code).toBe('token_invalid');
    t.clock.now += 60 * 60 * 1000 + 1;
    try {
      const expired = await t.post('/backend/forget_password_token', {
        token,
        emailId: u.user.email,
        newPassword: 'Fresh#pass9',
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({
        code: 'token_expired',
        message: 'This password reset link has expired. Please ask for a new one.',
      });
    } finally {
      t.clock.now -= 60 * 60 * 1000 + 1;
    }
    expect(await hashOf(u.user.id)).toBe(before);
  });

  it('refuses a reset with missing fields', async () => {
    const res = await t.post('/backend/forget_password_token', {
      emailId: 'a@example.com',
      newPassword: 'Fresh#pass9',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Token is required.');
  });

  it('changes the password for the signed-in user, keeping this session and revoking the others', async () => {
    const u = await createUser(t.ctx);
    const other = await signIn(u);
    const cookie = await signIn(u);
    const res = await t.post(
      '/backend/reset_password',
      {
        emailId: u.user.email,
        password: u.password,
        newPassword: 'Changed#99',
        confirmPassword: 'Changed#99',
      },
      { cookie, origin: origin() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been changed',
      messageCode: 'account.passwordChanged',
    });
    expect(await verifyPassword('Changed#99', await hashOf(u.user.id))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/backend/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/backend/me', headers: { cookie: other } })).statusCode,
    ).toBe(401);
  });

  it.each([
    [
      'a wrong current password',
      (_u: TestUser) => ({ password: 'Wrong#pass1' }),
      400,
      'current_password_wrong',
    ],
    ["another user's email", () => ({ emailId: 'someone@example.com' }), 403, 'not_owner'],
    [
      'a weak new password',
      () => ({ newPassword: 'weakweak', confirmPassword: 'weakweak' }),
      400,
      'invalid_request',
    ],
    ['a mismatched confirmation', () => ({ confirmPassword: 'Changed#98' }), 400, 'invalid_request'],
  ])('refuses a change with %s and changes nothing', async (_name, override, status, code) => {
    const u = await createUser(t.ctx);
    const cookie = await signIn(u);
    const before = await hashOf(u.user.id);
    const res = await t.post(
      '/backend/reset_password',
      {
        emailId: u.user.email,
        password: u.password,
        newPassword: 'Changed#99',
        confirmPassword: 'Changed#99',
        ...override(u),
      },
      { cookie, origin: origin() },
    );
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(await hashOf(u.user.id)).toBe(before);
  });

  it('needs a browser session from this site: not a token, not nobody, not another origin', async () => {
    const u = await createUser(t.ctx);
    const body = { emailId: u.user.email, password: u.password, newPassword: 'Changed#99' };
    const before = await hashOf(u.user.id);
    const byToken = await t.post('/backend/reset_password', { ...body, accessToken: u.accessToken });
    expect(byToken.statusCode).toBe(401);
    const nobody = await t.post('/backend/reset_password', body);
    expect(nobody.statusCode).toBe(401);
    const cookie = await signIn(u);
    const forged = await t.post('/backend/reset_password', body, { cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('cross_origin');
    expect(await hashOf(u.user.id)).toBe(before);
  });
});

describe.each(testDbKinds)('mail-bombing guard on %s', (kind) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(kind);
  });
  afterAll(() => t.close());

  it('mails an address at most 5 reset links an hour, answering the same text regardless', async () => {
    const u = await createUser(t.ctx);
    for (let i = 0; i < 5; i++) {
      await t.post('/backend/forget_password', { emailId: u.user.email });
      await t.mail.next(u.user.email);
    }
    const tokens = await countRows(t, 'email_tokens');
    const sixth = await t.post('/backend/forget_password', { emailId: u.user.email });
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toEqual({ message: 'Email is sent', messageCode: 'account.resetMailSent' });
    expect(await countRows(t, 'email_tokens')).toBe(tokens);
    await new Promise((r) => setTimeout(r, 100));
    expect(t.mail.mails.filter((m) => m.to.includes(u.user.email))).toEqual([]);
    t.clock.now += 60 * 60 * 1000;
    try {
      await t.post('/backend/forget_password', { emailId: u.user.email });
      expect((await t.mail.next(u.user.email)).subject).toBe('Reset your Zuban password');
    } finally {
      t.clock.now -= 60 * 60 * 1000;
    }
  });

  it('caps confirmation re-sends the same way', async () => {
    const u = await createUser(t.ctx, { status: 'unconfirmed' });
    for (let i = 0; i < 5; i++) {
      await t.post('/backend/resend_confirmation', { emailId: u.user.email });
      await t.mail.next(u.user.email);
    }
    const tokens = await countRows(t, 'email_tokens');
    expect((await t.post('/backend/resend_confirmation', { emailId: u.user.email })).statusCode).toBe(200);
    expect(await countRows(t, 'email_tokens')).toBe(tokens);
  });
});
