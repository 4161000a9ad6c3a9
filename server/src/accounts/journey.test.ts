import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom } from '../../test/support/account-app';
import { createTestDb, type TestDb, testDbKinds } from '../../test/support/database';
import { type MailCatcher, startMailCatcher } from '../../test/support/mail-catcher';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { createAppContext } from '../context';

// The whole life cycle over HTTP, following the links in the mails that a real SMTP server
// received, with every log line captured to prove no password, token or session id is logged.

describe.each(testDbKinds)('account journey on %s', (kind) => {
  let app: FastifyInstance;
  let testDb: TestDb;
  let mail: MailCatcher;
  const logLines: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    mail = await startMailCatcher();
    testDb = await createTestDb(kind);
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'zuban-journey-')),
      LOG_LEVEL: 'trace',
      SMTP_URL: mail.url,
      PUBLIC_URL: 'http://portal.test',
      STAFF_EMAIL_DOMAIN: 'staff.zuban.test',
    });
    const ctx = createAppContext({ config, db: testDb.db, dbKind: testDb.kind });
    app = await buildApp(ctx, { logStream: { write: (line) => logLines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
    await mail.close();
  });

  const browser = (cookie?: string) => ({ origin: 'http://portal.test', ...(cookie ? { cookie } : {}) });
  const post = (url: string, payload: object, headers: Record<string, string> = browser()) =>
    app.inject({ method: 'POST', url, payload, headers });
  const tokenIn = (link: string) => new URL(link).searchParams.get('token') as string;

  it('registers, confirms by mail, signs in, edits, rotates, resets and signs out', async () => {
    const email = 'journey@example.com';
    const password = 'First#pass1';
    const newPassword = 'Second#pass2';
    secrets.push(password, newPassword);

    const registered = await post('/backend/tech_register', {
      firstName: 'Nadia',
      lastName: 'Malik',
      emailId: email,
      password,
      confirmPassword: password,
      address: '3 Jail Road, Lahore',
      country: 'Pakistan',
      contact: '+92 42 1234567',
    });
    expect(registered.statusCode).toBe(201);

    const confirmLink = (await mail.next(email)).links[0] as string;
    expect(confirmLink.startsWith('http://portal.test/caccount?token=')).toBe(true);
    secrets.push(tokenIn(confirmLink));
    // The browser opens the page (logged URL must not show the token), which posts the token.
    const url = new URL(confirmLink);
    await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'text/html' },
    });
    const early = await post('/backend/tech_login', { emailId: email, password });
    expect(early.statusCode).toBe(403);
    const confirmed = await post('/backend/confirm_user', { token: tokenIn(confirmLink) });
    expect(confirmed.statusCode).toBe(200);

    const login = await post('/backend/tech_login', { emailId: email, password });
    expect(login.statusCode).toBe(200);
    const cookie = cookieFrom(login);
    const firstToken = login.json().accessToken as string;
    secrets.push(cookie.split('=')[1] as string, firstToken);
    const me = await app.inject({ method: 'GET', url: '/backend/me', headers: { cookie } });
    expect(me.json()).toEqual({
      email,
      firstName: 'Nadia',
      role: 'user',
      balance: 0,
      language: 'en',
      languageChosen: false,
    });

    const edited = await post(
      '/update_user',
      { accessToken: firstToken, firstName: 'Nadia B.' },
      browser(cookie),
    );
    expect(edited.statusCode).toBe(200);
    const details = await post(`/userdetails/${email}`, {}, browser(cookie));
    expect(details.json().firstName).toBe('Nadia B.');

    const rotated = await post('/backend/rotate_token', {}, browser(cookie));
    const secondToken = rotated.json().accessToken as string;
    secrets.push(secondToken);
    expect((await post('/backend/check_balance', { accessToken: firstToken }, {})).statusCode).toBe(401);
    expect((await post('/backend/check_balance', { accessToken: secondToken }, {})).json()).toBe(0);
    const page = await app.inject({ method: 'GET', url: '/backend/access_token', headers: { cookie } });
    expect(page.json().accessToken).toBe(secondToken);
    await app.inject({
      method: 'GET',
      url: `/users_summary/${secondToken}`,
      headers: { accept: 'text/html' },
    });

    const forgot = await post('/backend/forget_password', { emailId: email });
    expect(forgot.json().message).toBe('Email is sent');
    const resetLink = (await mail.next(email)).links[0] as string;
    secrets.push(tokenIn(resetLink));
    const reset = await post('/backend/forget_password_token', {
      token: tokenIn(resetLink),
      emailId: new URL(resetLink).searchParams.get('email'),
      newPassword,
    });
    expect(reset.json().message).toBe('Your password has been changed');
    expect((await app.inject({ method: 'GET', url: '/backend/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    expect((await post('/backend/tech_login', { emailId: email, password })).statusCode).toBe(401);

    const again = await post('/backend/tech_login', { emailId: email, password: newPassword });
    expect(again.statusCode).toBe(200);
    const cookie2 = cookieFrom(again);
    secrets.push(cookie2.split('=')[1] as string);
    const out = await post('/backend/logout', {}, browser(cookie2));
    expect(out.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/backend/me', headers: { cookie: cookie2 } })).statusCode,
    ).toBe(401);
  });

  it('logged the journey without any password, token or session id', () => {
    const log = logLines.join('');
    expect(log).toContain('signed in');
    expect(log).toContain('/caccount?token=[redacted]');
    expect(secrets.length).toBe(8);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
