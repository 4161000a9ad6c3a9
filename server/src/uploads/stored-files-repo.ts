import type { Kysely, Selectable } from 'kysely';
import type { Database, StoredFilesTable } from '../db/schema';

export type StoredFileRow = Selectable<StoredFilesTable>;

/** An uploaded file's record (owner, name, media type), by its opaque id. */
export async function findStoredFile(db: Kysely<Database>, id: string): Promise<StoredFileRow | undefined> {
  return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
}
