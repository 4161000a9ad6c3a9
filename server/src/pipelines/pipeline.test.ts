/**
 * POST /v1/pipeline through the real app and the real engines (Tesseract, the TTS voice, the Roman
 * transliterator): each step a job of its own service charged at its own price, a failing step
 * refunded and the later ones not charged, every refusal before the first charge writing nothing,
 * the asynchronous pipeline run by the job runner, and the ledger straight after every case.
 */
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { ledgerViolations } from '../../test/support/ledger-invariants';
import { balanceMilli, fundedUser, jobRows } from '../../test/support/money';
import { renderUrduPage } from '../../test/support/urdu-page';
import { listLedger } from '../billing/ledger';
import { dailyUsage } from '../usage/usage-repo';

const urdu = 'پاکستان کا دارالحکومت اسلام آباد ہے';
let page: Buffer;

beforeAll(async () => {
  page = await renderUrduPage([urdu]);
});

/** A port nothing listens on: an LLM endpoint there fails every call (a real connection refused). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function multipart(fields: Record<string, string>, file: Buffer): { payload: Buffer; contentType: string } {
  const boundary = '----zubanpipeline';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="page.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDbKinds)('POST /v1/pipeline (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    await t.close();
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const pipeline = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/pipeline', payload, headers: { ...bearer(token), ...headers } });

  async function chargesOf(userId: string) {
    return (await listLedger(t.ctx, userId)).filter((e) => e.kind === 'charge' || e.kind === 'refund');
  }

  it('OCR → TTS on a rendered Urdu page (multipart): two jobs, each charged its own price, the audio answered', {
    timeout: 120_000,
  }, async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    const form = multipart({ steps: JSON.stringify([{ service: 'ocr' }, { service: 'tts' }]) }, page);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/pipeline',
      payload: form.payload,
      headers: { ...bearer(accessToken), 'content-type': form.contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.result).toBe('Wav file is saved successfully.');
    expect(Buffer.from(body.response, 'base64').subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(body.contentType).toBe('audio/wav');
    expect(body.steps.map((s: { service: string; status: string }) => [s.service, s.status])).toEqual([
      ['ocr', 'succeeded'],
      ['tts', 'succeeded'],
    ]);
    const [ocrStep, ttsStep] = body.steps;
    expect(ocrStep.cost).toBe(0.5);
    expect(ttsStep.cost).toBeGreaterThan(0);
    expect(body.cost).toBeCloseTo(ocrStep.cost + ttsStep.cost, 3);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000 - Math.round(body.cost * 1000));

    const jobs = await jobRows(t.ctx, user.id);
    const parent = jobs.find((j) => j.id === body.jobId);
    expect(parent).toMatchObject({ service_id: 'pipeline', cost_milli: 0, status: 'succeeded' });
    const ocrJob = jobs.find((j) => j.id === ocrStep.jobId);
    const ttsJob = jobs.find((j) => j.id === ttsStep.jobId);
    expect(ocrJob).toMatchObject({ service_id: 'ocr', status: 'succeeded', cost_milli: 500 });
    expect(ttsJob).toMatchObject({ service_id: 'tts', status: 'succeeded' });
    // The TTS step read what the OCR step recognised: its units are that text's characters.
    expect(ttsJob?.units).toBeGreaterThan(20);
    const ledger = await chargesOf(user.id);
    expect(ledger.map((e) => [e.kind, e.jobId])).toEqual(
      expect.arrayContaining([
        ['charge', ocrStep.jobId],
        ['charge', ttsStep.jobId],
      ]),
    );
    expect(ledger).toHaveLength(2);

    const view = await t.app.inject({
      method: 'GET',
      url: `/v1/jobs/${body.jobId}`,
      headers: bearer(accessToken),
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ service: 'pipeline', status: 'succeeded', steps: body.steps });
  });

  it('Roman → Urdu → TTS (JSON): the Urdu script is spoken, each step charged', {
    timeout: 60_000,
  }, async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    const res = await pipeline(accessToken, {
      text: 'mera naam Ali hai',
      steps: [{ service: 'romanization' }, { service: 'tts', options: { format: 'mp3' } }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.format).toBe('mp3');
    expect(body.contentType).toBe('audio/mpeg');
    expect(body.steps[0]).toMatchObject({ service: 'romanization', status: 'succeeded', cost: 1 });
    const tts = (await jobRows(t.ctx, user.id)).find((j) => j.id === body.steps[1].jobId);
    // Spoken from the Urdu script, not the Latin letters: the romanization's answer was its input.
    expect(tts?.input_summary).toMatch(/[\u0600-\u06ff]/);
    // Usage counts the steps as their services' calls, not the pipeline itself.
    const usage = await dailyUsage(t.ctx.db, { fromMs: 0, userId: user.id });
    expect(usage.map((u) => u.serviceId).sort()).toEqual(['romanization', 'tts']);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000 - Math.round(body.cost * 1000));
  });

  it('refuses with 400 before any charge: mismatched types, unknown service, too many steps, bad first input', async () => {
    t = await createTestApp(kind, { PIPELINE_MAX_STEPS: '3' });
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ text: 'سلام', steps: [{ service: 'tts' }, { service: 'stemmer' }] }, 'pipeline_types_mismatch'],
      [
        { image: page.toString('base64'), steps: [{ service: 'ocr' }, { service: 'ocr' }] },
        'pipeline_types_mismatch',
      ],
      [{ text: 'سلام', steps: [{ service: 'langid' }, { service: 'tts' }] }, 'pipeline_types_mismatch'],
      [
        {
          image: page.toString('base64'),
          steps: [{ service: 'ocr', options: { output: 'pdf' } }, { service: 'tts' }],
        },
        'pipeline_types_mismatch',
      ],
      [{ text: 'سلام', steps: [{ service: 'no_such_thing' }] }, 'unknown_service'],
      [
        { text: 'سلام', steps: Array.from({ length: 4 }, () => ({ service: 'stemmer' })) },
        'pipeline_too_long',
      ],
      [{ steps: [{ service: 'ocr' }, { service: 'tts' }] }, 'invalid_request'],
      [{ text: '   ', steps: [{ service: 'romanization' }, { service: 'tts' }] }, 'invalid_request'],
      [
        { text: 'sach', steps: [{ service: 'romanization' }, { service: 'tts', options: { volume: 900 } }] },
        'invalid_request',
      ],
      [{ text: 'sach', steps: 'romanization' }, 'invalid_request'],
      [{ text: 'sach', steps: [] }, 'invalid_request'],
    ];
    for (const [payload, code] of cases) {
      const res = await pipeline(accessToken, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json().code, res.body).toBe(code);
    }
    expect(await jobRows(t.ctx, user.id)).toHaveLength(0);
    expect(await chargesOf(user.id)).toHaveLength(0);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/pipeline', payload: { text: 'x', steps: [] } }))
        .statusCode,
    ).toBe(401);
  });

  it('a failing middle step is refunded, the step after it neither run nor charged', {
    timeout: 60_000,
  }, async () => {
    // A real LLM endpoint that refuses every connection: the abstractive step's engine fails.
    const port = await closedPort();
    t = await createTestApp(kind, { LLM_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: 'gone' });
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    const res = await pipeline(accessToken, {
      text: 'mera naam Ali hai aur main Lahore mein rehta hoon',
      steps: [{ service: 'romanization' }, { service: 'abstractive_summarization' }, { service: 'tts' }],
    });
    expect(res.statusCode, res.body).toBe(502);
    const body = res.json();
    expect(body).toMatchObject({ code: 'engine_failed', step: 1, service: 'abstractive_summarization' });
    expect(body.steps.map((s: { status: string }) => s.status)).toEqual(['succeeded', 'failed', 'not_run']);
    expect(body.steps[2]).toMatchObject({ jobId: null, cost: 0 });
    const jobs = await jobRows(t.ctx, user.id);
    expect(jobs.map((j) => [j.service_id, j.status]).sort()).toEqual([
      ['abstractive_summarization', 'failed'],
      ['pipeline', 'failed'],
      ['romanization', 'succeeded'],
    ]);
    const failed = jobs.find((j) => j.service_id === 'abstractive_summarization')!;
    const ledger = await chargesOf(user.id);
    expect(
      ledger
        .filter((e) => e.jobId === failed.id)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['charge', 'refund']);
    // Only the romanization (PKR 1) stays charged.
    expect(await balanceMilli(t.ctx, user.id)).toBe(99_000);
  });

  it('a step the balance does not cover stops the pipeline with 402; the step before stays charged', async () => {
    t = await createTestApp(kind);
    // PKR 1.2: the romanization (PKR 1) runs, the TTS of its answer (at least PKR 1) does not fit.
    const { user, accessToken } = await fundedUser(t.ctx, 1200);
    const res = await pipeline(accessToken, {
      text: 'mera naam Ali hai',
      steps: [{ service: 'romanization' }, { service: 'tts' }],
    });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json()).toMatchObject({ code: 'insufficient_balance', step: 1 });
    expect(res.json().steps.map((s: { status: string }) => s.status)).toEqual(['succeeded', 'not_run']);
    expect(await balanceMilli(t.ctx, user.id)).toBe(200);
    expect((await jobRows(t.ctx, user.id)).map((j) => j.service_id).sort()).toEqual([
      'pipeline',
      'romanization',
    ]);
  });

  it('with Prefer: respond-async: 202 to the parent job, run by the job runner, its audio at the result link', {
    timeout: 60_000,
  }, async () => {
    t = await createTestApp(kind, { ASYNC_POLL_MS: '50' });
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    const res = await pipeline(
      accessToken,
      { text: 'mera naam Ali hai', steps: [{ service: 'romanization' }, { service: 'tts' }] },
      { prefer: 'respond-async' },
    );
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json();
    expect(res.headers.location).toBe(`/v1/jobs/${queued.id}`);
    expect(queued).toMatchObject({ service: 'pipeline', status: 'queued', cost: 0 });
    let job = queued;
    for (let i = 0; i < 600 && ['queued', 'running'].includes(job.status); i += 1) {
      await sleep(50);
      job = (
        await t.app.inject({
          method: 'GET',
          url: res.headers.location as string,
          headers: bearer(accessToken),
        })
      ).json();
    }
    expect(job.status, JSON.stringify(job)).toBe('succeeded');
    expect(job.steps.map((s: { status: string }) => s.status)).toEqual(['succeeded', 'succeeded']);
    expect(job.links.result).toBe(`/v1/jobs/${queued.id}/result`);
    const audio = await t.app.inject({ method: 'GET', url: job.links.result, headers: bearer(accessToken) });
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString('ascii')).toBe('RIFF');
    const spent = job.steps.reduce((sum: number, s: { cost: number }) => sum + s.cost, 0);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000 - Math.round(spent * 1000));
  });
});
