import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestApp, createAccountTestApp } from '../../test/support/account-app';
import { testDbKinds } from '../../test/support/database';
import { registrationBody } from '../../test/support/registration';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

const registration = (emailId: string) => registrationBody({ emailId });

/** The catcher hands the Subject header over as sent: Urdu travels as RFC 2047 encoded words. */
const decoded = (subject: string) =>
  subject.replace(/=\?utf-8\?b\?([^?]*)\?=\s*/gi, (_, b64: string) =>
    Buffer.from(b64, 'base64').toString('utf8'),
  );

const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2)}@example.com`;

describe.each(testDbKinds)('interface language in the profile and the mails on %s', (kind) => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await createAccountTestApp(kind);
  });
  afterAll(() => t.close());

  const languageOf = async (email: string) =>
    (
      await t.ctx.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language;

  it('registers in the lang cookie language and mails the confirmation in Urdu', async () => {
    const email = unique('cookie');
    const res = await t.post('/backend/tech_register', registration(email), {
      cookie: 'lang=ur',
      'accept-language': 'en-US',
    });
    expect(res.statusCode).toBe(201);
    expect(await languageOf(email)).toBe('ur');
    const mail = await t.mail.next(email);
    expect(decoded(mail.subject)).toBe('اپنے زبان اکاؤنٹ کی تصدیق کریں');
  });

  it('follows Accept-Language without a cookie, and English otherwise', async () => {
    const urdu = unique('header');
    await t.post('/backend/tech_register', registration(urdu), { 'accept-language': 'ur-PK,en;q=0.5' });
    expect(await languageOf(urdu)).toBe('ur');
    const english = unique('plain');
    await t.post('/backend/tech_register', registration(english), { 'accept-language': 'fr,de' });
    expect(await languageOf(english)).toBe('en');
    expect((await t.mail.next(english)).subject).toBe('Confirm your Zuban account');
  });

  it('saves the switch in the profile, answers it in /backend/me, and sends the reset mail in it', async () => {
    const u = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const saved = await t.post('/backend/update_user', { language: 'ur' }, headers);
    expect(saved.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/backend/me', headers });
    expect(me.json()).toMatchObject({ language: 'ur' });
    await t.post('/backend/forget_password', { emailId: u.user.email });
    expect(decoded((await t.mail.next(u.user.email)).subject)).toBe('اپنا زبان پاس ورڈ دوبارہ ترتیب دیں');
  });

  // #34: the web keeps the page's language at sign-in unless the account chose one.
  const chosenOf = async (email: string) =>
    (
      await t.ctx.db
        .selectFrom('users')
        .select('language_chosen_at')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language_chosen_at;

  it('tells /backend/me that an account made without a language (the CLI) never chose one', async () => {
    const u = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const me = await t.app.inject({ method: 'GET', url: '/backend/me', headers });
    expect(me.json()).toMatchObject({ language: 'en', languageChosen: false });
    await t.post('/backend/update_user', { language: 'ur' }, headers);
    const after = await t.app.inject({ method: 'GET', url: '/backend/me', headers });
    expect(after.json()).toMatchObject({ language: 'ur', languageChosen: true });
    expect(await chosenOf(u.user.email)).toBe(t.clock.now);
  });

  it('counts the page language of a registration as chosen, a guess from Accept-Language not', async () => {
    const page = unique('page');
    await t.post(
      '/backend/tech_register',
      { ...registration(page), language: 'en' },
      { 'accept-language': 'ur' },
    );
    expect(await chosenOf(page)).toBe(t.clock.now);
    const cookie = unique('cookie-chosen');
    await t.post('/backend/tech_register', registration(cookie), { cookie: 'lang=ur' });
    expect(await chosenOf(cookie)).toBe(t.clock.now);
    const guessed = unique('guessed');
    await t.post('/backend/tech_register', registration(guessed), { 'accept-language': 'ur-PK' });
    expect(await languageOf(guessed)).toBe('ur');
    expect(await chosenOf(guessed)).toBeNull();
  });

  it('refuses a language it does not offer with a 400 and changes nothing', async () => {
    const u = await createUser(t.ctx);
    const headers = browserHeaders(t.ctx, await sessionCookie(t.ctx, u.user.id));
    const res = await t.post('/backend/update_user', { language: 'fr' }, headers);
    expect(res.statusCode).toBe(400);
    expect(await languageOf(u.user.email)).toBe('en');
  });
});
