import { createHash, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { coded } from '@zuban/contract/message-catalogue';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { badRequest } from '../http/app-error';
import { type FileStore, fileStoreFor } from './file-store';
import { type SniffedType, sniffType, typeLabels } from './magic';
import type { UploadedFile } from './multipart-form';
import { insertStoredFile } from './stored-files-repo';

/** Checks an upload's real type by its bytes; a renamed .exe is refused whatever its name says. */
export function checkUpload(
  file: UploadedFile | undefined,
  label: string,
  allowed: SniffedType[],
): SniffedType {
  if (!file || file.data.length === 0)
    throw badRequest('file_required', coded('upload.required', { label }), { field: file?.field });
  const type = sniffType(file.data);
  if (!type || !allowed.includes(type)) {
    const names = allowed.map((t) => typeLabels[t]).join(', ');
    throw badRequest('file_type', coded('upload.wrongType', { label, types: names }), { field: file.field });
  }
  return type;
}

export interface PendingFile {
  id: string;
  store: FileStore;
}

/**
 * Writes the bytes to the file store (file-store.ts) under an opaque id and inserts the row in `db`
 * (the caller's transaction). If the transaction fails, call `discard` so no orphan file is left behind.
 */
export async function storeFile(
  ctx: AppContext,
  db: Db,
  ownerId: string,
  purpose: string,
  file: UploadedFile,
  type: SniffedType,
): Promise<PendingFile> {
  const id = randomUUID();
  const store = fileStoreFor(ctx.config);
  await store.put(id, file.data);
  await insertStoredFile(db, {
    id,
    owner_id: ownerId,
    purpose,
    original_name: basename(file.filename || purpose).slice(0, 200),
    media_type: type,
    size_bytes: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
    created_at: ctx.now(),
  });
  return { id, store };
}

export async function discard(files: PendingFile[]): Promise<void> {
  await Promise.all(files.map((f) => f.store.delete(f.id)));
}

export async function readStoredFile(ctx: AppContext, id: string): Promise<Buffer> {
  return fileStoreFor(ctx.config).get(basename(id));
}
