import { coded } from '@zuban/contract/message-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { paidCallHelpers } from '../../test/support/paid-call-helpers';
import { createUser } from '../../test/support/users';
import { AppError, messageCodeFields } from './app-error';

describe('the message code of an error', () => {
  it('is the coded message’s own, with its values', () => {
    const err = new AppError(400, 'x', coded('tool.tooLong', { limit: 7 }));
    expect(err.message).toBe('Length of text in request is greater than the limit of 7 characters');
    expect(err.extra).toEqual({ messageCode: 'tool.tooLong', messageParams: { limit: 7 } });
  });

  it('is found for a catalogue text or a service failure line word for word, and never guessed', () => {
    expect(messageCodeFields('Invalid email or password.')).toEqual({
      messageCode: 'account.badCredentials',
    });
    expect(messageCodeFields('Sorry! Output is not generated. Check POS Tagging Service.')).toEqual({
      messageCode: 'tool.notGenerated',
      messageParams: { name: 'POS Tagging' },
    });
    expect(messageCodeFields('Invalid email or password')).toEqual({});
    expect(messageCodeFields('Sorry! Output is not generated. Check Nothing Service.')).toEqual({});
  });
});

describe.each(testDbKinds)('answers carry the message code beside the message (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const { post } = paidCallHelpers(() => t);

  it('a language service refusing a too-long text: the code and the limit', async () => {
    const { accessToken } = await createUser(t.ctx);
    const res = await post('/stemmer', { text: 'ا'.repeat(3001), accessToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_request',
      message: 'Length of text in request is greater than the limit of 3000 characters',
      messageCode: 'tool.tooLong',
      messageParams: { limit: 3000 },
    });
  });

  it('a balance that does not cover the price: the code and both amounts', async () => {
    const { accessToken } = await createUser(t.ctx, { balanceMilli: 0 });
    const res = await post('/stemmer', { text: 'کتابیں', accessToken });
    expect(res.statusCode).toBe(402);
    const body = res.json();
    expect(body.messageCode).toBe('limits.insufficientBalance');
    expect(body.message).toBe(coded('limits.insufficientBalance', body.messageParams).text);
  });

  it('a route schema refusal and a refused sign-in', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/backend/tech_login',
      payload: { emailId: '', password: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      message: 'Email is required.',
      messageCode: 'account.emailRequired',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/backend/tech_login',
      payload: { emailId: 'nobody@example.com', password: 'Wrong-pass1!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ messageCode: 'account.badCredentials' });
  });

  it('an API-only refusal: a bad Idempotency-Key and a synchronous callbackUrl, English unchanged', async () => {
    const { accessToken } = await createUser(t.ctx);
    const badKey = await post(
      '/stemmer',
      { text: 'کتابیں', accessToken },
      { 'idempotency-key': 'two words' },
    );
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json()).toMatchObject({
      code: 'invalid_idempotency_key',
      message: 'Idempotency-Key must be 1 to 200 visible ASCII characters.',
      messageCode: 'request.idempotencyKeyInvalid',
    });
    const sync = await post('/stemmer', {
      text: 'کتابیں',
      accessToken,
      callbackUrl: 'https://example.com/hook',
    });
    expect(sync.statusCode).toBe(400);
    expect(sync.json()).toMatchObject({
      code: 'callback_requires_async',
      message:
        'callbackUrl is for asynchronous calls: send the request with the header Prefer: respond-async.',
      messageCode: 'asyncJob.callbackNeedsAsync',
    });
  });
});
