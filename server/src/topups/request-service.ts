import { randomUUID } from 'node:crypto';
import { coded } from '@zuban/contract/message-catalogue';
import type { TopupRequestView } from '@zuban/contract/topups';
import type { AppContext } from '../context';
import { conflict } from '../http/app-error';
import type { SniffedType } from '../uploads/magic';
import type { UploadedFile } from '../uploads/multipart-form';
import { discard, type PendingFile, storeFile } from '../uploads/stored-files';
import { lockUserRow } from '../users/users-repo';
import { countPendingTopups, insertTopupRequest, listOwnTopups } from './topups-repo';

/**
 * Files a pending top-up request with its stored receipt and answers its id; 409
 * too_many_pending_topups when the user has TOPUP_MAX_PENDING waiting already. The receipt is
 * deleted again when the request is not filed.
 */
export async function fileTopupRequest(
  ctx: AppContext,
  userId: string,
  topup: { amountMilli: number; bank: string; reference: string },
  receipt: { file: UploadedFile; type: SniffedType },
): Promise<string> {
  const written: PendingFile[] = [];
  const id = randomUUID();
  // Uploads are not free to store: a user has at most this many requests waiting for review.
  const maxPending = ctx.config.settings.TOPUP_MAX_PENDING;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Counted under the user's row lock, so requests sent at once cannot all slip under the cap.
      await lockUserRow(trx, userId);
      if ((await countPendingTopups(trx, userId)) >= maxPending) {
        throw conflict(
          'too_many_pending_topups',
          coded('limits.tooManyPendingTopups', { count: maxPending }),
        );
      }
      const file = await storeFile(ctx, trx, userId, 'receipt', receipt.file, receipt.type);
      written.push(file);
      await insertTopupRequest(trx, { id, userId, ...topup, receiptFileId: file.id, at: ctx.now() });
    });
  } catch (e) {
    await discard(written);
    throw e;
  }
  return id;
}

/** The user's own top-up requests, newest first. */
export async function ownTopupRequests(ctx: AppContext, userId: string): Promise<TopupRequestView[]> {
  return listOwnTopups(ctx.db, userId);
}
