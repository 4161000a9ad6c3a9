import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../support/child-server';
import { renderUrduPage } from '../support/urdu-page';
import { seedUsers, sqliteLedgerViolations, withSqlite } from './sqlite-seed';
import { jobsWithStatus, waitFor } from './wait-for';

// Drill: kill -9 the API process that took asynchronous OCR jobs while it runs one of them; the
// jobs live in the database (input, charge, lease), so another process takes them over once the
// dead one's lease lapses, runs them and answers their results. Nothing is charged twice.
const drillEnv = { ASYNC_LEASE_MS: '2000', ASYNC_POLL_MS: '200', ASYNC_CONCURRENCY: '1' };
const lines = [
  'پاکستان کا دارالحکومت اسلام آباد ہے اور یہ ایک خوبصورت شہر ہے',
  'لاہور میں بہت سے تاریخی باغ اور عمارتیں ہیں',
  'کراچی ملک کا سب سے بڑا شہر اور بندرگاہ ہے',
  'طلبہ نے کتب خانے میں اردو کی کتابیں پڑھیں',
];

describe('drill: kill -9 of the API process running asynchronous jobs (SQLite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zuban-drill-async-'));
  let server: ChildServer | undefined;
  afterAll(() => server?.kill9());

  it('another process takes the jobs over and their results are collected from it', async () => {
    const image = (await renderUrduPage(lines)).toString('base64');
    const [user] = await seedUsers({ DATA_DIR: dataDir }, 1, 100_000);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${user?.accessToken}`,
      prefer: 'respond-async',
    };
    server = await startChildServer(dataDir, drillEnv);
    const jobIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${server.url}/ocr`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ image }),
      });
      expect(res.status, server.output()).toBe(202);
      jobIds.push(((await res.json()) as { id: string }).id);
    }
    await waitFor(
      'an asynchronous job running',
      30_000,
      async () => (await jobsWithStatus(dataDir, 'running')) > 0,
    );
    await server.kill9();
    expect(await sqliteLedgerViolations(dataDir, { runningAllowed: true })).toEqual([]);

    server = await startChildServer(dataDir, drillEnv);
    const started = Date.now();
    const auth = { authorization: `Bearer ${user?.accessToken}` };
    for (const id of jobIds) {
      let body: { status?: string; response?: string } = {};
      await waitFor(`job ${id} finishing on the second process`, 120_000, async () => {
        body = (await (await fetch(`${server?.url}/v1/jobs/${id}`, { headers: auth })).json()) as typeof body;
        return body.status === 'succeeded' || body.status === 'failed';
      });
      expect(body.status, server.output()).toBe('succeeded');
      expect(body.response?.length).toBeGreaterThan(20);
    }
    process.stdout.write(
      `async kill -9 drill: ${jobIds.length} jobs finished by the second process ${Math.round((Date.now() - started) / 1000)} s after it started\n`,
    );
    const runs = await withSqlite(dataDir, (db) =>
      db.selectFrom('jobs').select(['run_attempts']).where('asynchronous', '=', 1).execute(),
    );
    // The job the dead process was running was taken a second time; none was charged twice.
    expect(runs.some((r) => r.run_attempts === 2)).toBe(true);
    expect(await sqliteLedgerViolations(dataDir)).toEqual([]);
    const ledger = await withSqlite(dataDir, (db) =>
      db.selectFrom('ledger').select(['kind', 'job_id']).where('kind', 'in', ['charge', 'refund']).execute(),
    );
    expect(ledger.filter((e) => e.kind === 'charge')).toHaveLength(jobIds.length);
    expect(ledger.filter((e) => e.kind === 'refund')).toHaveLength(0);
    await server.stop();
    server = undefined;
  }, 240_000);
});
