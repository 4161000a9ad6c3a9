import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WalSync } from './sqlite-wal-sync';

describe('WalSync', () => {
  it('syncs an existing WAL file and closes its handle', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zuban-wal-'));
    writeFileSync(join(dir, 'db-wal'), 'frames');
    const wal = new WalSync(join(dir, 'db-wal'));
    await expect(wal.sync()).resolves.toBeUndefined();
    await expect(wal.close()).resolves.toBeUndefined();
    rmSync(dir, { recursive: true });
  });

  it('closes quietly when the WAL could not be opened (its directory removed at shutdown)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zuban-wal-'));
    rmSync(dir, { recursive: true });
    const wal = new WalSync(join(dir, 'db-wal'));
    const syncing = wal.sync();
    // close() while the failed open is still the pending handle: it must not reject (it is called
    // fire-and-forget when the database closes, where a rejection would be unhandled).
    await expect(wal.close()).resolves.toBeUndefined();
    await expect(syncing).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
