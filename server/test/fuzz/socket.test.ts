import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { ledgerViolations, moneySnapshot } from '../support/ledger-invariants';
import { fundedUser } from '../support/money';
import { sessionCookie } from '../support/users';
import { brokenImages } from './broken-media';
import { multipartBody } from './fuzz-case';
import { fuzzSeed, Prng } from './prng';

// What app.inject cannot show: bytes on a real socket. A malformed request must still get an HTTP
// answer (no dropped connection, no 5xx), and a client that hangs up mid-upload leaves nothing.

const seed = fuzzSeed(22);

/** Writes raw bytes, then reads until the server closes or 5 s pass; returns the status (0: no answer). */
async function rawExchange(port: number, bytes: Buffer, hangUpAfterWrite = false): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      resolve(match ? Number(match[1]) : 0);
    };
    const timer = setTimeout(finish, 5_000);
    socket.on('data', (d) => {
      received += d.toString('latin1');
      if (/\r\n\r\n/.test(received) && !hangUpAfterWrite) finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
    socket.write(bytes, () => {
      if (hangUpAfterWrite) finish();
    });
  });
}

describe(`fuzz over a real socket (seed ${seed})`, () => {
  let t: TestApp;
  let port: number;
  let cookie: string;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    const user = await fundedUser(t.ctx);
    cookie = await sessionCookie(t.ctx, user.user.id);
    origin = new URL(t.ctx.config.publicUrl).origin;
  });
  afterAll(() => t?.close());

  function request(path: string, headers: Record<string, string>, body: Buffer | string): Buffer {
    const head = [`POST ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close']
      .concat(Object.entries(headers).map(([k, v]) => `${k}: ${v}`))
      .join('\r\n');
    return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), Buffer.from(body)]);
  }

  it('answers every malformed request with an HTTP status below 500', async () => {
    const rng = new Prng(seed);
    const auth = { cookie, origin };
    const cases: Record<string, Buffer> = {};
    for (let i = 0; i < 12; i++) {
      const { contentType, body } = multipartBody(rng, rng.pick(brokenImages(rng)));
      cases[`multipart #${i}`] = request(
        rng.pick(['/backend/topup_requests', '/backend/fellowship_apply']),
        { ...auth, 'Content-Type': contentType, 'Content-Length': String(body.length) },
        body,
      );
    }
    const json = (body: Buffer | string, extra: Record<string, string> = {}) =>
      request(
        '/stemmer',
        { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), ...extra },
        body,
      );
    cases['invalid UTF-8 in JSON'] = json(
      Buffer.from([0x7b, 0x22, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x22, 0x7d]),
    );
    cases['bad chunk size'] = request(
      '/stemmer',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      'zz\r\n{}\r\n0\r\n\r\n',
    );
    cases['negative length'] = request(
      '/stemmer',
      { 'Content-Type': 'application/json', 'Content-Length': '-1' },
      '{}',
    );
    cases['two lengths'] = Buffer.from(
      `POST /stemmer HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 7\r\nContent-Type: application/json\r\n\r\n{}`,
    );
    cases['header without colon'] = Buffer.from('POST /stemmer HTTP/1.1\r\nHost: x\r\nbroken header\r\n\r\n');
    cases['huge header'] = Buffer.from(
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    );
    cases['garbage request line'] = Buffer.from('GARBAGE\r\n\r\n');
    cases['JSON with a form content type'] = request(
      '/backend/tech_login',
      { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '9' },
      '%%%%=&&&&',
    );
    const problems: string[] = [];
    for (const [name, bytes] of Object.entries(cases)) {
      const status = await rawExchange(port, bytes);
      if (status === 0 || status >= 500) problems.push(`${name}: ${status === 0 ? 'no answer' : status}`);
    }
    expect(problems).toEqual([]);
  });

  it('a client that hangs up mid-upload leaves no file, no row and no money moved', async () => {
    const rng = new Prng(seed + 7);
    const before = await moneySnapshot(t.ctx.db);
    const { contentType, body } = multipartBody(
      rng,
      Buffer.concat([brokenImages(rng)[0]!, rng.bytes(200_000)]),
    );
    const partial = request(
      '/backend/topup_requests',
      { cookie, origin, 'Content-Type': contentType, 'Content-Length': String(body.length) },
      body.subarray(0, 100_000),
    );
    await rawExchange(port, partial, true);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    const rows = await t.ctx.db.selectFrom('stored_files').select('id').execute();
    expect(rows).toEqual([]);
    const uploads = join(t.ctx.config.dataDir, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    expect(await moneySnapshot(t.ctx.db)).toEqual(before);
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
  });
});
