import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { testDbKinds } from '../../test/support/database';
import { runningJob } from '../../test/support/job-rows';
import { createUser } from '../../test/support/users';
import { AppError } from '../http/app-error';
import { findJob, finishJob, insertJob } from '../job-rows/jobs-repo';
import { JobRowMissingError } from './job-start';
import { runStarted } from './run-started';

// What a runner does with the row of the job it took (issue #34 item 6): only a settled row is a
// cancel; a row it does not see is never answered "cancelled before it started".
describe.each(testDbKinds)('a runner taking a queued job (%s)', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  async function setUp() {
    t = await createTestApp(kind);
    const { user } = await createUser(t.ctx);
    // A heavy call's row as it waits on the engine queue (queuedJobColumns).
    return runningJob(user.id, 500, t.ctx.now(), {
      service_id: 'ocr',
      status: 'queued',
      deadline_at: t.ctx.now() + 60_000,
    });
  }

  const engine = () => {
    const calls = { runs: 0 };
    const run = async () => {
      calls.runs += 1;
      return { response: 'done' };
    };
    return { calls, run };
  };

  it('runs a job whose row becomes visible just after its runner took it', async () => {
    const job = await setUp();
    const { calls, run } = engine();
    const running = runStarted(t.ctx, job.id, run);
    await sleep(40);
    await insertJob(t.ctx.db, job);
    await expect(running).resolves.toEqual({ response: 'done' });
    expect(calls.runs).toBe(1);
    expect(await findJob(t.ctx.db, job.id)).toMatchObject({
      status: 'running',
      started_at: expect.any(Number),
    });
  });

  it('skips a job settled while it waited (the cancel): 409 job_cancelled, the engine never runs', async () => {
    const job = await setUp();
    await insertJob(t.ctx.db, job);
    await finishJob(t.ctx.db, job.id, { status: 'failed', finishedAt: t.ctx.now(), durationMs: 0 }, true);
    const { calls, run } = engine();
    const error = await runStarted(t.ctx, job.id, run).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 409, code: 'job_cancelled' });
    expect(calls.runs).toBe(0);
  });

  it('does not read a row its database never holds as a cancel', async () => {
    const job = await setUp();
    const { calls, run } = engine();
    const error = await runStarted(t.ctx, job.id, run).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobRowMissingError);
    expect(error).not.toMatchObject({ code: 'job_cancelled' });
    expect(calls.runs).toBe(0);
  });
});
