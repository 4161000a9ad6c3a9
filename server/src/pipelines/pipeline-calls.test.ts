/**
 * A pipeline as a paid call beyond its steps: the Idempotency-Key, a named key's allowed services
 * and monthly cap applied to every step (the steps charged to the key, in the runner too), and an
 * asynchronous pipeline whose runner died after a step started, which is not run twice.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { ledgerViolations } from '../../test/support/ledger-invariants';
import { balanceMilli, fundedUser, jobRows } from '../../test/support/money';
import { makeTestKey } from '../keys/test-keys';
import { boundServices } from '../language/registry';
import { pipelineJob } from './async';

const romanToSpeech = { text: 'mera naam Ali hai', steps: [{ service: 'romanization' }, { service: 'tts' }] };

describe.each(testDbKinds)('a pipeline as a paid call (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    expect(await ledgerViolations(t.ctx.db)).toEqual([]);
    await t.close();
  });
  const pipeline = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/pipeline',
      payload,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });

  it('runs once for one Idempotency-Key: the retry gets the same answer and is not charged again', {
    timeout: 60_000,
  }, async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    const first = await pipeline(accessToken, romanToSpeech, { 'idempotency-key': 'read-1' });
    expect(first.statusCode, first.body).toBe(200);
    const spent = 100_000 - (await balanceMilli(t.ctx, user.id));
    const again = await pipeline(accessToken, romanToSpeech, { 'idempotency-key': 'read-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().jobId).toBe(first.json().jobId);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000 - spent);
    expect(await jobRows(t.ctx, user.id)).toHaveLength(3);
    const other = await pipeline(
      accessToken,
      { ...romanToSpeech, text: 'sach' },
      { 'idempotency-key': 'read-1' },
    );
    expect(other.statusCode).toBe(422);
  });

  it('counts each step against its own family’s rate limit: over it, 429 before anything is charged', {
    timeout: 60_000,
  }, async () => {
    t = await createTestApp(kind, { API_RATE_LIMIT_TTS: '1' });
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    const first = await pipeline(accessToken, romanToSpeech);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['ratelimit-limit']).toBeDefined();
    const balance = await balanceMilli(t.ctx, user.id);
    const second = await pipeline(accessToken, romanToSpeech);
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('rate_limited');
    expect(second.headers['retry-after']).toBeDefined();
    expect(await balanceMilli(t.ctx, user.id)).toBe(balance);
    expect(await jobRows(t.ctx, user.id)).toHaveLength(3);
  });

  it('holds a named key to its services and its cap in every step; its steps are charged to it', {
    timeout: 60_000,
  }, async () => {
    t = await createTestApp(kind, { ASYNC_POLL_MS: '50' });
    const { user } = await fundedUser(t.ctx, 100_000);
    const romanOnly = await makeTestKey(t.ctx, user.id, { allowedServices: ['romanization'] });
    const refused = await pipeline(romanOnly.secret, romanToSpeech);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'api_key_service_not_allowed', step: 1 });
    expect(await jobRows(t.ctx, user.id)).toHaveLength(0);

    // PKR 1.5 a month: the romanization (PKR 1) fits, the speech of its answer does not.
    const capped = await makeTestKey(t.ctx, user.id, { monthlyCap: 1.5 });
    const stopped = await pipeline(capped.secret, romanToSpeech);
    expect(stopped.statusCode, stopped.body).toBe(402);
    expect(stopped.json()).toMatchObject({ code: 'api_key_cap_reached', step: 1 });
    expect(await balanceMilli(t.ctx, user.id)).toBe(99_000);

    const open = await makeTestKey(t.ctx, user.id);
    const queued = await pipeline(open.secret, romanToSpeech, { prefer: 'respond-async' });
    expect(queued.statusCode, queued.body).toBe(202);
    let job = queued.json();
    for (let i = 0; i < 400 && ['queued', 'running'].includes(job.status); i += 1) {
      await sleep(50);
      job = (
        await t.app.inject({
          method: 'GET',
          url: `/v1/jobs/${job.id}`,
          headers: { authorization: `Bearer ${open.secret}` },
        })
      ).json();
    }
    expect(job.status, JSON.stringify(job)).toBe('succeeded');
    const rows = await jobRows(t.ctx, user.id);
    for (const step of job.steps as Array<{ jobId: string }>) {
      expect(rows.find((r) => r.id === step.jobId)?.api_key_id).toBe(open.id);
    }
  });

  it('a queued pipeline can be cancelled: nothing was charged, its steps not run', async () => {
    t = await createTestApp(kind);
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    t.ctx.asyncRunner?.stop();
    const { id } = (await pipeline(accessToken, romanToSpeech, { prefer: 'respond-async' })).json();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/jobs/${id}/cancel`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cost: 0 });
    const view = await t.app.inject({
      method: 'GET',
      url: `/v1/jobs/${id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(view.json().steps.map((s: { status: string }) => s.status)).toEqual(['not_run', 'not_run']);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000);
  });

  it('does not run a pipeline twice when its runner died after a step started', async () => {
    t = await createTestApp(kind, { ASYNC_LEASE_MS: '300', ASYNC_POLL_MS: '50' });
    const { user, accessToken } = await fundedUser(t.ctx, 100_000);
    t.ctx.asyncRunner?.stop();
    const { id } = (await pipeline(accessToken, romanToSpeech, { prefer: 'respond-async' })).json();
    // As a runner that claimed it and started its first step, then died, would leave it.
    await t.ctx.db
      .updateTable('jobs')
      .set({ status: 'running', lease_until: t.ctx.now() - 1, run_attempts: 1, started_at: t.ctx.now() })
      .where('id', '=', id)
      .execute();
    await t.ctx.db
      .updateTable('pipeline_steps')
      .set({ status: 'running' })
      .where('parent_id', '=', id)
      .where('step_index', '=', 0)
      .execute();
    const { startAsyncRunner } = await import('../jobs/async/runner');
    const runner = startAsyncRunner(t.ctx, boundServices, { warn: () => undefined }, undefined, [
      pipelineJob,
    ]);
    try {
      let job = { status: 'running', error: null as null | { code: string } };
      for (let i = 0; i < 200 && job.status === 'running'; i += 1) {
        await sleep(25);
        job = (
          await t.app.inject({
            method: 'GET',
            url: `/v1/jobs/${id}`,
            headers: { authorization: `Bearer ${accessToken}` },
          })
        ).json();
      }
      expect(job.status).toBe('failed');
      expect(job.error?.code).toBe('pipeline_interrupted');
    } finally {
      runner.stop();
    }
    // Nothing was charged a second time: no step job was written.
    expect((await jobRows(t.ctx, user.id)).map((j) => j.service_id)).toEqual(['pipeline']);
    expect(await balanceMilli(t.ctx, user.id)).toBe(100_000);
  });
});
