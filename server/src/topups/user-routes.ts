import { randomUUID } from 'node:crypto';
import { topupMessages as m, topupFormSchema } from '@zuban/contract/topups';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../accounts/parse-body';
import { requireUser } from '../auth';
import type { AppContext } from '../context';
import { conflict } from '../http/app-error';
import { field, readMultipart } from '../uploads/multipart-form';
import { checkUpload, discard, type PendingFile, storeFile } from '../uploads/stored-files';
import { lockUserRow } from '../users/lock-user';
import { countPendingTopups, listOwnTopups } from './topups-repo';

/** A signed-in user files a top-up request with the bank receipt, and sees their requests. */
export async function topupUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/backend/topup_requests', async (request, reply) => {
    const principal = await requireUser(ctx, request);
    const form = await readMultipart(request, { receipt: m.receiptLabel });
    const body = parseBody(topupFormSchema, {
      amount: field(form, 'amount'),
      bank: field(form, 'bank'),
      reference: field(form, 'reference'),
    });
    const receipt = form.files.get('receipt');
    const type = checkUpload(receipt, m.receiptLabel, ['image/jpeg', 'image/png', 'application/pdf']);
    const written: PendingFile[] = [];
    const id = randomUUID();
    // Uploads are not free to store: a user has at most this many requests waiting for review.
    const maxPending = ctx.config.settings.TOPUP_MAX_PENDING;
    try {
      await ctx.db.transaction().execute(async (trx) => {
        // Counted under the user's row lock, so requests sent at once cannot all slip under the cap.
        await lockUserRow(trx, principal.userId);
        if ((await countPendingTopups(trx, principal.userId)) >= maxPending) {
          throw conflict(
            'too_many_pending_topups',
            `You have ${maxPending} top-up requests waiting for review. Please wait for a decision before sending another.`,
          );
        }
        const file = await storeFile(ctx, trx, principal.userId, 'receipt', receipt!, type);
        written.push(file);
        await trx
          .insertInto('topup_requests')
          .values({
            id,
            user_id: principal.userId,
            amount_milli: body.amount,
            bank: body.bank,
            reference: body.reference,
            receipt_file_id: file.id,
            status: 'pending',
            reason: null,
            decided_by: null,
            decided_at: null,
            ledger_id: null,
            created_at: ctx.now(),
          })
          .execute();
      });
    } catch (e) {
      await discard(written);
      throw e;
    }
    return reply.status(201).send({ message: m.submitted, id });
  });

  app.post('/backend/my_topup_requests', async (request) => {
    const principal = await requireUser(ctx, request);
    return listOwnTopups(ctx.db, principal.userId);
  });
}
