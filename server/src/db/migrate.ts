import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
  const migrator = new Migrator({ db: db as any, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
