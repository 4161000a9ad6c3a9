import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findService } from '@zuban/contract/services/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asyncPythonSample,
  nodeWebhookReceiver,
  pythonWebhookReceiver,
} from '../../../web/src/api-docs/async-samples';
import { createTestApp, type TestApp } from '../../test/support/app';
import { freePort } from '../../test/support/free-port';
import { fundedUser } from '../../test/support/money';

// The API pages' asynchronous samples, run as a reader would run them: the Python call polls its
// job to the answer, and both webhook receivers (Python's hmac, Node's standardwebhooks) accept
// the portal's signed delivery and print it.
const repoRoot = join(import.meta.dirname, '../../..');
const text = 'پاکستان ایک خوبصورت ملک ہے';

let t: TestApp;
let origin: string;
let token: string;
let secret: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  t = await createTestApp('sqlite', { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', ASYNC_POLL_MS: '50' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  token = (await fundedUser(t.ctx, 10_000)).accessToken;
  const made = await t.app.inject({
    method: 'PUT',
    url: '/v1/webhooks',
    payload: {},
    headers: { authorization: `Bearer ${token}` },
  });
  secret = made.json().secret;
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await t.close();
});

function start(command: string, args: string[], cwd: string) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { output: () => out, exited };
}

async function until(check: () => boolean, what: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`${what} did not happen`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function submitTo(callbackUrl: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/stemmer',
    payload: { text, callbackUrl },
    headers: { authorization: `Bearer ${token}`, prefer: 'respond-async' },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json().id;
}

describe('asynchronous samples of the API pages', () => {
  it('the Python call is charged, queued and polled to its answer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'async-sample-'));
    const sample = asyncPythonSample(findService('stemmer')!, origin)
      .replace('YOUR_ACCESS_TOKEN', token)
      .replace(/,\s*"callbackUrl": "[^"]+"/, '');
    writeFileSync(join(dir, 'sample.py'), sample);
    const run = start('python3', ['sample.py'], dir);
    expect(await run.exited, run.output()).toBe(0);
    expect(run.output()).toMatch(/^queued: \S+ \/v1\/jobs\//m);
    expect(run.output()).toContain('"');
  }, 90_000);

  for (const receiver of ['python', 'node'] as const) {
    it(`the ${receiver} receiver verifies and prints the signed delivery`, async () => {
      const port = await freePort();
      const dir = mkdtempSync(join(repoRoot, 'node_modules', '.receiver-'));
      const source = (receiver === 'python' ? pythonWebhookReceiver : nodeWebhookReceiver)
        .replace('whsec_...', secret)
        .replace('8000', String(port));
      const file = receiver === 'python' ? 'receiver.py' : 'receiver.mjs';
      writeFileSync(join(dir, file), source);
      const run = start(receiver === 'python' ? 'python3' : process.execPath, [file], dir);
      // A delivery sent before it listens is tried again 5 s later: no need to wait for it here.
      const jobId = await submitTo(`http://127.0.0.1:${port}/hook`);
      await until(() => run.output().includes(jobId), `${receiver} printing the delivery`);
      expect(run.output()).toContain(`job.succeeded ${jobId} succeeded`);
    }, 90_000);
  }
});
