import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, StoredFilesTable } from '../db/schema';

export type StoredFileRow = Selectable<StoredFilesTable>;

/** An uploaded file's record (owner, name, media type), by its opaque id. */
export async function findStoredFile(db: Kysely<Database>, id: string): Promise<StoredFileRow | undefined> {
  return db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Records a stored file; in the caller's transaction, so the row and the upload it belongs to land together. */
export async function insertStoredFile(
  db: Kysely<Database>,
  row: Insertable<StoredFilesTable>,
): Promise<void> {
  await db.insertInto('stored_files').values(row).execute();
}
