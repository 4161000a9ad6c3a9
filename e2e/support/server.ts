import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../../server/test/support/child-server';

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`npm run zuban -- serve`) on a fresh SQLite data dir with the mail outbox,
 * through the child-server helper the drills use too; its output goes to the test's console.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zuban-e2e-'));
  const server = await startChildServer(dataDir, env, { inheritOutput: true });
  return { url: server.url, dataDir, stop: server.stop };
}
