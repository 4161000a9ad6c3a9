import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { OCR_LIMITS } from '@zuban/engines/ocr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { createUser } from '../../test/support/users';

const run = promisify(execFile);
const MiB = 1024 * 1024;

// Debian's python3 with requests: it sends the whole body before it reads, as batch clients do.
const PYTHON_POST = `
import json, sys, urllib.request, urllib.error, requests
url, size, client, token = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
body = b'{"email": "a@b.pk", "password": "' + b'x' * size + b'"}'
headers = {'Content-Type': 'application/json'}
if token: headers['Authorization'] = 'Bearer ' + token
try:
    if client == 'requests':
        r = requests.post(url, data=body, headers=headers, timeout=60)
        print(json.dumps({'status': r.status_code, 'body': r.json()}))
    else:
        try:
            urllib.request.urlopen(urllib.request.Request(url, data=body, headers=headers), timeout=60)
        except urllib.error.HTTPError as e:
            print(json.dumps({'status': e.code, 'body': json.loads(e.read())}))
except Exception as e:
    print(json.dumps({'error': repr(e)}))
`;

async function pythonPost(url: string, bytes: number, client: 'requests' | 'urllib', token = '') {
  const { stdout } = await run('python3', ['-c', PYTHON_POST, url, String(bytes), client, token], {
    timeout: 90_000,
  });
  return JSON.parse(stdout) as { status?: number; body?: { code?: string }; error?: string };
}

async function listen(t: TestApp): Promise<number> {
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return Number(new URL(address).port);
}

describe('a body refused before it is read', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    base = `http://127.0.0.1:${await listen(t)}`;
  });
  afterAll(() => t.close());

  it('a 5 MB sign-in from Python requests and urllib gets its 413, not a reset', async () => {
    for (const client of ['requests', 'urllib'] as const) {
      const answer = await pythonPost(`${base}/backend/tech_login`, 5 * MiB, client);
      expect(answer, client).toMatchObject({ status: 413, body: { code: 'fst_err_ctp_body_too_large' } });
    }
  });

  it('an OCR body above its own limit (its document limit in base64) gets the 413 in Python', async () => {
    const { accessToken } = await createUser(t.ctx);
    const overLimit = Math.ceil((OCR_LIMITS.maxDocumentBytes * 4) / 3) + MiB;
    for (const client of ['requests', 'urllib'] as const) {
      const answer = await pythonPost(`${base}/ocr`, overLimit, client, accessToken);
      expect(answer, client).toMatchObject({ status: 413, body: { code: 'fst_err_ctp_body_too_large' } });
    }
  });

  it('a large anonymous /asr body gets its 401 in Python (refused before reading)', async () => {
    for (const client of ['requests', 'urllib'] as const) {
      const answer = await pythonPost(`${base}/asr`, 20 * MiB, client);
      expect(answer, client).toMatchObject({ status: 401, body: { code: 'credentials_before_large_body' } });
    }
  });
});

describe('a client that keeps sending after its answer', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      LINGERING_CLOSE_MAX_BYTES: String(4 * MiB),
      LINGERING_CLOSE_SECONDS: '1',
    });
    port = await listen(t);
  });
  afterAll(() => t.close());

  /** Declares a 1 GiB sign-in and sends `chunk` every `everyMs` until the server closes; resolves then. */
  function sendForever(chunk: Buffer, everyMs: number) {
    const started = Date.now();
    // Half-open, as a client that goes on sending after the server's FIN (Node's default closes).
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    socket.write(
      `POST /backend/tech_login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${1024 * MiB}\r\n\r\n`,
    );
    let sent = 0;
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
    });
    const timer = setInterval(() => {
      if (socket.writable) socket.write(chunk, () => undefined);
      sent += chunk.length;
    }, everyMs);
    return new Promise<{ ms: number; sent: number; answer: string }>((resolve) => {
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ ms: Date.now() - started, sent, answer });
      });
    });
  }

  it('is closed after at most LINGERING_CLOSE_SECONDS however slowly it sends', async () => {
    const { ms, answer } = await sendForever(Buffer.alloc(16, 'x'), 50);
    expect(answer).toContain('413');
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(5_000);
  });

  it('is closed once it has sent LINGERING_CLOSE_MAX_BYTES, however fast', async () => {
    const { ms, sent } = await sendForever(Buffer.alloc(256 * 1024, 'x'), 5);
    expect(ms).toBeLessThan(900);
    expect(sent).toBeGreaterThan(4 * MiB);
    expect(sent).toBeLessThan(64 * MiB);
  });
});
