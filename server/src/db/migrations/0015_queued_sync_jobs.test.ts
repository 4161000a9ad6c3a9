import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { testDbKinds } from '../../../test/support/database';
import { finishedJob } from '../../../test/support/job-rows';
import { createUser } from '../../../test/support/users';
import { insertJobIfFree } from '../../job-rows/jobs-repo';
import type { JobsTable } from '../schema';
import { down, up } from './0015_queued_sync_jobs';

// A heavy call in flight when the migration runs (running, no runner yet, a queue deadline) turns
// queued; nothing else moves; and the one-web-job-per-user index covers queued rows too.
describe.each(testDbKinds)('migration 0015 on %s: queued synchronous jobs', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('turns in-flight heavy calls queued and widens the exclusive index to them', async () => {
    t = await createTestApp(kind);
    const { db } = t.ctx;
    const { user } = await createUser(t.ctx);
    const migrations = db as unknown as Kysely<unknown>;
    await down(migrations);
    const job = (id: string, status: JobsTable['status'], columns: Partial<JobsTable> = {}): JobsTable =>
      finishedJob(user.id, 0, 1, {
        id,
        status,
        service_id: 'ocr',
        channel: 'web',
        finished_at: null,
        ...columns,
      });
    // One insert each: SQLite has no DEFAULT in a multi-row VALUES, so a missing column would be null.
    for (const row of [
      job('waiting', 'running', { deadline_at: 10, exclusive_key: `web:${user.id}` }),
      { ...job('started', 'running', { deadline_at: 10 }), started_at: 2 },
      job('in-process', 'running'),
      { ...job('async', 'queued'), asynchronous: 1 },
      job('done', 'succeeded', { deadline_at: 10 }),
    ]) {
      await db.insertInto('jobs').values(row).execute();
    }

    await up(migrations);
    const rows = await db.selectFrom('jobs').select(['id', 'status']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      async: 'queued',
      done: 'succeeded',
      'in-process': 'running',
      started: 'running',
      waiting: 'queued',
    });
    // The user's queued browser job holds the key: a second one is refused, as while it ran.
    const second = job('second', 'queued', { deadline_at: 10, exclusive_key: `web:${user.id}` });
    expect(await insertJobIfFree(db, second)).toBe(false);
    await db.updateTable('jobs').set({ status: 'failed' }).where('id', '=', 'waiting').execute();
    expect(await insertJobIfFree(db, second)).toBe(true);

    // And back: down turns queued synchronous rows running again; async ones stay queued.
    await down(migrations);
    const after = await db
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('status', '=', 'queued')
      .execute();
    expect(after.map((r) => r.id)).toEqual(['async']);
    await up(migrations);
  });
});
