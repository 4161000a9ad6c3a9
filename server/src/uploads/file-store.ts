import { mkdirSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import type { Config } from '../config/config';

/**
 * Where uploaded files (top-up receipts, fellowship documents) live, behind the smallest interface
 * that every API instance can share. The embedded default is a directory; with several instances it
 * must be one volume that all of them mount (NFS, a cloud file share): docs/deployment.md.
 * Keys are opaque ids chosen by the server, never by the client.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..'))
    throw new Error(`file store: unsafe key ${JSON.stringify(key)}`);
  return key;
}

/**
 * A directory store. A file is written under a temporary name and renamed into place, so a crash
 * or a full disk mid-write never leaves a half-written file under a real key.
 */
export function directoryStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true });
  const pathOf = (key: string) => join(dir, checkedKey(key));
  return {
    async put(key, bytes) {
      const final = pathOf(key);
      const partial = `${final}.partial`;
      try {
        await writeFile(partial, bytes, { mode: 0o600 });
        await rename(partial, final);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },
    get: (key) => readFile(pathOf(key)),
    delete: (key) => unlink(pathOf(key)).catch(() => undefined),
  };
}

/** FILE_STORE_DIR (a shared volume when instances run on several machines), else DATA_DIR/uploads. */
export function fileStoreDir(config: Pick<Config, 'dataDir' | 'settings'>): string {
  const configured = config.settings.FILE_STORE_DIR;
  if (!configured) return join(config.dataDir, 'uploads');
  return isAbsolute(configured) ? configured : resolve(configured);
}

const stores = new Map<string, FileStore>();

/** One store object per directory (the directory is created once). */
export function fileStoreFor(config: Pick<Config, 'dataDir' | 'settings'>): FileStore {
  const dir = fileStoreDir(config);
  let store = stores.get(dir);
  if (!store) {
    store = directoryStore(dir);
    stores.set(dir, store);
  }
  return store;
}
