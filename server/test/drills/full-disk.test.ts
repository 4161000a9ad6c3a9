import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from '../support/child-server';
import { type SeededUser, seedUsers, sqliteLedgerViolations, withSqlite } from './sqlite-seed';

// Drill: DATA_DIR on a 4 MB tmpfs that the drill fills up. Uploads and paid calls must fail
// cleanly (a clear status and code, never a 500 or a stack), leave no half-written file or row and
// no money moved without its record; once space is freed the same server works again.

/** Mounts a 4 MB tmpfs; the reason it cannot (not root, no mount in a container) otherwise. */
function mountSmallDisk(mountPoint: string): string | undefined {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], { stdio: 'pipe' });
    return undefined;
  } catch (e) {
    return `cannot mount a tmpfs (${(e as Error).message.split('\n')[0]})`;
  }
}

const text = 'لڑکیاں کتابیں پڑھ رہی ہیں';
/** A PNG's signature, then padding: the receipt check reads the magic bytes only. */
const receipt = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(300_000, 1)]);

/** Writes until the file system says ENOSPC. */
function fillDisk(file: string): number {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024, 7);
  let written = 0;
  try {
    for (;;) written += writeSync(fd, chunk);
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOSPC') throw e;
  } finally {
    closeSync(fd);
  }
  return written;
}

async function login(url: string, user: SeededUser): Promise<string> {
  const res = await fetch(`${url}/backend/tech_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailId: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('drill: DATA_DIR runs out of space', () => {
  const mountPoint = mkdtempSync(join(tmpdir(), 'zuban-drill-disk-'));
  let mounted = false;
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.kill9();
    if (mounted) execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('fails uploads and paid calls cleanly, leaves nothing half-written, and recovers once space is freed', async (context) => {
    const skipReason = mountSmallDisk(mountPoint);
    if (skipReason) {
      process.stdout.write(`full-disk drill skipped: ${skipReason}\n`);
      context.skip(skipReason);
    }
    mounted = true;
    const [user] = await seedUsers({ DATA_DIR: mountPoint }, 1, 1_000_000);
    if (!user) throw new Error('no user');
    server = await startChildServer(mountPoint, { ENGINE_TIMEOUT_MS: '5000' });
    const { url } = server;
    const cookie = await login(url, user);
    const paid = (path: string) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, accessToken: user.accessToken }),
      });
    const upload = () => {
      const form = new FormData();
      form.set('amount', '500');
      form.set('bank', 'Habib Bank');
      form.set('reference', 'TX-1');
      form.set('receipt', new Blob([receipt], { type: 'image/png' }), 'receipt.png');
      return fetch(`${url}/backend/topup_requests`, {
        method: 'POST',
        headers: { cookie, origin: url },
        body: form,
      });
    };
    expect((await paid('/stemmer')).status).toBe(200);

    const filler = join(mountPoint, 'filler');
    const filled = fillDisk(filler);
    const answers: { what: string; status: number; code: unknown }[] = [];
    const record = async (what: string, res: Response) => {
      const body = await res.text();
      expect(body, what).not.toMatch(/node_modules|server\/src\/|at \w+ \(/);
      const code = res.headers.get('content-type')?.includes('json')
        ? (JSON.parse(body) as { code?: unknown }).code
        : undefined;
      answers.push({ what, status: res.status, code });
    };
    await record('upload', await upload());
    for (let i = 0; i < 5; i++) await record('stemmer', await paid('/stemmer'));
    for (let i = 0; i < 3; i++) await record('tts', await paid('/tts'));
    process.stdout.write(`full-disk drill: filled ${filled} bytes; answers ${JSON.stringify(answers)}\n`);

    // The upload cannot fit: refused with a clear code. Paid calls may still fit in SQLite's
    // already-allocated pages (then they succeed, job and charge together); none may be a 500.
    expect(answers[0]).toMatchObject({ status: 507, code: 'storage_full' });
    expect(
      answers.filter((a) => ![200, 503, 507].includes(a.status)),
      server.output(),
    ).toEqual([]);
    const uploads = join(mountPoint, 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    expect(
      await withSqlite(mountPoint, (db) => db.selectFrom('stored_files').select('id').execute()),
    ).toEqual([]);
    expect(await sqliteLedgerViolations(mountPoint)).toEqual([]);

    rmSync(filler);
    expect((await paid('/stemmer')).status, server.output()).toBe(200);
    expect((await upload()).status, server.output()).toBe(201);
    expect(await sqliteLedgerViolations(mountPoint)).toEqual([]);
  }, 120_000);
});
