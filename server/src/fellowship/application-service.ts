import { randomUUID } from 'node:crypto';
import type { FellowshipForm } from '@zuban/contract/fellowship';
import { coded } from '@zuban/contract/message-catalogue';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { conflict } from '../http/app-error';
import type { SniffedType } from '../uploads/magic';
import type { UploadedFile } from '../uploads/multipart-form';
import { discard, type PendingFile, storeFile } from '../uploads/stored-files';
import { lockUserRow } from '../users/users-repo';
import { insertApplication, latestApplication } from './applications-repo';

/** One of the application's PDFs, its type already checked by its bytes. */
export interface CheckedUpload {
  name: string;
  file: UploadedFile;
  type: SniffedType;
}

/** 409 when the user has an application under review or already approved. */
async function refuseIfApplied(db: Db, userId: string): Promise<void> {
  const previous = await latestApplication(db, userId);
  if (previous?.status === 'pending') throw conflict('application_pending', coded('fellowship.underReview'));
  if (previous?.status === 'approved') throw conflict('already_fellow', coded('fellowship.alreadyFellow'));
}

/**
 * Files a pending application with its stored PDFs and answers its id; 409 while the user has one
 * under review or is a fellow already. Files written for an application that fails are deleted.
 */
export async function fileApplication(
  ctx: AppContext,
  userId: string,
  form: FellowshipForm,
  uploads: CheckedUpload[],
): Promise<string> {
  await refuseIfApplied(ctx.db, userId);
  const id = randomUUID();
  const written: PendingFile[] = [];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Checked again under the user's row lock: two applications sent at once cannot both pass.
      await lockUserRow(trx, userId);
      await refuseIfApplied(trx, userId);
      const ids: Record<string, string> = {};
      for (const { name, file, type } of uploads) {
        const stored = await storeFile(ctx, trx, userId, name, file, type);
        written.push(stored);
        ids[name] = stored.id;
      }
      const files = { proposal: ids.proposal!, cv: ids.cv!, recommendation: ids.recommendation! };
      await insertApplication(trx, { id, userId, form, files, at: ctx.now() });
    });
  } catch (e) {
    await discard(written);
    throw e;
  }
  return id;
}

/** The user's latest application, if any (their fellowship status). */
export async function myApplication(ctx: AppContext, userId: string) {
  return latestApplication(ctx.db, userId);
}
