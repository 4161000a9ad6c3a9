import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config/config';
import { type AppContext, createAppContext } from '../../src/context';
import type { DbKind } from '../../src/db/database';
import { createTestDb, type TestDb } from './database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  testDb: TestDb;
  close: () => Promise<void>;
}

/** An in-process app on a fresh database; requests go through app.inject without a network. */
export async function createTestApp(
  kind: DbKind = 'sqlite',
  env: Record<string, string> = {},
  overrides: Partial<AppContext> = {},
): Promise<TestApp> {
  const config: Config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'zuban-data-')),
    LOG_LEVEL: 'silent',
    // A test's text-pool thread loads an engine's model during its first call (the server preloads
    // them at start), which on a busy test machine can outlast the 10 s default deadline.
    TEXT_TASK_TIMEOUT_MS: '120000',
    STAFF_EMAIL_DOMAIN: 'staff.zuban.test',
    ...env,
  });
  const testDb = await createTestDb(kind, config.sqliteSynchronous);
  const ctx = createAppContext({
    config,
    db: testDb.db,
    dbKind: testDb.kind,
    walSync: testDb.walSync,
    ...overrides,
  });
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    testDb,
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}
