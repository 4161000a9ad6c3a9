import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { browserHeaders, createUser, sessionCookie } from '../../test/support/users';

const MiB = 1024 * 1024;

interface PartialPost {
  socket: Socket;
  /** The first answer's status line and body, once the server sends it. */
  answer: Promise<{ status: number; head: string; body: string }>;
}

/**
 * Declares a body of `declaredBytes` but sends only the headers and 64 KiB of it: an answer that
 * comes back proves the server decided without reading (or buffering) the rest.
 */
function postPartially(
  port: number,
  path: string,
  declaredBytes: number,
  headers: Record<string, string> = {},
) {
  const socket = connect(port, '127.0.0.1');
  const lines = [
    `POST ${path} HTTP/1.1`,
    'host: 127.0.0.1',
    'content-type: application/json',
    `content-length: ${declaredBytes}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  socket.write(`{"file":"${'A'.repeat(64 * 1024)}`);
  const answer = new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(text.slice(0, end));
      if (end >= 0 && length && text.length >= end + 4 + Number(length[1])) {
        resolve({
          status: Number(text.split(' ')[1]),
          head: text.slice(0, end).toLowerCase(),
          body: text.slice(end + 4, end + 4 + Number(length[1])),
        });
      }
    });
    socket.on('error', reject);
  });
  return { socket, answer } satisfies PartialPost;
}

describe('request bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { LARGE_BODY_TOKEN_SLOTS: '1' });
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(address).port);
  });
  afterAll(() => t.close());

  it('refuses a 5 MB sign-in body with 413 before reading it', async () => {
    const { socket, answer } = postPartially(port, '/backend/tech_login', 5 * MiB);
    const { status, body } = await answer;
    socket.destroy();
    expect(status).toBe(413);
    expect(JSON.parse(body).code).toBe('fst_err_ctp_body_too_large');
  });

  it('refuses a large anonymous /asr body (150 MB declared) with 401 before reading it', async () => {
    const { socket, answer } = postPartially(port, '/asr', 150 * MiB);
    const { status, head, body } = await answer;
    socket.destroy();
    expect(status).toBe(401);
    expect(head).toContain('connection: close');
    expect(JSON.parse(body)).toMatchObject({ code: 'credentials_before_large_body', result: 'Failed' });
  });

  it('refuses a large /asr body with an unknown bearer token before reading it', async () => {
    const { socket, answer } = postPartially(port, '/asr', 150 * MiB, {
      authorization: `Bearer ${'x'.repeat(43)}`,
    });
    const { status } = await answer;
    socket.destroy();
    expect(status).toBe(401);
  });

  it('reads a large /asr body whose caller the Authorization header or the cookie names', async () => {
    const { user, accessToken } = await createUser(t.ctx);
    const payload = { file: 'A'.repeat(2 * MiB), filename: 'x.wav' };
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/asr',
      headers: { authorization: `Bearer ${accessToken}` },
      payload,
    });
    expect(bearer.statusCode).toBe(400); // read and validated: not a WAV
    const cookie = browserHeaders(t.ctx, await sessionCookie(t.ctx, user.id));
    const web = await t.app.inject({ method: 'POST', url: '/backend/asr', headers: cookie, payload });
    expect(web.statusCode).toBe(400);
  });

  it('reads a body token up to 16 MB, one such body at a time (LARGE_BODY_TOKEN_SLOTS=1)', async () => {
    const { accessToken } = await createUser(t.ctx);
    const small = await t.app.inject({
      method: 'POST',
      url: '/asr',
      payload: { file: 'A'.repeat(3 * MiB), filename: 'x.wav', accessToken },
    });
    expect(small.statusCode).toBe(400); // read, authenticated from the body, then validated
    const tooLarge = postPartially(port, '/asr', 17 * MiB);
    expect((await tooLarge.answer).status).toBe(401);
    tooLarge.socket.destroy();

    // The first unverified body holds the only slot while it is being sent; a second must wait.
    const first = postPartially(port, '/asr', 5 * MiB);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = postPartially(port, '/ocr', 5 * MiB);
    const busy = await second.answer;
    second.socket.destroy();
    expect(busy.status).toBe(503);
    expect(busy.head).toContain('retry-after: 2');
    expect(JSON.parse(busy.body).code).toBe('large_body_busy');
    first.socket.destroy(); // the slot is given back when the connection goes
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await t.app.inject({
      method: 'POST',
      url: '/asr',
      payload: { file: 'A'.repeat(3 * MiB), filename: 'x.wav', accessToken },
    });
    expect(again.statusCode).toBe(400);
  });

  it('takes an OCR image of several MB (its own limit), other services keep the 1 MiB default', async () => {
    const { accessToken } = await createUser(t.ctx);
    const headers = { authorization: `Bearer ${accessToken}` };
    const payload = { image: 'A'.repeat(5 * MiB), text: 'A'.repeat(5 * MiB) };
    const ocr = await t.app.inject({ method: 'POST', url: '/ocr', headers, payload });
    expect(ocr.statusCode).toBe(400); // read: not an image
    const stemmer = await t.app.inject({ method: 'POST', url: '/stemmer', headers, payload });
    expect(stemmer.statusCode).toBe(413);
  });
});
