import { join } from 'node:path';
import type { Config } from './config/config';
import { type AppContext, createAppContext } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

/** Opens the configured database and migrates it: the shared first step of serve and every CLI command. */
export async function openContext(config: Config): Promise<AppContext> {
  const { db, kind, walSync } = openDatabase({
    url: config.databaseUrl,
    sqliteFile: join(config.dataDir, 'zuban.sqlite'),
    sqliteSynchronous: config.sqliteSynchronous,
  });
  await migrateToLatest(db);
  return createAppContext({ config, db, dbKind: kind, walSync });
}
