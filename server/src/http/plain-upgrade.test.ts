import { Agent, request } from 'node:http';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { createUser } from '../../test/support/users';
import { deposit } from '../billing/ledger';

// Java's HttpClient asks every plain-HTTP request to upgrade to h2c; the server must answer it as
// HTTP/1.1 while the Socket.IO WebSocket on the same server keeps working.

interface Answer {
  status: number;
  httpVersion: string;
  body: string;
  reusedSocket: boolean;
}

let t: TestApp;
let port: number;
let accessToken: string;

beforeAll(async () => {
  t = await createTestApp('sqlite');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  const created = await createUser(t.ctx);
  accessToken = created.accessToken;
  await deposit(t.ctx, created.user.id, 10_000, { by: 'test' });
});
afterAll(async () => {
  await t.close();
});

/** One request with the given headers; rejects on an empty reply or an accepted upgrade. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
  agent?: Agent,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            httpVersion: res.httpVersion,
            body: text,
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.on('upgrade', () => reject(new Error('the server accepted the upgrade')));
    req.on('error', reject);
    req.end(body);
  });
}

const h2c = {
  Connection: 'Upgrade, HTTP2-Settings',
  Upgrade: 'h2c',
  'HTTP2-Settings': 'AAEAAEAAAAIAAAAAAAMAAABkAAQBAAAAAAUAAEAA',
};

describe('requests that ask to upgrade', () => {
  it('a POST with Upgrade: h2c is answered as HTTP/1.1, body read and charged as usual', async () => {
    const body = JSON.stringify({ text: 'پاکستان ایک خوبصورت ملک ہے', accessToken });
    const answer = await send('POST', '/langid', { ...h2c, 'Content-Type': 'application/json' }, body);
    expect(answer.httpVersion).toBe('1.1');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      result: 'Language identification is done successfully.',
      response: 1,
      cost: 0.05,
    });
  });

  it('a GET with Upgrade: h2c gets the page, not an empty reply', async () => {
    const answer = await send('GET', '/healthz', h2c);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ database: { ok: true } });
  });

  it('keeps the connection: a second request on it is answered too', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send('GET', '/healthz', h2c, '', agent);
      const second = await send('GET', '/healthz', h2c, '', agent);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.reusedSocket).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it('a WebSocket upgrade outside /socket.io/ is answered as plain HTTP', async () => {
    const answer = await send('GET', '/healthz', {
      Connection: 'Upgrade',
      Upgrade: 'websocket',
      'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
    });
    expect(answer.status).toBe(200);
  });

  it('the Socket.IO WebSocket still connects', async () => {
    const socket = connect(`http://127.0.0.1:${port}`, {
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { 'connection-id': accessToken },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      expect(socket.io.engine.transport.name).toBe('websocket');
    } finally {
      socket.disconnect();
    }
  });
});
