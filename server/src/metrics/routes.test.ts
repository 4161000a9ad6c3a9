import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { paidCallHelpers } from '../../test/support/paid-call-helpers';
import { noMetrics } from './metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';
const urdu = 'پاکستان کے لوگ محنتی اور مہمان نواز ہیں';

/** The value of one series in Prometheus' text format (labels exactly as written), if present. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDbKinds)('/metrics (%s)', (kind) => {
  let t: TestApp;
  afterEach(() => t.close());
  const { post, funded, balanceOf } = paidCallHelpers(() => t);
  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('is a 404 without METRICS_TOKEN, and nothing is recorded', async () => {
    t = await createTestApp(kind);
    const { accessToken } = await funded();
    expect((await post('/stemmer', { text: urdu, accessToken })).statusCode).toBe(200);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(t.ctx.metrics).toBe(noMetrics);
  });

  it('answers 401 without the token or with a wrong one', async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('zuban_');
    }
  });

  it('counts a paid call by service and outcome, and its charge in milli-PKR', async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
    const { user, accessToken } = await funded();
    const call = await post('/stemmer', { text: urdu, accessToken });
    expect(call.statusCode).toBe(200);
    const chargedMilli = 100_000 - (await balanceOf(user.id));
    expect(chargedMilli).toBeGreaterThan(0);
    expect((await post('/stemmer', { text: '', accessToken })).statusCode).toBe(400);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const body = res.body;
    expect(sample(body, 'zuban_paid_calls_total{service="stemmer",channel="api",outcome="succeeded"}')).toBe(
      1,
    );
    expect(sample(body, 'zuban_paid_calls_total{service="stemmer",channel="api",outcome="rejected"}')).toBe(
      1,
    );
    expect(sample(body, 'zuban_charged_milli_pkr_total{service="stemmer"}')).toBe(chargedMilli);
    expect(sample(body, 'zuban_charges_total{service="stemmer"}')).toBe(1);
    // The engine ran once: the refused call never reached it.
    expect(sample(body, 'zuban_engine_duration_seconds_count{service="stemmer"}')).toBe(1);
    expect(sample(body, 'zuban_queue_waiting_jobs{family="tts",mode="in-process"}')).toBe(0);
    expect(sample(body, 'zuban_queue_up{mode="in-process"}')).toBe(1);
    expect(body).toContain('process_cpu_user_seconds_total');
  });

  it('counts the refund of a real engine that missed its deadline', async () => {
    // espeak-ng cannot speak within 1 ms: the charged call fails and is refunded.
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN, ENGINE_TIMEOUT_MS: '1' });
    const { user, accessToken } = await funded();
    const res = await post('/tts', { text: urdu, accessToken });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ refunded: 1 });
    expect(await balanceOf(user.id)).toBe(100_000);

    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(body, 'zuban_charged_milli_pkr_total{service="tts"}')).toBe(1000);
    expect(sample(body, 'zuban_refunded_milli_pkr_total{service="tts",reason="failed"}')).toBe(1000);
    expect(sample(body, 'zuban_refunds_total{service="tts",reason="failed"}')).toBe(1);
    expect(sample(body, 'zuban_paid_calls_total{service="tts",channel="api",outcome="unavailable"}')).toBe(1);
    expect(sample(body, 'zuban_queued_call_duration_seconds_count{family="tts",outcome="failed"}')).toBe(1);
  });

  it('labels requests with the route pattern, never the raw URL', async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
    const jobId = '01jobidthatexistsnowhere';
    await t.app.inject({ method: 'GET', url: `/v1/jobs/${jobId}` });
    await t.app.inject({ method: 'GET', url: '/no/such/page/42' });
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(
        body,
        'zuban_http_request_duration_seconds_count{method="GET",route="/v1/jobs/:jobId",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        body,
        'zuban_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(body).not.toContain(jobId);
    expect(body).not.toContain('/no/such/page');
  });
});
