import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestApp, countRows, createAccountTestApp } from '../../test/support/account-app';
import { testDbKinds } from '../../test/support/database';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

describe.each(testDbKinds)('POST /backend/send_mail (feedback) on %s', (kind) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(kind, { PROVIDER_MAILBOX: 'info@zuban.test' });
  });
  afterAll(() => t.close());

  it("stores the feedback and mails it to the provider's mailbox with the sender as Reply-To", async () => {
    const res = await t.post('/backend/send_mail', {
      firstName: 'Usman',
      emailId: 'usman@example.com',
      message: 'آپ کی سروس بہت اچھی ہے',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your feedback has been submitted. Thank You.',
      messageCode: 'account.feedbackSent',
    });
    const rows = await t.ctx.db
      .selectFrom('feedback')
      .selectAll()
      .where('email', '=', 'usman@example.com')
      .execute();
    expect(rows).toMatchObject([{ first_name: 'Usman', message: 'آپ کی سروس بہت اچھی ہے', user_id: null }]);
    const mail = await t.mail.next('info@zuban.test');
    expect(mail.replyTo).toBe('usman@example.com');
    expect(mail.text).toContain('آپ کی سروس بہت اچھی ہے');
  });

  it('links feedback to the signed-in user', async () => {
    const u = await createUser(t.ctx);
    const res = await t.post(
      '/backend/send_mail',
      { firstName: 'Test', emailId: u.user.email, message: 'Hello' },
      browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id)),
    );
    expect(res.statusCode).toBe(200);
    const row = await t.ctx.db
      .selectFrom('feedback')
      .selectAll()
      .where('email', '=', u.user.email)
      .executeTakeFirst();
    expect(row?.user_id).toBe(u.user.id);
    await t.mail.next('info@zuban.test');
  });

  it.each([
    [{ firstName: 'A', emailId: 'bad', message: 'x' }, 'Please enter a valid email address.'],
    [{ firstName: 'A', emailId: 'a@example.com', message: '  ' }, 'Message is required.'],
    [{ emailId: 'a@example.com', message: 'x' }, 'First name is required.'],
  ])('refuses %o with 400 and stores nothing', async (body, message) => {
    const before = await countRows(t, 'feedback');
    const res = await t.post('/backend/send_mail', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countRows(t, 'feedback')).toBe(before);
  });
});

describe.each(testDbKinds)('feedback when mail cannot be sent on %s', (kind) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(kind, { SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it("answers 502 with the spec's failure text and keeps nothing", async () => {
    const res = await t.post('/backend/send_mail', {
      firstName: 'A',
      emailId: 'a@example.com',
      message: 'hi',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'mail_failed', message: "Email didn't send. Try again." });
    expect(await countRows(t, 'feedback')).toBe(0);
  });
});

describe.each(testDbKinds)('feedback limit per address on %s', (kind) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(kind, { PROVIDER_MAILBOX: 'info@zuban.test', FEEDBACK_PER_HOUR: '2' });
  });
  afterAll(() => t.close());

  const send = (ip: string) =>
    t.post(
      '/backend/send_mail',
      { firstName: 'Sana', emailId: 'sana@example.com', message: 'سلام' },
      { 'x-forwarded-for': ip },
    );

  it('answers 429 past the hourly limit, stores and mails nothing, and counts each address apart', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await send('203.0.113.7')).statusCode).toBe(200);
      await t.mail.next('info@zuban.test');
    }
    const before = await countRows(t, 'feedback');
    const refused = await send('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(refused.json()).toMatchObject({
      code: 'feedback_limit',
      message: 'You have sent several messages in the last hour. Please try again later.',
    });
    expect(await countRows(t, 'feedback')).toBe(before);
    expect((await send('198.51.100.9')).statusCode).toBe(200);
    await t.mail.next('info@zuban.test');
    t.clock.now += 60 * 60 * 1000 + 1;
    expect((await send('203.0.113.7')).statusCode).toBe(200);
    await t.mail.next('info@zuban.test');
  });

  it('believes X-Forwarded-For only from a loopback proxy: a remote client cannot pick its address', async () => {
    const fromRemote = (forwarded: string) =>
      t.app.inject({
        method: 'POST',
        url: '/backend/send_mail',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': forwarded },
        payload: { firstName: 'Sana', emailId: 'sana@example.com', message: 'سلام' },
      });
    for (const forged of ['10.0.0.1', '10.0.0.2']) {
      expect((await fromRemote(forged)).statusCode).toBe(200);
      await t.mail.next('info@zuban.test');
    }
    expect((await fromRemote('10.0.0.3')).statusCode).toBe(429);
  });
});
