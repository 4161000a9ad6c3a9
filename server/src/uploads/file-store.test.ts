import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSettings } from '../config/config';
import { directoryStore, fileStoreDir } from './file-store';

const freshDir = () => mkdtempSync(join(tmpdir(), 'zuban-store-'));

describe('directory file store', () => {
  it('keeps, reads back and deletes a file by key', async () => {
    const store = directoryStore(freshDir());
    await store.put('abc-1', Buffer.from('receipt'));
    expect((await store.get('abc-1')).toString()).toBe('receipt');
    await store.delete('abc-1');
    await expect(store.get('abc-1')).rejects.toThrow();
  });

  it('refuses keys that could leave its directory', async () => {
    const store = directoryStore(freshDir());
    for (const key of ['../x', 'a/b', '', '.hidden', 'a..b']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/unsafe key/);
    }
  });

  it('leaves no partial file behind when the write cannot complete', async () => {
    const dir = freshDir();
    const store = directoryStore(dir);
    // A non-empty directory where the file should land makes the final rename fail after the bytes
    // were written, as a full disk or a crash between the two steps would.
    mkdirSync(join(dir, 'k1', 'taken'), { recursive: true });
    await expect(store.put('k1', Buffer.from('x'))).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['k1']);
  });

  it('lives under FILE_STORE_DIR when it is set, else DATA_DIR/uploads', () => {
    expect(fileStoreDir({ dataDir: '/d', settings: parseSettings({}) })).toBe('/d/uploads');
    expect(
      fileStoreDir({ dataDir: '/d', settings: parseSettings({ FILE_STORE_DIR: '/shared/zuban' }) }),
    ).toBe('/shared/zuban');
  });
});
