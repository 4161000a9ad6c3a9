import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { fundedUser } from '../../test/support/money';
import { addressRefusal } from './address-policy';
import { startWebhookDeliverer } from './deliverer';
import { RETRY_SPAN_MS } from './schedule';

const text = 'لڑکیاں کتابیں پڑھ رہی ہیں';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A receiver on loopback that answers each request with the next of `answers` (then 200). */
async function receiver(answers: Array<{ status: number; delayMs?: number; location?: string }> = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', async () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const answer = answers.shift() ?? { status: 200 };
      if (answer.delayMs) await sleep(answer.delayMs);
      res.writeHead(answer.status, answer.location ? { location: answer.location } : {});
      res.end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { received, port, close: () => new Promise((r) => server.close(r)) };
}

describe('signed webhooks', () => {
  let t: TestApp;
  let stopReceiver: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await stopReceiver?.();
    await t.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function setUp(env: Record<string, string> = {}) {
    t = await createTestApp('sqlite', {
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      ASYNC_POLL_MS: '50',
      ...env,
    });
    const user = await fundedUser(t.ctx, 10_000);
    const made = await t.app.inject({
      method: 'PUT',
      url: '/v1/webhooks',
      payload: {},
      headers: bearer(user.accessToken),
    });
    expect(made.statusCode).toBe(200);
    const { secret } = made.json();
    expect(secret).toMatch(/^whsec_/);
    return { ...user, secret: secret as string };
  }

  async function submit(token: string, callbackUrl: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/stemmer',
      payload: { text, callbackUrl },
      headers: { ...bearer(token), prefer: 'respond-async' },
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json().id as string;
  }

  async function deliveriesOf(
    token: string,
    jobId: string,
    until: (d: { attempts: unknown[] }[]) => boolean,
  ) {
    for (let i = 0; i < 200; i += 1) {
      const view = (
        await t.app.inject({ method: 'GET', url: `/v1/jobs/${jobId}`, headers: bearer(token) })
      ).json();
      if (until(view.deliveries)) return view.deliveries;
      await sleep(25);
    }
    throw new Error('no delivery');
  }

  it('delivers job.succeeded signed in the Standard Webhooks format, verified by the standardwebhooks package', async () => {
    const { accessToken, secret } = await setUp();
    const rx = await receiver();
    stopReceiver = rx.close;
    const jobId = await submit(accessToken, `http://127.0.0.1:${rx.port}/hooks/zuban`);
    const [delivery] = await deliveriesOf(accessToken, jobId, (d) => d[0]?.attempts.length === 1);
    expect(delivery).toMatchObject({ event: 'job.succeeded', status: 'delivered' });
    expect(delivery.attempts[0]).toMatchObject({ statusCode: 200, error: null });
    const [message] = rx.received;
    const headers = message!.headers as Record<string, string>;
    expect(headers['webhook-signature']).toMatch(/^v1,/);
    const verified = new Webhook(secret).verify(message!.body, headers) as {
      type: string;
      data: { id: string };
    };
    expect(verified.type).toBe('job.succeeded');
    expect(verified.data.id).toBe(jobId);
    // A forged body or another secret does not verify.
    expect(() => new Webhook(secret).verify(message!.body.replace(jobId, 'x'), headers)).toThrow();
    const otherSecret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    expect(() => new Webhook(otherSecret).verify(message!.body, headers)).toThrow();
  });

  it('retries a failed delivery on the schedule, keeping every attempt; a redirect is not followed', async () => {
    const { accessToken } = await setUp();
    const rx = await receiver([{ status: 500 }, { status: 302, location: '/elsewhere' }]);
    stopReceiver = rx.close;
    const jobId = await submit(accessToken, `http://127.0.0.1:${rx.port}/hook`);
    await deliveriesOf(accessToken, jobId, (d) => d[0]?.attempts.length === 1);
    const realNow = t.ctx.now;
    // The next attempts are due 5 s and then 5 min later: move the clock on instead of waiting.
    t.ctx.now = () => realNow() + 6_000;
    await deliveriesOf(accessToken, jobId, (d) => d[0]?.attempts.length === 2);
    t.ctx.now = () => realNow() + 400_000;
    const [delivery] = await deliveriesOf(accessToken, jobId, (d) => d[0]?.attempts.length === 3);
    expect(delivery.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 302, 200]);
    expect(delivery.status).toBe('delivered');
    expect(rx.received.map((r) => r.path)).toEqual(['/hook', '/hook', '/hook']);
    expect(RETRY_SPAN_MS).toBeGreaterThanOrEqual(24 * 3600 * 1000);
  });

  it('a receiver that does not answer within the timeout is a failed attempt', async () => {
    const { accessToken } = await setUp({ WEBHOOK_TIMEOUT_MS: '200' });
    const rx = await receiver([{ status: 200, delayMs: 1500 }]);
    stopReceiver = rx.close;
    const jobId = await submit(accessToken, `http://127.0.0.1:${rx.port}/slow`);
    const [delivery] = await deliveriesOf(accessToken, jobId, (d) => d[0]?.attempts.length === 1);
    expect(delivery.status).toBe('pending');
    expect(delivery.attempts[0]).toMatchObject({ statusCode: null });
    expect(delivery.attempts[0].error).toMatch(/no answer within 200 ms/);
  });

  it('refuses the portal’s own network after DNS unless the operator allows it', async () => {
    const { accessToken } = await setUp({ WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'false' });
    const rx = await receiver();
    stopReceiver = rx.close;
    // A name is accepted at submission and judged where it resolves, at every attempt.
    const jobId = await submit(accessToken, `http://localhost:${rx.port}/internal`);
    const [delivery] = await deliveriesOf(accessToken, jobId, (d) => d[0]?.attempts.length === 1);
    expect(delivery.attempts[0].error).toMatch(/refused: localhost resolves to .* loopback range/);
    expect(rx.received).toHaveLength(0);
    for (const address of [
      '127.0.0.1',
      '10.0.0.8',
      '172.16.4.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
    ]) {
      expect(addressRefusal(address), address).toBeDefined();
    }
    for (const address of ['8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(addressRefusal(address), address).toBeUndefined();
    }
  });

  it('pending deliveries live in the database: a deliverer started later sends them', async () => {
    const { accessToken } = await setUp();
    const rx = await receiver();
    stopReceiver = rx.close;
    await rx.close();
    // The receiver is down: the first attempt fails (connection refused) and one is pending.
    const port = rx.port;
    const jobId = await submit(accessToken, `http://127.0.0.1:${port}/later`);
    await deliveriesOf(accessToken, jobId, (d) => d[0]?.attempts.length === 1);
    const back = createServer((_req, res) => res.end('ok')).listen(port, '127.0.0.1');
    await once(back, 'listening');
    stopReceiver = () => new Promise((r) => back.close(r));
    // As after a restart: another deliverer on the same database, its clock past the retry delay.
    const realNow = t.ctx.now;
    const later = { ...t.ctx, now: () => realNow() + 6_000 };
    const deliverer = startWebhookDeliverer(later, { warn: () => undefined });
    try {
      deliverer.nudge();
      const [delivery] = await deliveriesOf(accessToken, jobId, (d) => d[0]?.attempts.length === 2);
      expect(delivery.status).toBe('delivered');
    } finally {
      deliverer.stop();
    }
  });

  it('the secret is shown once, rotated on demand, and never in the settings', async () => {
    const { accessToken, secret } = await setUp();
    const settings = await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: bearer(accessToken) });
    expect(settings.json()).toEqual({
      url: null,
      secretSet: true,
      secretHint: secret.slice(-4),
      keepInputs: true,
    });
    expect(settings.body).not.toContain(secret);
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/secret',
      headers: bearer(accessToken),
    });
    expect(rotated.json().secret).not.toBe(secret);
    const again = await t.app.inject({
      method: 'PUT',
      url: '/v1/webhooks',
      payload: { url: 'https://example.com/h' },
      headers: bearer(accessToken),
    });
    expect(again.json().secret).toBeUndefined();
    expect(again.json().url).toBe('https://example.com/h');
    const stored = await t.ctx.db.selectFrom('users').select('webhook_secret').execute();
    expect(JSON.stringify(stored)).not.toContain(rotated.json().secret);
  });
});
