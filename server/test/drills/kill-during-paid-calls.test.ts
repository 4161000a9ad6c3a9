import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../support/child-server';
import { renderUrduPage } from '../support/urdu-page';
import { seedUsers, sqliteLedgerViolations } from './sqlite-seed';
import { unsettledJobs, waitFor } from './wait-for';

// Drill: kill -9 the server while paid OCR and TTS calls are in flight (SQLite), start it again.
// The debit, the job row and the ledger row are one transaction, so the dead process can leave a
// job 'running' but never money without its record; the restarted server's stale-job sweep must
// refund each such job once its deadline has passed.

// The first process stamps each heavy job with this deadline; the restarted one refunds a job a
// grace of STALE_JOB_GRACE_MS after it (its sweep runs 30 s after start, then every minute).
const drillEnv = { ENGINE_TIMEOUT_MS: '5000', STALE_JOB_GRACE_MS: '1' };
const text = 'پاکستان کا دارالحکومت اسلام آباد ہے اور یہ ایک خوبصورت شہر ہے';

describe('drill: kill -9 during paid OCR and TTS calls (SQLite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'zuban-drill-kill-'));
  let server: ChildServer | undefined;
  afterAll(() => server?.kill9());

  it('leaves every ledger whole, and the restarted server refunds the calls the dead one left running', async () => {
    const image = (await renderUrduPage([text])).toString('base64');
    const users = await seedUsers({ DATA_DIR: dataDir }, 4, 100_000);
    server = await startChildServer(dataDir, drillEnv);
    const { url } = server;
    const calls = users.flatMap(({ accessToken }, i) => [
      { path: '/ocr', body: { image, accessToken, performance: i % 2 } },
      { path: '/ocr', body: { image, accessToken } },
      { path: '/tts', body: { text: text.repeat(6), accessToken } },
    ]);
    const inFlight = calls.map(({ path, body }) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        (r) => r.status,
        () => 'cut off' as const,
      ),
    );
    await waitFor('a paid call running', 20_000, async () => (await unsettledJobs(dataDir)) > 0);
    await server.kill9();
    const answered = await Promise.all(inFlight);
    const cutOff = answered.filter((a) => a === 'cut off').length;
    const leftRunning = await unsettledJobs(dataDir);
    process.stdout.write(
      `kill -9 drill: ${cutOff} of ${calls.length} calls cut off, ${leftRunning} jobs left running\n`,
    );
    expect(leftRunning).toBeGreaterThan(0);
    // Right after the kill: money and records agree even with jobs mid-flight.
    expect(await sqliteLedgerViolations(dataDir, { runningAllowed: true })).toEqual([]);

    const started = Date.now();
    server = await startChildServer(dataDir, drillEnv);
    await waitFor(
      'the sweep refunding the dead process’s jobs',
      100_000,
      async () => (await unsettledJobs(dataDir)) === 0,
    );
    process.stdout.write(
      `kill -9 drill: running jobs refunded ${Math.round((Date.now() - started) / 1000)} s after restart\n`,
    );
    expect(await sqliteLedgerViolations(dataDir)).toEqual([]);
    // And it serves paid calls again.
    const again = await fetch(`${server.url}/stemmer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text, accessToken: users[0]?.accessToken }),
    });
    expect(again.status, server.output()).toBe(200);
    await server.stop();
    server = undefined;
  }, 240_000);
});
